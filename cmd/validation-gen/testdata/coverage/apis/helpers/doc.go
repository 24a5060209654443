// +k8s:validation-gen=TypesWithField=TypeMeta

// Package helpers is not a versioned API package: no fixtures.
package helpers
