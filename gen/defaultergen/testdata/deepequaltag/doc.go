// v1.38 knows +k8s:validation-gen-deep-equal-func; known-tags-only
// accepts it on every release.
//
// +k8s:defaulter-gen=TypeMeta
// +k8s:validation-gen-deep-equal-func=Equal
package deepequaltag
