package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Gizmo is the kit's root kind.
//
// +kubebuilder:resource:shortName=gz
type Gizmo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec GizmoSpec `json:"spec"`
}

// GizmoSpec holds one field per tag and place.
type GizmoSpec struct {
	// Scalars, by value and by pointer.

	// +k8s:required
	// +k8s:minLength=2
	// +k8s:maxLength=8
	Name string `json:"name"`
	// +k8s:optional
	// +k8s:maxLength=4
	Nickname string `json:"nickname,omitempty"`
	// +k8s:optional
	// +k8s:minimum=1
	// +k8s:maximum=5
	Replicas *int32 `json:"replicas,omitempty"`
	// +k8s:minimum=-3
	// +k8s:maximum=3
	Offset int64 `json:"offset"`
	// +k8s:optional
	Color Color `json:"color,omitempty"`
	// +k8s:optional
	Shade *Color `json:"shade,omitempty"`
	// +k8s:optional
	Weight *Weight `json:"weight,omitempty"`

	// Lists.

	// +k8s:optional
	// +k8s:listType=set
	// +k8s:maxItems=3
	Tags []string `json:"tags,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:minItems=1
	Weights []Weight `json:"weights,omitempty"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=protocol
	// +k8s:maxItems=2
	Ports []Port `json:"ports,omitempty"`
	// +k8s:optional
	Levels Levels `json:"levels,omitempty"`

	// Maps and nested structs.

	// +k8s:optional
	Quotas map[string]Weight `json:"quotas,omitempty"`
	// +k8s:optional
	Groups map[string][]Color `json:"groups,omitempty"`
	// +k8s:optional
	Owner *Owner `json:"owner,omitempty"`
	Inner Owner  `json:"inner"`

	// Rules that become CEL rules or newer keywords in the CRD.

	// +k8s:optional
	// +k8s:exclusiveMinimum=0
	// +k8s:exclusiveMaximum=4
	Share *int32 `json:"share,omitempty"`
	// +k8s:optional
	// +k8s:neq="ab"
	// +k8s:maxBytes=3
	// +k8s:pattern="^a"
	Code string `json:"code,omitempty"`
	// +k8s:optional
	// +k8s:format=k8s-short-name
	Host *string `json:"host,omitempty"`
	// +k8s:optional
	// +k8s:immutable
	Class string `json:"class,omitempty"`
	// +k8s:optional
	// +k8s:update=NoModify,NoClear
	Volume *string `json:"volume,omitempty"`
	// +k8s:optional
	// +k8s:update=NoSet
	Late int32 `json:"late,omitempty"`
	// +k8s:optional
	// +k8s:monotonic
	Generation int64 `json:"generation,omitempty"`
	// +k8s:forbidden
	Legacy string `json:"legacy,omitempty"`
	// +k8s:optional
	// +k8s:maxProperties=2
	// +k8s:eachKey=+k8s:maxLength=1
	// +k8s:eachVal=+k8s:neq="b"
	Notes map[string]string `json:"notes,omitempty"`
	// +k8s:optional
	// +k8s:dependentRequired(share)
	// +k8s:dependentForbidden(code)
	Link string `json:"link,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	Cat *string `json:"cat,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	Dog []string `json:"dog,omitempty"`
	// +k8s:optional
	Pet *Pet `json:"pet,omitempty"`

	// Duration bounds (kubernetes#142368), the URI and time formats and equalTo
	// (kubernetes#137967), so that the kit compares them too.

	// +k8s:optional
	// +k8s:minimum="1s"
	// +k8s:maximum="1h"
	Timeout *metav1.Duration `json:"timeout,omitempty"`
	// +k8s:optional
	// +k8s:format=k8s-duration
	Retry string `json:"retry,omitempty"`
	// +k8s:optional
	// +k8s:format=k8s-date-time
	Expires string `json:"expires,omitempty"`
	// +k8s:optional
	// +k8s:format=k8s-uri
	Endpoint string `json:"endpoint,omitempty"`
	// Booleans, so that random draws (and the filler's repairs) often
	// make them equal.
	// +k8s:optional
	// +k8s:equalTo("confirmArmed")
	Armed bool `json:"armed,omitempty"`
	// +k8s:optional
	ConfirmArmed bool `json:"confirmArmed,omitempty"`
}

// Pet is a discriminated union; the kit draws kinds from the member names.
type Pet struct {
	// +k8s:beta(since: "1.36")=+k8s:unionDiscriminator
	// +k8s:optional
	Kind PetKind `json:"kind,omitempty"`
	// +k8s:beta(since: "1.36")=+k8s:unionMember
	// +k8s:optional
	Fish *string `json:"fish,omitempty"`
	// +k8s:beta(since: "1.36")=+k8s:unionMember
	// +k8s:optional
	Bird string `json:"bird,omitempty"`
}

// +k8s:enum
type PetKind string

const (
	PetFish PetKind = "Fish"
	PetBird PetKind = "Bird"
)

// Weight is a typedef whose bounds apply wherever it is used.
//
// +k8s:minimum=1
// +k8s:maximum=9
type Weight int32

// Levels is a list typedef with its own list semantics.
//
// +k8s:listType=set
// +k8s:maxItems=2
type Levels []Weight

// +k8s:enum
type Color string

const (
	ColorRed   Color = "red"
	ColorGreen Color = "green"
	// +k8s:enumExclude
	ColorRetired Color = "mauve"
)

// Port is a map-list item: its keys must be set.
type Port struct {
	// +k8s:required
	// +k8s:maxLength=5
	Name string `json:"name"`
	// +k8s:required
	Protocol Color `json:"protocol"`
	// +k8s:optional
	// +k8s:minimum=1
	// +k8s:maximum=65535
	Number int32 `json:"number,omitempty"`
}

// Owner is a nested struct, by pointer and by value.
type Owner struct {
	// +k8s:optional
	// +k8s:minLength=1
	// +k8s:maxLength=3
	Team string `json:"team,omitempty"`
	// +k8s:optional
	// +k8s:maxItems=2
	Aliases []Color `json:"aliases,omitempty"`
}
