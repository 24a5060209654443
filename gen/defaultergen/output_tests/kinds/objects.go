package kinds

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/runtime"
)

// DeepCopyObject makes Widget a runtime.Object for the scheme (which never
// calls it while defaulting). A JSON round trip copies what the API
// serializes; empty lists and maps with omitempty come back nil.
func (in *Widget) DeepCopyObject() runtime.Object {
	b, err := json.Marshal(in)
	if err != nil {
		panic(err)
	}
	out := &Widget{}
	if err := json.Unmarshal(b, out); err != nil {
		panic(err)
	}
	return out
}
