// Package pkgoptional makes every field optional by default, as
// controller-gen reads the package marker.
//
// +kubebuilder:validation:Optional
package pkgoptional
