package noadditemnonlist

type Inner struct {
	A string `json:"a"`
}

type T struct {
	TypeMeta int

	// +k8s:update=NoAddItem
	Name string `json:"name"`

	// +k8s:update=NoRemoveItem
	Ptr *Inner `json:"ptr"`
}
