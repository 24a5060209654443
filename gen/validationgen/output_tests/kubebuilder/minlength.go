package kubebuilder

// Lengths holds MinLength markers at each kind of place: a failure is
// reported as the API server reports the CRD's minLength (field.Invalid,
// kube-openapi's detail), not as +k8s:minLength's field.TooShort.
type Lengths struct {
	// +kubebuilder:validation:MinLength=2
	// +optional
	Code string `json:"code,omitempty"`

	// +kubebuilder:validation:items:MinLength=2
	// +optional
	Tags []string `json:"tags,omitempty"`

	// +optional
	Labels map[string]Label `json:"labels,omitempty"`

	// The +k8s: tag keeps Kubernetes' field.TooShort, in a package
	// written for controller-gen too.
	// +k8s:minLength=2
	// +optional
	Upstream string `json:"upstream,omitempty"`

	// MinProperties on a map, as the API server reports it too.
	// +kubebuilder:validation:MinProperties=2
	// +optional
	Pairs map[string]string `json:"pairs,omitempty"`

	// +k8s:minProperties=2
	// +optional
	UpstreamPairs map[string]string `json:"upstreamPairs,omitempty"`
}

// Label is a string type with its own MinLength, applied where it is used.
// +kubebuilder:validation:MinLength=3
type Label string
