// +k8s:validation-gen=TypesWithField=Embedded
// +k8s:validation-gen-test-targets

// Package coveragepaths holds the rules whose coverage paths Kubernetes
// v1.38 declares differently from v1.37: +k8s:item rules (at the list's
// items), an embedded struct's fields in a root type (under its type name) and a
// discriminated union (at its members), and +k8s:monotonic's error
// (declared from 1.38), and the ".name" fragments of a root's rules (a
// dependent field, a subfield: "name" from 1.38). TestCoveragePathsByRelease
// generates it for both releases.
package coveragepaths

import "k8s.io/apimachinery/pkg/runtime"

var localSchemeBuilder = &runtime.SchemeBuilder{}

type Struct struct {
	Embedded `json:""`

	Nested Nested `json:"nested"`

	// +k8s:monotonic
	Generation int64 `json:"generation"`

	// +k8s:optional
	// +k8s:dependentRequired(pool)
	Owner *string `json:"owner,omitempty"`

	// +k8s:modeDiscriminator
	Policy string `json:"policy"`

	// Its Required is declared from 1.38.
	// +k8s:optional
	// +k8s:ifMode("Limited")=+k8s:required
	Limited *string `json:"limited,omitempty"`

	// Its TooLong is declared from 1.38.
	// +k8s:optional
	// +k8s:format=k8s-resource-pool-name
	Pool string `json:"pool,omitempty"`

	// +k8s:listType=map
	// +k8s:listMapKey=key
	// +k8s:item(key: "a")=+k8s:immutable
	Items []Item `json:"items"`

	// +k8s:unionDiscriminator
	Kind string `json:"kind"`

	// +k8s:unionMember
	// +k8s:optional
	A *string `json:"a,omitempty"`

	// +k8s:unionMember
	// +k8s:optional
	B *string `json:"b,omitempty"`
}

type Embedded struct {
	// +k8s:validateFalse="field Embedded.Count"
	Count int `json:"count"`
}

// Nested embeds a struct below the root: its fields keep their own paths
// on both releases.
type Nested struct {
	Inlined `json:",inline"`
}

type Inlined struct {
	// +k8s:validateFalse="field Inlined.Size"
	Size int `json:"size"`
}

type Item struct {
	Key string `json:"key"`
}
