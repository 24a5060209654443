package crdtest

import (
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// The differences between the Go code and a CRD that follow from how each
// enforcer is specified. Each reason matches the differences it explains
// precisely (by side, error type and the values involved), so that a
// difference with another cause stays unexplained and fails the kit.
var reasons = []reason{
	{"+k8s:required rejects a zero value; a CRD's `required` only needs the key, and JSON carries \"\" and 0", "required-zero", requiredZero},
	{"the Go code stops a value's other checks after a short-circuit failure (required, maxItems), as Kubernetes' does; the API server reports every keyword", "short-circuit", shortCircuited},
	{"an item repeated more than twice: the API server reports its first repetition, the Go code every one", "duplicate-reported-once", repeatedDuplicate},
	{"on update the API server checks set items and map-list keys for duplicates only if the old object had none anywhere; the Go code checks every changed list", "list-type-ratchet", listTypeRatchet},
	{"the API server cannot match the items of a map list whose old value has duplicate keys, so it does not ratchet an unchanged one; the Go code does", "map-list-uncorrelated", uncorrelated},
	{"the API server matches the items of a map list whose old value repeats a key with no old item or the first one of the key, so a transition rule (oldSelf) on such an item runs against another old value or not at all; the Go code matches each item with an old item of its key", "map-list-uncorrelated", uncorrelatedTransition},
	{"the API server correlates no item of a set list with the old list, so a changed set has every item checked again; the Go code does not re-check an item that was there before", "set-items-recheck", setItemsRatchet},
	{"the API server compares a value with its old value through map lists item by key (the first old item of each key), so a value whose map list repeats a key can count as unchanged and the rules on it (a list's keywords, an enclosing struct's rules) are ratcheted; the Go code sees a change", "map-list-same-by-key", mapListSameByKey},
	{"a CRD's `required` is a keyword of the struct, checked again whenever the struct changed; the Go code does not re-check a field missing before and after", "required-ratchet", requiredRatchet},
	{"+k8s:eachKey is a CEL rule on the whole map, which the API server runs again when the map changed; the Go code checks only new keys", "each-key-recheck", keysRatchet},
	{"the API server runs no CEL rule once a schema keyword failed anywhere in the object (it says so at no field); the Go code runs every check", "cel-skipped", celSkipped},
	{"the Go code checks the zero value of a field the JSON leaves out (omitempty, or a nil list or map written as null, which the API server drops); the API server checks only the values that are there", "zero-absent", zeroAbsent},
	{"on update the Go code finds a nil list or map (null, which the API server drops) and an empty one equal, and ratchets its checks; the API server sees a value that was absent and now is there", "nil-empty-ratchet", emptyRatchet},
	{"on update, a struct the update adds has no old value, so the API server runs none of its transition rules; the Go code checks its fields' update rules against unset old values", "new-parent", newParent},
	{"an optional struct value equal to its zero value is unset for the Go code, which checks nothing in it; JSON carries it with its zero fields, and the API server checks them", "zero-struct", zeroStruct},
	{"a struct's minProperties/maxProperties count a key whose value is a zero struct ({}), which the Go code, counting the keys encoding/json writes, leaves out (omitzero)", "zero-key", zeroKey},
	{"a nil []byte item or map value is JSON null, which the API server refuses for a byte string (type: string, format: byte); for the Go code it is an empty value", "null-bytes", nullBytes},
	{"on update the Go code finds a nil list or map and an empty one equal, so a value whose only change is an empty list or map that appeared (omitzero writes [] and {}) is unchanged for it and its checks are ratcheted; the API server sees a changed value (a struct with a new key) and checks it again", "nil-empty-ratchet", emptyKeyRatchet},
	{"the API server compares a value with its old value through map lists item by key (the first old item of each key), so an unchanged value whose map list repeats a key can count as changed and the rules on it (an enclosing struct's rules, a transition rule) run; the Go code ratchets them", "map-list-changed-by-key", mapListChangedByKey},
}

// A reason is a known difference: what it is, the CRD backend's name for
// it (a schema.Drifts entry, flagged crd-drift at the tags it concerns, or
// crd-inexpressible), and the predicate that recognizes it.
type reason struct {
	text, drift string
	match       func(*Case, Difference) bool
}

// explain returns the reason for d, or "" when none applies.
func explain(c *Case, d Difference) string { return explainWith(c, d, nil) }

// explainWith also tries a kit's own reasons, after the shared ones.
func explainWith(c *Case, d Difference, extra []reason) string {
	for _, r := range slices.Concat(reasons, extra) {
		if r.match(c, d) {
			return r.text
		}
	}
	return ""
}

// nullBytes: the API server refuses a null where its schema wants a byte
// string, an item of a [][]byte or a value of a map[string][]byte.
func nullBytes(c *Case, d Difference) bool {
	if d.GoOnly || !slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeTypeInvalid}) {
		return false
	}
	v, present := lookup(c.New, d.Path)
	return present && v == nil
}

