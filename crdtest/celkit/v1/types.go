package v1

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Rocket is the kit's root kind for CEL rules.
//
// +kubebuilder:resource:shortName=rk
// +kubebuilder:validation:XValidation:rule="self.metadata.name.size() <= 20 && self.kind == 'Rocket'",message="name too long"
type Rocket struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec RocketSpec `json:"spec"`
}

// Stage is a typedef with a rule of its own.
// +k8s:maxLength=16
// +k8s:validation:cel[0]:rule="self.startsWith('s')"
// +k8s:validation:cel[0]:message="must start with s"
type Stage string

// Window is checked as a whole: a cross-field rule with fieldPath and
// messageExpression.
// +kubebuilder:validation:XValidation:rule="self.start <= self.end",messageExpression="self.end < 0 ? 'end is negative' : 'start is after end'",fieldPath=".start"
type Window struct {
	Start int32 `json:"start"`
	End   int32 `json:"end"`
}

// Engine is a listType=map item with a transition rule on a field.
type Engine struct {
	// +k8s:required
	// +k8s:maxLength=8
	Name string `json:"name"`
	// +k8s:validation:cel[0]:rule="self >= oldSelf"
	// +k8s:validation:cel[0]:message="thrust may not decrease"
	Thrust int32 `json:"thrust"`
}

// CrewMember is a flat object: scalars and a nested flat object, so that
// CEL's == on it and on lists of it is compiled.
type CrewMember struct {
	// +k8s:maxLength=8
	Name string `json:"name"`
	// +optional
	Seat *int32 `json:"seat,omitempty"`
	// +optional
	Badge Badge `json:"badge,omitempty"`
}

type Badge struct {
	// +k8s:maxLength=8
	// +optional
	Rank string `json:"rank,omitempty"`
}

// Selector holds a map, an atomic list of objects and a set inside an
// object: CEL's == on it compares each as its schema says.
type Selector struct {
	// +k8s:maxProperties=4
	// +k8s:eachKey=+k8s:maxLength=8
	// +k8s:eachVal=+k8s:maxLength=8
	// +optional
	MatchLabels map[string]string `json:"matchLabels,omitempty"`
	// +k8s:listType=atomic
	// +k8s:maxItems=4
	// +optional
	MatchExpressions []Requirement `json:"matchExpressions,omitempty"`
	// +k8s:listType=set
	// +k8s:maxItems=4
	// +k8s:eachVal=+k8s:maxLength=8
	// +optional
	Zones []string `json:"zones,omitempty"`
}

type Requirement struct {
	// +k8s:maxLength=8
	Key string `json:"key"`
	// +k8s:listType=atomic
	// +k8s:maxItems=4
	// +k8s:eachVal=+k8s:maxLength=8
	// +optional
	Values []string `json:"values,omitempty"`
}

// RocketSpec holds one field per form.
// +k8s:validation:cel[0]:rule="!has(self.payload) || self.mode == 'cargo'"
// +k8s:validation:cel[0]:message="payload only in cargo mode"
// +k8s:validation:cel[0]:reason="FieldValueForbidden"
// +k8s:validation:cel[0]:fieldPath=".payload"
// +kubebuilder:validation:XValidation:rule="!has(self.reserve) || has(self.launchedAt)",message="a reserve needs a launch time"
// +kubebuilder:validation:XValidation:rule="!has(self.captain) || !has(oldSelf.captain) || self.captain == oldSelf.captain",message="the captain may not change"
// +kubebuilder:validation:XValidation:rule="!has(self.selector) || !has(oldSelf.selector) || self.selector == oldSelf.selector",message="the selector may not change"
type RocketSpec struct {
	// +k8s:maxLength=8
	// +k8s:validation:cel[0]:rule="self in ['cargo', 'crew', 'test']"
	// +k8s:validation:cel[0]:message="unknown mode"
	Mode string `json:"mode"`

	// +k8s:maxLength=8
	// +optional
	Payload *string `json:"payload,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self % 2 == 0",message="must be even",reason=FieldValueInvalid
	// +optional
	Fuel *int64 `json:"fuel,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self >= oldSelf",message="altitude may not decrease"
	Altitude int32 `json:"altitude"`

	// +k8s:maxLength=8
	// +k8s:validation:cel[0]:rule="oldSelf.hasValue() || self == 'new'"
	// +k8s:validation:cel[0]:message="must be created new"
	// +k8s:validation:cel[0]:optionalOldSelf=true
	Status string `json:"status"`

	// +k8s:maxLength=8
	// +k8s:validation:cel[0]:rule="self.size() >= 2"
	// +k8s:validation:cel[0]:message="at least 2 characters"
	// +optional
	Label string `json:"label,omitempty"`

	Stage    Stage  `json:"stage"`
	StagePtr *Stage `json:"stagePtr,omitempty"`

	Window Window `json:"window"`

	// +k8s:maxItems=4
	// +k8s:eachVal=+k8s:maxLength=6
	// +k8s:eachVal=+k8s:validation:cel[0]:rule="self != 'bad'"
	// +k8s:eachVal=+k8s:validation:cel[0]:messageExpression="'tag ' + self + ' is bad'"
	// +kubebuilder:validation:XValidation:rule="self.all(x, x.size() > 0)",message="no empty tags"
	// +optional
	Tags []string `json:"tags,omitempty"`

	// +k8s:maxProperties=4
	// +k8s:eachKey=+k8s:maxLength=8
	// +k8s:validation:cel[0]:rule="self.all(k, self[k] >= 0)"
	// +k8s:validation:cel[0]:message="no negative limits"
	// +optional
	Limits map[string]int32 `json:"limits,omitempty"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:maxItems=4
	// +optional
	Engines []Engine `json:"engines,omitempty"`

	// Reserve and LaunchedAt have JSON forms of their own: the rules only
	// test their presence.
	// +optional
	Reserve *resource.Quantity `json:"reserve,omitempty"`
	// +optional
	LaunchedAt *metav1.Time `json:"launchedAt,omitempty"`

	// +k8s:listType=atomic
	// +k8s:maxItems=3
	// +kubebuilder:validation:XValidation:rule="self == oldSelf || oldSelf.size() == 0",message="the crew is fixed once named"
	// +optional
	Crew []CrewMember `json:"crew,omitempty"`
	// +optional
	Captain *CrewMember `json:"captain,omitempty"`
	// +optional
	Selector *Selector `json:"selector,omitempty"`
}
