// Package v1beta1 is the deprecated version: it never got the newer rule.
// +kubebuilder:object:generate=true
// +groupName=widgets.example.com
package v1beta1

type WidgetSpec struct {
	// +required
	// +kubebuilder:validation:MaxLength=16
	Owner string `json:"owner"`

	// +optional
	Zones []string `json:"zones,omitempty"`
}