// requiredZero: the Go code reports Required at a path the JSON has, and
// the CRD has no rule there (a pointer's zero value, or no CEL form).
func requiredZero(c *Case, d Difference) bool {
	if !d.GoOnly || !slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeRequired}) || celEnforced(c.schema, d.Path) {
		return false // where a CEL rule checks the zero value, the CRD agrees
	}
	_, present := lookup(c.New, d.Path)
	return present
}

// shortCircuited: the API server reports a problem at or below a path
// where the Go code reported a short-circuit failure.
func shortCircuited(c *Case, d Difference) bool {
	if d.GoOnly {
		return false
	}
	for _, p := range c.Go {
		if p.Type != field.ErrorTypeRequired && p.Type != field.ErrorTypeTooMany {
			continue
		}
		if d.Path == p.Field || strings.HasPrefix(d.Path, p.Field+".") || strings.HasPrefix(d.Path, p.Field+"[") {
			return true
		}
	}
	return false
}

// listTypeRatchet: on update the API server checks the uniqueness of
// set items and map-list keys only when the old object had no duplicate
// anywhere (apiextensions' strategy ratchets the whole object at once).
func listTypeRatchet(c *Case, d Difference) bool {
	return c.Old != nil && len(c.OldDuplicates) > 0 && d.GoOnly && slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeDuplicate})
}

// uncorrelated: on update the API server reports a problem at an
// unchanged value the Go code ratchets, below a map list whose old value
// has duplicate keys: the API server cannot match its items, so it
// ratchets nothing there.
func uncorrelated(c *Case, d Difference) bool {
	if c.Old == nil || d.GoOnly || !slices.ContainsFunc(c.OldDuplicates, func(list string) bool {
		return d.Path == list || strings.HasPrefix(d.Path, list+"[") || strings.HasPrefix(d.Path, list+".")
	}) {
		return false
	}
	oldV, inOld := lookup(c.Old, d.Path)
	newV, inNew := lookup(c.New, d.Path)
	return inOld && inNew && reflect.DeepEqual(oldV, newV)
}

// uncorrelatedTransition: one side reports an error inside an item of a
// map list whose old value repeats a key: the two match the item with
// different old items.
func uncorrelatedTransition(c *Case, d Difference) bool {
	return c.Old != nil && slices.ContainsFunc(c.OldDuplicates, func(list string) bool {
		return strings.HasPrefix(d.Path, list+"[")
	})
}

// lookup finds the value at a field path written the Go way
// ("spec.ports[1].name", "spec.quotas[key]") in a decoded JSON object.
func lookup(obj map[string]any, path string) (any, bool) {
	var cur any = obj
	for _, seg := range segments(path) {
		switch v := cur.(type) {
		case []any:
			i, err := strconv.Atoi(seg.name)
			if !seg.bracket || err != nil || i < 0 || i >= len(v) {
				return nil, false
			}
			cur = v[i]
		case map[string]any:
			var ok bool
			if cur, ok = v[seg.name]; !ok {
				return nil, false
			}
		default:
			return nil, false
		}
	}
	return cur, true
}

// repeatedDuplicate: the Go code reports a duplicate whose value the API
// server reported as a duplicate at an earlier index.
func repeatedDuplicate(c *Case, d Difference) bool {
	if !d.GoOnly || !slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeDuplicate}) {
		return false
	}
	i := strings.LastIndexByte(d.Path, '[')
	item, ok := lookup(c.New, d.Path)
	if i < 0 || !ok {
		return false
	}
	for _, p := range c.CRD {
		if p.Type != field.ErrorTypeDuplicate || !strings.HasPrefix(p.Field, d.Path[:i+1]) || p.Field >= d.Path {
			continue
		}
		if other, ok := lookup(c.New, p.Field); ok && reflect.DeepEqual(other, item) {
			return true
		}
	}
	return false
}

// zeroAbsent: the Go code reports a problem (not Required) at a field that
// the new object's JSON does not have, or has as null, and whose schema
// rejects the zero value (a keyword or a CEL rule of the field's node):
// the check the Go code ran on the zero.
func zeroAbsent(c *Case, d Difference) bool {
	if !d.GoOnly || slices.Contains(d.Types, field.ErrorTypeRequired) {
		return false
	}
	if v, present := lookup(c.New, d.Path); present && v != nil {
		return false
	}
	s, _, _ := nodeAt(c.schema, d.Path)
	return s != nil && rejectsZero(s)
}

