// Package batchv1 holds the generated validation of the types of
// k8s.io/api/batch/v1, as Kubernetes' pkg/apis/batch/v1 does, so that the
// runner API's generated validation can call it.
//
// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-input=k8s.io/api/batch/v1
package batchv1
