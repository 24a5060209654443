// Package v1 is the served and stored version of kbcrd's kinds: the CRD
// markers (resource names, printer columns, deprecation, subresources) in
// every spelling controller-gen v0.23 accepts, the types controller-gen
// knows (its known_types.go) and an ObjectMeta in a template, for the
// comparison of --crd-dir with controller-gen (TestControllerGenEquivalence
// and TestControllerGenCRDMetadata in crdtest).
// +groupName=crd.kubedv.io
// +kubebuilder:object:generate=true
package v1

import (
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	apiextensionsv1beta1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1beta1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Holder has every argument of +kubebuilder:resource and
// +kubebuilder:printcolumn as a raw string, and the types controller-gen
// knows.
// +kubebuilder:object:root=true
// +kubebuilder:storageversion
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=`holderz`,singular=`holdr`,scope=`Cluster`,shortName={`hd`,"hld", hl},categories={`all`,kubedv}
// +kubebuilder:printcolumn:name=`Ready`,type=`boolean`,JSONPath=`.status.ready`,description=`Ready, "really"`,format=`byte`,priority=1
// +kubebuilder:printcolumn:name="Age",type="date",JSONPath=".metadata.creationTimestamp"
// +kubebuilder:printcolumn:name=Size, type=integer, JSONPath=`.spec.size`, priority=0
// +kubebuilder:deprecatedversion:warning=`crd.kubedv.io/v1 Holder is deprecated; use v2`
// +kubebuilder:selectablefield:JSONPath=`.spec.phase`
// +kubebuilder:selectablefield:JSONPath=".spec.replicas"
// +kubebuilder:metadata:annotations="crd.kubedv.io/owner=kubedv",labels={"app=kubedv", `tier=test`}
type Holder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   HolderSpec   `json:"spec"`
	Status HolderStatus `json:"status,omitempty"`
}

// HolderSpec has a field of each type controller-gen knows.
// +kubebuilder:externalDocs:url="https://example.com/holder-spec",description=`the spec, "whole"`
type HolderSpec struct {
	// Any JSON value: a string as well as an object.
	Value apiextensionsv1.JSON `json:"value"`
	// +optional
	ValuePtr *apiextensionsv1.JSON `json:"valuePtr,omitempty"`
	// +optional
	Values []apiextensionsv1.JSON `json:"values,omitempty"`
	// +optional
	ValueMap map[string]apiextensionsv1.JSON `json:"valueMap,omitempty"`
	// The v1beta1 JSON, any JSON value too.
	// +optional
	OldValue *apiextensionsv1beta1.JSON `json:"oldValue,omitempty"`
	// +optional
	Raw runtime.RawExtension `json:"raw,omitempty"`
	// +optional
	RawPtr *runtime.RawExtension `json:"rawPtr,omitempty"`
	// An object whose content the API server prunes.
	// +optional
	Object *unstructured.Unstructured `json:"object,omitempty"`
	// Kept whole.
	// +optional
	// +kubebuilder:pruning:PreserveUnknownFields
	KeptObject *unstructured.Unstructured `json:"keptObject,omitempty"`
	// +optional
	Fields *metav1.FieldsV1 `json:"fields,omitempty"`
	// +optional
	Time metav1.Time `json:"time,omitempty"`
	// +optional
	MicroTime *metav1.MicroTime `json:"microTime,omitempty"`
	// +optional
	Duration metav1.Duration `json:"duration,omitempty"`
	// +optional
	Size resource.Quantity `json:"size,omitempty"`
	// +optional
	Port intstr.IntOrString `json:"port,omitempty"`
	// A field to select by.
	// +optional
	// +kubebuilder:externalDocs:url=`https://example.com/phase`
	Phase string `json:"phase,omitempty"`
	// +optional
	Replicas int32 `json:"replicas,omitempty"`
	// A template with its own metadata.
	// +optional
	Template *Template `json:"template,omitempty"`
}

// Template is an object's template.
type Template struct {
	// The metadata of the objects made from it.
	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`
}

// HolderStatus is the observed state.
type HolderStatus struct {
	// +optional
	Ready bool `json:"ready,omitempty"`
}

// Column has printer columns and no subresource marker: controller-gen
// writes subresources: {} for it.
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Phase",type="string",JSONPath=".spec.phase"
// +kubebuilder:externalDocs:url=/docs/column
type Column struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ColumnSpec `json:"spec,omitempty"`
}

// ColumnSpec is Column's spec.
// +kubebuilder:externalDocs:url="https://example.com/column-spec"
type ColumnSpec struct {
	// +optional
	Phase string `json:"phase,omitempty"`
	// The field's own docs replace its type's.
	// +optional
	// +kubebuilder:externalDocs:url="https://example.com/inner",description="inner"
	Inner *ColumnSpec2 `json:"inner,omitempty"`
}

// ColumnSpec2 has docs of its own.
// +kubebuilder:externalDocs:url="https://example.com/spec2",description="spec2"
type ColumnSpec2 struct {
	// +optional
	Items []ColumnSpec3 `json:"items,omitempty"`
}

// ColumnSpec3 is a list item with docs.
// +kubebuilder:externalDocs:url="https://example.com/spec3"
type ColumnSpec3 struct {
	// +optional
	Name string `json:"name,omitempty"`
}

// Bare has neither printer columns nor subresources: no subresources.
// +kubebuilder:object:root=true
// +kubebuilder:resource:shortName=br;bre
type Bare struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Spec ColumnSpec `json:"spec,omitempty"`
}

// Scaled has the scale subresource, its paths as raw strings.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:scale:specpath=`.spec.replicas`,statuspath=`.status.replicas`,selectorpath=`.status.selector`
type Scaled struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Spec ScaledSpec `json:"spec,omitempty"`
	// +optional
	Status ScaledStatus `json:"status,omitempty"`
}

// ScaledSpec is Scaled's spec.
type ScaledSpec struct {
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`
}

// ScaledStatus is Scaled's status.
type ScaledStatus struct {
	// +optional
	Replicas int32 `json:"replicas,omitempty"`
	// +optional
	Selector string `json:"selector,omitempty"`
}
