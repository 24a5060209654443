package kubebuilder

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// Root is a runtime.Object, so that defaulter-gen's RegisterDefaults can
// add its defaulter to a scheme (controller-gen's object generator writes
// these methods in a real project).

func (r *Root) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

// DeepCopyObject copies through JSON, as the API server stores the object.
func (r *Root) DeepCopyObject() runtime.Object {
	data, err := json.Marshal(r)
	if err != nil {
		panic(err) // every field of Root marshals
	}
	out := &Root{}
	if err := json.Unmarshal(data, out); err != nil {
		panic(err)
	}
	return out
}
