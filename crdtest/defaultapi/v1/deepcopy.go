package v1

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/runtime"
)

// DeepCopyObject makes Preset a runtime.Object, which the generated
// RegisterDefaults needs. Every field of Preset is JSON data, so a JSON
// round trip copies it exactly.
func (in *Preset) DeepCopyObject() runtime.Object {
	out := &Preset{}
	data, err := json.Marshal(in)
	if err == nil {
		err = json.Unmarshal(data, out)
	}
	if err != nil {
		panic("Preset holds only JSON data, yet its copy failed: " + err.Error())
	}
	return out
}
