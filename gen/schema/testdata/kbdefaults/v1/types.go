// +groupName=kb.example.com
// +kubebuilder:object:generate=true

// Package v1 is written for controller-gen: +kubebuilder:default in
// controller-gen's value syntax.
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +kubebuilder:object:root=true
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ThingSpec `json:"spec"`
}

type ThingSpec struct {
	// +kubebuilder:default=Always
	Policy *string `json:"policy,omitempty"`
	// +kubebuilder:default="a b"
	Quoted *string `json:"quoted,omitempty"`
	// +kubebuilder:default=3
	Count int32 `json:"count,omitempty"`
	// Zero values are written too, as controller-gen writes them.
	// +kubebuilder:default=0
	Zero int32 `json:"zero,omitempty"`
	// +kubebuilder:default=1.5
	Ratio *float64 `json:"ratio,omitempty"`
	// +kubebuilder:default=true
	On *bool `json:"on,omitempty"`
	// +kubebuilder:default={80,443}
	Ports []int32 `json:"ports,omitempty"`
	// {} on a list is [], as controller-gen writes it.
	// +kubebuilder:default={}
	Empty []string `json:"empty,omitempty"`
	// +kubebuilder:default={a: "1", b: x}
	Labels map[string]string `json:"labels,omitempty"`
	// A non-pointer struct's default is written too.
	// +kubebuilder:default={name: n, port: 8080}
	Sub Sub `json:"sub,omitempty,omitzero"`
	// It wins over +default, as controller-gen applies it last.
	// +default="plain"
	// +kubebuilder:default=marker
	Both *string `json:"both,omitempty"`
	// No {} is written for a struct whose fields have defaults
	// (controller-gen writes none).
	Plain Sub `json:"plain"`
	// An empty object default is written, as controller-gen writes it: the
	// API server then defaults the fields of an absent object, as Go does.
	// +default={}
	Filled Sub `json:"filled"`
}

type Sub struct {
	// +kubebuilder:default=anonymous
	Name string `json:"name,omitempty"`
	Port int32  `json:"port,omitempty"`
}
