package embedded

import (
	"context"
	"encoding/json"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func validT() *T {
	return &T{
		Inline:    Inline{InlineCount: 1, Deep: Deep{DeepName: "abc"}},
		PtrInline: &PtrInline{PtrCount: 1},
		Unnamed:   Unnamed{UnnamedName: "abc"},
		Named:     Named{NamedCount: 1, Deep: Deep{DeepName: "abc"}},
		NamedPtr:  &NamedPtr{Label: "abc"},
		Own:       10,
	}
}

func invalidT() *T {
	return &T{
		Inline:    Inline{InlineCount: 0, Deep: Deep{DeepName: "abcd"}},
		PtrInline: &PtrInline{PtrCount: 0},
		Unnamed:   Unnamed{UnnamedName: "abcd"},
		Named:     Named{NamedCount: 0, Deep: Deep{DeepName: "abcd"}},
		NamedPtr:  &NamedPtr{Label: "abcd"},
		Own:       11,
	}
}

// The errors of invalidT at the top of the tree. As in Kubernetes, an
// embedded struct without a JSON name is named after its type there (the
// object has no path of its own to inline it into), and inlined below:
// Deep is inlined into Inline.
func invalidTErrors() []*field.Error {
	return []*field.Error{
		field.Invalid(root("Inline", "inlineCount"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.TooLongCharacters(root("Inline", "deepName"), "abcd", 3).WithOrigin("maxLength"),
		field.Invalid(root("PtrInline", "ptrCount"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.TooLongCharacters(root("Unnamed", "unnamedName"), "abcd", 3).WithOrigin("maxLength"),
		field.Invalid(root("named", "namedCount"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.TooLongCharacters(root("named", "deepName"), "abcd", 3).WithOrigin("maxLength"),
		field.TooLongCharacters(root("namedPtr", "label"), "abcd", 3).WithOrigin("maxLength"),
		field.Invalid(root("own"), 11, "must be less than or equal to 10").WithOrigin("maximum"),
	}
}

// The errors of invalidT below the top of the tree (at p), at the paths its
// JSON form has.
func nestedTErrors(p *field.Path) []*field.Error {
	return []*field.Error{
		field.Invalid(p.Child("inlineCount"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.TooLongCharacters(p.Child("deepName"), "abcd", 3).WithOrigin("maxLength"),
		field.Invalid(p.Child("ptrCount"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.TooLongCharacters(p.Child("unnamedName"), "abcd", 3).WithOrigin("maxLength"),
		field.Invalid(p.Child("named", "namedCount"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.TooLongCharacters(p.Child("named", "deepName"), "abcd", 3).WithOrigin("maxLength"),
		field.TooLongCharacters(p.Child("namedPtr", "label"), "abcd", 3).WithOrigin("maxLength"),
		field.Invalid(p.Child("own"), 11, "must be less than or equal to 10").WithOrigin("maximum"),
	}
}

func TestEmbeddedNested(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Wrapper{Inner: *validT()}).ExpectValid().ExpectAllocs(0)
	st.Value(&Wrapper{Inner: *invalidT()}).ExpectInvalid(nestedTErrors(root("inner"))...)
	st.Value(&Wrapper{Inner: *invalidT()}).OldValue(&Wrapper{Inner: *validT()}).ExpectInvalid(nestedTErrors(root("inner"))...)
	st.Value(&Wrapper{Inner: *invalidT()}).OldValue(&Wrapper{Inner: *invalidT()}).ExpectValid()

	// Validate_T called at a path inlines too.
	errs := Validate_T(context.Background(), operation.Operation{Type: operation.Create}, root("at"), invalidT(), nil)
	want := nestedTErrors(root("at"))
	if len(errs) != len(want) {
		t.Fatalf("got %v, want %v", errs, want)
	}
	for i := range want {
		if errs[i].Field != want[i].Field {
			t.Errorf("error %d at %q, want %q", i, errs[i].Field, want[i].Field)
		}
	}
}

func TestEmbeddedValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
	obj := validT()
	obj.PtrInline = nil
	st.Value(obj).ExpectValid().ExpectAllocs(0)
}

func TestEmbeddedPaths(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).ExpectInvalid(invalidTErrors()...)

	obj := validT()
	obj.NamedPtr = nil
	st.Value(obj).ExpectInvalid(field.Required(root("namedPtr"), ""))
	errs := localSchemeBuilder.Validate(context.Background(), nil, obj)
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit Required error, got %v", errs)
	}
}

// The nested error paths are the paths of the serialized object: check the
// fixture against encoding/json so that it cannot drift from it.
func TestEmbeddedPathsMatchJSON(t *testing.T) {
	b, err := json.Marshal(invalidT())
	if err != nil {
		t.Fatal(err)
	}
	var obj map[string]any
	if err := json.Unmarshal(b, &obj); err != nil {
		t.Fatal(err)
	}
	for _, path := range [][]string{
		{"inlineCount"}, {"deepName"}, {"ptrCount"}, {"unnamedName"},
		{"named", "namedCount"}, {"named", "deepName"}, {"namedPtr", "label"}, {"own"},
	} {
		var cur any = obj
		for _, step := range path {
			m, ok := cur.(map[string]any)
			if !ok {
				t.Fatalf("%v: %v is not an object in %s", path, step, b)
			}
			if cur, ok = m[step]; !ok {
				t.Fatalf("%v: no %q in %s", path, step, b)
			}
		}
	}
}

// A tag on an embedded field without a JSON name applies to the embedded
// struct and reports at the type's name at the top of the tree; one on a
// named embedded field reports at its name.
func TestEmbeddedFieldTags(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Tagged{Inline: Inline{InlineCount: 1}, Named: Named{NamedCount: 1}}).
		ExpectValidateFalseByPath(map[string][]string{
			"Inline": {"field Tagged.Inline"},
			"named":  {"field Tagged.Named"},
		})
}

func TestEmbeddedUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(invalidT()).ExpectValid().ExpectAllocs(0)
	st.Value(invalidT()).OldValue(validT()).ExpectInvalid(invalidTErrors()...)

	// Only the changed field of an embedded struct is re-validated.
	old := invalidT()
	obj := invalidT()
	obj.Inline.DeepName = "abcde"
	obj.Named.NamedCount = -1
	obj.PtrCount = -1
	st.Value(obj).OldValue(old).ExpectInvalid(
		field.TooLongCharacters(root("Inline", "deepName"), "abcde", 3).WithOrigin("maxLength"),
		field.Invalid(root("named", "namedCount"), -1, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.Invalid(root("PtrInline", "ptrCount"), -1, "must be greater than or equal to 1").WithOrigin("minimum"),
	)
	// Tagged: unchanged embedded structs are not re-validated.
	tagged := func() *Tagged { return &Tagged{Inline: Inline{InlineCount: 1}, Named: Named{NamedCount: 1}} }
	st.Value(tagged()).OldValue(tagged()).ExpectValid().ExpectAllocs(0)
}
