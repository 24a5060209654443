package subfield

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// T holds one field per shape that +k8s:subfield reaches.
type T struct {
	TypeMeta int

	// A shared struct: rules for its fields come from the embedding field.
	// +k8s:subfield(name)=+k8s:required
	// +k8s:subfield(name)=+k8s:format=k8s-short-name
	// +k8s:subfield(namespace)=+k8s:maxLength=10
	// +k8s:subfield(generateName)=+k8s:immutable
	// +k8s:subfield(labels)=+k8s:maxProperties=2
	// +k8s:subfield(labels)=+k8s:eachVal=+k8s:maxLength=3
	// +k8s:subfield(finalizers)=+k8s:eachVal=+k8s:maxLength=5
	metav1.ObjectMeta `json:"metadata"`

	// The same struct through a pointer: checked when present; a new
	// pointer starts a new lifecycle for the update rule.
	// +k8s:subfield(name)=+k8s:maxLength=3
	// +k8s:subfield(generation)=+k8s:minimum=1
	// +k8s:subfield(uid)=+k8s:immutable
	OtherMeta *metav1.ObjectMeta `json:"otherMeta"`

	// A local struct with rules of its own: both apply.
	// +k8s:subfield(count)=+k8s:minimum=1
	// +k8s:subfield(name)=+k8s:minLength=2
	Inner Inner `json:"inner"`

	// +k8s:subfield(count)=+k8s:minimum=1
	InnerPtr *Inner `json:"innerPtr"`

	// Tags on the type declaration.
	Limited Limited `json:"limited"`

	LimitedPtr *Limited `json:"limitedPtr"`

	// A typedef of a typedef: both links' subfield rules apply.
	Tighter Tighter `json:"tighter"`

	// +k8s:eachVal=+k8s:subfield(count)=+k8s:minimum=1
	Items []Inner `json:"items"`

	// +k8s:eachVal=+k8s:subfield(count)=+k8s:minimum=1
	PtrItems []*Inner `json:"ptrItems"`

	// +k8s:eachVal=+k8s:subfield(count)=+k8s:minimum=1
	Values map[string]Inner `json:"values"`

	// A field promoted from an inlined struct.
	// +k8s:subfield(count)=+k8s:minimum=1
	Inlined Inlined `json:"inlined"`

	// Depth 3 through a list: subfield, eachVal, subfield.
	// +k8s:subfield(mids)=+k8s:eachVal=+k8s:subfield(leaf)=+k8s:maxLength=3
	Outer Outer `json:"outer"`

	// Depth 3 of subfields.
	// +k8s:subfield(mid)=+k8s:subfield(leaf)=+k8s:maxLength=3
	// +k8s:subfield(midPtr)=+k8s:subfield(leaf)=+k8s:maxLength=3
	Deep Outer `json:"deep"`

	// Depth 4: a subfield of a subfield whose value is a list.
	// +k8s:subfield(mid)=+k8s:subfield(tags)=+k8s:eachVal=+k8s:maxLength=3
	Deeper Outer `json:"deeper"`

	// The KEP's PersistentVolume example: set once through subfield.
	// +k8s:subfield(name)=+k8s:update=NoModify,NoClear
	// +k8s:subfield(countPtr)=+k8s:update=NoSet
	Bound Inner `json:"bound"`
}

// Inner has a rule of its own.
type Inner struct {
	// +k8s:maxLength=5
	Name string `json:"name"`

	Count int `json:"count"`

	CountPtr *int `json:"countPtr"`
}

// Limited caps Inner's count.
// +k8s:subfield(count)=+k8s:maximum=5
type Limited Inner

// Tighter adds a name rule to Limited's count rule.
// +k8s:subfield(name)=+k8s:maxLength=3
type Tighter Limited

// Inlined promotes Inner's fields.
type Inlined struct {
	Inner `json:",inline"`
}

// Outer nests Mid in a list, a field and a pointer.
type Outer struct {
	Mids   []Mid `json:"mids"`
	Mid    Mid   `json:"mid"`
	MidPtr *Mid  `json:"midPtr"`
}

// Mid holds the leaf fields.
type Mid struct {
	Leaf string   `json:"leaf"`
	Tags []string `json:"tags"`
}
