package typedefs

// Integer chain: 1 <= v <= 100, v != 50.

// +k8s:minimum=1
type Base int

// +k8s:maximum=100
type Mid Base

// +k8s:neq=50
type Top Mid

// String chain: 2 to 5 characters, a DNS label.

// +k8s:minLength=2
type BaseName string

// +k8s:maxLength=5
type MidName BaseName

// +k8s:format=k8s-short-name
type TopName MidName

// List chain: 1 to 3 items of at most 90, each also a Top.

// +k8s:maxItems=3
type BaseList []Top

// +k8s:eachVal=+k8s:maximum=90
type MidList BaseList

// +k8s:minItems=1
type TopList MidList

// Map chain: at most 2 entries, keys of at most 4 characters (and
// TopNames), values of at most 90 (and Tops).

// +k8s:maxProperties=2
type BaseMap map[TopName]Top

// +k8s:eachKey=+k8s:maxLength=4
type MidMap BaseMap

// +k8s:eachVal=+k8s:maximum=90
type TopMap MidMap

// T uses the top of each chain in every position.
type T struct {
	TypeMeta int

	// The field's own rule adds to the chain's.
	// +k8s:maximum=60
	Top Top `json:"top"`

	// +k8s:optional
	PtrTop *Top `json:"ptrTop"`

	Tops []Top `json:"tops"`

	PtrTops []*Top `json:"ptrTops"`

	TopValues map[string]Top `json:"topValues"`

	Name TopName `json:"name"`

	PtrName *TopName `json:"ptrName"`

	Names []TopName `json:"names"`

	NameValues map[string]TopName `json:"nameValues"`

	NameKeys map[TopName]int `json:"nameKeys"`

	List TopList `json:"list"`

	// +k8s:optional
	PtrList *TopList `json:"ptrList"`

	Lists []TopList `json:"lists"`

	Map TopMap `json:"map"`

	// +k8s:optional
	PtrMap *TopMap `json:"ptrMap"`
}

// Struct chain: the links carry type-level checks and the base's fields
// keep their rules.

// +k8s:validateFalse="type BaseStruct"
type BaseStruct struct {
	// +k8s:validateFalse="field BaseStruct.N"
	N int `json:"n"`
}

// +k8s:validateFalse="type MidStruct"
type MidStruct BaseStruct

// +k8s:validateFalse="type TopStruct"
type TopStruct MidStruct

// Structs uses the struct chain in every position.
type Structs struct {
	TypeMeta int

	// +k8s:validateFalse="field Structs.S"
	S TopStruct `json:"s"`

	P *TopStruct `json:"p"`

	L []TopStruct `json:"l"`

	M map[string]TopStruct `json:"m"`
}
