package typedeflast

// +k8s:minimum=1
type Base int

// +k8s:maximum=100
type Mid Base

// Top has no tags: neither Mid's nor Base's apply to it.
type Top Mid

// +k8s:validateFalse="type BaseStruct"
type BaseStruct struct {
	// +k8s:maximum=5
	N int `json:"n"`
}

// +k8s:validateFalse="type MidStruct"
type MidStruct BaseStruct

// TopStruct keeps BaseStruct's fields and their tags, but neither
// BaseStruct's nor MidStruct's type tags.
type TopStruct MidStruct

// +k8s:maxItems=2
// +k8s:eachVal=+k8s:minimum=10
// +k8s:listType=set
type BaseList []Mid

// TopList is a list of Mid: its items are checked by Mid's own tags, but
// BaseList's size, item rule and set semantics do not apply.
// +k8s:minItems=1
type TopList BaseList

type Keyed struct {
	Key   string `json:"key"`
	Value int    `json:"value"`
}

// +k8s:listType=map
// +k8s:listMapKey=key
// +k8s:item(key: "base")=+k8s:subfield(value)=+k8s:maximum=1
type KeyedBase []Keyed

// KeyedTop's own item and subfield rules apply; KeyedBase's item rule
// does not.
// +k8s:listType=map
// +k8s:listMapKey=key
// +k8s:item(key: "top")=+k8s:subfield(value)=+k8s:maximum=2
type KeyedTop KeyedBase

// Only type-level subfield rules make this typedef need a function.
// +k8s:subfield(n)=+k8s:minimum=2
type SubStruct BaseStruct

// The following types were checked by hand, as a note like this one says:
// +k8s:opaqueType.
// +k8s:minimum=1000
// Only selection and subresource tags count in this block.

// +k8s:maximum=10
type Floating int

type T struct {
	TypeMeta int

	Top Top `json:"top"`

	Mid Mid `json:"mid"`

	Struct TopStruct `json:"struct"`

	// +k8s:optional
	List TopList `json:"list"`

	Floating Floating `json:"floating"`

	// +k8s:optional
	Keyed KeyedTop `json:"keyed"`

	Sub SubStruct `json:"sub"`
}
