// Package v1 is an API that embeds a built-in type, the composition case
// of KEP-5073: a Runner carries a corev1.PodTemplateSpec.
//
// +groupName=runners.example.com
package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +k8s:supportsSubresource("/status")
type Runner struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec RunnerSpec `json:"spec"`
}

type RunnerSpec struct {
	// +k8s:optional
	// +k8s:minimum=1
	// +k8s:maximum=100
	Parallelism *int32 `json:"parallelism,omitempty"`
	// A struct value is always there: no presence tag.
	Template corev1.PodTemplateSpec `json:"template"`
}
