// Package enumconsistency has, on a Kubernetes v1.38 tree, OpenAPI enums with and without +k8s:enum.
package enumconsistency

// +enum
type Missing string

const MissingA Missing = "A"

// +enum
// +k8s:enum
type Both string

const BothA Both = "A"

// +k8s:enum
type OnlyDeclarative string

const OnlyDeclarativeA OnlyDeclarative = "A"

// A lifecycle prefix still declares the enum.
// +enum
// +k8s:beta(since: "1.36")=+k8s:enum
type Beta string

const BetaA Beta = "A"

type T struct {
	// +k8s:optional
	M Missing `json:"m"`
	// +k8s:optional
	B Both `json:"b"`
	// +k8s:optional
	O OnlyDeclarative `json:"o"`
	// +k8s:optional
	E Beta `json:"e"`
}
