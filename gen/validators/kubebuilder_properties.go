package validators

import (
	"go/types"
	"reflect"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/defaulttag"
	"github.com/kubedv/kubedv/gen/tags"
)

// MinProperties and MaxProperties on a struct, an object in the CRD: the
// API server counts the keys present in the object it validates, so the
// Go code counts the keys encoding/json writes for the struct (a field
// without omitempty always; with omitempty when not empty; with omitzero
// when not zero; an inline struct's fields as its own), less the nulls the
// API server drops (a nil pointer, list or map that is not +nullable), and
// a field with a default always (the API server defaults it before
// validating). The count is generated as code: one test per key.

// JSONPresence says when a struct field's key is in the object.
type JSONPresence uint8

const (
	// KeyAlways: always written (or defaulted).
	KeyAlways JSONPresence = iota + 1
	// KeyNotNil: written as null when nil, which the API server drops.
	KeyNotNil
	// KeyNotEmpty: omitempty, written unless empty (encoding/json's empty:
	// false, 0, "", nil, a list or map without entries).
	KeyNotEmpty
	// KeyNotZero: omitzero, written unless zero (its IsZero method when it
	// has one).
	KeyNotZero
	// KeyNotEmptyNotZero: both omitempty and omitzero.
	KeyNotEmptyNotZero
)

// JSONKey is one key of a struct's JSON: the field reached through Fields
// (inline embedded structs first) and when it is written.
type JSONKey struct {
	Fields  []*types.Var
	Present JSONPresence
}

// ArgJSONKeys is the number of keys in the JSON of the struct value.
type ArgJSONKeys struct{ Keys []JSONKey }

func (ArgJSONKeys) isOperand() {}

// kbStructProperties adds MinProperties or MaxProperties (k8s:
// "minProperties") on the struct at s.
func kbStructProperties(k8s string) func(*Site, kbMarker) error {
	return func(s *Site, m kbMarker) error {
		n, err := kbInt(m.tag)
		if err != nil {
			return err
		}
		st := deref(s.ValueType()).Underlying().(*types.Struct)
		var keys []JSONKey
		if err := kbJSONKeys(s, m, st, nil, map[string]bool{}, &keys); err != nil {
			return err
		}
		fn := strings.ToUpper(k8s[:1]) + k8s[1:]
		errType := sizeError[k8s[:3]]
		if k8s == "minProperties" {
			// As apiextensions-apiserver reports the CRD's minProperties
			// (validate.SchemaMinProperties).
			fn, errType = "SchemaMinProperties", field.ErrorTypeInvalid
		}
		s.Add(Check{Tag: m.tag, Emits: emits(errType, k8s), Rule: runtimeCall(fn, ArgPath{}, ArgJSONKeys{Keys: keys}, intLit(strconv.FormatInt(n, 10)))})
		return nil
	}
}

// kbJSONKeys appends the keys of struct st, reached through prefix.
func kbJSONKeys(s *Site, m kbMarker, st *types.Struct, prefix []*types.Var, seen map[string]bool, keys *[]JSONKey) error {
	for i := 0; i < st.NumFields(); i++ {
		v := st.Field(i)
		name, opts, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if name == "-" && opts == "" {
			continue
		}
		path := append(append([]*types.Var(nil), prefix...), v)
		if v.Embedded() && name == "" {
			if _, isPtr := types.Unalias(v.Type()).(*types.Pointer); isPtr {
				return Errorf(m.tag, "+%s on %s, which embeds *%s: counting the keys of an embedded pointer has no Go check in validation-gen yet; embed the struct by value", m.tag.Name, typeString(m.typ), typeString(deref(v.Type())))
			}
			if inner, ok := v.Type().Underlying().(*types.Struct); ok {
				if err := kbJSONKeys(s, m, inner, path, seen, keys); err != nil {
					return err
				}
				continue
			}
		}
		if !v.Exported() {
			continue
		}
		if name == "" {
			name = v.Name()
		}
		if seen[name] {
			return Errorf(m.tag, "+%s on %s: the JSON key %q comes from two fields (encoding/json keeps one by its own rules); counting keys has no Go check for it", m.tag.Name, typeString(m.typ), name)
		}
		seen[name] = true
		present, err := kbKeyPresence(s, m, v, opts)
		if err != nil {
			return err
		}
		if present != 0 {
			*keys = append(*keys, JSONKey{Fields: path, Present: present})
		}
	}
	return nil
}

// kbKeyPresence says when field v, with JSON options opts, is a key of
// the object the API server validates; 0 for never.
func kbKeyPresence(s *Site, m kbMarker, v *types.Var, opts string) (JSONPresence, error) {
	var omitEmpty, omitZero, nullable bool
	for _, o := range strings.Split(opts, ",") {
		omitEmpty = omitEmpty || o == "omitempty"
		omitZero = omitZero || o == "omitzero"
	}
	if mf := s.Universe.FieldOf(v); mf != nil {
		for _, l := range mf.Other {
			if tags.IsMarker(l.Text, "+"+defaulttag.KubebuilderMarker) || tags.IsMarker(l.Text, "+default") {
				return KeyAlways, nil // defaulted before validation
			}
			nullable = nullable || tags.IsMarker(l.Text, "+nullable")
		}
	}
	t := v.Type()
	u := t.Underlying()
	if arr, ok := u.(*types.Array); ok && omitEmpty {
		if arr.Len() == 0 {
			return 0, nil
		}
		omitEmpty = false // never empty
	}
	if _, isStruct := u.(*types.Struct); isStruct {
		omitEmpty = false // encoding/json writes a struct with omitempty
	}
	switch {
	case omitEmpty && omitZero:
		return KeyNotEmptyNotZero, nil
	case omitEmpty:
		return KeyNotEmpty, nil
	case omitZero:
		return KeyNotZero, nil
	case jsonNullable(t) && !nullable:
		return KeyNotNil, nil
	}
	return KeyAlways, nil
}

// jsonNullable reports the types encoding/json writes as null when nil.
func jsonNullable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map, *types.Interface:
		return true
	}
	return false
}

// kbMapMinProperties adds MinProperties on the map at s, reported as the
// API server reports the CRD's minProperties (validate.SchemaMinProperties).
func kbMapMinProperties(s *Site, m kbMarker) error {
	n, err := kbInt(m.tag)
	if err != nil {
		return err
	}
	if n < 0 {
		return Errorf(m.tag, "must be a non-negative integer")
	}
	s.Add(Check{Tag: m.tag, Emits: emits(field.ErrorTypeInvalid, "minProperties"), Rule: runtimeCall("SchemaMinProperties", ArgPath{}, ArgLen{}, intLit(strconv.FormatInt(n, 10)))})
	return nil
}
