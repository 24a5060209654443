package mode

// Mode is a string typedef used as a discriminator.
type Mode string

// Strict has one unnamed modality with modes "A" and "B".
type Strict struct {
	TypeMeta int

	// +k8s:modeDiscriminator
	Mode Mode `json:"mode"`

	// Required, and at most 5 characters, in mode A; forbidden otherwise.
	// +k8s:ifMode("A")=+k8s:required
	// +k8s:ifMode("A")=+k8s:maxLength=5
	FieldA *string `json:"fieldA,omitempty"`

	// Optional in A and B, forbidden otherwise.
	// +k8s:ifMode("A")=+k8s:optional
	// +k8s:ifMode(mode: B)=+k8s:optional
	Shared *string `json:"shared,omitempty"`

	// A non-pointer integer: set means non-zero.
	// +k8s:ifMode("B")=+k8s:minimum=2
	Count int32 `json:"count,omitempty"`

	// +k8s:ifMode("B")=+k8s:eachVal=+k8s:minLength=2
	List []string `json:"list,omitempty"`

	// +k8s:ifMode("B")=+k8s:eachKey=+k8s:maxLength=3
	Map map[string]string `json:"map,omitempty"`

	// No mode names this field: it is allowed in every mode.
	// +k8s:maxLength=3
	Free string `json:"free,omitempty"`
}

// Kinds has a bool and a pointer-to-integer discriminator, each its own
// modality.
type Kinds struct {
	TypeMeta int

	// +k8s:modeDiscriminator(modality: flag)
	Flag bool `json:"flag"`

	// A nil level matches no mode.
	// +k8s:modeDiscriminator(modality: level)
	Level *int32 `json:"level,omitempty"`

	// Kubernetes writes boolean modes quoted.
	// +k8s:ifMode(modality: flag, mode: "true")=+k8s:required
	WhenFlag *string `json:"whenFlag,omitempty"`

	// +k8s:ifMode(modality: flag, mode: false)=+k8s:optional
	WhenNotFlag string `json:"whenNotFlag,omitempty"`

	// +k8s:ifMode(modality: level, mode: 1)=+k8s:maxItems=1
	// +k8s:ifMode(modality: level, mode: 2)=+k8s:maxItems=2
	// +k8s:ifMode(modality: level, mode: -1)=+k8s:optional
	Items []int `json:"items,omitempty"`

	// Named by two modalities: each forbids it outside its own modes.
	// +k8s:ifMode(modality: flag, mode: true)=+k8s:optional
	// +k8s:ifMode(modality: level, mode: 2)=+k8s:optional
	Both *int `json:"both,omitempty"`
}

// Gated puts ifMode under lifecycle tags and a condition.
type Gated struct {
	TypeMeta int

	// +k8s:modeDiscriminator
	Mode string `json:"mode"`

	// Every rule is alpha, so being forbidden in other modes is alpha too.
	// +k8s:alpha(since: "1.35")=+k8s:ifMode("A")=+k8s:maxLength=2
	Alpha *string `json:"alpha,omitempty"`

	// Mixed levels: being forbidden in other modes is enforced.
	// +k8s:beta(since: "1.35")=+k8s:ifMode("A")=+k8s:maxLength=2
	// +k8s:ifMode("B")=+k8s:optional
	Mixed *string `json:"mixed,omitempty"`

	// Only while FeatureX is enabled: required in A, forbidden otherwise.
	// +k8s:ifEnabled(FeatureX)=+k8s:ifMode("A")=+k8s:required
	Feature *string `json:"feature,omitempty"`
}

// Holder reaches Strict through a field, a pointer, list items and map values.
type Holder struct {
	TypeMeta int

	One  Strict            `json:"one"`
	Ptr  *Strict           `json:"ptr,omitempty"`
	List []Strict          `json:"list,omitempty"`
	Map  map[string]Strict `json:"map,omitempty"`
}

// Lifecycled is written the way k8s.io/api's flowcontrol types are: the
// discriminator and the mode-dependent rules behind +k8s:beta.
type Lifecycled struct {
	TypeMeta int

	// +k8s:beta(since: "1.37")=+k8s:required
	// +k8s:beta(since: "1.37")=+k8s:modeDiscriminator
	Type Mode `json:"type"`

	// +k8s:beta(since: "1.37")=+k8s:optional
	// +k8s:beta(since: "1.37")=+k8s:ifMode("Limited")=+k8s:required
	Limited *string `json:"limited,omitempty"`
}
