package other

// Root is this package's own root type, so that its validation can be
// tested here too.
type Root struct {
	TypeMeta int

	Struct Struct `json:"struct"`

	// Counts reaches the list type, so that it gets a function here
	// (Kubernetes' generator writes none for a type no root reaches).
	// +k8s:optional
	Counts Counts `json:"counts,omitempty"`
}

// Count is between 1 and 10.
// +k8s:minimum=1
// +k8s:maximum=10
type Count int

// Name is at most 5 characters.
// +k8s:maxLength=5
type Name string

// Struct has field rules and a field of a validated typedef.
type Struct struct {
	// +k8s:required
	Name Name `json:"name"`

	// Count's own bounds apply as well as this field's.
	// +k8s:maximum=5
	Count Count `json:"count"`
}

// Counts is a list type whose items are Counts.
// +k8s:maxItems=2
type Counts []Count

// Unvalidated has no rules at all: no function is generated for it.
type Unvalidated struct {
	S string `json:"s"`
}
