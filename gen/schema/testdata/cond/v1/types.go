// +groupName=cond.example.com

// Package v1 holds the tags whose CRD rules sit on an ancestor of the
// value they check: +k8s:subfield, +k8s:item, +k8s:ifMode and bounds by
// another field.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Rig is the root kind.
type Rig struct {
	metav1.TypeMeta `json:",inline"`
	// The API server checks this already: nothing to write.
	// +k8s:subfield(name)=+k8s:optional
	// +k8s:subfield(name)=+k8s:format=k8s-long-name
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec RigSpec `json:"spec"`
}

type RigSpec struct {
	// +k8s:optional
	// +k8s:subfield(name)=+k8s:required
	// +k8s:subfield(name)=+k8s:format=k8s-short-name
	// +k8s:subfield(parts)=+k8s:maxItems=4
	// +k8s:subfield(ref)=+k8s:subfield(kind)=+k8s:maxLength=8
	// +k8s:subfield(ref)=+k8s:immutable
	Part *Part `json:"part,omitempty"`
	// +k8s:subfield(cat)=+k8s:zeroOrOneOfMember
	// +k8s:subfield(dog)=+k8s:zeroOrOneOfMember
	Pets Pets `json:"pets"`

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:listMapKey=port
	// +k8s:maxItems=16
	// +k8s:item(type: "Ready", port: 80)=+k8s:subfield(reason)=+k8s:neq="Late"
	// +k8s:item(type: "Ready", port: 80)=+k8s:subfield(message)=+k8s:forbidden
	// +k8s:item(type: "Done", port: 80)=+k8s:subfield(note)=+k8s:format=k8s-long-name
	// +k8s:item(type: "Done", port: 80)=+k8s:unionMember
	// +k8s:item(type: "Failed", port: 80)=+k8s:unionMember
	// +k8s:item(type: "Held", port: 1)=+k8s:update=NoModify,NoRemoveItem
	Conditions []Condition `json:"conditions,omitempty"`

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:listMapKey=port
	// +k8s:union(union: terminal)
	// +k8s:listMapItem(type: "Succeeded", port: 1)=+k8s:memberOf(group: terminal)
	// +k8s:listMapItem(type: "Failed", port: 1)=+k8s:memberOf(group: terminal)
	Phases []Condition `json:"phases,omitempty"`

	// +k8s:optional
	Engine *Engine `json:"engine,omitempty"`

	// +k8s:optional
	// +k8s:exclusiveMaximum(constraint: window.end)
	Start *int64 `json:"start,omitempty"`
	// +k8s:optional
	Window Window `json:"window,omitempty"`
}

type Part struct {
	// +k8s:optional
	Name string `json:"name,omitempty"`
	// +k8s:optional
	Parts []string `json:"parts,omitempty"`
	// +k8s:optional
	Ref *Ref `json:"ref,omitempty"`
}

type Ref struct {
	// +k8s:optional
	Kind string `json:"kind,omitempty"`
}

type Pets struct {
	// +k8s:optional
	Cat *string `json:"cat,omitempty"`
	// +k8s:optional
	Dog *string `json:"dog,omitempty"`
}

type Condition struct {
	// +k8s:required
	Type string `json:"type"`
	// +k8s:required
	Port int32 `json:"port"`
	// +k8s:optional
	Reason Reason `json:"reason,omitempty"`
	// +k8s:optional
	Message string `json:"message,omitempty"`
	// +k8s:optional
	// +k8s:maxLength=253
	Note string `json:"note,omitempty"`
}

// +k8s:enum
type Reason string

const (
	ReasonFine Reason = "Fine"
	ReasonLate Reason = "Late"
)

// Engine has two modalities: a boolean and an integer one.
type Engine struct {
	// +k8s:modeDiscriminator(modality: power)
	// +k8s:optional
	Electric *bool `json:"electric,omitempty"`
	// +k8s:modeDiscriminator(modality: size)
	Cylinders int32 `json:"cylinders"`
	// +k8s:optional
	// +k8s:ifMode(modality: power, mode: "true")=+k8s:maximum=400
	Volts int32 `json:"volts,omitempty"`
	// +k8s:optional
	// +k8s:ifMode(modality: size, mode: 4)=+k8s:maxLength=4
	// +k8s:ifMode(modality: size, mode: 6)=+k8s:maxLength=6
	Layout string `json:"layout,omitempty"`
}

type Window struct {
	// +k8s:optional
	End int64 `json:"end,omitempty"`
}
