// +groupName=kbfloat.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Gauge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              GaugeSpec `json:"spec"`
}

// Level has its own bound, which every use gets.
// +kubebuilder:validation:Maximum=1.5
type Level float32

type GaugeSpec struct {
	// +kubebuilder:validation:Minimum=0.5
	// +kubebuilder:validation:ExclusiveMinimum=true
	// +kubebuilder:validation:Maximum=1e3
	// +optional
	Ratio *float64 `json:"ratio,omitempty"`
	// +kubebuilder:validation:Minimum=-2.25
	Level Level `json:"level"`
	// +kubebuilder:validation:items:Minimum=0.125
	// +optional
	Steps []float64 `json:"steps,omitempty"`
	// +kubebuilder:validation:MultipleOf=0.25
	// +optional
	Step *float64 `json:"step,omitempty"`
}
