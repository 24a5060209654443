package crdtest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	structurallisttype "k8s.io/apiextensions-apiserver/pkg/apiserver/schema/listtype"
	"k8s.io/apimachinery/pkg/api/operation"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// The differential kit: random objects (create) and random updates (old,
// new) of one root type, validated by the generated Go code and by the API
// server's validation of the type's CRD, on the same object as JSON. Both
// must agree on whether the request is valid and on the field paths and
// error types they report; every disagreement is counted under a key that
// names what differed, so that known differences can be listed by reason.

// Kit compares one root type T of a CRD version.
type Kit[T any] struct {
	Resource *Resource
	CRD      *CRD
	Version  string
	// Validate is the generated validation of T (Validate_<T>); old is nil
	// on create.
	Validate func(ctx context.Context, op operation.Operation, path *field.Path, obj, old *T) field.ErrorList
	// Namespaced objects get a namespace.
	Namespaced bool
	// Depth bounds the random values' nesting (pointers, collections and
	// their values each add a level); 0 is the default, maxDepth.
	Depth int
	// Extra are known differences of this kit only, tried after the
	// shared reasons (the published OpenAPI's tags left out).
	Extra []reason
	// ValidOld starts every update from an old object the API server
	// accepts whole, status included (the create, if valid; else a valid
	// draw), as a stored object of a CRD that did not change is.
	ValidOld bool
}

// Run validates n random creates and n random updates drawn from seed.
func (k *Kit[T]) Run(seed uint64, n int) (create, update Outcome, err error) {
	return k.typed().Run(seed, n)
}

// typed returns the kit of T as a typeKit.
func (k *Kit[T]) typed() *typeKit {
	return &typeKit{Resource: k.Resource, CRD: k.CRD, Version: k.Version, Namespaced: k.Namespaced, Depth: k.Depth, Extra: k.Extra, ValidOld: k.ValidOld, Type: reflect.TypeFor[T](),
		Validate: func(ctx context.Context, op operation.Operation, obj, old any) field.ErrorList {
			o, _ := old.(*T)
			return k.Validate(ctx, op, nil, obj.(*T), o)
		}}
}

// typeKit is a Kit of a type known at run time (tests that take their
// types from a registry, such as the output_tests packages').
type typeKit struct {
	Resource   *Resource
	CRD        *CRD
	Version    string
	Namespaced bool
	Depth      int          // the filler's depth limit (0: maxDepth)
	Type       reflect.Type // a struct type
	Extra      []reason     // see Kit.Extra
	ValidOld   bool         // see Kit.ValidOld
	// Validate validates obj (a pointer to Type); old is nil on create.
	Validate func(ctx context.Context, op operation.Operation, obj, old any) field.ErrorList
}

// Outcome counts the cases of one run.
type Outcome struct {
	Cases, Valid, Invalid int // Valid and Invalid as the Go code says
	// SameVerdict counts cases both sides find valid, or both invalid;
	// Agree those where they also report the same field paths;
	// SameCauses those where they report the same causes: the same set of
	// (field path, error type), leaving out the API server's note at no
	// field that it skipped the CEL rules; SameOrExplained those whose
	// every differing cause has a known reason (explain.go).
	SameVerdict, Agree, SameCauses, SameOrExplained int
	// CELRan counts the cases where the API server evaluated CEL rules,
	// CELFailed those where a rule failed.
	CELRan, CELFailed int
	// NoValidOld counts the updates not drawn: ValidOld found no object
	// the API server accepts.
	NoValidOld int
	// Faults counts the deliberate faults and changes by class and label
	// ("none" for a valid draw, "wild" for a fuzzed one).
	Faults map[string]int
	// Explained counts the differing field paths by known reason (see
	// explain.go); Unexplained by what differed, with an example each.
	Explained   map[string]int
	Unexplained map[string]int
	Examples    map[string]string
	// TypeDiffs counts the field paths both sides report with different
	// error types (which the path comparison above does not see), by
	// path and types; TypeExamples has an example of each.
	TypeDiffs    map[string]int
	TypeExamples map[string]string
	// VerdictDiffs counts, for the cases whose verdicts differ, their
	// differences by reason (or by what differed, when unexplained);
	// VerdictExamples has an example of each.
	VerdictDiffs    map[string]int
	VerdictExamples map[string]string
	extra           []reason // the kit's own known differences
}

