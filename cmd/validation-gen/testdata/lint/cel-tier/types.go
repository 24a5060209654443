// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil

// Package celtier has one CEL rule the compiler translates and one it
// leaves to the interpreted tier; -v says which is which, and why.
package celtier

// +kubebuilder:validation:XValidation:rule="self.min <= self.max",message="min must not exceed max"
type Range struct {
	Min int64 `json:"min"`
	Max int64 `json:"max"`
}

// +k8s:validation:cel[0]:rule="self.split('/').size() <= 2"
// +k8s:validation:cel[0]:message="at most one slash"
type Path string

// Config reaches both types, so that generation looks at their rules.
type Config struct {
	TypeMeta int

	// +k8s:optional
	Range *Range `json:"range,omitempty"`

	// +k8s:optional
	Path Path `json:"path,omitempty"`
}
