package enum

// Protocol is an enum; its constants are declared out of order, one value
// twice, and one excluded, so the supported list shows sorting,
// deduplication and exclusion.
// +k8s:enum
type Protocol string

const (
	ProtocolUDP  Protocol = "UDP"
	ProtocolTCP  Protocol = "TCP"
	ProtocolSCTP Protocol = "SCTP"
	// ProtocolDefault is another name for TCP; the value is listed once.
	ProtocolDefault Protocol = "TCP"
	// ProtocolLegacy is declared but not allowed.
	// +k8s:enumExclude
	ProtocolLegacy Protocol = "Legacy"
)

// An untyped constant is not an enum value, even with a matching value.
const notAProtocol = "HTTP"

// Direction is a second enum, to show that each type has its own values.
// +k8s:enum
type Direction string

const (
	DirectionOut Direction = "Out"
	DirectionIn  Direction = "In"
)

// ProtocolAlias -> Protocol is a typedef chain without tags of its own:
// the enum of the inner link applies.
type ProtocolAlias Protocol

// StreamProtocol -> Protocol adds a rule of its own: both links apply.
// +k8s:neq="UDP"
type StreamProtocol Protocol

// Root uses the enums in every position, each field at a distinct path so
// that errors name exactly where they come from.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	Protocol    Protocol  `json:"protocol"`
	ProtocolPtr *Protocol `json:"protocolPtr"`

	Direction Direction `json:"direction"`

	Alias    ProtocolAlias  `json:"alias"`
	AliasPtr *ProtocolAlias `json:"aliasPtr"`

	Stream    StreamProtocol  `json:"stream"`
	StreamPtr *StreamProtocol `json:"streamPtr"`

	// The empty string means unset here, so it is not checked.
	// +k8s:optional
	Optional Protocol `json:"optional"`

	// +k8s:required
	Required Protocol `json:"required"`

	Items     []Protocol            `json:"items"`
	PtrItems  []*Protocol           `json:"ptrItems"`
	Values    map[string]Protocol   `json:"values"`
	Keys      map[Protocol]int      `json:"keys"`
	AliasKeys map[ProtocolAlias]int `json:"aliasKeys"`

	Nested      Inner   `json:"nested"`
	NestedPtr   *Inner  `json:"nestedPtr"`
	NestedItems []Inner `json:"nestedItems"`
}

// Inner is a nested struct with an enum field.
type Inner struct {
	Protocol Protocol `json:"protocol"`
}

var _ = notAProtocol