func newOutcome() Outcome {
	return Outcome{Faults: map[string]int{}, Explained: map[string]int{}, Unexplained: map[string]int{}, Examples: map[string]string{},
		TypeDiffs: map[string]int{}, TypeExamples: map[string]string{}, VerdictDiffs: map[string]int{}, VerdictExamples: map[string]string{}}
}

func (o *Outcome) add(c *Case, cel CELRun, faults []string) {
	o.Cases++
	if len(c.Go) == 0 {
		o.Valid++
	} else {
		o.Invalid++
	}
	if cel.Ran {
		o.CELRan++
	}
	if cel.Errors > 0 {
		o.CELFailed++
	}
	if len(faults) == 0 {
		faults = []string{"none"}
	}
	for _, l := range faults {
		o.Faults[l]++
	}
	sameVerdict := (len(c.Go) == 0) == (len(c.CRD) == 0)
	if sameVerdict {
		o.SameVerdict++
	} else {
		for _, d := range slices.Concat(c.differences(), c.typeDiffs()) {
			key := explainWith(c, d, o.extra)
			if key == "" {
				key = "unexplained " + d.String()
			}
			if o.VerdictDiffs[key] == 0 {
				o.VerdictExamples[key] = c.Example()
			}
			o.VerdictDiffs[key]++
		}
	}
	unexplained := 0
	typeDiffs := c.typeDifferences()
	for _, d := range c.typeDiffs() {
		if reason := explainWith(c, d, o.extra); reason != "" {
			o.Explained["error type: "+reason]++
			continue
		}
		unexplained++
		key := d.String()
		if o.TypeDiffs[key] == 0 {
			o.TypeExamples[key] = c.Example()
		}
		o.TypeDiffs[key]++
	}
	diffs := c.differences()
	if len(typeDiffs) == 0 && !slices.ContainsFunc(diffs, func(d Difference) bool { return !skipNote(d) }) {
		o.SameCauses++
	}
	defer func() {
		if unexplained == 0 {
			o.SameOrExplained++
		}
	}()
	if len(diffs) == 0 {
		o.Agree++
		return
	}
	for _, d := range diffs {
		if reason := explainWith(c, d, o.extra); reason != "" {
			if skipNote(d) {
				continue // the note of cel-skipped, counted with its causes
			}
			o.Explained[reason]++
			continue
		}
		unexplained++
		key := d.String()
		if o.Unexplained[key] == 0 {
			o.Examples[key] = c.Example()
		}
		o.Unexplained[key]++
	}
}

// skipNote reports the difference of the API server's note, at no field,
// that it ran no CEL rule because a schema keyword failed: not a cause of
// its own (the Go code runs every check: cel-skipped).
func skipNote(d Difference) bool {
	return !d.GoOnly && d.Path == "<nil>" && slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeInvalid})
}

// Summary is the outcome's first line of counts.
func (o *Outcome) Summary() string {
	return fmt.Sprintf("%d cases (%d valid, %d invalid for Go): same verdict %d, same field paths %d, same causes %d (or explained %d); CEL rules ran in %d, failed in %d",
		o.Cases, o.Valid, o.Invalid, o.SameVerdict, o.Agree, o.SameCauses, o.SameOrExplained, o.CELRan, o.CELFailed)
}

