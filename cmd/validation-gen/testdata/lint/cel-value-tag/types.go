// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil

// Package celvaluetag has CEL rules that only restate value tags, and rules
// that do more (a cross-field check, a custom reason), which lint leaves
// alone.
package celvaluetag

type T struct {
	// +k8s:optional
	// +k8s:validation:cel[0]:rule="self.size() <= 10"
	// +k8s:validation:cel[0]:message="at most 10 characters"
	Name string `json:"name,omitempty"`

	// +k8s:optional
	// +kubebuilder:validation:XValidation:rule="self >= 1 && self < 100",message="must be between 1 and 99"
	Count int32 `json:"count,omitempty"`

	// +k8s:optional
	// +k8s:validation:cel[0]:rule="size(self) > 0"
	// +k8s:validation:cel[0]:message="at least one tag"
	Tags []string `json:"tags,omitempty"`

	// +k8s:optional
	// +k8s:validation:cel[0]:rule="self == oldSelf"
	// +k8s:validation:cel[0]:message="immutable"
	Owner string `json:"owner,omitempty"`

	// A custom reason is more than a tag can say.
	// +k8s:optional
	// +kubebuilder:validation:XValidation:rule="self.size() <= 5",reason=FieldValueForbidden
	Code string `json:"code,omitempty"`
}

// A cross-field rule restates no tag.
// +k8s:validation:cel[0]:rule="self.min <= self.max"
// +k8s:validation:cel[0]:message="min must not exceed max"
type Range struct {
	Min int64 `json:"min"`
	Max int64 `json:"max"`
}