// rejectsZero reports whether a schema node's keywords or CEL rules
// reject the zero value of its type.
func rejectsZero(s *structuralschema.Structural) bool {
	var zero any
	switch s.Type {
	case "string":
		zero = ""
	case "integer":
		zero = int64(0)
	case "boolean":
		zero = false
	case "array":
		zero = []any{}
	case "object":
		zero = map[string]any{}
	default:
		return false
	}
	if vv := s.ValueValidation; vv != nil {
		switch {
		case vv.MinLength != nil && *vv.MinLength > 0, vv.MinItems != nil && *vv.MinItems > 0, vv.MinProperties != nil && *vv.MinProperties > 0,
			vv.Minimum != nil && (*vv.Minimum > 0 || *vv.Minimum == 0 && vv.ExclusiveMinimum),
			vv.Maximum != nil && (*vv.Maximum < 0 || *vv.Maximum == 0 && vv.ExclusiveMaximum),
			len(vv.Enum) > 0 && s.Type == "string" && !slices.ContainsFunc(vv.Enum, func(e structuralschema.JSON) bool { return e.Object == "" }):
			return true
		case vv.Pattern != "":
			if re, err := regexp.Compile(vv.Pattern); err == nil && !re.MatchString("") {
				return true
			}
		}
	}
	return newNode(s).celErrorsOf(zero) > 0
}

// zeroStruct: the API server reports a problem below a struct whose JSON
// holds only zero values, where the Go code reported nothing.
func zeroStruct(c *Case, d Difference) bool {
	if d.GoOnly {
		return false
	}
	for i := strings.LastIndexAny(d.Path, ".["); i > 0; i = strings.LastIndexAny(d.Path[:i], ".[") {
		parent := d.Path[:i]
		v, ok := lookup(c.New, parent)
		if m, isObject := v.(map[string]any); !ok || !isObject || !allZero(m) {
			continue
		}
		return !slices.ContainsFunc(c.Go, func(p Problem) bool {
			return p.Field == parent || strings.HasPrefix(p.Field, parent+".") || strings.HasPrefix(p.Field, parent+"[")
		})
	}
	return false
}

// zeroKey: a property count differs where the object, or on update its
// old value (then the Go code sees no change and ratchets), has a key whose
// value is an object Go decodes to its zero value.
func zeroKey(c *Case, d Difference) bool {
	if !slices.ContainsFunc(d.Types, func(t field.ErrorType) bool {
		return t == field.ErrorTypeTooMany || t == field.ErrorTypeTooFew || t == field.ErrorTypeInvalid
	}) {
		return false
	}
	for _, obj := range []map[string]any{c.New, c.Old} {
		if obj == nil {
			continue
		}
		v, ok := lookup(obj, d.Path)
		m, isObject := v.(map[string]any)
		if !ok || !isObject {
			continue
		}
		for _, x := range m {
			if o, isObject := x.(map[string]any); isObject && allZero(o) {
				return true
			}
		}
	}
	return false
}

// allZero reports a JSON value that Go decodes to a zero value.
func allZero(v any) bool {
	switch v := v.(type) {
	case nil:
		return true
	case string:
		return v == ""
	case bool:
		return !v
	case float64:
		return v == 0
	case []any:
		return len(v) == 0
	case map[string]any:
		for _, x := range v {
			if !allZero(x) {
				return false
			}
		}
		return true
	}
	return false
}

// newParent: the Go code reports a field's update rule where the field's
// struct is absent (or null) in the old object and there in the new one,
// and that struct's schema has a transition rule naming the field.
func newParent(c *Case, d Difference) bool {
	if !d.GoOnly || c.Old == nil {
		return false
	}
	i := strings.LastIndexByte(d.Path, '.')
	if i <= 0 {
		return false
	}
	parent, name := d.Path[:i], d.Path[i+1:]
	if v, ok := lookup(c.Old, parent); ok && v != nil {
		return false
	}
	if v, ok := lookup(c.New, parent); !ok || v == nil {
		return false
	}
	node, _, _ := nodeAt(c.schema, parent)
	return node != nil && slices.ContainsFunc(node.XValidations, func(r apiextensionsv1.ValidationRule) bool {
		return mentionsOldSelf(r.Rule) && r.FieldPath == "."+name
	})
}

// emptyKeyRatchet: a crd-only problem on update at a value whose old and
// new JSON differ only by keys holding an empty list or map ([] or {}),
// which the Go code's equality finds equal to an absent (nil) one.
func emptyKeyRatchet(c *Case, d Difference) bool {
	if d.GoOnly || c.Old == nil {
		return false
	}
	newV, inNew := lookup(c.New, d.Path)
	oldV, inOld := lookup(c.Old, d.Path)
	if !inNew || !inOld {
		return false
	}
	return !reflect.DeepEqual(newV, oldV) && reflect.DeepEqual(withoutEmpty(newV), withoutEmpty(oldV))
}

// withoutEmpty returns v without the object keys whose values are empty
// lists or maps, at every level.
func withoutEmpty(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			switch ev := e.(type) {
			case []any:
				if len(ev) == 0 {
					continue
				}
			case map[string]any:
				if len(ev) == 0 {
					continue
				}
			}
			out[k] = withoutEmpty(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = withoutEmpty(e)
		}
		return out
	}
	return v
}
