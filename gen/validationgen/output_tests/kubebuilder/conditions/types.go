package conditions

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Root is a resource with conditions.
// +kubebuilder:object:root=true
type Root struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Spec Spec `json:"spec,omitempty"`
}

// Spec holds conditions under a rule. Without metav1.Condition's markers
// the rule's estimated cost is twice the budget (unbounded reasons), and
// the map list's key would not be required.
// +kubebuilder:validation:XValidation:rule="!has(self.conditions) || self.conditions.all(c, c.reason.matches('^[A-Z]'))",message="every reason must start with a capital letter"
type Spec struct {
	// +optional
	// +listType=map
	// +listMapKey=type
	// +kubebuilder:validation:MaxItems=64
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}
