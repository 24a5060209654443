package kubebuildermarker

// Root is what controller-gen makes a CRD of, so the package is read as
// controller-gen's.
// +kubebuilder:object:root=true
// +optional
type Root struct {
	// A typo: controller-gen ignores the marker without a word.
	// +kubebuilder:validation:MaxLenght=5
	A string `json:"a"`

	// The API server checks no such format.
	// +kubebuilder:validation:Format=hostname2
	B string `json:"b"`

	// [] is set for the CRD, unset for the Go code.
	// +optional
	C []string `json:"c"`

	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:ExclusiveMinimum=false
	D int32 `json:"d"`

	// +optional
	// +kubebuilder:validation:MaxItems=3
	Fine []string `json:"fine,omitempty"`
}