// Table renders the outcome: the counts, the faults by class, then the
// differences by reason and the unexplained ones, most frequent first.
func (o *Outcome) Table() string {
	var b strings.Builder
	b.WriteString(o.Summary() + "\n")
	for _, m := range []struct {
		title  string
		counts map[string]int
	}{{"draw", o.Faults}, {"known difference", o.Explained}, {"UNEXPLAINED", o.Unexplained}, {"error type differs", o.TypeDiffs}} {
		keys := make([]string, 0, len(m.counts))
		for k := range m.counts {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool {
			if m.counts[keys[i]] != m.counts[keys[j]] {
				return m.counts[keys[i]] > m.counts[keys[j]]
			}
			return keys[i] < keys[j]
		})
		for _, k := range keys {
			fmt.Fprintf(&b, "  %6d  %s: %s\n", m.counts[k], m.title, k)
		}
	}
	return b.String()
}

// Shares of the kit's draws: a wild (fuzzed) object, and for the others
// the number of deliberate faults in a create; an update makes one or two
// valid changes (none in pUnchanged) and adds a fault in pUpdateFault.
const (
	pWildObject  = 0.1
	pOneFault    = 0.4
	pTwoFaults   = 0.1
	pUnchanged   = 0.1
	pUpdateFault = 0.35
)

// Run validates n random creates and n random updates drawn from seed.
func (k *typeKit) Run(seed uint64, n int) (create, update Outcome, err error) {
	schema, _, err := k.CRD.structural(k.Version)
	if err != nil {
		return create, update, err
	}
	root := newNode(schema)
	f := &filler{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), limit: k.Depth}
	create, update = newOutcome(), newOutcome()
	create.extra, update.extra = k.Extra, k.Extra
	ctx := context.Background()
	for range n {
		f.wild = f.r.Float64() < pWildObject
		obj := reflect.New(k.Type)
		f.fill(obj.Elem(), root, true)
		var faults []string
		switch u := f.r.Float64(); {
		case f.wild:
			faults = []string{"wild"}
		case u < pTwoFaults:
			faults = f.inject(obj.Elem(), root, 2)
		case u < pTwoFaults+pOneFault:
			faults = f.inject(obj.Elem(), root, 1)
		}
		data, err := k.encode(obj.Interface())
		if err != nil {
			return create, update, err
		}
		res, err := k.Resource.Create(data)
		if err != nil {
			return create, update, err
		}
		served, goObj, err := k.served(data)
		if err != nil {
			return create, update, err
		}
		goErrs := k.Validate(ctx, operation.Operation{Type: operation.Create}, goObj.Interface(), nil)
		create.add(newCase(nil, served, goErrs, res.Problems, schema), res.CEL, faults)

		// An update starts from an object the API server stored: a valid
		// one, as stored objects were once valid (or were stored before a
		// rule tightened, which ratcheting covers: keep invalid ones too,
		// unless ValidOld).
		oldValid := res.Valid()
		if k.ValidOld && oldValid {
			if oldValid, err = k.Resource.ValidWhole(data); err != nil {
				return create, update, err
			}
		}
		if k.ValidOld && !oldValid {
			if obj, data, goObj, served, err = k.validDraw(f, root); err != nil {
				return create, update, err
			}
			if !obj.IsValid() {
				update.NoValidOld++
				continue
			}
		}
		newObj := k.copy(obj.Interface())
		var changes []string
		if f.r.Float64() >= pUnchanged {
			changes = f.change(newObj.Elem(), root, 1+f.r.IntN(2))
		}
		if !f.wild && f.r.Float64() < pUpdateFault {
			changes = append(changes, f.inject(newObj.Elem(), root, 1)...)
		}
		newData, err := k.encode(newObj.Interface())
		if err != nil {
			return create, update, err
		}
		res, err = k.Resource.Update(newData, data)
		if err != nil {
			return create, update, err
		}
		newServed, goNew, err := k.served(newData)
		if err != nil {
			return create, update, err
		}
		goErrs = k.Validate(ctx, operation.Operation{Type: operation.Update}, goNew.Interface(), goObj.Interface())
		update.add(newCase(served, newServed, goErrs, res.Problems, schema), res.CEL, changes)
	}
	return create, update, nil
}

