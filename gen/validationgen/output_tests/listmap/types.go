package listmap

// T holds one field per shape that +k8s:listType=map reaches.
type T struct {
	TypeMeta int

	// +k8s:listType=map
	// +k8s:listMapKey=name
	Items []Item `json:"items"`

	// A compound key: items are duplicates only when both fields match.
	// +k8s:listType=map
	// +k8s:listMapKey=port
	// +k8s:listMapKey=protocol
	Ports []Port `json:"ports"`

	// Nil items are neither unique nor duplicates.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	PtrItems []*Item `json:"ptrItems"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	ItemsPtr *[]Item `json:"itemsPtr"`

	// Integer and boolean key fields.
	// +k8s:listType=map
	// +k8s:listMapKey=id
	// +k8s:listMapKey=primary
	Numbered []Numbered `json:"numbered"`

	// Tags on the type declaration.
	Typed ItemList `json:"typed"`

	TypedPtr *ItemList `json:"typedPtr"`

	// A typedef of a typedef: CheckedItemList's item rule and ItemList's
	// map semantics both apply.
	Chain CheckedItemList `json:"chain"`

	// Two-phase chain: every item of the outer list is a map list.
	// +k8s:eachVal=+k8s:listType=map
	// +k8s:eachVal=+k8s:listMapKey=name
	Groups [][]Item `json:"groups"`

	// Two-phase chain on map values, with a compound key.
	// +k8s:eachVal=+k8s:listType=map
	// +k8s:eachVal=+k8s:listMapKey=port
	// +k8s:eachVal=+k8s:listMapKey=protocol
	PortsByHost map[string][]Port `json:"portsByHost"`

	Nested Inner `json:"nested"`

	NestedPtr *Inner `json:"nestedPtr"`
}

// Item is a map-list item keyed by name; its value has a rule of its own.
type Item struct {
	Name string `json:"name"`

	// +k8s:maximum=9
	Value int `json:"value"`
}

// Protocol is a typedef used as a key field.
type Protocol string

// Port is keyed by port and protocol together.
type Port struct {
	Port     int32    `json:"port"`
	Protocol Protocol `json:"protocol"`
	Note     string   `json:"note"`
}

// Numbered is keyed by an integer and a boolean.
type Numbered struct {
	ID      int64  `json:"id"`
	Primary bool   `json:"primary"`
	Label   string `json:"label"`
}

// ItemList is a list type with map semantics.
// +k8s:listType=map
// +k8s:listMapKey=name
type ItemList []Item

// CheckedItemList is an ItemList whose items are checked by a test rule.
// +k8s:eachVal=+k8s:validateFalse="items of CheckedItemList"
type CheckedItemList ItemList

// Inner is a nested struct with a map list of its own.
type Inner struct {
	// +k8s:listType=map
	// +k8s:listMapKey=name
	Items []Item `json:"items"`
}

// MapBench is the benchmark subject: a map list whose items have a rule.
type MapBench struct {
	TypeMeta int

	// +k8s:listType=map
	// +k8s:listMapKey=name
	Items []Item `json:"items"`
}
