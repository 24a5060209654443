package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

type Broken struct {
	metav1.TypeMeta `json:",inline"`
	// +default={"labels": {"a": "b"}}
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BrokenSpec `json:"spec"`
}

var DefaultName = "computed"

type BrokenSpec struct {
	// +k8s:optional
	// +k8s:maxLength=3
	// +default="toolong"
	TooLong *string `json:"tooLong,omitempty"`

	// +default={"name": "x", "extra": 1}
	Unknown *Inner `json:"unknown,omitempty"`

	// +default={"name": "x"}
	Always Inner `json:"always"`

	// +default=ref(DefaultName)
	FromVar *string `json:"fromVar,omitempty"`

	// +default=ref(Missing)
	Missing *string `json:"missing,omitempty"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:maxLength=2
	Items []Word `json:"items,omitempty"`
}

type Inner struct {
	// +k8s:optional
	// +k8s:neq="x"
	// +default="x"
	Code *string `json:"code,omitempty"`

	Name string `json:"name,omitempty"`
}

// +default="long"
type Word string
