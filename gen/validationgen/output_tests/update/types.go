package update

// Name is a string typedef; +k8s:update is a field tag, so it is written
// on the fields that use it.
type Name string

// Scalars has one field per rule and scalar kind.
type Scalars struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:update=NoSet
	SetStr string `json:"setStr"`
	// +k8s:update=NoModify
	ModStr string `json:"modStr"`
	// +k8s:update=NoClear
	ClearStr string `json:"clearStr"`
	// Kubernetes' generator calls NoClear NoUnset.
	// +k8s:update=NoUnset
	UnsetStr string `json:"unsetStr"`

	// +k8s:update=NoSet
	SetInt int `json:"setInt"`
	// +k8s:update=NoModify
	ModInt int32 `json:"modInt"`
	// +k8s:update=NoClear
	ClearInt uint8 `json:"clearInt"`

	// +k8s:update=NoSet
	SetBool bool `json:"setBool"`
	// +k8s:update=NoClear
	ClearBool bool `json:"clearBool"`

	// A typedef field: the zero value of the underlying type is unset.
	// +k8s:update=NoModify,NoClear
	Typed Name `json:"typed"`

	// A comma list and the same rules as repeated tags are equivalent.
	// +k8s:update=NoSet,NoModify,NoClear
	Comma string `json:"comma"`
	// +k8s:update=NoSet
	// +k8s:update=NoModify
	// +k8s:update=NoClear
	Repeated string `json:"repeated"`
	// Spaces around the words and a rule written twice are harmless.
	// +k8s:update=NoModify, NoClear
	// +k8s:update=NoModify
	Spaced string `json:"spaced"`
}

// Pointers has one field per rule on pointers: nil is unset, a pointer to
// the zero value is set.
type Pointers struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:update=NoSet
	SetPtr *string `json:"setPtr"`
	// +k8s:update=NoModify
	ModPtr *int `json:"modPtr"`
	// +k8s:update=NoClear
	ClearPtr *bool `json:"clearPtr"`
	// +k8s:update=NoSet,NoModify,NoClear
	AllPtr *Name `json:"allPtr"`

	// A non-pointer struct is always set: only NoModify applies.
	// +k8s:update=NoModify
	Struct Pair `json:"struct"`

	// +k8s:update=NoSet
	SetStruct *Pair `json:"setStruct"`
	// +k8s:update=NoModify
	ModStruct *Pair `json:"modStruct"`
	// +k8s:update=NoClear
	ClearStruct *Pair `json:"clearStruct"`
}

// Lists has item rules on lists with identity, and set/clear rules on
// lists (empty is unset).
type Lists struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:listType=set
	// +k8s:update=NoAddItem
	SetNoAdd []string `json:"setNoAdd"`

	// +k8s:listType=set
	// +k8s:update=NoRemoveItem
	SetNoRemove []string `json:"setNoRemove"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:update=NoAddItem,NoRemoveItem
	MapList []Entry `json:"mapList"`

	// A compound key: an item is identified by both fields.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=port
	// +k8s:update=NoRemoveItem
	Compound []Port `json:"compound"`

	// +k8s:unique=set
	// +k8s:update=NoAddItem
	UniqueSet []int `json:"uniqueSet"`

	// +k8s:listType=atomic
	// +k8s:unique=map
	// +k8s:listMapKey=name
	// +k8s:update=NoRemoveItem
	UniqueMap []Entry `json:"uniqueMap"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:update=NoAddItem,NoRemoveItem
	PtrItems []*Entry `json:"ptrItems"`

	// +k8s:listType=set
	// +k8s:update=NoSet
	ListNoSet []string `json:"listNoSet"`

	// Set and clear need no item identity, so an atomic list takes them.
	// +k8s:update=NoClear
	AtomicNoClear []string `json:"atomicNoClear"`

	// Setting an empty list adds items too: both rules report.
	// +k8s:listType=set
	// +k8s:update=NoSet,NoAddItem
	SetAndAdd []string `json:"setAndAdd"`
}

// Maps has the rules on maps: entries are items identified by key.
type Maps struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:update=NoAddItem
	NoAdd map[string]string `json:"noAdd"`

	// Number keys are reported in numeric order.
	// +k8s:update=NoRemoveItem
	NoRemove map[int]string `json:"noRemove"`

	// +k8s:update=NoSet,NoClear
	NoSetClear map[string]string `json:"noSetClear"`

	// +k8s:update=NoAddItem,NoRemoveItem
	Frozen map[string]int `json:"frozen"`
}

// Elements has rules on list items, map values and subfields.
type Elements struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:eachVal=+k8s:update=NoModify
	Values map[string]string `json:"values"`

	// An empty value is unset: it may not be set or cleared.
	// +k8s:eachVal=+k8s:update=NoSet,NoClear
	SetClearValues map[string]string `json:"setClearValues"`

	// +k8s:eachVal=+k8s:update=NoModify,NoClear
	PtrValues map[string]*string `json:"ptrValues"`

	// Items correlate by key: a changed item is a modification.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:update=NoModify
	Items []Entry `json:"items"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:update=NoModify
	PtrItems []*Entry `json:"ptrItems"`

	// +k8s:subfield(a)=+k8s:update=NoModify
	Sub Pair `json:"sub"`

	// +k8s:subfield(a)=+k8s:update=NoSet,NoClear
	SubPtr *Pair `json:"subPtr"`
}

// Parents has rules inside optional parents.
type Parents struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:optional
	Strategy *Strategy `json:"strategy"`

	Embedded Strategy `json:"embedded"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	Strategies []Strategy `json:"strategies"`

	StrategyMap map[string]Strategy `json:"strategyMap"`
}

// Strategy is KEP-5073's parent-lifecycle example.
type Strategy struct {
	Name string `json:"name"`

	// +k8s:update=NoSet
	// +k8s:update=NoModify
	// +k8s:update=NoClear
	Type string `json:"type"`
}

// Pair is a comparable struct.
type Pair struct {
	A string `json:"a"`
	B int    `json:"b"`
}

// Entry is an item keyed by name.
type Entry struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Port is an item keyed by name and port.
type Port struct {
	Name     string `json:"name"`
	Port     int32  `json:"port"`
	Protocol string `json:"protocol"`
}
