package presence138

type Struct struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:required="custom string msg"
	String string `json:"string"`

	// +k8s:required="custom pointer msg"
	StringPtr *string `json:"stringPtr"`

	// +k8s:required="custom slice msg"
	Slice []string `json:"slice"`

	// +k8s:required="custom map msg"
	Map map[string]string `json:"map"`

	// +k8s:forbidden="use newField instead"
	Legacy *string `json:"legacy,omitempty"`

	// Documentation: a zero Spec fails its own required member, nothing else.
	// +k8s:required
	Spec Spec `json:"spec"`

	// Documentation: a zero Spec is still validated, not skipped.
	// +k8s:optional
	OptionalSpec Spec `json:"optionalSpec"`
}

type Spec struct {
	// +k8s:required
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:minimum=1
	Count int32 `json:"count,omitempty"`
}

// Options: the payload under a condition.
type Options struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:ifEnabled(Enabled)=+k8s:forbidden="custom enabled msg"
	EnabledField string `json:"enabledField"`

	// +k8s:ifDisabled(Disabled)=+k8s:required="custom disabled msg"
	DisabledField string `json:"disabledField"`
}
