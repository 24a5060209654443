package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Contraption is the kit's root kind for the rules a CRD places on an
// ancestor of the value they check: +k8s:subfield, +k8s:item, +k8s:ifMode
// and field-reference bounds.
//
// +kubebuilder:resource:shortName=ct
type Contraption struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ContraptionSpec `json:"spec"`
}

// ContraptionSpec holds one field per form.
type ContraptionSpec struct {
	// Subfields: of a struct pointer, a struct value, nested, and on a
	// typedef.

	// +k8s:optional
	// +k8s:subfield(team)=+k8s:required
	// +k8s:subfield(team)=+k8s:maxLength=2
	// +k8s:subfield(aliases)=+k8s:maxItems=1
	Lead *Owner `json:"lead,omitempty"`
	// +k8s:subfield(team)=+k8s:forbidden
	Backup Owner `json:"backup"`
	// +k8s:optional
	// +k8s:subfield(inner)=+k8s:subfield(team)=+k8s:neq="ab"
	Nest *Nest `json:"nest,omitempty"`
	// +k8s:optional
	Crew *Crew `json:"crew,omitempty"`

	// Items of a map list: checks of one item's fields, a union of
	// items, and update rules of one item.

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Ready")=+k8s:subfield(reason)=+k8s:required
	// +k8s:item(type: "Ready")=+k8s:subfield(reason)=+k8s:maxLength=2
	// +k8s:item(type: "Stalled")=+k8s:subfield(count)=+k8s:maximum=3
	// +k8s:item(type: "Approved")=+k8s:zeroOrOneOfMember
	// +k8s:item(type: "Denied")=+k8s:zeroOrOneOfMember
	// +k8s:item(type: "Pinned")=+k8s:update=NoModify,NoClear
	Conditions []Condition `json:"conditions,omitempty"`

	// Modes.

	// +k8s:optional
	Schedule *Schedule `json:"schedule,omitempty"`
	// +k8s:optional
	Engine *Engine `json:"engine,omitempty"`

	// Field-reference bounds, by a sibling and by a nested pointer.

	// +k8s:optional
	// +k8s:minimum(constraint: floor)
	// +k8s:maximum(constraint: limits.max)
	Level *int32 `json:"level,omitempty"`
	Floor int32  `json:"floor"`
	// +k8s:optional
	Limits *Limits `json:"limits,omitempty"`
	// +k8s:optional
	// +k8s:exclusiveMinimum(constraint: window.start)
	Stop   *int32 `json:"stop,omitempty"`
	Window Window `json:"window"`

	// A union of items declared with the KEP's virtual-field tags, and a
	// selected item whose subfields nest.

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:union(union: verdict)
	// +k8s:listMapItem(type: "Approved")=+k8s:memberOf(group: verdict)
	// +k8s:listMapItem(type: "Denied")=+k8s:memberOf(group: verdict)
	// +k8s:item(type: "Ready")=+k8s:subfield(owner)=+k8s:subfield(team)=+k8s:neq="ab"
	// +k8s:item(type: "Ready")=+k8s:subfield(owner)=+k8s:required
	Verdicts []Verdict `json:"verdicts,omitempty"`
}

// Window is reached by a bound's constraint path through a value that is
// not a pointer: a missing one is zero.
type Window struct {
	// +k8s:optional
	Start int32 `json:"start,omitempty"`
}

// Verdict is an item of a map list with a nested struct.
type Verdict struct {
	// +k8s:required
	Type ConditionType `json:"type"`
	// +k8s:optional
	Owner *Owner `json:"owner,omitempty"`
}

// Engine has two modalities: a boolean pointer and an integer.
type Engine struct {
	// +k8s:modeDiscriminator(modality: power)
	// +k8s:optional
	Electric *bool `json:"electric,omitempty"`
	// +k8s:modeDiscriminator(modality: size)
	// +k8s:minimum=0
	// +k8s:maximum=4
	Cylinders int32 `json:"cylinders"`
	// +k8s:optional
	// +k8s:ifMode(modality: power, mode: "true")=+k8s:maximum=3
	Volts int32 `json:"volts,omitempty"`
	// +k8s:optional
	// +k8s:ifMode(modality: size, mode: 2)=+k8s:maxLength=1
	// +k8s:ifMode(modality: size, mode: 4)=+k8s:maxLength=2
	Layout string `json:"layout,omitempty"`
}

// Nest holds a struct whose field a subfield chain reaches.
type Nest struct {
	Inner Owner `json:"inner"`
}

// Crew is a typedef of a struct whose subfield tag applies wherever it is
// used.
//
// +k8s:subfield(team)=+k8s:minLength=2
type Crew Owner

// Condition is an item of a map list keyed by type.
type Condition struct {
	// +k8s:required
	Type ConditionType `json:"type"`
	// +k8s:optional
	Reason string `json:"reason,omitempty"`
	// +k8s:optional
	Count int32 `json:"count,omitempty"`
}

// +k8s:enum
type ConditionType string

const (
	ConditionReady    ConditionType = "Ready"
	ConditionStalled  ConditionType = "Stalled"
	ConditionApproved ConditionType = "Approved"
	ConditionDenied   ConditionType = "Denied"
	ConditionPinned   ConditionType = "Pinned"
)

// Schedule has modes: its fields depend on the mode.
type Schedule struct {
	// +k8s:modeDiscriminator
	// +k8s:optional
	Mode ScheduleMode `json:"mode,omitempty"`
	// +k8s:optional
	// +k8s:ifMode("Fixed")=+k8s:required
	// +k8s:ifMode("Fixed")=+k8s:minimum=1
	Interval *int32 `json:"interval,omitempty"`
	// +k8s:optional
	// +k8s:ifMode("Cron")=+k8s:maxLength=2
	// +k8s:ifMode("Manual")=+k8s:neq="b"
	Expr string `json:"expr,omitempty"`
}

// +k8s:enum
type ScheduleMode string

const (
	ScheduleFixed  ScheduleMode = "Fixed"
	ScheduleCron   ScheduleMode = "Cron"
	ScheduleManual ScheduleMode = "Manual"
)

// Limits is reached by a bound's constraint path.
type Limits struct {
	// +k8s:optional
	Max *int32 `json:"max,omitempty"`
}
