package crosspkg

import (
	"context"
	"testing"

	"github.com/kubedv/kubedv/gen/validationgen/output_tests/crosspkg/other"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

// badStruct breaks both of other.Struct's fields.
var badStruct = other.Struct{Name: "", Count: 0}

// badStructErrors are the errors other.Validate_Struct reports for
// badStruct, placed under p.
func badStructErrors(p *field.Path) []*field.Error {
	return []*field.Error{
		field.Required(p.Child("name"), ""),
		field.Invalid(p.Child("count"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
	}
}

var goodStruct = other.Struct{Name: "abcde", Count: 5}

func validT() *T {
	return &T{
		Struct:          goodStruct,
		StructPtr:       &other.Struct{Name: "a", Count: 1},
		Count:           2,
		CountPtr:        new(other.Count(10)),
		Counts:          other.Counts{1, 10},
		Structs:         []other.Struct{goodStruct},
		StructMap:       map[string]other.Struct{"k": goodStruct},
		NameKeys:        map[other.Name]int{"abcde": 0},
		OpaqueStruct:    badStruct,
		OpaqueCount:     99,
		OpaqueStructs:   []other.Struct{badStruct},
		OpaqueStructMap: map[string]other.Struct{"k": badStruct},
		Local:           Local{Inner: goodStruct},
	}
}

func TestCrossPackageValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
}

// Every position calls other's function, and its errors land under the
// position's path.
func TestCrossPackageErrorPaths(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.Struct = badStruct
	obj.StructPtr = &badStruct
	obj.Count = 11
	obj.CountPtr = new(other.Count(0))
	obj.Counts = other.Counts{1, 0, 11}
	obj.Structs = []other.Struct{goodStruct, badStruct}
	obj.StructMap = map[string]other.Struct{"bad": badStruct}
	obj.NameKeys = map[other.Name]int{"abcdef": 0}
	obj.Local = Local{Inner: badStruct}

	var want []*field.Error
	want = append(want, badStructErrors(root("struct"))...)
	want = append(want, badStructErrors(root("structPtr"))...)
	want = append(want,
		field.Invalid(root("count"), 11, "must be less than or equal to 10").WithOrigin("maximum"),
		field.Invalid(root("countPtr"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		// maxItems short-circuits: the items of a list over the limit are not checked.
		field.TooMany(root("counts"), 3, 2).WithOrigin("maxItems"),
		field.TooLongCharacters(root("nameKeys"), "abcdef", 5).WithOrigin("maxLength"),
	)
	want = append(want, badStructErrors(root("structs").Index(1))...)
	want = append(want, badStructErrors(root("structMap").Key("bad"))...)
	want = append(want, badStructErrors(root("local").Child("inner"))...)
	st.Value(obj).ExpectInvalid(want...)

	// Errors from the other package keep their short-circuit mark.
	errs := localSchemeBuilder.Validate(context.Background(), nil, &T{Struct: other.Struct{Count: 1}, Count: 2, OpaqueCount: 2, Local: Local{Inner: goodStruct}})
	if len(errs) != 1 || errs[0].Field != "struct.name" || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit error at struct.name, got %v", errs)
	}
}

// The field's own rule and the other package's type rule both apply.
func TestCrossPackageFieldAndTypeRules(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.Count = 1
	st.Value(obj).ExpectInvalid(
		field.Invalid(root("count"), 1, "must be greater than or equal to 2").WithOrigin("minimum"))
	obj.Count = 0
	st.Value(obj).ExpectInvalid(
		field.Invalid(root("count"), 0, "must be greater than or equal to 2").WithOrigin("minimum"),
		field.Invalid(root("count"), 0, "must be greater than or equal to 1").WithOrigin("minimum"))
}

// +k8s:opaqueType skips other's function but keeps the field's own rule.
func TestCrossPackageOpaque(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.OpaqueCount = 1
	st.Value(obj).ExpectInvalid(
		field.Invalid(root("opaqueCount"), 1, "must be greater than or equal to 2").WithOrigin("minimum"))
}

func TestCrossPackageUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	invalid := func() *T {
		obj := validT()
		obj.Struct = badStruct
		obj.CountPtr = new(other.Count(0))
		obj.StructMap = map[string]other.Struct{"bad": badStruct}
		obj.NameKeys = map[other.Name]int{"abcdef": 0}
		return obj
	}
	// Unchanged: ratcheted inside the other package's functions.
	st.Value(invalid()).OldValue(invalid()).ExpectValid().ExpectAllocs(0)
	// Changed to invalid.
	st.Value(invalid()).OldValue(validT()).ExpectInvalid(append(append(
		badStructErrors(root("struct")),
		field.Invalid(root("countPtr"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		field.TooLongCharacters(root("nameKeys"), "abcdef", 5).WithOrigin("maxLength")),
		badStructErrors(root("structMap").Key("bad"))...)...)
	// Invalid to valid.
	st.Value(validT()).OldValue(invalid()).ExpectValid().ExpectAllocs(0)
	// Map values correlate by key across the package boundary: only the
	// changed field of the changed value is reported.
	st.Value(&T{Struct: goodStruct, Count: 2, OpaqueCount: 2, Local: Local{Inner: goodStruct},
		StructMap: map[string]other.Struct{"same": badStruct, "changed": {Name: "", Count: 6}}}).
		OldValue(&T{Struct: goodStruct, Count: 2, OpaqueCount: 2, Local: Local{Inner: goodStruct},
			StructMap: map[string]other.Struct{"same": badStruct, "changed": badStruct}}).
		ExpectInvalid(
			field.Invalid(root("structMap").Key("changed").Child("count"), 6, "must be less than or equal to 5").WithOrigin("maximum"),
		)
}

func BenchmarkCrossPackageValid(b *testing.B) {
	obj := validT()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if errs := localSchemeBuilder.Validate(ctx, nil, obj); len(errs) != 0 {
			b.Fatal(errs)
		}
	}
}
