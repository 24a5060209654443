package pkgrequired

type Spec struct {
	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="immutable"
	Name string `json:"name"`
}
