// Package v1 puts presence tags on fields that hold structs by value.
package v1

type T struct {
	// Right: Spec has a required member.
	// +k8s:required
	Spec Spec `json:"spec"`

	// Wrong: Spec's required member makes this field required.
	// +k8s:optional
	OptionalSpec Spec `json:"optionalSpec"`

	// Wrong: Loose has no required member, so this is in effect optional.
	// +k8s:required
	Loose Loose `json:"loose"`

	// Right: Outer holds Spec by value, so it is required too.
	// +k8s:required
	Outer Outer `json:"outer"`

	// Right: a pointer has a presence of its own.
	// +k8s:required
	Pointer *Loose `json:"pointer"`

	// Wrong: an opaque struct's validations are ignored.
	// +k8s:required
	// +k8s:opaqueType
	Opaque Spec `json:"opaque"`
}

type Spec struct {
	// +k8s:required
	Name string `json:"name"`
}

type Loose struct {
	// +k8s:optional
	Name string `json:"name,omitempty"`
}

type Outer struct {
	Spec Spec `json:"spec"`
}
