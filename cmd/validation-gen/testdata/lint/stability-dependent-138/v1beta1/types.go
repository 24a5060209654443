// Package v1beta1 uses +k8s:dependentRequired, Alpha on Kubernetes 1.37
// and Beta from 1.38, without a lifecycle prefix.
package v1beta1

type T struct {
	// +k8s:optional
	// +k8s:dependentRequired(port)
	Host string `json:"host,omitempty"`

	// +k8s:optional
	Port int32 `json:"port,omitempty"`
}
