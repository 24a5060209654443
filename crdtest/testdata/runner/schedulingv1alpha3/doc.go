// Package schedulingv1alpha3 holds the generated validation of the types of
// k8s.io/api/scheduling/v1alpha3, as Kubernetes' pkg/apis/scheduling/v1alpha3 does, so that the
// runner API's generated validation can call it.
//
// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil
// +k8s:validation-gen-input=k8s.io/api/scheduling/v1alpha3
package schedulingv1alpha3
