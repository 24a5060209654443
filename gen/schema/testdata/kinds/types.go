// Package kinds is not a CRD package (no +groupName): schema.Kinds builds
// CRDs of its types for tests.
package kinds

// +k8s:enum
type Mode string

const (
	ModeA Mode = "A"
	ModeB Mode = "B"
)

// Inner has a rule of its own.
type Inner struct {
	// +k8s:minimum=1
	Count int `json:"count"`
}

// Pair is a set item.
type Pair struct {
	A string `json:"a"`
}

type Root struct {
	// Keys are checked by their type's enum.
	ByMode map[Mode]int `json:"byMode,omitempty"`

	// +k8s:eachVal=+k8s:opaqueType
	Opaque []Inner `json:"opaque,omitempty"`

	Checked []Inner `json:"checked,omitempty"`

	// +k8s:listType=set
	Pairs []Pair `json:"pairs,omitempty"`

	// JSON carries "" when unset.
	// +k8s:optional
	// +k8s:minLength=2
	Mode Mode `json:"mode"`

	// +k8s:optional
	// +k8s:minLength=2
	Omitted string `json:"omitted,omitempty"`

	// +k8s:minimum=-9223372036854775807
	// +k8s:maximum=100
	Wide int64 `json:"wide"`
}

// Clash has a field a custom resource keeps for itself.
type Clash struct {
	Kind string `json:"kind"`
}
