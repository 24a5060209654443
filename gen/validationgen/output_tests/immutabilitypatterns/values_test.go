package immutabilitypatterns

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// valueRow is one row of KEP-5073's table "Common Patterns Reference ...:
// Non-Lists/Maps", tested on a string field and on a pointer field. Each
// func returns the errors of one operation at the given path (nil: allowed).
// Set starts from an unset old value, which a required field can only have
// if it was stored before the rule existed.
type valueRow struct {
	pattern   string
	json      string // the string field; the pointer field is json+"Ptr"
	createSet func(p *field.Path) field.ErrorList
	omit      func(p *field.Path) field.ErrorList
	set       func(p *field.Path) field.ErrorList
	modify    func(p *field.Path) field.ErrorList
	clear     func(p *field.Path) field.ErrorList
}

func none(*field.Path) field.ErrorList { return nil }

func errs(fns ...func(*field.Path) *field.Error) func(*field.Path) field.ErrorList {
	return func(p *field.Path) field.ErrorList {
		var out field.ErrorList
		for _, fn := range fns {
			out = append(out, fn(p))
		}
		return out
	}
}

var valueRows = []valueRow{
	{"Optional", "optional", none, none, none, none, none},
	{"Required", "required", none, errs(required), none, none, errs(required)},
	{"Never Allowed", "forbidden", errs(forbidden), none, errs(forbidden), errs(forbidden), none},
	{"Required Immutable", "requiredImmutable", none, errs(required), none, errs(cannotModify), errs(required, cannotClear)},
	{"Required Immutable x2", "requiredImmutable2", none, errs(required), errs(immutable), errs(immutable), errs(required, immutable)},
	// The KEP's table gives this row the tags of Set Once.
	{"Optional Immutable", "optionalImmutable", none, none, none, errs(cannotModify), errs(cannotClear)},
	{"Optional Immutable x2", "optionalImmutable2", none, none, errs(immutable), errs(immutable), errs(immutable)},
	{"Optional Immutable spelled out", "optionalImmutableSpelled", none, none, errs(cannotSet), errs(cannotModify), errs(cannotClear)},
	{"Set Once", "setOnce", none, none, none, errs(cannotModify), errs(cannotClear)},
	{"Required Once Set", "requiredOnceSet", none, none, none, none, errs(cannotClear)},
}

// stringField and pointerField address a Values field by its JSON name.
func stringField(v *Values, json string) *string {
	switch json {
	case "optional":
		return &v.Optional
	case "required":
		return &v.Required
	case "forbidden":
		return &v.Forbidden
	case "requiredImmutable":
		return &v.RequiredImmutable
	case "requiredImmutable2":
		return &v.RequiredImmutable2
	case "optionalImmutable":
		return &v.OptionalImmutable
	case "optionalImmutable2":
		return &v.OptionalImmutable2
	case "optionalImmutableSpelled":
		return &v.OptionalImmutableSpelled
	case "setOnce":
		return &v.SetOnce
	case "requiredOnceSet":
		return &v.RequiredOnceSet
	}
	panic("unknown field " + json)
}

func pointerField(v *Values, json string) **int32 {
	switch json {
	case "optional":
		return &v.OptionalPtr
	case "required":
		return &v.RequiredPtr
	case "forbidden":
		return &v.ForbiddenPtr
	case "requiredImmutable":
		return &v.RequiredImmutablePtr
	case "requiredImmutable2":
		return &v.RequiredImmutable2Ptr
	case "optionalImmutable":
		return &v.OptionalImmutablePtr
	case "optionalImmutable2":
		return &v.OptionalImmutable2Ptr
	case "optionalImmutableSpelled":
		return &v.OptionalImmutableSpelledPtr
	case "setOnce":
		return &v.SetOncePtr
	case "requiredOnceSet":
		return &v.RequiredOnceSetPtr
	}
	panic("unknown field " + json)
}

// values returns a Values in which every field is valid: set, except the
// forbidden ones.
func values() *Values {
	v := &Values{}
	for _, row := range valueRows {
		if row.json == "forbidden" {
			continue
		}
		*stringField(v, row.json) = "x"
		*pointerField(v, row.json) = new(int32(1))
	}
	return v
}

func TestValueBase(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(values()).ExpectValid().ExpectAllocs(0)
	st.Value(values()).OldValue(values()).ExpectValid().ExpectAllocs(0)
}

// TestValuePatterns runs every operation of every row on the string field
// ("" is unset) and on the pointer field (nil is unset; a pointer to 0 is
// set).
func TestValuePatterns(t *testing.T) {
	type kind struct {
		name  string
		json  func(string) string
		state func(v *Values, json, state string) // state: unset, set, other, zero
	}
	kinds := []kind{
		{"string", func(j string) string { return j }, func(v *Values, json, state string) {
			*stringField(v, json) = map[string]string{"unset": "", "set": "x", "other": "y", "zero": ""}[state]
		}},
		{"pointer", func(j string) string { return j + "Ptr" }, func(v *Values, json, state string) {
			*pointerField(v, json) = map[string]*int32{"unset": nil, "set": new(int32(1)), "other": new(int32(2)), "zero": new(int32(0))}[state]
		}},
	}
	for _, row := range valueRows {
		for _, k := range kinds {
			t.Run(row.pattern+"/"+k.name, func(t *testing.T) {
				st := localSchemeBuilder.Test(t)
				p := path(k.json(row.json))
				in := func(state string) *Values {
					v := values()
					k.state(v, row.json, state)
					return v
				}
				expect(t, st.Value(in("set")), row.createSet(p)...)
				expect(t, st.Value(in("unset")), row.omit(p)...)
				// Unchanged values, valid or not, pass an update.
				expect(t, st.Value(in("set")).OldValue(in("set")))
				expect(t, st.Value(in("unset")).OldValue(in("unset")))
				expect(t, st.Value(in("set")).OldValue(in("unset")), row.set(p)...)
				expect(t, st.Value(in("other")).OldValue(in("set")), row.modify(p)...)
				expect(t, st.Value(in("unset")).OldValue(in("set")), row.clear(p)...)
				if k.name == "pointer" {
					// A pointer to the zero value is set: reaching it from
					// another value modifies, from nil sets.
					expect(t, st.Value(in("zero")).OldValue(in("set")), row.modify(p)...)
					expect(t, st.Value(in("zero")).OldValue(in("unset")), row.set(p)...)
				}
			})
		}
	}
}
