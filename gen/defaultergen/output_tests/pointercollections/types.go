package pointercollections

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Holder struct {
	metav1.TypeMeta `json:",inline"`

	// Struct items get their fields' defaults.
	Parts *[]Part `json:"parts,omitempty"`
	// Pointer items get their fields' defaults.
	PartPointers *[]*Part `json:"partPointers,omitempty"`
	// Items get the default of their type.
	Items *[]Item `json:"items,omitempty"`
	// An array through a pointer.
	Pair *[2]Part `json:"pair,omitempty"`
	// Map values get the default of their type.
	ItemMap *map[string]Item `json:"itemMap,omitempty"`
	// Two levels: a pointer to a slice inside a struct item.
	Groups []Group `json:"groups,omitempty"`
}

type Group struct {
	Members *[]Part `json:"members,omitempty"`
}

type Part struct {
	Name string `json:"name"`
	// +default=1
	Size int `json:"size,omitempty"`
}

// +default="apple"
type Item string
