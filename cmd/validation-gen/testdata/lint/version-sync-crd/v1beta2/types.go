// Package v1beta2 is the newer version of a controller-gen API group.
// +kubebuilder:object:generate=true
// +groupName=widgets.example.com
package v1beta2

type WidgetSpec struct {
	// +required
	// +kubebuilder:validation:MaxLength=16
	Owner string `json:"owner"`

	// +optional
	// +kubebuilder:validation:XValidation:rule="self.all(x, x != '')",message="no empty zone"
	Zones []string `json:"zones,omitempty"`
}
