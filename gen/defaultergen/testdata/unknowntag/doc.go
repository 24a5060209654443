// +k8s:defaulter-gen=TypeMeta
// +k8s:defaulter-gen-typo=x
package unknowntag
