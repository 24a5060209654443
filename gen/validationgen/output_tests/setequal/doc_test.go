package setequal

import (
	"fmt"
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func q(s string) resource.Quantity { return resource.MustParse(s) }

func validRoot() *Root {
	return &Root{
		Items:   []Item{{Name: "a", Tags: []string{"x"}}, {Name: "a", Tags: []string{"y"}}, {Name: "a"}},
		Ptrs:    []*Item{{Name: "a"}, {Name: "b"}, {Name: "a", Tags: []string{"x"}}},
		Maps:    []map[string]string{{"k": "1"}, {"k": "2"}, {}},
		Amounts: []Amount{{Q: q("1")}, {Q: q("2")}},
	}
}

func TestCreate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validRoot()).ExpectValid()

	// Semantic equality: nil and empty slices and maps are equal, and
	// quantities compare by value (1 and 1000m), not by representation.
	dup := &Root{
		Items:   []Item{{Name: "a", Tags: []string{"x"}}, {Name: "b"}, {Name: "a", Tags: []string{"x"}}, {Name: "b", Tags: []string{}}},
		Ptrs:    []*Item{{Name: "a"}, {Name: "b"}, {Name: "a"}},
		Maps:    []map[string]string{nil, {"k": "1"}, {}, {"k": "1"}},
		Amounts: []Amount{{Q: q("1")}, {Q: q("2")}, {Q: q("1000m")}},
	}
	st.Value(dup).ExpectInvalid(
		field.Duplicate(root("items").Index(2), Item{Name: "a", Tags: []string{"x"}}),
		field.Duplicate(root("items").Index(3), Item{Name: "b", Tags: []string{}}),
		field.Duplicate(root("ptrs").Index(2), &Item{Name: "a"}),
		field.Duplicate(root("maps").Index(2), map[string]string{}),
		field.Duplicate(root("maps").Index(3), map[string]string{"k": "1"}),
		field.Duplicate(root("amounts").Index(2), Amount{Q: q("1000m")}),
	)

	// Item rules still run on every item.
	st.Value(&Root{Items: []Item{{Name: "long"}}}).ExpectInvalid(
		field.TooLongCharacters(root("items").Index(0).Child("name"), "", 3).WithOrigin("maxLength"),
	)
}

// Long lists take the hashed path; equal hashes of different values (the
// amounts all hash alike) must not hide or invent duplicates.
func TestCreateLong(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	r := &Root{}
	for i := range 40 {
		r.Items = append(r.Items, Item{Name: "a", Tags: []string{fmt.Sprint(i)}})
		r.Ptrs = append(r.Ptrs, &Item{Name: "a", Tags: []string{fmt.Sprint(i)}})
		r.Amounts = append(r.Amounts, Amount{Q: *resource.NewQuantity(int64(i), resource.DecimalSI)})
	}
	st.Value(r).ExpectValid()
	r.Items = append(r.Items, Item{Name: "a", Tags: []string{"7"}})
	r.Ptrs = append(r.Ptrs, &Item{Name: "a", Tags: []string{"39"}})
	r.Amounts = append(r.Amounts, Amount{Q: q("3000m")})
	st.Value(r).ExpectInvalid(
		field.Duplicate(root("items").Index(40), Item{Name: "a", Tags: []string{"7"}}),
		field.Duplicate(root("ptrs").Index(40), &Item{Name: "a", Tags: []string{"39"}}),
		field.Duplicate(root("amounts").Index(40), Amount{Q: q("3000m")}),
	)
}

func TestUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := &Root{
		Items: []Item{{Name: "long", Tags: []string{"x"}}, {Name: "ok"}},
		Ptrs:  []*Item{{Name: "long"}},
	}
	// Invalid items equal to an old item ratchet, wherever they moved.
	moved := &Root{
		Items: []Item{{Name: "ok"}, {Name: "new"}, {Name: "long", Tags: []string{"x"}}},
		Ptrs:  []*Item{{Name: "b"}, {Name: "long"}},
	}
	st.Value(moved).OldValue(old).ExpectValid()

	// A changed item is validated again: its old self no longer matches.
	changed := &Root{
		Items: []Item{{Name: "long", Tags: []string{"y"}}},
		Ptrs:  []*Item{{Name: "long", Tags: []string{"y"}}},
	}
	st.Value(changed).OldValue(old).ExpectInvalid(
		field.TooLongCharacters(root("items").Index(0).Child("name"), "", 3).WithOrigin("maxLength"),
		field.TooLongCharacters(root("ptrs").Index(0).Child("name"), "", 3).WithOrigin("maxLength"),
	)

	// Duplicates are reported on update too, once the list changed.
	st.Value(&Root{Items: []Item{{Name: "ok"}, {Name: "ok", Tags: []string{}}}}).OldValue(old).ExpectInvalid(
		field.Duplicate(root("items").Index(1), Item{Name: "ok", Tags: []string{}}),
	)
}

func TestUpdateItemRules(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := &Root{
		Frozen:     []Item{{Name: "a", Tags: []string{"x"}}, {Name: "b"}},
		FrozenPtrs: []*Item{{Name: "a", Tags: []string{"x"}}, {Name: "b"}},
	}
	// Reordered, with nil and empty tags alike: nothing added or removed.
	same := &Root{
		Frozen:     []Item{{Name: "b", Tags: []string{}}, {Name: "a", Tags: []string{"x"}}},
		FrozenPtrs: []*Item{{Name: "b", Tags: []string{}}, {Name: "a", Tags: []string{"x"}}},
	}
	st.Value(same).OldValue(old).ExpectValid()
	changed := &Root{
		Frozen:     []Item{{Name: "a", Tags: []string{"y"}}, {Name: "b"}},
		FrozenPtrs: []*Item{{Name: "b"}},
	}
	st.Value(changed).OldValue(old).ExpectInvalid(
		field.Forbidden(root("frozen").Index(0), "item may not be added").WithOrigin("update"),
		field.Forbidden(root("frozen"), "item may not be removed").WithOrigin("update"),
		field.Forbidden(root("frozenPtrs"), "item may not be removed").WithOrigin("update"),
	)
}
