package immutable

// Name is a typedef that is immutable wherever it is used.
// +k8s:immutable
type Name string

// ShortName -> Name is a typedef chain: the rule of the Name link applies,
// and ShortName adds a maxLength of its own.
// +k8s:maxLength=4
type ShortName Name

// Count is an immutable integer typedef.
// +k8s:immutable
type Count int32

// Labels is an immutable map typedef.
// +k8s:immutable
type Labels map[string]string

// Root exercises +k8s:immutable on every scope, one field per shape, each
// at a distinct path so that errors name exactly where they come from.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:immutable
	Str string `json:"str"`

	// +k8s:immutable
	Int int64 `json:"int"`

	// +k8s:immutable
	Bool bool `json:"bool"`

	// +k8s:immutable
	StrPtr *string `json:"strPtr"`

	// +k8s:immutable
	IntPtr *int `json:"intPtr"`

	// A non-pointer struct is always set: only modification can happen.
	// +k8s:immutable
	Struct Pair `json:"struct"`

	// +k8s:immutable
	StructPtr *Pair `json:"structPtr"`

	// An atomic list: any change at all is a change of the field.
	// +k8s:immutable
	List []string `json:"list"`

	// +k8s:immutable
	// +k8s:listType=map
	// +k8s:listMapKey=name
	MapList []Entry `json:"mapList"`

	// +k8s:immutable
	Map map[string]int `json:"map"`

	Typedef    Name       `json:"typedef"`
	TypedefPtr *Name      `json:"typedefPtr"`
	Chain      ShortName  `json:"chain"`
	ChainPtr   *ShortName `json:"chainPtr"`
	Count      Count      `json:"count"`
	Labels     Labels     `json:"labels"`

	// Items are immutable, the list is not: items may be added and
	// removed, and items with a new key are new (no old value).
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:immutable
	Items []Entry `json:"items"`

	// Set items are identified by value: a changed item is a new item.
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:immutable
	SetItems []string `json:"setItems"`

	// Atomic list items have no identity: once the list changed, every
	// item is new (no old value), as in Kubernetes.
	// +k8s:eachVal=+k8s:immutable
	AtomicItems []string `json:"atomicItems"`

	// Pointer items of a map list.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:immutable
	PtrItems []*Entry `json:"ptrItems"`

	// +k8s:eachVal=+k8s:immutable
	Values map[string]string `json:"values"`

	// Map values whose type is immutable.
	NameValues map[string]Name `json:"nameValues"`

	// Pointers to immutable types: clearing one changes the value, as
	// setting it does, unless +k8s:optional lets it be unset.
	FrozenPtr *Frozen `json:"frozenPtr"`
	// +k8s:optional
	OptionalTypedefPtr *Name            `json:"optionalTypedefPtr"`
	NamePtrValues      map[string]*Name `json:"namePtrValues"`

	Nested    Inner  `json:"nested"`
	NestedPtr *Inner `json:"nestedPtr"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	NestedItems []Inner `json:"nestedItems"`
}

// Frozen is a struct that is immutable wherever it is used.
// +k8s:immutable
type Frozen struct {
	A string `json:"a"`
}

// Pair is a comparable struct.
type Pair struct {
	A string `json:"a"`
	B int    `json:"b"`
}

// Entry is an item of a map list keyed by name.
type Entry struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Inner is a nested struct with an immutable field and a mutable one.
type Inner struct {
	Name string `json:"name"`

	// +k8s:immutable
	Fixed string `json:"fixed"`

	Free string `json:"free"`
}
