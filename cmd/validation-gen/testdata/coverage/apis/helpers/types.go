package helpers

import "k8s.io/apimachinery/pkg/runtime"

var localSchemeBuilder = &runtime.SchemeBuilder{}

type TypeMeta struct{}

type Helper struct {
	TypeMeta `json:",inline"`

	// +k8s:required
	Name string `json:"name"`
}
