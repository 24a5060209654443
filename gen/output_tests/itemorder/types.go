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
}