// validDraw draws objects without faults until the API server accepts
// one (a few tries; nil when none passes), with its JSON, its served form
// decoded into the Go type, and the served JSON.
func (k *typeKit) validDraw(f *filler, root *node) (obj reflect.Value, data []byte, goObj reflect.Value, served []byte, err error) {
	wild := f.wild
	f.wild = false
	defer func() { f.wild = wild }()
	for range 20 {
		obj = reflect.New(k.Type)
		f.fill(obj.Elem(), root, true)
		if data, err = k.encode(obj.Interface()); err != nil {
			return
		}
		var valid bool
		if valid, err = k.Resource.ValidWhole(data); err != nil {
			return
		}
		if !valid {
			continue
		}
		served, goObj, err = k.served(data)
		return
	}
	return reflect.Value{}, nil, reflect.Value{}, nil, nil
}

// encode writes obj as the API server receives it: with its kind and a
// valid name, since metadata is the API server's, not the kit's, business.
func (k *typeKit) encode(obj any) ([]byte, error) {
	data, err := json.Marshal(obj)
	if err != nil {
		return nil, err
	}
	// Numbers stay as written: a float64 would round large integers.
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		return nil, err
	}
	m["apiVersion"] = k.CRD.Internal.Spec.Group + "/" + k.Version
	m["kind"] = k.CRD.Internal.Spec.Names.Kind
	meta := metav1.ObjectMeta{Name: "kit", ResourceVersion: "1"}
	if k.Namespaced {
		meta.Namespace = "default"
	}
	m["metadata"] = meta
	return json.Marshal(m)
}

// served returns the request as the API server validates it (unknown
// fields and nulls dropped, schema defaults applied), as JSON and decoded
// into the Go type: in Kubernetes too, defaults are applied when a request
// is decoded, before validation.
func (k *typeKit) served(data []byte) ([]byte, reflect.Value, error) {
	served, err := k.Resource.Served(data)
	if err != nil {
		return nil, reflect.Value{}, err
	}
	out := reflect.New(k.Type)
	if err := json.Unmarshal(served, out.Interface()); err != nil {
		return nil, reflect.Value{}, fmt.Errorf("decoding the served object: %w", err)
	}
	return served, out, nil
}

// copy deep-copies obj (a pointer) through JSON, as the API server stores
// it.
func (k *typeKit) copy(obj any) reflect.Value {
	data, err := json.Marshal(obj)
	if err != nil {
		panic(err) // encode succeeded on the same value
	}
	out := reflect.New(k.Type)
	if err := json.Unmarshal(data, out.Interface()); err != nil {
		panic(err)
	}
	return out
}

// Case is one request with what both sides reported.
type Case struct {
	OldJSON, NewJSON []byte         // OldJSON is nil on create
	Old, New         map[string]any // decoded
	Go, CRD          []Problem      // CRD paths written the Go way
	// schema is the version's structural schema, for reasons that depend
	// on how a path is enforced (keyword or CEL rule).
	schema *structuralschema.Structural
	// OldDuplicates lists the sets and map lists of the old object that
	// hold a duplicate item or key, which changes how the API server
	// ratchets (paths written the Go way).
	OldDuplicates []string
}

func newCase(oldJSON, newJSON []byte, goErrs field.ErrorList, crd []Problem, s *structuralschema.Structural) *Case {
	c := &Case{OldJSON: oldJSON, NewJSON: newJSON, schema: s}
	_ = json.Unmarshal(newJSON, &c.New)
	if oldJSON != nil {
		_ = json.Unmarshal(oldJSON, &c.Old)
		for _, e := range structurallisttype.ValidateListSetsAndMaps(nil, s, c.Old) {
			list := goPath(e.Field, s, c.Old)
			if i := strings.LastIndexByte(list, '['); i >= 0 {
				list = list[:i]
			}
			c.OldDuplicates = append(c.OldDuplicates, list)
		}
	}
	for _, e := range goErrs {
		if e.IsAlpha() {
			continue // shadow-only: reported, never enforced, and never in a CRD
		}
		c.Go = append(c.Go, Problem{Field: e.Field, Type: e.Type, Detail: e.Detail})
	}
	for _, p := range crd {
		p.Field = goPath(p.Field, s, c.New)
		c.CRD = append(c.CRD, p)
	}
	return c
}

