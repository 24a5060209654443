package unique

// T holds one field per shape that +k8s:unique reaches.
type T struct {
	TypeMeta int

	// +k8s:listType=atomic
	// +k8s:unique=set
	AtomicSet []string `json:"atomicSet"`

	// Without a declared list type (atomic).
	// +k8s:unique=set
	Ints []int `json:"ints"`

	// +k8s:listType=atomic
	// +k8s:unique=map
	// +k8s:listMapKey=name
	Volumes []Volume `json:"volumes"`

	// +k8s:unique=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=zone
	Zoned []Zoned `json:"zoned"`

	// +k8s:unique=map
	// +k8s:listMapKey=name
	PtrVolumes []*Volume `json:"ptrVolumes"`

	// +k8s:unique=set
	SetPtr *[]string `json:"setPtr"`

	// +k8s:optional
	// +k8s:unique=set
	// +k8s:eachVal=+k8s:maxLength=3
	Checked []string `json:"checked"`

	Typed Names `json:"typed"`

	TypedPtr *Names `json:"typedPtr"`

	// Names' uniqueness and ShortNames' item rule both apply.
	Chain ShortNames `json:"chain"`

	TypedVolumes VolumeList `json:"typedVolumes"`

	// +k8s:eachVal=+k8s:unique=set
	ListOfSets [][]string `json:"listOfSets"`

	// +k8s:eachVal=+k8s:unique=map
	// +k8s:eachVal=+k8s:listMapKey=name
	VolumesByNode map[string][]Volume `json:"volumesByNode"`

	Nested Inner `json:"nested"`

	// unique gives items an identity, so item update rules apply.
	// +k8s:listType=atomic
	// +k8s:unique=map
	// +k8s:listMapKey=name
	// +k8s:update=NoAddItem,NoRemoveItem
	Fixed []Volume `json:"fixed"`

	// Append-only set.
	// +k8s:unique=set
	// +k8s:update=NoRemoveItem
	AppendOnly []string `json:"appendOnly"`

	// Items correlate by key on update.
	// +k8s:unique=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:immutable
	Frozen []Volume `json:"frozen"`
}

// Volume is keyed by name.
type Volume struct {
	Name string `json:"name"`

	// +k8s:maxLength=3
	Path string `json:"path"`
}

// Zoned is keyed by name and zone.
type Zoned struct {
	Name string `json:"name"`
	Zone string `json:"zone"`
	Size int    `json:"size"`
}

// Names is an atomic list of unique names.
// +k8s:unique=set
type Names []string

// ShortNames is a Names list whose items are at most 3 characters long.
// +k8s:eachVal=+k8s:maxLength=3
type ShortNames Names

// VolumeList is an atomic list of volumes with unique names.
// +k8s:listType=atomic
// +k8s:unique=map
// +k8s:listMapKey=name
type VolumeList []Volume

// Inner is a nested struct with a unique list.
type Inner struct {
	// +k8s:unique=set
	Names []string `json:"names"`
}
