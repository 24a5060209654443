package options

// Gated depends on the options A and B.
type Gated struct {
	TypeMeta int

	// +k8s:ifEnabled(A)=+k8s:minimum=1
	WhenA int `json:"whenA"`

	// +k8s:ifDisabled(A)=+k8s:maxLength=3
	UnlessA string `json:"unlessA"`

	// The unconditional check runs whatever the options.
	// +k8s:ifEnabled(A)=+k8s:minimum=1
	// +k8s:maximum=10
	PtrWhenA *int `json:"ptrWhenA"`

	// Nested conditions: both must hold.
	// +k8s:ifEnabled(A)=+k8s:ifDisabled(B)=+k8s:minimum=5
	AAndNotB int `json:"aAndNotB"`

	// A condition around a chain, and a chain around a condition.
	// +k8s:ifEnabled(A)=+k8s:eachVal=+k8s:minimum=0
	// +k8s:eachVal=+k8s:ifEnabled(B)=+k8s:maximum=9
	Items []int `json:"items"`

	// +k8s:eachKey=+k8s:ifEnabled(A)=+k8s:maxLength=2
	// +k8s:eachVal=+k8s:ifDisabled(B)=+k8s:minLength=1
	Labels map[string]string `json:"labels"`

	// +k8s:ifEnabled(B)=+k8s:immutable
	Frozen string `json:"frozen"`

	Name Name `json:"name"`

	NamePtr *Name `json:"namePtr"`

	// Both links of ShortName -> Name apply under their own conditions.
	Short ShortName `json:"short"`

	Inner Inner `json:"inner"`

	InnerPtr *Inner `json:"innerPtr"`
}

// Name is limited while A is enabled.
// +k8s:ifEnabled(A)=+k8s:maxLength=3
type Name string

// ShortName must not be too short while B is disabled.
// +k8s:ifDisabled(B)=+k8s:minLength=2
type ShortName Name

// Inner has a conditional type-level check and a conditional field.
// +k8s:ifEnabled(B)=+k8s:subfield(count)=+k8s:minimum=1
type Inner struct {
	// +k8s:maximum=100
	Count int `json:"count"`

	// +k8s:ifDisabled(A)=+k8s:neq="legacy"
	Mode string `json:"mode"`
}

// Protocol is an enum whose allowed values depend on the option C.
// +k8s:enum
type Protocol string

const (
	ProtocolTCP Protocol = "TCP"
	ProtocolUDP Protocol = "UDP"
	// SCTP is only allowed while C is enabled.
	// +k8s:ifDisabled(C)=+k8s:enumExclude
	ProtocolSCTP Protocol = "SCTP"
	// Legacy is no longer allowed once C is enabled.
	// +k8s:ifEnabled(C)=+k8s:enumExclude
	ProtocolLegacy Protocol = "Legacy"
	// Internal is never allowed.
	// +k8s:enumExclude
	ProtocolInternal Protocol = "Internal"
)

// Endpoint uses the enum on a field, a pointer and list items.
type Endpoint struct {
	TypeMeta int

	Protocol Protocol `json:"protocol"`

	ProtocolPtr *Protocol `json:"protocolPtr"`

	Protocols []Protocol `json:"protocols"`
}

// Presence has presence tags under conditions on the option P.
type Presence struct {
	TypeMeta int

	// +k8s:ifEnabled(P)=+k8s:required
	// +k8s:minimum=1
	RequiredWithP *int `json:"requiredWithP"`

	// +k8s:ifDisabled(P)=+k8s:optional
	// +k8s:minLength=2
	OptionalWithoutP string `json:"optionalWithoutP"`

	// +k8s:ifEnabled(P)=+k8s:forbidden
	// +k8s:maximum=5
	ForbiddenWithP *int `json:"forbiddenWithP"`

	// +k8s:alpha(since: "1.35")=+k8s:ifEnabled(P)=+k8s:optional
	// +k8s:minLength=2
	AlphaOptionalWithP string `json:"alphaOptionalWithP"`
}
