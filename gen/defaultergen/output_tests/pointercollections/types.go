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

	// Items with a SetDefaults_ function, as corev1.EnvVar in a
	// controller-gen project's Env *[]corev1.EnvVar.
	Envs *[]Env `json:"envs,omitempty"`
	// Pointer items with a SetDefaults_ function.
	EnvPointers *[]*Env `json:"envPointers,omitempty"`
	// A named slice type behind a pointer.
	NamedParts *Parts `json:"namedParts,omitempty"`
	// A named slice type with a SetDefaults_ function of its own.
	EnvList *EnvList `json:"envList,omitempty"`
	// A named map type behind a pointer.
	NamedItems *ItemMap `json:"namedItems,omitempty"`
	// A pointer to a pointer to a slice.
	Double **[]Part `json:"double,omitempty"`
	// A pointer to a pointer to a struct.
	DoublePart **Part `json:"doublePart,omitempty"`
	// A pointer to a slice of pointers to slices.
	Nested *[]*[]Part `json:"nested,omitempty"`
	// Slices of slices, of named slices and of maps.
	Matrix     [][]Part          `json:"matrix,omitempty"`
	Rows       []Parts           `json:"rows,omitempty"`
	ItemMaps   []map[string]Item `json:"itemMaps,omitempty"`
	RowPointer *Rows             `json:"rowPointer,omitempty"`
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

type Parts []Part

type ItemMap map[string]Item

type Rows []Parts

type Env struct {
	Name  string `json:"name"`
	Value string `json:"value,omitempty"`
	// +default="Literal"
	Source string `json:"source,omitempty"`
}

type EnvList []Env

// A named slice or map type can be a root of its own.

// +k8s:defaulter-gen=true

// PartList is a list of parts defaulted on its own.
type PartList []Part

// +k8s:defaulter-gen=true

// ItemSet is a map of items defaulted on its own.
type ItemSet map[string]Item
