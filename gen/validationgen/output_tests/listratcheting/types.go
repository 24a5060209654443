package listratcheting

// T holds one collection per ratcheting rule.
type T struct {
	TypeMeta int

	// Items correlate by key; a changed item is validated with its old self.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	Items []Item `json:"items"`

	// Item update rules see the correlated old item.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:immutable
	Frozen []Item `json:"frozen"`

	// The same through pointer items: a nil item has no key.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:immutable
	FrozenPtrs []*Item `json:"frozenPtrs"`

	// Map semantics from the type declaration, the item rule from the field.
	// +k8s:eachVal=+k8s:immutable
	FrozenTyped ItemList `json:"frozenTyped"`

	// Map semantics and the item rule from two links of a typedef chain.
	FrozenChain FrozenItemList `json:"frozenChain"`

	// Compound keys correlate on all key fields.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=zone
	// +k8s:eachVal=+k8s:immutable
	Zoned []Zoned `json:"zoned"`

	// Set items are validated only when not found by value.
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:maxLength=3
	Set []string `json:"set"`

	// Set items that == cannot compare correlate by hash and equality.
	// +k8s:listType=set
	TaggedSet []Tagged `json:"taggedSet"`

	// Uniqueness gives an atomic list's items an identity: by value.
	// +k8s:listType=atomic
	// +k8s:unique=set
	// +k8s:eachVal=+k8s:maxLength=3
	UniqueAtomic []string `json:"uniqueAtomic"`

	// Atomic items have no identity, as in Kubernetes: once the list
	// changed, every item is validated, with no old value.
	// +k8s:eachVal=+k8s:maxLength=3
	Atomic []string `json:"atomic"`

	// Atomic struct items, validated by their type.
	Structs []Item `json:"structs"`

	// Atomic items that == cannot compare.
	Tagged []Tagged `json:"tagged"`

	// +k8s:eachVal=+k8s:maxLength=3
	PtrAtomic []*string `json:"ptrAtomic"`

	// Array items have no identity either.
	// +k8s:eachVal=+k8s:maxLength=3
	Pair [2]string `json:"pair"`

	// Map values correlate by key.
	// +k8s:eachVal=+k8s:maxLength=3
	Map map[string]string `json:"map"`

	// +k8s:eachVal=+k8s:immutable
	FrozenMap map[string]Item `json:"frozenMap"`

	// A nested struct is re-validated only in the fields that changed.
	Nested Holder `json:"nested"`
}

// Item is a map-list item keyed by name.
type Item struct {
	Name string `json:"name"`

	// +k8s:maximum=9
	Value int `json:"value"`

	// +k8s:maxLength=3
	Note string `json:"note"`
}

// Tagged holds a slice, so == cannot compare it.
type Tagged struct {
	// +k8s:eachVal=+k8s:maxLength=3
	Tags []string `json:"tags"`
}

// Zoned is keyed by name and zone together.
type Zoned struct {
	Name  string `json:"name"`
	Zone  string `json:"zone"`
	Value int    `json:"value"`
}

// ItemList is a map list type.
// +k8s:listType=map
// +k8s:listMapKey=name
type ItemList []Item

// FrozenItemList is an ItemList whose items may not change.
// +k8s:eachVal=+k8s:immutable
type FrozenItemList ItemList

// Holder has two independent collections.
type Holder struct {
	// +k8s:listType=map
	// +k8s:listMapKey=name
	Items []Item `json:"items"`

	// +k8s:eachVal=+k8s:maxLength=3
	Labels map[string]string `json:"labels"`
}
