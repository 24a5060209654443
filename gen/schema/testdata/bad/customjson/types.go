// +groupName=custom.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Blob struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Encoded `json:"spec"`
}

type Encoded struct {
	Parts []string
}

func (e Encoded) MarshalJSON() ([]byte, error) { return []byte(`"x"`), nil }
