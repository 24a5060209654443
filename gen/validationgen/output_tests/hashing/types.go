package hashing

import "k8s.io/apimachinery/pkg/api/resource"

// Root holds lists whose items hash partly or wholly to a constant.
type Root struct {
	TypeMeta int

	// Items of interfaces: the item hash ignores its elements.
	// +k8s:eachVal=+k8s:maxItems=2
	Anys [][]any `json:"anys"`

	// Map values with an Equal method: the item hash ignores the values.
	Quantities []Quantities `json:"quantities"`

	// Map keys with an Equal method and no values to hash.
	QuantityKeys []Amounts `json:"quantityKeys"`
}

// Quantities is a map whose values have an Equal method.
// +k8s:maxProperties=1
// +k8s:eachVal=+k8s:opaqueType
type Quantities map[string]resource.Quantity

// Amounts is a map whose keys have an Equal method.
// +k8s:maxProperties=1
type Amounts map[Amount]struct{}

// Amount is a comparable key type with an Equal method.
type Amount struct {
	N int `json:"n"`
}

// Equal reports whether two amounts are the same.
func (a Amount) Equal(b Amount) bool { return a.N == b.N }
