// +k8s:defaulter-gen=TypeMeta

// Package notobject has a kind without deepcopy functions: it is not a
// runtime.Object, so RegisterDefaults cannot register it.
package notobject
