// +k8s:validation-gen-typedef-chains=all

// Package effectivetags has typedef chains of depth 3 with tags on every
// link; -v shows what applies to each field, list item and map value.
package effectivetags

// +k8s:minLength=4
type A string

// +k8s:maxLength=16
type B A

// +k8s:format=k8s-short-name
type C B

// +k8s:maxItems=3
type List []C

type T struct {
	// +k8s:optional
	Field C `json:"field"`

	// +k8s:optional
	// +k8s:minItems=1
	Items []C `json:"items"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:maxLength=8
	Values map[string]C `json:"values"`

	// +k8s:optional
	Typed List `json:"typed"`

	// No tags anywhere: not listed.
	Plain string `json:"plain"`
}
