package hashing

import (
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func q(s string) resource.Quantity { return resource.MustParse(s) }

func validRoot() *Root {
	return &Root{
		Anys:         [][]any{{1, "a"}, {}},
		Quantities:   []Quantities{{"cpu": q("1")}},
		QuantityKeys: []Amounts{{{N: 1}: {}}},
	}
}

func invalidRoot() *Root {
	return &Root{
		Anys:         [][]any{{1}, {1, 2, 3}},
		Quantities:   []Quantities{{"cpu": q("1"), "mem": q("1Gi")}},
		QuantityKeys: []Amounts{{{N: 1}: {}, {N: 2}: {}}},
	}
}

func invalidErrors() field.ErrorList {
	return field.ErrorList{
		field.TooMany(root("anys").Index(1), 3, 2).WithOrigin("maxItems"),
		field.TooMany(root("quantities").Index(0), 2, 1).WithOrigin("maxProperties"),
		field.TooMany(root("quantityKeys").Index(0), 2, 1).WithOrigin("maxProperties"),
	}
}

func TestCreate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validRoot()).ExpectValid()
	st.Value(invalidRoot()).ExpectInvalid(invalidErrors()...)
}

func TestUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidRoot()).OldValue(invalidRoot()).ExpectValid()
	st.Value(validRoot()).OldValue(invalidRoot()).ExpectValid()
	st.Value(invalidRoot()).OldValue(validRoot()).ExpectInvalid(invalidErrors()...)
}
