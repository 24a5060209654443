package eachval

// T holds one field per shape that +k8s:eachVal reaches.
type T struct {
	TypeMeta int

	// +k8s:eachVal=+k8s:minimum=1
	Ints []int `json:"ints"`

	// Several tags on the same items all apply.
	// +k8s:eachVal=+k8s:minLength=2
	// +k8s:eachVal=+k8s:maxLength=4
	Strings []string `json:"strings"`

	// Nil items are skipped; non-nil items are checked.
	// +k8s:eachVal=+k8s:minimum=1
	PtrItems []*int `json:"ptrItems"`

	// A pointer to a list: items are checked when the list is present.
	// +k8s:eachVal=+k8s:minimum=1
	ListPtr *[]int `json:"listPtr"`

	// Lists of lists: the outer eachVal sizes the inner list, the nested
	// one checks the inner items.
	// +k8s:eachVal=+k8s:maxItems=2
	// +k8s:eachVal=+k8s:eachVal=+k8s:minimum=1
	Nested [][]int `json:"nested"`

	// Three levels deep.
	// +k8s:eachVal=+k8s:eachVal=+k8s:eachVal=+k8s:maxLength=1
	Deep [][][]string `json:"deep"`

	// +k8s:eachVal=+k8s:minimum=1
	MapValues map[string]int `json:"mapValues"`

	// Integer keys render as [N] in paths.
	// +k8s:eachVal=+k8s:minimum=1
	IntKeyed map[int]int `json:"intKeyed"`

	// +k8s:eachVal=+k8s:minimum=1
	MapPtrValues map[string]*int `json:"mapPtrValues"`

	// +k8s:eachVal=+k8s:maxItems=2
	// +k8s:eachVal=+k8s:eachVal=+k8s:minimum=1
	MapOfLists map[string][]int `json:"mapOfLists"`

	// +k8s:eachVal=+k8s:eachVal=+k8s:minimum=1
	ListOfMaps []map[string]int `json:"listOfMaps"`

	// The type's eachVal (minimum=1) and the field's (maximum=9) both apply.
	// +k8s:eachVal=+k8s:maximum=9
	Typed IntList `json:"typed"`

	// +k8s:optional
	TypedPtr *IntList `json:"typedPtr"`

	// Items whose own type has validation: the item type's rule (maximum=9)
	// runs after the eachVal rule (minimum=1).
	// +k8s:eachVal=+k8s:minimum=1
	Digits []Digit `json:"digits"`

	// The type's eachVal applies to map values.
	TypedMap IntMap `json:"typedMap"`

	// Items that are structs with their own field validation.
	// +k8s:eachVal=+k8s:validateFalse="items of T.Structs"
	Structs []Item `json:"structs"`

	// +k8s:eachVal=+k8s:validateFalse="values of T.StructMap"
	StructMap map[string]Item `json:"structMap"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:minimum=1
	OptionalInts []int `json:"optionalInts"`
}

// IntList is a list type whose items must be at least 1.
// +k8s:eachVal=+k8s:minimum=1
type IntList []int

// IntMap is a map type whose values must be at least 1.
// +k8s:eachVal=+k8s:minimum=1
type IntMap map[string]int

// Digit is a single decimal digit.
// +k8s:maximum=9
type Digit int

// Item is a struct used as a list item and map value.
type Item struct {
	// +k8s:minimum=1
	N int `json:"n"`
}
