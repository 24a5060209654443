package noadditematomic

type T struct {
	TypeMeta int

	// +k8s:update=NoAddItem
	Implicit []string `json:"implicit"`

	// +k8s:listType=atomic
	// +k8s:update=NoRemoveItem
	Explicit []string `json:"explicit"`
}
