package itemorder

// Short is an item type with its own rule.
// +k8s:format=k8s-short-name
type Short string

// Entry is a struct item of map lists.
type Entry struct {
	// +k8s:required
	// +k8s:format=k8s-short-name
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:maximum=5
	Size *int `json:"size,omitempty"`
}

// Key is a map key type with its own rule.
// +k8s:maxLength=1
type Key string

// Shorts is a list type with its own item rule.
// +k8s:eachVal=+k8s:maxLength=3
type Shorts []Short

type Root struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:maxLength=2
	Set []Short `json:"set"`

	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unique=set
	// +k8s:eachVal=+k8s:maxLength=2
	Unique []string `json:"unique"`

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:maxItems=3
	// +k8s:eachVal=+k8s:subfield(size)=+k8s:minimum=2
	Entries []Entry `json:"entries"`

	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:maxLength=2
	Typed Shorts `json:"typed"`

	// +k8s:optional
	// +k8s:eachKey=+k8s:maxLength=1
	// +k8s:eachVal=+k8s:maxLength=2
	Map map[string]Short `json:"map"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:maxLength=2
	Keyed map[Key]Short `json:"keyed"`

	// +k8s:optional
	// +k8s:eachKey=+k8s:opaqueType
	// +k8s:eachVal=+k8s:maxLength=2
	OpaqueKeys map[Key]Short `json:"opaqueKeys"`

	// Checked against Kubernetes v1.37.2's validation-gen (see
	// shortcircuit_test.go): a short-circuit check that eachVal puts on
	// the items stops the whole list.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:update=NoAddItem
	// +k8s:eachVal=+k8s:immutable
	// +k8s:eachVal=+k8s:subfield(size)=+k8s:minimum=2
	Frozen []Entry `json:"frozen"`

	// +k8s:optional
	// +k8s:eachKey=+k8s:maxLength=2
	// +k8s:eachVal=+k8s:immutable
	// +k8s:eachVal=+k8s:maxLength=2
	FrozenMap map[string]Short `json:"frozenMap"`

	// One pass per eachVal tag.
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:maxLength=2
	// +k8s:eachVal=+k8s:format=k8s-long-name
	Two []Short `json:"two"`

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:subfield(size)=+k8s:minimum=2
	// +k8s:eachVal=+k8s:subfield(name)=+k8s:maxLength=2
	TwoEntries []Entry `json:"twoEntries"`

	// Item rules run after the short-circuit phase, before the items' type.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:maxItems=2
	// +k8s:item(name: "a")=+k8s:subfield(size)=+k8s:minimum=2
	// +k8s:item(name: "b")=+k8s:immutable
	Selected []Entry `json:"selected"`

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:maxItems=2
	// +k8s:item(name: "a")=+k8s:subfield(size)=+k8s:minimum=2
	PtrSelected []*Entry `json:"ptrSelected"`

	// Subfield rules run before the value's type.
	// +k8s:optional
	// +k8s:subfield(size)=+k8s:minimum=2
	One *Entry `json:"one"`
}
