// +groupName=kbfloatbad.example.com
// +versionName=v1
package bad

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Gauge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              GaugeSpec `json:"spec"`
}

// +kubebuilder:validation:Minimum=1.5
type Level float64

// +kubebuilder:validation:MultipleOf=0.5
type Grain float64

type GaugeSpec struct {
	// Two float minimums at one place.
	// +kubebuilder:validation:Minimum=0.5
	Level Level `json:"level"`
	// Optional for the Go code (+k8s:optional decides), written as 0
	// when unset, and 0 is below the bound.
	// +kubebuilder:validation:Minimum=1
	// +k8s:optional
	Unset float64 `json:"unset"`
	// Two float factors at one place.
	// +kubebuilder:validation:MultipleOf=0.25
	Grain Grain `json:"grain"`
	// Optional, written as 0 when unset, and 0 is no multiple of 0.5
	// for the API server (an integer, divided by 0.5 truncated).
	// +kubebuilder:validation:MultipleOf=0.5
	// +k8s:optional
	Half float64 `json:"half"`
}
