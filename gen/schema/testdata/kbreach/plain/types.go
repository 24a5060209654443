// +groupName=plain.example.com
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/gen/schema/testdata/kbreach/shared"
)

// Other is written with +k8s: tags only: the markers of the types it
// reaches stay comments.
type Other struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +k8s:optional
	Spec *OtherSpec `json:"spec,omitempty"`
}

type OtherSpec struct {
	// +k8s:optional
	Cond *shared.Cond `json:"cond,omitempty"`
}
