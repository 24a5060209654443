// +k8s:defaulter-gen=TypeMeta
package structdefault
