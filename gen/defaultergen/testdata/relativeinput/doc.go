// +k8s:defaulter-gen=TypeMeta
// +k8s:defaulter-gen-input=../other
package relativeinput
