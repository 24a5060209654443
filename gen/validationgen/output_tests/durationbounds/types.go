package durationbounds

import (
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Root carries duration bounds on every value shape they apply to.
type Root struct {
	TypeMeta int

	// At least one second, the example of kubernetes/kubernetes#142368.
	// +k8s:minimum="1s"
	Timeout metav1.Duration `json:"timeout"`

	// +k8s:maximum="1h"
	Period metav1.Duration `json:"period"`

	// Both bounds; a nil pointer is not checked.
	// +k8s:optional
	// +k8s:minimum="100ms"
	// +k8s:maximum="1m30s"
	Interval *metav1.Duration `json:"interval,omitempty"`

	// time.Duration is an integer of nanoseconds in JSON.
	// +k8s:minimum="1ms"
	// +k8s:maximum="10s"
	Backoff time.Duration `json:"backoff"`

	// +k8s:optional
	// +k8s:minimum="0s"
	Grace *time.Duration `json:"grace,omitempty"`

	// An integer bound on a time.Duration is nanoseconds, as Kubernetes
	// v1.37 read it (this package is a 1.37 tree; 1.38 refuses it).
	// +k8s:eachVal=+k8s:maximum=1000000000
	Ticks []time.Duration `json:"ticks"`

	// +k8s:minimum=1000
	Jitter time.Duration `json:"jitter"`

	// +k8s:eachVal=+k8s:minimum="1s"
	Steps []metav1.Duration `json:"steps"`

	// +k8s:eachVal=+k8s:maximum="24h"
	Windows map[string]metav1.Duration `json:"windows"`

	// Bounds on one item's fields: rules on the list in a CRD.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "fast")=+k8s:subfield(wait)=+k8s:maximum="1s"
	// +k8s:item(name: "fast")=+k8s:subfield(delay)=+k8s:maximum="1s"
	Stages []Stage `json:"stages,omitempty"`
}

type Stage struct {
	// +k8s:required
	Name string `json:"name"`
	// +k8s:optional
	Wait time.Duration `json:"wait,omitempty"`
	// +k8s:optional
	Delay metav1.Duration `json:"delay,omitempty"`
}
