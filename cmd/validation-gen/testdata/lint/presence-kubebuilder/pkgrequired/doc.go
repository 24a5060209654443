// Package pkgrequired makes every field required by default, as
// controller-gen reads the package marker.
//
// +kubebuilder:validation:Required
package pkgrequired
