// +k8s:defaulter-gen=TypeMeta

// Package staleother has a generated file of another generator that
// refers to a type no longer declared, as until that generator runs again:
// the package is checked all the same.
package staleother
