// +k8s:validation-gen-typedef-chains=all

// Package v1alpha1 requires non-pointer scalars whose zero value its own
// tags allow.
package v1alpha1

type T struct {
	// +k8s:required
	Enabled bool `json:"enabled"`

	// +k8s:required
	// +k8s:minimum=0
	// +k8s:maximum=10
	Replicas int32 `json:"replicas"`

	// The bound comes from the type.
	// +k8s:required
	Level Level `json:"level"`

	// Fine: 0 is rejected by the field's own rules too.
	// +k8s:required
	// +k8s:minimum=1
	Port int32 `json:"port"`

	// Fine: a pointer distinguishes unset from 0.
	// +k8s:required
	// +k8s:minimum=0
	Delay *int32 `json:"delay"`
}

// +k8s:exclusiveMinimum=-1
type Level int
