// Package shared is not written for controller-gen (no root type, no
// package marker), like k8s.io/apimachinery's meta/v1: its markers are read
// only for a CRD of a package that is.
package shared

// Cond is shaped like metav1.Condition.
type Cond struct {
	// +required
	// +kubebuilder:validation:MaxLength=316
	// +k8s:alpha(since: "1.37")=+k8s:required
	Type string `json:"type"`
	// +kubebuilder:validation:Enum=True;False;Unknown
	Status string `json:"status"`
	// +optional
	// +k8s:optional
	// +kubebuilder:validation:Minimum=0
	Generation int64 `json:"generation,omitempty"`
	// +optional
	Message string `json:"message,omitempty"`
}

// Sel is atomic for server-side apply, like metav1.LabelSelector.
// +structType=atomic
type Sel struct {
	// +optional
	Key string `json:"key,omitempty"`
}
