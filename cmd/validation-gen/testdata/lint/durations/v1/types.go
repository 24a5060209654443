// Package v1 misuses duration bounds (kubernetes/kubernetes#142368); a 1.38 tree (args).
package v1

import (
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

type T struct {
	// No duration is both at least a minute and at most 30 seconds.
	// +k8s:optional
	// +k8s:minimum="1m"
	// +k8s:maximum="30s"
	Window metav1.Duration `json:"window"`

	// An integer bound on a duration would mean nanoseconds.
	// +k8s:optional
	// +k8s:minimum=1
	Backoff time.Duration `json:"backoff"`

	// A quoted bound on an integer.
	// +k8s:optional
	// +k8s:maximum="1s"
	Seconds int64 `json:"seconds"`

	// Fine.
	// +k8s:optional
	// +k8s:minimum="1s"
	// +k8s:maximum="1m"
	Timeout *metav1.Duration `json:"timeout,omitempty"`
}
