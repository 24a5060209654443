package v1beta1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget in v1beta1 has a smaller spec.
//
// +kubebuilder:resource:shortName={wd, wdg},categories=all
// +kubebuilder:deprecatedversion:warning="shop.example.com/v1beta1 Widget is deprecated; use v1"
// +k8s:supportsSubresource("/status")
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec WidgetSpec `json:"spec"`
}

type WidgetSpec struct {
	// +k8s:required
	Name string `json:"name"`
}
