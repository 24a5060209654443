package listtype

// T holds one field per shape that +k8s:listType=atomic|set reaches.
type T struct {
	TypeMeta int

	// Atomic lists allow duplicates.
	// +k8s:listType=atomic
	Atomic []string `json:"atomic"`

	// +k8s:listType=set
	Set []string `json:"set"`

	// +k8s:listType=set
	IntSet []int `json:"intSet"`

	// Struct items compare by their whole value.
	// +k8s:listType=set
	StructSet []Pair `json:"structSet"`

	// Nil items are neither unique nor duplicates.
	// +k8s:listType=set
	PtrSet []*string `json:"ptrSet"`

	// A pointer to a set: checked when present.
	// +k8s:listType=set
	SetPtr *[]string `json:"setPtr"`

	// +k8s:optional
	// +k8s:listType=set
	OptionalSet []string `json:"optionalSet"`

	// Item rules and uniqueness both apply.
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:maxLength=3
	CheckedSet []string `json:"checkedSet"`

	// Tags on the type declaration.
	Typed StringSet `json:"typed"`

	TypedPtr *StringSet `json:"typedPtr"`

	// A typedef of a typedef: ShortSet's item rule and StringSet's
	// uniqueness both apply.
	Chain ShortSet `json:"chain"`

	ChainPtr *ShortSet `json:"chainPtr"`

	// The field adds an item rule to the type's set semantics.
	// +k8s:eachVal=+k8s:minLength=2
	TypedWithRule StringSet `json:"typedWithRule"`

	// The field repeats the type's list type: still one set.
	// +k8s:listType=set
	Redeclared StringSet `json:"redeclared"`

	// A list of sets: each inner list is a set.
	// +k8s:eachVal=+k8s:listType=set
	SetOfSets [][]string `json:"setOfSets"`

	// Map values are sets.
	// +k8s:eachVal=+k8s:listType=set
	MapOfSets map[string][]int `json:"mapOfSets"`

	// A set of typed sets: the outer set by value is not possible (slices
	// are not comparable), so the outer list is atomic.
	// +k8s:listType=atomic
	ListOfTypedSets []StringSet `json:"listOfTypedSets"`

	Nested Inner `json:"nested"`

	NestedPtr *Inner `json:"nestedPtr"`

	Inners []Inner `json:"inners"`
}

// Pair is a comparable struct used as a set item.
type Pair struct {
	A string `json:"a"`
	B int    `json:"b"`
}

// StringSet is a list type with set semantics.
// +k8s:listType=set
type StringSet []string

// ShortSet is a StringSet whose items are at most 3 characters long.
// +k8s:eachVal=+k8s:maxLength=3
type ShortSet StringSet

// Inner is a nested struct with a set of its own.
type Inner struct {
	// +k8s:listType=set
	Names []string `json:"names"`
}

// SetBench is the benchmark subject: a set of strings with an item rule.
type SetBench struct {
	TypeMeta int

	// +k8s:listType=set
	// +k8s:eachVal=+k8s:maxLength=16
	Names []string `json:"names"`
}
