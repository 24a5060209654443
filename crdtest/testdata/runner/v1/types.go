package v1

import (
	batchv1 "k8s.io/api/batch/v1"
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
	// Struct values are always there: no presence tag.
	Template corev1.PodTemplateSpec `json:"template"`
	Job      batchv1.JobSpec        `json:"job"`
}
