// +k8s:validation-gen-typedef-chains=all

// Package v1alpha1 has tags no value can satisfy.
package v1alpha1

// +k8s:maximum=5
type Small int32

// The conflict is inside the chain: reported here, not at its uses.
// +k8s:minimum=10
type Impossible Small

// +k8s:maxLength=3
type Code string

type Item struct {
	// +k8s:required
	Name string `json:"name"`
}

type T struct {
	// +k8s:optional
	// +k8s:minimum=10
	// +k8s:maximum=5
	Range int32 `json:"range"`

	// +k8s:optional
	// +k8s:exclusiveMinimum=4
	// +k8s:exclusiveMaximum=5
	Open int32 `json:"open"`

	// The field's bound conflicts with its type's.
	// +k8s:optional
	// +k8s:minimum=6
	Typed Small `json:"typed"`

	// +k8s:optional
	Chained Impossible `json:"chained"`

	// A string of 5 characters has at least 5 bytes.
	// +k8s:optional
	// +k8s:minLength=5
	// +k8s:maxBytes=4
	Bytes string `json:"bytes"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:minLength=4
	Codes []Code `json:"codes"`

	// +k8s:optional
	// +k8s:minItems=3
	// +k8s:maxItems=2
	List []string `json:"list"`

	// +k8s:optional
	// +k8s:minProperties=2
	// +k8s:maxProperties=1
	Map map[string]string `json:"map"`

	// The declarative and the OpenAPI list tags disagree.
	// +listType=map
	// +listMapKey=id
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	Keyed []Item `json:"keyed"`

	// +listType=set
	// +k8s:optional
	// +k8s:listType=atomic
	Atomic []string `json:"atomic"`

	// Generation reports a key without a map list itself; lint does not
	// repeat it.
	// +k8s:optional
	// +k8s:listMapKey=name
	Unkeyed []Item `json:"unkeyed"`
}

// +k8s:enum
type NoValues string
