// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil

// Package generatepastmalformed has a line that does not parse in one
// type: lint still reports the next type's CEL rule that generation will
// refuse once it parses, and leaves the rules of the broken type alone.
package generatepastmalformed
