package customunique

// T holds one field per shape that +k8s:customUnique reaches.
type T struct {
	TypeMeta int

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:customUnique
	Items []Item `json:"items"`

	// +k8s:listType=set
	// +k8s:customUnique
	// +k8s:eachVal=+k8s:maxLength=3
	Set []string `json:"set"`

	// +k8s:listType=atomic
	// +k8s:unique=map
	// +k8s:listMapKey=name
	// +k8s:customUnique
	AtomicUnique []Item `json:"atomicUnique"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:customUnique
	PtrItems []*Item `json:"ptrItems"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:customUnique
	ItemsPtr *[]Item `json:"itemsPtr"`

	Typed ItemList `json:"typed"`

	TypedPtr *ItemList `json:"typedPtr"`

	// +k8s:eachVal=+k8s:listType=map
	// +k8s:eachVal=+k8s:listMapKey=name
	// +k8s:eachVal=+k8s:customUnique
	Groups [][]Item `json:"groups"`

	// +k8s:eachVal=+k8s:listType=set
	// +k8s:eachVal=+k8s:customUnique
	SetsByKey map[string][]string `json:"setsByKey"`

	// Item identity still drives NoAddItem and NoRemoveItem.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:customUnique
	// +k8s:update=NoAddItem,NoRemoveItem
	Fixed []Item `json:"fixed"`

	// And item update rules.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:customUnique
	// +k8s:eachVal=+k8s:immutable
	Frozen []Item `json:"frozen"`
}

// Item is keyed by name.
type Item struct {
	Name string `json:"name"`

	// +k8s:maxLength=3
	Path string `json:"path"`
}

// ItemList is a map list whose uniqueness is checked by hand.
// +k8s:listType=map
// +k8s:listMapKey=name
// +k8s:customUnique
type ItemList []Item
