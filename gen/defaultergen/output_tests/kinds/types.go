package kinds

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Widget struct {
	metav1.TypeMeta `json:",inline"`

	// +default="standard"
	Tier string `json:"tier,omitempty"`
	// +default=3
	Replicas int32 `json:"replicas,omitempty"`
	// +default=true
	Enabled bool `json:"enabled,omitempty"`
	// +default=0.5
	Ratio float64 `json:"ratio,omitempty"`
	// +k8s:default="k8s-spelling"
	Spelled string `json:"spelled,omitempty"`
	// A zero default is no default.
	// +default=0
	Zero int `json:"zero"`

	// +default="zone-a"
	Zone *string `json:"zone,omitempty"`
	// +default=8080
	Port *int32 `json:"port,omitempty"`
	// +default={"name": "main", "size": 2}
	Primary *Part `json:"primary,omitempty"`
	// Not a pointer: only the defaults of its fields apply.
	Secondary Part `json:"secondary"`

	// +default=["a", "b"]
	Labels []string `json:"labels,omitempty"`
	// +default={"x": "y"}
	Annotations map[string]string `json:"annotations,omitempty"`

	// Items get the default of their type.
	Items []Item `json:"items,omitempty"`
	// Pointer items get the default of the pointed-to type.
	ItemPointers []*Level `json:"itemPointers,omitempty"`
	// Map values get the default of their type.
	ItemMap map[string]Item `json:"itemMap,omitempty"`
	// Struct items get their fields' defaults.
	Parts        []Part  `json:"parts,omitempty"`
	PartPointers []*Part `json:"partPointers,omitempty"`

	// +default="fast"
	Mode Mode `json:"mode,omitempty"`
	// +default=ref(DefaultMode)
	RefMode Mode `json:"refMode,omitempty"`
	// +default=ref(DefaultMode)
	RefModePointer *Mode `json:"refModePointer,omitempty"`
	// A pointer to a type with a default gets that default.
	Level *Level `json:"level,omitempty"`
	// A non-pointer field of a type with a default does not.
	PlainLevel Level `json:"plainLevel,omitempty"`
}

type Part struct {
	Name string `json:"name"`
	// +default=1
	Size int `json:"size,omitempty"`
}

// +default="apple"
type Item string

type Mode string

const DefaultMode Mode = "slow"

// +default="info"
type Level string