// Example renders the case's request and what both sides reported.
func (c *Case) Example() string {
	var b strings.Builder
	if c.OldJSON != nil {
		b.WriteString("old: " + string(c.OldJSON) + "\nnew: ")
	}
	b.Write(c.NewJSON)
	for _, side := range []struct {
		name string
		ps   []Problem
	}{{"go", c.Go}, {"crd", c.CRD}} {
		for _, p := range side.ps {
			fmt.Fprintf(&b, "\n  %s: %s %s: %s", side.name, p.Field, p.Type, p.Detail)
		}
	}
	return b.String()
}

// Difference is a field path with errors on one side only.
type Difference struct {
	GoOnly bool
	Path   string
	Types  []field.ErrorType // what the side that reports it says
}

var index = regexp.MustCompile(`\[[^\]]*\]`)

// String names the difference with [*] for indices and keys, so that
// differences count by field: "crd-only spec.tags[*] (FieldValueDuplicate)".
// Error types are shown, not compared: the issue compares validity and
// paths, and the CRD keywords report their own types (minLength is
// "Invalid" there, "Too short" in Go).
func (d Difference) String() string {
	side := "crd-only"
	if d.GoOnly {
		side = "go-only"
	}
	var ts []string
	for _, t := range d.Types {
		ts = append(ts, string(t))
	}
	return side + " " + index.ReplaceAllString(d.Path, "[*]") + " (" + strings.Join(ts, ", ") + ")"
}

func (c *Case) differences() []Difference {
	paths := func(ps []Problem) (map[string][]field.ErrorType, []string) {
		m := map[string][]field.ErrorType{}
		var order []string
		for _, p := range ps {
			if _, seen := m[p.Field]; !seen {
				order = append(order, p.Field)
			}
			if !slices.Contains(m[p.Field], p.Type) {
				m[p.Field] = append(m[p.Field], p.Type)
			}
		}
		return m, order
	}
	gm, gOrder := paths(c.Go)
	cm, cOrder := paths(c.CRD)
	var out []Difference
	for _, p := range gOrder {
		if _, ok := cm[p]; !ok {
			out = append(out, Difference{GoOnly: true, Path: p, Types: gm[p]})
		}
	}
	for _, p := range cOrder {
		if _, ok := gm[p]; !ok {
			out = append(out, Difference{Path: p, Types: cm[p]})
		}
	}
	return out
}

// typeDifferences lists the field paths both sides report whose error
// types differ, as "spec.name[*]: go FieldValueTooLong, crd FieldValueInvalid"
// (indices and keys as [*]).
func (c *Case) typeDifferences() []string {
	types := func(ps []Problem) map[string][]string {
		m := map[string][]string{}
		for _, p := range ps {
			if !slices.Contains(m[p.Field], string(p.Type)) {
				m[p.Field] = append(m[p.Field], string(p.Type))
			}
		}
		for _, ts := range m {
			sort.Strings(ts)
		}
		return m
	}
	gm, cm := types(c.Go), types(c.CRD)
	var out []string
	for p, gt := range gm {
		ct, ok := cm[p]
		if !ok || slices.Equal(gt, ct) {
			continue
		}
		out = append(out, index.ReplaceAllString(p, "[*]")+": go "+strings.Join(gt, "+")+", crd "+strings.Join(ct, "+"))
	}
	sort.Strings(out)
	return out
}

