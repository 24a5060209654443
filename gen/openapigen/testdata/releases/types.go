package releases

import "encoding/json"

// Presence is read from +optional and +required, and on v1.38 from their
// +k8s: spellings too.
type Presence struct {
	// K8sOptional is required on v1.37 (no omitempty), optional on v1.38.
	// +k8s:optional
	K8sOptional string `json:"k8sOptional"`
	// K8sRequired is optional on v1.37 (omitempty), required on v1.38.
	// +k8s:required
	K8sRequired string `json:"k8sRequired,omitempty"`
	// BothOptional has both spellings: optional on either release.
	// +optional
	// +k8s:optional
	BothOptional string `json:"bothOptional"`
	// BothRequired has both spellings: required on either release.
	// +required
	// +k8s:required
	BothRequired string `json:"bothRequired,omitempty"`
	// CommentedOptional: v1.37 reads the tag "optional # why", v1.38
	// reads the tag optional and a comment.
	// +optional # why
	CommentedOptional string `json:"commentedOptional"`
	// TabbedOptional: only v1.38 trims the tab before the tag.
	//	+optional
	TabbedOptional string `json:"tabbedOptional"`
	// DottedOptional is required on both: "optional." is another name.
	// +optional.
	DottedOptional string `json:"dottedOptional"`
}

// Color is an enum on v1.38 only.
// +k8s:enum
type Color string

const (
	// ColorRed is red.
	ColorRed Color = "Red"
	// ColorBlue is blue.
	ColorBlue Color = "Blue"
)

// Shape is an enum with both spellings.
// +enum
// +k8s:enum
type Shape string

const (
	// ShapeSquare has four sides.
	ShapeSquare Shape = "Square"
)

// Enums uses both.
type Enums struct {
	Color Color `json:"color"`
	// +listType=atomic
	Colors []Color `json:"colors"`
	Shape  Shape   `json:"shape"`
}

// Item is an element of map lists.
type Item struct {
	Name  string `json:"name"`
	Other string `json:"other"`
}

// Lists carry list types and keys in both spellings.
type Lists struct {
	// +k8s:listType=set
	K8sSet []string `json:"k8sSet"`
	// +k8s:listType=map
	// +k8s:listMapKey=name
	K8sMap []Item `json:"k8sMap"`
	// +listType=map
	// +k8s:listMapKey=name
	MixedMap []Item `json:"mixedMap"`
	// The unprefixed tags win.
	// +listType=atomic
	// +k8s:listType=set
	AtomicWins []string `json:"atomicWins"`
	// +listType=map
	// +listMapKey=name
	// +k8s:listMapKey=other
	OwnKeyWins []Item `json:"ownKeyWins"`
	// A +k8s:listMapKey counts only on a map list.
	// +k8s:listType=atomic
	// +k8s:listMapKey=name
	AtomicDropsKey []Item `json:"atomicDropsKey"`
	// A +listMapKey counts on any list.
	// +listType=atomic
	// +listMapKey=name
	AtomicKeepsOwnKey []Item `json:"atomicKeepsOwnKey"`
}

// Handle serializes itself: on v1.38 its unexported fields are neither
// properties nor names_match violations.
type Handle struct {
	// handle is not serialized.
	handle string
	// Value is.
	Value string `json:"value"`
	inner `json:",inline"`
}

// inner is embedded: it stays on both releases.
type inner struct {
	// Depth is inlined from inner.
	Depth int32 `json:"depth"`
}

func (h Handle) MarshalJSON() ([]byte, error) { return json.Marshal(h.handle) }

func (h *Handle) UnmarshalJSON(b []byte) error { return json.Unmarshal(b, &h.handle) }

// HalfCustom marshals itself but does not unmarshal: its unexported
// fields stay on both releases.
type HalfCustom struct {
	secret string
	// Name is a name.
	Name string `json:"name"`
}

func (h HalfCustom) MarshalJSON() ([]byte, error) { return json.Marshal(h.secret) }
