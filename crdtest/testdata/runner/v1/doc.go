// Package v1 is an API that embeds built-in types, the composition case
// of KEP-5073: a Runner carries a corev1.PodTemplateSpec and a
// batchv1.JobSpec, whose +k8s: tags (from k8s.io/api) come along into its
// generated Go validation and into its CRD.
//
// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil
// +groupName=runners.example.com
package v1

// The validation of the k8s.io/api types is generated into the sibling
// packages corev1, batchv1 and schedulingv1alpha3; the CRD into ../crds. A
// test in crdtest keeps all of it current (runnerConfig). The CRD needs no
// readonly package for Quantity, IntOrString and RawExtension: their schemas
// are built in.
//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/api/core/v1,k8s.io/api/batch/v1,k8s.io/api/scheduling/v1alpha3,k8s.io/apimachinery/pkg/apis/meta/v1,k8s.io/apimachinery/pkg/types,k8s.io/apimachinery/pkg/api/resource,k8s.io/apimachinery/pkg/util/intstr,k8s.io/apimachinery/pkg/runtime . ../corev1 ../batchv1 ../schedulingv1alpha3
//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen --readonly-pkg k8s.io/api/core/v1,k8s.io/api/batch/v1,k8s.io/api/scheduling/v1alpha3,k8s.io/apimachinery/pkg/apis/meta/v1,k8s.io/apimachinery/pkg/types,k8s.io/apimachinery/pkg/api/resource,k8s.io/apimachinery/pkg/util/intstr,k8s.io/apimachinery/pkg/runtime --crd-dir ../crds .
