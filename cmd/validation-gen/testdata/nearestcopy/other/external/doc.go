// +k8s:validation-gen=*
// +k8s:validation-gen-input=github.com/kubedv/kubedv/cmd/validation-gen/testdata/nearestcopy/types
// +k8s:validation-gen-scheme-registry=nil

// Package external holds a second copy of ../../types' functions, nearer
// ../consumer than ../../registered is.
package external
