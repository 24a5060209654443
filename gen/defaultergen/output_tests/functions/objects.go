package functions

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// The registered types must be runtime.Objects. The scheme never copies
// while defaulting; a JSON round trip copies what the API serializes.

func jsonCopy[T any](in *T) *T {
	b, err := json.Marshal(in)
	if err != nil {
		panic(err)
	}
	out := new(T)
	if err := json.Unmarshal(b, out); err != nil {
		panic(err)
	}
	return out
}

func (in *Root) DeepCopyObject() runtime.Object       { return jsonCopy(in) }
func (in *OptedOut) DeepCopyObject() runtime.Object   { return jsonCopy(in) }
func (in *NoDefaults) DeepCopyObject() runtime.Object { return jsonCopy(in) }
func (in *OptedIn) DeepCopyObject() runtime.Object    { return jsonCopy(in) }
func (in *Node) DeepCopyObject() runtime.Object       { return jsonCopy(in) }

func (in *OptedIn) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }
func (in *Node) GetObjectKind() schema.ObjectKind    { return schema.EmptyObjectKind }
