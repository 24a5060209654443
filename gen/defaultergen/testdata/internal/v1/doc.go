// +k8s:defaulter-gen=TypeMeta
package v1
