// +groupName=named.example.com
// +versionName=v1beta1
package named

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Box's package is not named like a version: +versionName says which.
type Box struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
