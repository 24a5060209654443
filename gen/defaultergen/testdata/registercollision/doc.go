// +k8s:defaulter-gen=TypeMeta

// Package registercollision declares RegisterDefaults by hand, which the
// generated file declares too.
package registercollision
