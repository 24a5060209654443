package crdtest

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"regexp"
	"slices"
	"sort"
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
}

// Outcome counts the cases of one run.
type Outcome struct {
	Cases, Valid, Invalid int // Valid and Invalid as the Go code says
	// SameVerdict counts cases both sides find valid, or both invalid;
	// Agree those where they also report the same field paths.
	SameVerdict, Agree int
	// Explained counts the differing field paths by known reason (see
	// explain.go); Unexplained by what differed, with an example each.
	Explained   map[string]int
	Unexplained map[string]int
	Examples    map[string]string
}

func newOutcome() Outcome {
	return Outcome{Explained: map[string]int{}, Unexplained: map[string]int{}, Examples: map[string]string{}}
}

func (o *Outcome) add(c *Case) {
	o.Cases++
	if len(c.Go) == 0 {
		o.Valid++
	} else {
		o.Invalid++
	}
	if (len(c.Go) == 0) == (len(c.CRD) == 0) {
		o.SameVerdict++
	}
	diffs := c.differences()
	if len(diffs) == 0 {
		o.Agree++
		return
	}
	for _, d := range diffs {
		if reason := explain(c, d); reason != "" {
			o.Explained[reason]++
			continue
		}
		key := d.String()
		if o.Unexplained[key] == 0 {
			o.Examples[key] = c.Example()
		}
		o.Unexplained[key]++
	}
}

// Table renders the outcome: the counts, then the differences by reason
// and the unexplained ones, most frequent first.
func (o *Outcome) Table() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d cases (%d valid, %d invalid for Go): same verdict %d, same field paths %d\n",
		o.Cases, o.Valid, o.Invalid, o.SameVerdict, o.Agree)
	for _, m := range []struct {
		title  string
		counts map[string]int
	}{{"known difference", o.Explained}, {"UNEXPLAINED", o.Unexplained}} {
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

// Run validates n random creates and n random updates drawn from seed;
// every other object is drawn nearly valid.
func (k *Kit[T]) Run(seed uint64, n int) (create, update Outcome, err error) {
	schema, _, err := k.CRD.structural(k.Version)
	if err != nil {
		return create, update, err
	}
	spec := schema
	f := &filler{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	create, update = newOutcome(), newOutcome()
	ctx := context.Background()
	for i := range n {
		f.pValid = pValid
		if i%2 == 1 {
			f.pValid = pNearlyValid
		}
		obj := k.random(f, spec)
		data, err := k.encode(obj)
		if err != nil {
			return create, update, err
		}
		res, err := k.Resource.Create(data)
		if err != nil {
			return create, update, err
		}
		goErrs := k.Validate(ctx, operation.Operation{Type: operation.Create}, nil, obj, nil)
		create.add(newCase(nil, data, goErrs, res.Problems, spec))

		// An update starts from an object the API server stored: a valid
		// one, as stored objects were once valid (or were stored before a
		// rule tightened, which ratcheting covers: keep invalid ones too).
		newObj := k.copy(obj)
		f.mutate(reflect.ValueOf(newObj).Elem(), spec)
		newData, err := k.encode(newObj)
		if err != nil {
			return create, update, err
		}
		res, err = k.Resource.Update(newData, data)
		if err != nil {
			return create, update, err
		}
		goErrs = k.Validate(ctx, operation.Operation{Type: operation.Update}, nil, newObj, obj)
		update.add(newCase(data, newData, goErrs, res.Problems, spec))
	}
	return create, update, nil
}

func (k *Kit[T]) random(f *filler, s *structuralschema.Structural) *T {
	obj := new(T)
	f.fill(reflect.ValueOf(obj).Elem(), s)
	return obj
}

// encode writes obj as the API server receives it: with its kind and a
// valid name, since metadata is the API server's, not the kit's, business.
func (k *Kit[T]) encode(obj *T) ([]byte, error) {
	data, err := json.Marshal(obj)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
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

// copy deep-copies obj through JSON, as the API server stores it.
func (k *Kit[T]) copy(obj *T) *T {
	data, err := json.Marshal(obj)
	if err != nil {
		panic(err) // encode succeeded on the same value
	}
	out := new(T)
	if err := json.Unmarshal(data, out); err != nil {
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
			list := goPath(e.Field, s)
			if i := strings.LastIndexByte(list, '['); i >= 0 {
				list = list[:i]
			}
			c.OldDuplicates = append(c.OldDuplicates, list)
		}
	}
	for _, e := range goErrs {
		c.Go = append(c.Go, Problem{Field: e.Field, Type: e.Type, Detail: e.Detail})
	}
	for _, p := range crd {
		p.Field = goPath(p.Field, s)
		c.CRD = append(c.CRD, p)
	}
	return c
}

// Example renders the case's request.
func (c *Case) Example() string {
	if c.OldJSON == nil {
		return string(c.NewJSON)
	}
	return "old: " + string(c.OldJSON) + "\nnew: " + string(c.NewJSON)
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

// goPath rewrites a path the API server reports (map keys as ".key") the
// way the Go code writes it (map keys as "[key]"), reading the schema to
// tell properties from keys.
func goPath(path string, s *structuralschema.Structural) string {
	var b strings.Builder
	for _, seg := range segments(path) {
		switch {
		case seg.bracket:
			b.WriteString("[" + seg.name + "]")
			if s != nil {
				s = s.Items
			}
		case s != nil && s.Properties != nil:
			if p, ok := s.Properties[seg.name]; ok {
				s = &p
			} else {
				s = nil
			}
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(seg.name)
		case s != nil && s.AdditionalProperties != nil && s.AdditionalProperties.Structural != nil:
			b.WriteString("[" + seg.name + "]")
			s = s.AdditionalProperties.Structural
		default:
			b.WriteString("." + seg.name)
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
