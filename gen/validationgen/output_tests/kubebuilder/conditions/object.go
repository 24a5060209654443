package conditions

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/runtime"
)

// Root is a runtime.Object (controller-gen's object generator writes these
// methods in a real project); TypeMeta gives GetObjectKind.

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
