// Package types declares API types without any generator tags.
package types

import (
	"encoding/json"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

type Server struct {
	metav1.TypeMeta `json:",inline"`

	Replicas *int32 `json:"replicas,omitempty"`
	// +default="TCP"
	Protocol Protocol `json:"protocol,omitempty"`
	// +default=ref(DefaultPort)
	Port *int32 `json:"port,omitempty"`
}

type Protocol string

const DefaultPort = 80

func (in *Server) DeepCopyObject() runtime.Object {
	b, err := json.Marshal(in)
	if err != nil {
		panic(err)
	}
	out := &Server{}
	if err := json.Unmarshal(b, out); err != nil {
		panic(err)
	}
	return out
}
