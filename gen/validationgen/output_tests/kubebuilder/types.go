package kubebuilder

import (
	"encoding/json"
	"strings"

	"k8s.io/apimachinery/pkg/util/intstr"
)

// Root is what controller-gen makes a CRD of.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type Root struct {
	TypeMeta int `json:"typeMeta,omitempty"`

	Spec Spec `json:"spec"`

	// Validated on the status subresource only: the API server drops the
	// status sent to the main resource.
	Status Status `json:"status,omitempty"`
}

// Status has a required list: an absent status (the zero struct) would
// fail it, on the main resource where the API server never sees one.
type Status struct {
	// +required
	// +kubebuilder:validation:MaxItems=2
	Phases []string `json:"phases,omitempty"`

	// +optional
	Message string `json:"message,omitempty"`
}

// Spec uses every marker with a Go check, and each presence rule.
type Spec struct {
	// Required (no omitempty), always in the JSON: no presence check.
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=10
	Replicas int32 `json:"replicas"`

	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:ExclusiveMinimum=true
	// +optional
	Weight *int64 `json:"weight,omitempty"`

	// Bounds on a []byte bound its base64 form (format: byte): 1 to 3
	// bytes are 4 characters, 4 to 6 are 8.
	// +kubebuilder:validation:MinLength=5
	// +kubebuilder:validation:MaxLength=8
	// +optional
	Blob []byte `json:"blob,omitempty"`

	// +kubebuilder:validation:items:MaxLength=4
	// +optional
	Blobs [][]byte `json:"blobs,omitempty"`

	// +optional
	Token *Token `json:"token,omitempty"`

	// The markers on a field of such a type, next to the type's own.
	// +kubebuilder:validation:MaxLength=6
	// +optional
	ShortToken *Token `json:"shortToken,omitempty"`

	// A typedef of []byte with its own bounds, behind a pointer.
	// +optional
	Digest *Digest `json:"digest,omitempty"`

	// Required and always present: the empty string is checked.
	// +kubebuilder:validation:MinLength=1
	// +kubebuilder:validation:MaxLength=8
	// +kubebuilder:validation:Pattern=`^[a-z]+$`
	Name string `json:"name"`

	// +kubebuilder:validation:Enum=Always;Never;"If Not Present"
	// +optional
	Policy string `json:"policy,omitempty"`

	// Required with omitempty: an empty list is left out, so missing.
	// +required
	// +kubebuilder:validation:MaxItems=3
	// +kubebuilder:validation:items:MaxLength=5
	// +listType=set
	Hosts []string `json:"hosts,omitempty"`

	// +listType=map
	// +listMapKey=name
	// +optional
	Ports []Port `json:"ports,omitempty"`

	// +kubebuilder:validation:MaxProperties=2
	// +kubebuilder:validation:MinProperties=1
	// +optional
	Labels map[string]string `json:"labels,omitempty"`

	// +kubebuilder:validation:MultipleOf=5
	Step int32 `json:"step"`

	// Required without omitempty: nil is null, which the API server
	// drops, so missing.
	Ref *Ref `json:"ref"`

	// +nullable
	// +kubebuilder:validation:MinLength=2
	Note *string `json:"note"`

	// +kubebuilder:validation:Format=k8s-short-name
	// +optional
	Host string `json:"host,omitempty"`

	// +kubebuilder:validation:Format=password
	// +kubebuilder:validation:XIntOrString
	// +optional
	Secret string `json:"secret,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self.startsWith('a')",message="must start with a"
	// +optional
	Prefix string `json:"prefix,omitempty"`

	// +optional
	Choice *Choice `json:"choice,omitempty"`

	// Defaulted before validation, as the API server applies the CRD's
	// default: optional to clients, always set once defaulted.
	// +kubebuilder:default=Always
	// +kubebuilder:validation:Enum=Always;Never
	// +optional
	Mode *string `json:"mode,omitempty"`

	// +kubebuilder:default=8
	// +kubebuilder:validation:Maximum=10
	Burst int32 `json:"burst,omitempty"`

	// +kubebuilder:default={a,b}
	// +kubebuilder:validation:items:MaxLength=3
	// +optional
	Tiers []string `json:"tiers,omitempty"`

	// Float bounds, compared as the API server compares the JSON number
	// with the CRD's float64 bound.
	// +kubebuilder:validation:Minimum=0.5
	// +kubebuilder:validation:Maximum=2.5
	// +kubebuilder:validation:ExclusiveMaximum=true
	// +optional
	Ratio *float64 `json:"ratio,omitempty"`

	// Required and always present: 0 is checked (and within bounds).
	// +kubebuilder:validation:Minimum=-1.5
	Gain Gain `json:"gain"`

	// +kubebuilder:validation:items:Maximum=0.1
	// +optional
	Levels []float32 `json:"levels,omitempty"`

	// MultipleOf on a float, as the API server divides the JSON number:
	// an integral value by the factor truncated to an integer.
	// +kubebuilder:validation:MultipleOf=0.25
	// +optional
	Share *float64 `json:"share,omitempty"`

	// +kubebuilder:validation:items:MultipleOf=2.5
	// +optional
	Grains []float32 `json:"grains,omitempty"`

	// A non-pointer struct with omitzero is left out of the JSON exactly
	// when it is zero, where the API server applies its default.
	// +kubebuilder:default={size: 2}
	Pool Pool `json:"pool,omitzero"`

	// controller-gen writes no schema for a map's keys, so Key's markers
	// apply to Key values only, not to the keys here.
	// +optional
	Notes map[Key]Key `json:"notes,omitempty"`

	// +optional
	Key Key `json:"key,omitempty"`

	// +optional
	Formats *Formats `json:"formats,omitempty"`

	// An optional struct whose Go value is zero is an absent object: the
	// Go code validates nothing in it, where its required fields are
	// unset. Once set, its rules run.
	// +optional
	Limits Limits `json:"limits,omitempty"`

	// omitzero on a struct with a list (not comparable): left out of the
	// JSON when zero, where the API server sees no object.
	Window Window `json:"window,omitzero"`

	// String keywords on an int-or-string apply to its string values
	// only, as the API server applies them: any integer passes.
	// +kubebuilder:validation:XIntOrString
	// +kubebuilder:validation:MinLength=2
	// +kubebuilder:validation:MaxLength=4
	// +kubebuilder:validation:Pattern=`^[0-9]+%$`
	// +optional
	Surge *intstr.IntOrString `json:"surge,omitempty"`

	// Enum on an int-or-string applies to both kinds: integers unquoted,
	// strings quoted or words.
	// +kubebuilder:validation:items:XIntOrString
	// +kubebuilder:validation:items:Enum=1;2;"foo";a
	// +optional
	Modes []intstr.IntOrString `json:"modes,omitempty"`

	// +optional
	Bag *Bag `json:"bag,omitempty"`

	// The keys of Pair's JSON: "a" always, "b" when not nil (a null is
	// dropped by the API server), "n" always (+nullable keeps its null).
	// +kubebuilder:validation:MaxProperties=2
	// +optional
	Pair Pair `json:"pair,omitzero"`

	// An inlined struct of an unexported type: encoding/json writes its
	// exported fields as Spec's own, and they are validated there.
	extras `json:",inline"`

	// +optional
	Lengths *Lengths `json:"lengths,omitempty"`

	// +optional
	Nodes *Nodes `json:"nodes,omitempty"`
}

// Handle's markers apply where it is used (controller-gen reads them on
// the alias), next to a field's own.
// +kubebuilder:validation:MinLength=2
// +kubebuilder:validation:MaxLength=6
type Handle = string

type extras struct {
	// +optional
	Handle Handle `json:"handle,omitempty"`
	// +kubebuilder:validation:MaxLength=4
	// +optional
	ShortHandle *Handle `json:"shortHandle,omitempty"`

	// +kubebuilder:validation:MaxLength=3
	// +optional
	Nick string `json:"nick,omitempty"`
}

// Bag counts its keys as encoding/json writes them: omitempty, omitzero,
// the inline struct's fields, never a "-" field.
// +kubebuilder:validation:MinProperties=1
// +kubebuilder:validation:MaxProperties=2
type Bag struct {
	Foo    string   `json:"foo,omitempty"`
	Bar    *int32   `json:"bar,omitempty"`
	Baz    []string `json:"baz,omitzero"`
	Inner  `json:",inline"`
	Hidden string `json:"-"`
	// omitzero on a struct == cannot compare: written unless every field
	// is zero (a nil list, not an empty one), as reflect tests it.
	Span Span `json:"span,omitzero"`
}

// Span has a list, so == cannot compare it.
type Span struct {
	Days []string `json:"days,omitempty"`
}

// Inner is inlined in Bag.
type Inner struct {
	Qux *string `json:"qux,omitempty"`
}

// Pair has keys without omitempty.
type Pair struct {
	A string `json:"a"`
	// +optional
	B *string `json:"b"`
	// +nullable
	N *int32 `json:"n"`
}

// Limits is comparable, with a field required in the JSON.
type Limits struct {
	// Always in the JSON: 0 is checked.
	// +kubebuilder:validation:Minimum=1
	CPU int32 `json:"cpu"`

	// +required
	Unit *string `json:"unit,omitempty"`
}

// Window is not comparable (a list).
type Window struct {
	// +required
	// +kubebuilder:validation:MaxItems=7
	Days []string `json:"days,omitempty"`

	// +kubebuilder:validation:Minimum=1
	Hours int32 `json:"hours"`
}

// Key is at most 5 characters long where it is a value.
// +kubebuilder:validation:MaxLength=5
type Key string

// Gain is a float32 with its own bound, which every use gets.
// +kubebuilder:validation:Maximum=1.5
type Gain float32

// Pool is not comparable (a list), so its zero test is reflect's.
type Pool struct {
	// +kubebuilder:validation:Minimum=1
	// +optional
	Size int32 `json:"size,omitempty"`

	// +optional
	Tags []string `json:"tags,omitempty"`
}

// Choice sets exactly one of its members.
// +kubebuilder:validation:ExactlyOneOf=left;right
type Choice struct {
	// +optional
	Left *int32 `json:"left,omitempty"`
	// +optional
	Right *string `json:"right,omitempty"`
}

// Ref bounds one field by another.
// +kubebuilder:validation:XValidation:rule="self.min <= self.max",message="min must not exceed max"
type Ref struct {
	Min int32 `json:"min"`
	Max int32 `json:"max"`
}

// Port is an item of a listType=map list.
type Port struct {
	Name string `json:"name"`
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=65535
	Port int32 `json:"port"`
}

// Digest is a byte string of 4 to 6 bytes (8 base64 characters).
// +kubebuilder:validation:MinLength=8
// +kubebuilder:validation:MaxLength=8
type Digest []byte

// Token marshals itself as "<id>.<secret>", a string in the CRD whose
// length and pattern the CRD checks: so do the Go checks, on the string
// MarshalJSON writes.
// +kubebuilder:validation:Type=string
// +kubebuilder:validation:MinLength=3
// +kubebuilder:validation:MaxLength=10
// +kubebuilder:validation:Pattern=`^[a-z]+\.[a-z]+$`
type Token struct {
	ID, Secret string
}

// MarshalJSON writes the token as one string.
func (t Token) MarshalJSON() ([]byte, error) {
	return json.Marshal(t.ID + "." + t.Secret)
}

// UnmarshalJSON reads "<id>.<secret>".
func (t *Token) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	t.ID, t.Secret, _ = strings.Cut(s, ".")
	return nil
}
