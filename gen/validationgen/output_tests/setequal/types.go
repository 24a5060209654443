package setequal

import "k8s.io/apimachinery/pkg/api/resource"

// Root holds sets of items that == cannot compare.
type Root struct {
	TypeMeta int

	// +k8s:listType=set
	Items []Item `json:"items"`

	// +k8s:listType=set
	Ptrs []*Item `json:"ptrs"`

	// +k8s:listType=atomic
	// +k8s:unique=set
	Maps []map[string]string `json:"maps"`

	// No item may be added or removed: identity by equality too.
	// +k8s:listType=set
	// +k8s:update=NoAddItem,NoRemoveItem
	Frozen []Item `json:"frozen"`

	// +k8s:listType=set
	// +k8s:update=NoAddItem,NoRemoveItem
	FrozenPtrs []*Item `json:"frozenPtrs"`

	// Items whose only field hashes to a constant: equality alone decides.
	// +k8s:listType=set
	Amounts []Amount `json:"amounts"`
}

// Item holds a slice, so it is compared by semantic equality.
type Item struct {
	// +k8s:maxLength=3
	Name string   `json:"name"`
	Tags []string `json:"tags"`
}

// Amount holds a quantity, which has an Equal method.
type Amount struct {
	// +k8s:opaqueType
	Q resource.Quantity `json:"q"`
}
