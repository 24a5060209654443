// +k8s:defaulter-gen=TypeMeta

// Package stale has a generated file from an earlier run (x.go) that no
// longer parses: it is replaced, so it is read as empty.
package stale
