package multipleof

import (
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// valid returns a Root where every value is a multiple of its factors.
// Every call returns a fresh, independent value.
func valid() *Root {
	return &Root{
		Int:          10,
		Ptr:          new(int64(-25)),
		Unsigned:     math.MaxUint64, // 18446744073709551615 = 5 * 3689348814741910323
		Large:        3 << 30,
		Typedef:      1024,
		TypedefPtr:   new(BlockSize(512)),
		FieldAndType: 1536,
		Chain:        8192,
		Items:        []int32{0, 5, -5},
		PtrItems:     []*int32{new(int32(5))},
		TypedefItems: []BlockSize{0, 512},
		Values:       map[string]int64{"a": 5},
		Nested:       Inner{Step: 250},
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func notMultiple[T any](p *field.Path, v T, factor string) *field.Error {
	return field.Invalid(p, v, "must be a multiple of "+factor).WithOrigin("multipleOf")
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
	// Zero is a multiple of everything.
	st.Value(&Root{}).ExpectValid().ExpectAllocs(0)
}

func TestFields(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("field", func(r *Root) { r.Int = 7 }, notMultiple(path("int"), int32(7), "5"))
	c.Run("negative field", func(r *Root) { r.Int = -7 }, notMultiple(path("int"), int32(-7), "5"))
	c.Run("negative multiple", func(r *Root) { r.Int = -15 })
	c.Run("pointer nil", func(r *Root) { r.Ptr = nil })
	c.Run("pointer", func(r *Root) { r.Ptr = new(int64(26)) }, notMultiple(path("ptr"), int64(26), "5"))
	c.Run("unsigned top of range", func(r *Root) { r.Unsigned = math.MaxUint64 - 1 },
		notMultiple(path("unsigned"), uint64(math.MaxUint64-1), "5"))
	c.Run("large factor", func(r *Root) { r.Large = 1<<30 + 1 }, notMultiple(path("large"), int64(1<<30+1), "1073741824"))
	c.Run("large factor, min int64", func(r *Root) { r.Large = math.MinInt64 })
	c.Run("optional unset", func(r *Root) { r.Optional = 0 })
	c.Run("optional set", func(r *Root) { r.Optional = 4 }, notMultiple(path("optional"), int32(4), "5"))
	c.Run("nested", func(r *Root) { r.Nested.Step = 255 }, notMultiple(path("nested").Child("step"), uint8(255), "10"))
}

func TestTypedefs(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("typedef", func(r *Root) { r.Typedef = 1000 }, notMultiple(path("typedef"), BlockSize(1000), "512"))
	c.Run("typedef pointer nil", func(r *Root) { r.TypedefPtr = nil })
	c.Run("typedef pointer", func(r *Root) { r.TypedefPtr = new(BlockSize(1)) }, notMultiple(path("typedefPtr"), BlockSize(1), "512"))
	c.Run("field factor fails, type factor passes", func(r *Root) { r.FieldAndType = 512 },
		notMultiple(path("fieldAndType"), BlockSize(512), "3"))
	c.Run("field and type factors both fail", func(r *Root) { r.FieldAndType = 1 },
		notMultiple(path("fieldAndType"), BlockSize(1), "3"), notMultiple(path("fieldAndType"), BlockSize(1), "512"))
	c.Run("chain fails the outer link only", func(r *Root) { r.Chain = 512 }, notMultiple(path("chain"), PageSize(512), "4096"))
	c.Run("chain fails both links", func(r *Root) { r.Chain = 100 },
		notMultiple(path("chain"), PageSize(100), "4096"), notMultiple(path("chain"), BlockSize(100), "512"))
}

func TestItemsValuesAndKeys(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("list items", func(r *Root) { r.Items = []int32{1, 5, 6} },
		notMultiple(path("items").Index(0), int32(1), "5"), notMultiple(path("items").Index(2), int32(6), "5"))
	c.Run("pointer item", func(r *Root) { r.PtrItems = []*int32{new(int32(5)), new(int32(3))} },
		notMultiple(path("ptrItems").Index(1), int32(3), "5"))
	c.Run("nil pointer item", func(r *Root) { r.PtrItems = []*int32{nil} },
		validatetest.ShortCircuit(field.Required(path("ptrItems").Index(0), "")))
	c.Run("typedef item", func(r *Root) { r.TypedefItems = []BlockSize{513} },
		notMultiple(path("typedefItems").Index(0), BlockSize(513), "512"))
	c.Run("map value", func(r *Root) { r.Values = map[string]int64{"a": 5, "b": 9} },
		notMultiple(path("values").Key("b"), int64(9), "5"))
}

func TestKeys(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, func() *Keys { return &Keys{Keys: map[int32]string{5: "a", -10: "b"}} })
	c.Run("valid keys", func(k *Keys) { k.Keys[0] = "c" })
	// Key errors name the map itself, as Kubernetes reports them.
	c.Run("map key", func(k *Keys) { k.Keys[8] = "c" }, notMultiple(path("keys"), int32(8), "5"))
}
