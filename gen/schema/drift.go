package schema

import (
	"fmt"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strings"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// Drift is a known way in which a CRD enforces a tag differently from the
// generated Go code: the API server's schema, CEL and list-type checks
// are specified differently (ratcheting, short-circuiting). The
// differential kit (crdtest) names the same differences when it finds
// them; docs/crd.md lists them by tag, and --crd-dir -v and --lint
// --lint-crd report them at the tags as crd-drift findings.
type Drift struct {
	Name string // short name, in findings and docs
	Tags string // the tags it concerns
	Form string // how the CRD enforces them
	// Differs says how the verdicts or the reported fields differ, Why
	// what in the API server causes it.
	Differs, Why string
}

// Drifts are the known differences, in the order the docs list them.
var Drifts = []Drift{
	{Name: "cel-skipped", Form: "x-kubernetes-validations rules", Tags: "every tag written as a CEL rule (formats, maxBytes, neq, eachKey, unions, update rules, required zero values, ...)",
		Differs: "an object that fails a keyword anywhere gets no CEL rule errors from the API server; the Go code reports them too (the object is invalid either way)",
		Why:     "the API server evaluates x-kubernetes-validations only when the object passed every OpenAPI keyword"},
	{Name: "required-ratchet", Form: "`required` of the struct", Tags: "+k8s:required (CRD `required`)",
		Differs: "on update, a field missing from the old and the new object is an error for the CRD when anything else in the struct changed; the Go code accepts it (ratcheting)",
		Why:     "`required` is a keyword of the struct, checked again whenever the struct changed"},
	{Name: "required-zero", Form: "`required` of the struct, no CEL rule", Tags: "+k8s:required where the JSON has the key with a value no CEL rule tests (non-pointer strings, numbers, bools, lists and maps get a rule; seen in the kit: a required pointer set to null in an update)",
		Differs: "the Go code reports the value as missing; the CRD does not",
		Why:     "JSON carries \"\", 0 and null, and `required` only asks for the key"},
	{Name: "short-circuit", Form: "keywords and rules of the value and below", Tags: "+k8s:required, +k8s:forbidden, +k8s:maxItems on a value with other rules (its own, its items', its fields')",
		Differs: "after a short-circuit failure the Go code skips the value's other checks; the API server reports every keyword that fails (the verdict is the same)",
		Why:     "the API server has no notion of short-circuit checks"},
	{Name: "duplicate-reported-once", Form: "`x-kubernetes-list-type: set` / `map`", Tags: "+k8s:listType=set, +k8s:listType=map",
		Differs: "an item (or a map-list key) repeated more than twice is reported once by the API server (at its first repetition), at every repetition by the Go code (the verdict is the same)",
		Why:     "the API server's list-type check reports each duplicated value once"},
	{Name: "list-type-ratchet", Form: "`x-kubernetes-list-type: set` / `map`", Tags: "+k8s:listType=set, +k8s:listType=map",
		Differs: "on update the CRD accepts duplicate set items or map keys in any list when the old object had a duplicate anywhere; the Go code checks every changed list",
		Why:     "apiextensions ratchets the list-type checks over the whole object at once"},
	{Name: "map-list-uncorrelated", Form: "`x-kubernetes-list-type: map` and the items' rules", Tags: "+k8s:listType=map (rules below its items)",
		Differs: "on update, an unchanged invalid item of a map list whose old value has duplicate keys is an error for the CRD; the Go code ratchets it",
		Why:     "the API server cannot match items by key when the old list repeats a key, so it ratchets nothing there"},
	{Name: "map-list-same-by-key", Form: "`x-kubernetes-list-type: map`, its keywords and the rules above it", Tags: "+k8s:listType=map; +k8s:maxItems, +k8s:minItems on it",
		Differs: "on update, a value holding a map list that repeats a key can count as unchanged for the CRD, which compares each new item with the first old item of its key; the rules on that value (the list's maxItems, an enclosing struct's rules such as +k8s:forbidden) are then ratcheted; the Go code checks them",
		Why:     "the API server's ratcheting compares values through map lists item by key"},
	{Name: "map-list-changed-by-key", Form: "`x-kubernetes-list-type: map` and the rules above it", Tags: "+k8s:listType=map; rules of a value holding it (+k8s:forbidden, +k8s:immutable on an enclosing struct or the list)",
		Differs: "on update, an unchanged value holding a map list that repeats a key can count as changed for the CRD, which compares each new item with the first old item of its key; the rules on that value then run and report an error the Go code ratchets",
		Why:     "the API server's ratcheting compares values through map lists item by key"},
	{Name: "set-items-recheck", Form: "`x-kubernetes-list-type: set` and the items' rules", Tags: "+k8s:listType=set (rules on its items)",
		Differs: "on update, an invalid item that was already in the old set is an error for the CRD once the set changed; the Go code ratchets it",
		Why:     "the API server correlates no item of a set list with the old list (only map-list items)"},
	{Name: "item-first-match", Form: "CEL rules on the list's `items`, guarded by the selected keys", Tags: "+k8s:item, +k8s:listMapItem (rules of the selected item)",
		Differs: "when a map list repeats the selected key (a duplicate, an error either way), the CRD checks every item with that key; the Go code checks the first",
		Why:     "every item shares one `items` schema, so the rule runs on each item whose keys match"},
	{Name: "map-list-repeated-key", Form: "`x-kubernetes-list-type: map` and the items' rules", Tags: "+k8s:listType=map (rules below its items)",
		Differs: "on update, an item whose key the old list repeats may be matched with one old item by the API server and with another by the Go code, so one ratchets an unchanged value the other checks",
		Why:     "both match items by key, and an old list with a repeated key (itself an error) has two candidates"},
	{Name: "each-key-recheck", Form: "`self.all(k, ...)` rule on the map", Tags: "+k8s:eachKey (CEL rule on the map)",
		Differs: "on update, an invalid key kept from the old map is an error for the CRD once the map changed; the Go code checks only new keys",
		Why:     "the rule is one CEL rule on the whole map, run again whenever the map changed"},
	{Name: "new-parent", Form: "transition rule on the declaring struct", Tags: "+k8s:immutable, +k8s:update, +k8s:monotonic on a field of a nested struct",
		Differs: "on update, when the struct holding the field is added (it was nil or missing), the Go code checks the field against its unset old value (setting an immutable field is an error); the CRD checks nothing",
		Why:     "the API server runs a transition rule only where the old object has a value at the rule's node"},
	{Name: "zero-absent", Form: "keywords and rules of the field's value", Tags: "a check that rejects the zero value, on a field with no presence tag whose zero JSON leaves out (omitempty, or a nil list or map, written as null)",
		Differs: "the Go code checks the zero value and reports it; the CRD checks nothing, the field being absent",
		Why:     "the API server checks only the values an object has, and drops nulls"},
	{Name: "nil-empty-ratchet", Form: "keywords and rules of a list or map", Tags: "a check that rejects an empty list or map (+k8s:minItems, +k8s:minProperties, ...) on a field with no presence tag",
		Differs: "on update from a nil list or map to an empty one, the Go code sees no change and ratchets the checks; the CRD checks the empty value",
		Why:     "null is dropped, so for the API server the value was absent and now is there"},
	{Name: "zero-struct", Form: "keywords and rules below the struct", Tags: "+k8s:optional on a struct value (not a pointer) whose fields have rules",
		Differs: "a struct equal to its zero value is unset for the Go code, which checks nothing in it; the CRD checks its zero fields, which JSON carries",
		Why:     "a struct value is always in the JSON, and the API server has no notion of an unset struct"},
	{Name: "zero-key", Form: "`minProperties` and `maxProperties` of a struct", Tags: "MinProperties or MaxProperties on a struct with an omitzero struct field",
		Differs: "a key whose value is a zero struct (`{}`, or only zero fields) counts for the CRD; the Go code counts the keys encoding/json writes, and omitzero leaves that one out",
		Why:     "decoded into Go, a zero struct sent by a client is the same value as an absent one"},
	{Name: "null-bytes", Form: "`type: string, format: byte` items and values", Tags: "a [][]byte or map[string][]byte field",
		Differs: "a nil []byte item or map value is JSON null, which the CRD refuses as not a string; the Go code takes it as empty",
		Why:     "encoding/json writes a nil []byte as null, and the API server drops nulls only where a field is absent, not inside lists and maps"},
}

// zeroDrift notes how a field's zero value is seen differently: JSON
// leaves it out while the Go code checks it (no presence tag), or JSON
// carries an optional struct's zero fields while the Go code skips them.
func (b *builder) zeroDrift(f *model.Field, v *validators.Validations, p *Props) {
	if v == nil {
		return
	}
	u := types.Unalias(f.Var.Type()).Underlying()
	switch u.(type) {
	case *types.Pointer:
		return
	case *types.Struct:
		if v.Presence == validators.Optional && constrained(p) {
			b.drift(v.PresenceTag, "zero-struct")
		}
		return
	}
	_, collection := u.(*types.Slice)
	if _, isMap := u.(*types.Map); isMap {
		collection = true
	}
	if v.Presence != validators.NoPresence || !(collection || f.OmitZero) {
		return
	}
	for _, c := range v.Checks {
		if call, ok := c.Rule.(*validators.Call); ok && rejectsZero(call) {
			b.drift(c.Tag, "zero-absent")
			if collection {
				b.drift(c.Tag, "nil-empty-ratchet")
			}
		}
	}
}

// keyDrift notes a property count (MinProperties, MaxProperties on a
// struct) with an omitzero key of a struct or array type: a client's {}
// there is a key for the API server and, decoded, nothing for the Go code.
func (b *builder) keyDrift(c validators.Check) {
	call, ok := c.Rule.(*validators.Call)
	if !ok {
		return
	}
	for _, a := range call.Args {
		keys, ok := a.(validators.ArgJSONKeys)
		if !ok {
			continue
		}
		for _, k := range keys.Keys {
			if k.Present != validators.KeyNotZero && k.Present != validators.KeyNotEmptyNotZero {
				continue
			}
			switch types.Unalias(k.Fields[len(k.Fields)-1].Type()).Underlying().(type) {
			case *types.Struct, *types.Array:
				b.drift(c.Tag, "zero-key")
				return
			}
		}
	}
}

// rejectsZero reports a check that fails on the zero value ("", 0, an
// empty list or map).
func rejectsZero(call *validators.Call) bool {
	call = keywordCall(call)
	n, _ := intOperand(call)
	switch call.Func {
	case "MinItems", "MinLength", "MinProperties", "Minimum":
		return n > 0
	case "ExclusiveMinimum":
		return n >= 0
	case "Maximum":
		return n < 0
	case "ExclusiveMaximum":
		return n <= 0
	case "Enum", "EnumOption":
		return true
	case "LabelValue":
		return false // a label value may be empty
	case "NEQ":
		for _, a := range call.Args {
			if l, ok := a.(validators.Literal); ok {
				return l.Text == "0" || l.Text == "" || l.Text == "false"
			}
		}
	case "EQ":
		for _, a := range call.Args {
			if l, ok := a.(validators.Literal); ok {
				return l.Text != "0" && l.Text != "" && l.Text != "false"
			}
		}
	case "Pattern", "Matches":
		for _, a := range call.Args {
			if re, ok := a.(validators.ArgRegexp); ok {
				if r, err := regexp.Compile(re.Pattern); err == nil {
					return !r.MatchString("")
				}
			}
		}
	}
	_, format := formatRules[call.Func]
	return format
}

// DriftTable renders Drifts as the markdown table of docs/crd.md.
func DriftTable() string {
	var b strings.Builder
	b.WriteString("| difference | tags | CRD form | how it differs | why |\n|---|---|---|---|---|\n")
	for _, d := range Drifts {
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s |\n", d.Name, d.Tags, d.Form, d.Differs, d.Why)
	}
	return b.String()
}

// driftNote is the differences of one tag.
type driftNote struct {
	tag   string
	names []string
}

// drift records that the tag t is enforced with the named differences.
func (b *builder) drift(t tags.Tag, names ...string) {
	b.driftAt(t.Pos, t.Text, names...)
}

func (b *builder) driftAt(pos token.Position, tag string, names ...string) {
	if tag == "" {
		return
	}
	if b.drifts == nil {
		b.drifts = map[token.Position]*driftNote{}
	}
	n := b.drifts[pos]
	if n == nil {
		n = &driftNote{tag: tag}
		b.drifts[pos] = n
	}
	for _, name := range names {
		if !slices.Contains(n.names, name) {
			n.names = append(n.names, name)
		}
	}
}

// driftFindings returns one crd-drift finding per tag, naming its
// differences in the order of Drifts; docs/crd.md explains each name.
func (b *builder) driftFindings() []lint.Finding {
	var out []lint.Finding
	for pos, n := range b.drifts {
		var names []string
		for _, d := range Drifts {
			if slices.Contains(n.names, d.Name) {
				names = append(names, d.Name)
			}
		}
		out = append(out, lint.CRDFinding(lint.CRDDrift, pos,
			"%s: the CRD enforces it differently from the Go code in some requests: %s (see docs/crd.md#drift)", n.tag, strings.Join(names, ", ")))
	}
	return out
}

// presenceDrift notes how required and forbidden differ: the CRD's
// `required` is checked again whenever the struct changed, and both
// short-circuit the Go code's other checks of the value (its own, its
// items', its fields').
func (b *builder) presenceDrift(p *Props, v *validators.Validations, required bool) {
	if required {
		b.drift(v.PresenceTag, "required-ratchet")
	}
	if (required || v.Presence == validators.Forbidden) && (len(v.Checks) > 0 || v.Each != nil || p.Properties != nil || p.Items != nil) {
		b.drift(v.PresenceTag, "short-circuit")
	}
}

// listKeywordDrift notes how maxItems and minItems differ: maxItems short-
// circuits the Go code's other checks of the list, and the API server
// ratchets a map list's keywords by key.
func (b *builder) listKeywordDrift(c validators.Check, call *validators.Call, v *validators.Validations) {
	if call.Func != "MaxItems" && call.Func != "MinItems" {
		return
	}
	if call.Func == "MaxItems" && (len(v.Checks) > 1 || v.Each != nil) {
		b.drift(c.Tag, "short-circuit")
	}
	if id := v.Identity(); id != nil && id.Type == "map" {
		b.drift(c.Tag, "map-list-same-by-key")
	}
}

// listDrift notes how a set or map list's type differs, once its items'
// schema is complete: the item rules of a set are checked again, those of
// a map list are not ratcheted when a key repeats.
func (b *builder) listDrift(p *Props, l *validators.List) {
	switch {
	case p.ListType != l.Type:
	case l.Type == "set" && constrained(p.Items):
		b.drift(l.TypeTag, "duplicate-reported-once", "list-type-ratchet", "set-items-recheck")
	case l.Type == "set":
		b.drift(l.TypeTag, "duplicate-reported-once", "list-type-ratchet")
	case l.Type == "map":
		b.drift(l.TypeTag, "duplicate-reported-once", "list-type-ratchet", "map-list-uncorrelated", "map-list-repeated-key", "map-list-same-by-key", "map-list-changed-by-key")
	}
}

// constrained reports whether a schema node or one below it has a
// keyword or rule that can fail.
func constrained(p *Props) bool {
	if p == nil {
		return false
	}
	if len(p.Validations) > 0 || len(p.Enum) > 0 || len(p.Required) > 0 || p.Pattern != "" || p.ListType == "set" || p.ListType == "map" ||
		p.Minimum != nil || p.Maximum != nil || p.MultipleOf != nil || p.MinLength != nil || p.MaxLength != nil ||
		p.MinItems != nil || p.MaxItems != nil || p.MinProperties != nil || p.MaxProperties != nil {
		return true
	}
	for _, sp := range p.Properties {
		if constrained(sp) {
			return true
		}
	}
	return constrained(p.Items) || constrained(p.AdditionalProperties)
}

// celDrift reports every CEL rule of the schema p (which the API server
// skips once a keyword failed) at its tag.
func (b *builder) celDrift(p *Props) {
	if p == nil {
		return
	}
	for _, r := range p.Validations {
		b.driftAt(r.pos, r.tag, "cel-skipped")
	}
	for _, sp := range p.Properties {
		b.celDrift(sp)
	}
	b.celDrift(p.AdditionalProperties)
	b.celDrift(p.Items)
}