// typeDiffs returns the error types that only one side reports at a path
// both sides report, as Differences (for the reasons of explain.go).
func (c *Case) typeDiffs() []Difference {
	types := func(ps []Problem) (map[string][]field.ErrorType, []string) {
		m := map[string][]field.ErrorType{}
		var order []string
		for _, p := range ps {
			if _, seen := m[p.Field]; !seen {
				order = append(order, p.Field)
			}
			if !slices.Contains(m[p.Field], p.Type) {
				m[p.Field] = append(m[p.Field], p.Type)
			}
		}
		return m, order
	}
	gm, order := types(c.Go)
	cm, _ := types(c.CRD)
	var out []Difference
	for _, p := range order {
		ct, ok := cm[p]
		if !ok {
			continue
		}
		var goOnly, crdOnly []field.ErrorType
		for _, t := range gm[p] {
			if !slices.Contains(ct, t) {
				goOnly = append(goOnly, t)
			}
		}
		for _, t := range ct {
			if !slices.Contains(gm[p], t) {
				crdOnly = append(crdOnly, t)
			}
		}
		if len(goOnly) > 0 {
			out = append(out, Difference{GoOnly: true, Path: p, Types: goOnly})
		}
		if len(crdOnly) > 0 {
			out = append(out, Difference{Path: p, Types: crdOnly})
		}
	}
	return out
}

// goPath rewrites a path the API server reports (map keys as ".key") the
// way the Go code writes it (map keys as "[key]"), reading the schema to
// tell properties from keys, and obj (the decoded object) to tell where a
// key with dots ends.
func goPath(path string, s *structuralschema.Structural, obj any) string {
	var b strings.Builder
	for rest := path; rest != ""; {
		if rest[0] == '[' {
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				b.WriteString(rest)
				break
			}
			b.WriteString(rest[:end+1])
			if s != nil {
				s = s.Items
			}
			list, _ := obj.([]any)
			i, err := strconv.Atoi(rest[1:end])
			obj = nil
			if err == nil && i >= 0 && i < len(list) {
				obj = list[i]
			}
			rest = rest[end+1:]
			continue
		}
		rest = strings.TrimPrefix(rest, ".")
		m, _ := obj.(map[string]any)
		end := strings.IndexAny(rest, ".[")
		if end < 0 {
			end = len(rest)
		}
		name := rest[:end]
		isMap := s != nil && s.Properties == nil && s.AdditionalProperties != nil && s.AdditionalProperties.Structural != nil
		if isMap {
			// The longest key of the map that the rest of the path starts with.
			for k := range m {
				fits := rest == k || (len(k) < len(rest) && strings.HasPrefix(rest, k) && (rest[len(k)] == '.' || rest[len(k)] == '['))
				if fits && len(k) > len(name) {
					name = k
				}
			}
		}
		rest = rest[len(name):]
		obj = m[name]
		switch {
		case isMap:
			b.WriteString("[" + name + "]")
			s = s.AdditionalProperties.Structural
		case s != nil && s.Properties != nil:
			if p, ok := s.Properties[name]; ok {
				s = &p
			} else {
				s = nil
			}
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(name)
		default:
			b.WriteString("." + name)
			s = nil
		}
	}
	return b.String()
}

// segment is one step of a field path: a property name, or what stands
// between brackets (an index or a map key).
type segment struct {
	name    string
	bracket bool
}

// segments splits "spec.ports[1].name" into spec, ports, [1], name. An
// unterminated bracket is taken as a name, so the path stays readable.
func segments(path string) []segment {
	var out []segment
	for rest := path; rest != ""; {
		if rest[0] == '[' {
			if end := strings.IndexByte(rest, ']'); end >= 0 {
				out = append(out, segment{name: rest[1:end], bracket: true})
				rest = rest[end+1:]
				continue
			}
			out = append(out, segment{name: rest})
			break
		}
		rest = strings.TrimPrefix(rest, ".")
		end := strings.IndexAny(rest, ".[")
		if end < 0 {
			end = len(rest)
		}
		out = append(out, segment{name: rest[:end]})
		rest = rest[end:]
	}
	return out
}
