package ptrslices

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func validRoot() *Root {
	return &Root{
		Items:       []*string{new("ab")},
		Optional:    []*string{new("")},
		Inners:      []*Inner{{Count: 1}},
		Typed:       InnerList{{Count: 1}},
		Limited:     []*string{new("a"), new("b")},
		Unvalidated: []*string{nil, new("x")},
		PtrList:     &[]*Inner{nil, {Count: 1}},
	}
}

func required(p *field.Path) *field.Error { return field.Required(p, "") }

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Root{}).ExpectValid().ExpectAllocs(0)
	st.Value(validRoot()).ExpectValid().ExpectAllocs(0)
	st.Value(validRoot()).OldValue(validRoot()).ExpectValid().ExpectAllocs(0)
}

// A nil item is Required, and skips the field's other checks: the short
// item at index 1 is not reported.
func TestNilItems(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validRoot()
	obj.Items = []*string{nil, new("a"), nil}
	obj.Optional = []*string{nil}
	obj.Inners = []*Inner{{Count: 0}, nil}
	obj.Typed = InnerList{nil, {Count: 0}}
	obj.Limited = []*string{nil, new("a"), new("b")}
	want := field.ErrorList{
		required(root("items").Index(0)),
		required(root("items").Index(2)),
		required(root("optional").Index(0)),
		required(root("inners").Index(1)),
		required(root("typed").Index(0)),
		required(root("limited").Index(0)),
		field.TooMany(root("limited"), 3, 2).WithOrigin("maxItems"),
	}
	st.Value(obj).ExpectInvalid(want...)
	// From a valid old value: reported again.
	st.Value(obj).OldValue(validRoot()).ExpectInvalid(want...)
	// Unchanged lists are not re-validated.
	st.Value(obj).OldValue(obj).ExpectValid()

	errs := localSchemeBuilder.Validate(context.Background(), nil, obj)
	for _, e := range errs {
		if !e.ShortCircuit {
			t.Errorf("%v: want the short-circuit mark", e)
		}
	}
}

// Without nil items the field's checks run as usual.
func TestItemsChecked(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validRoot()
	obj.Items = []*string{new("a")}
	obj.Inners = []*Inner{{Count: 0}}
	obj.Typed = InnerList{{Count: 0}}
	obj.PtrList = &[]*Inner{nil, {Count: 0}}
	want := field.ErrorList{
		field.TooShort(root("items").Index(0), "a", 2).WithOrigin("minLength"),
		field.Invalid(root("inners").Index(0).Child("count"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.Invalid(root("typed").Index(0).Child("count"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.Invalid(root("ptrList").Index(1).Child("count"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
	}
	st.Value(obj).ExpectInvalid(want...)
	st.Value(obj).OldValue(validRoot()).ExpectInvalid(want...)
	st.Value(obj).OldValue(obj).ExpectValid()
}
