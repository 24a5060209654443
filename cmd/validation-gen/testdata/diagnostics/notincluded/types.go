package notincluded

import "k8s.io/apimachinery/pkg/api/resource"

type T struct {
	TypeMeta int

	// +k8s:optional
	Limit *resource.Quantity `json:"limit"`

	// +k8s:optional
	Limits []resource.Quantity `json:"limits"`

	// +k8s:minimum=0
	Count int `json:"count"`
}
