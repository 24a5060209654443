package required

// Payload: a string payload on +k8s:required and +k8s:forbidden is the
// error's detail (Kubernetes v1.38), on a 1.37 tree too, where Kubernetes'
// generator refuses it.
type Payload struct {
	TypeMeta int

	// +k8s:required="custom string msg"
	String string `json:"string"`

	// +k8s:required="custom pointer msg"
	StringPtr *string `json:"stringPtr"`

	// +k8s:required="custom slice msg"
	Slice []string `json:"slice"`

	// +k8s:required="custom map msg"
	Map map[string]string `json:"map"`

	// +k8s:forbidden="use string instead"
	Legacy *string `json:"legacy,omitempty"`
}

// PayloadOptions: the payload under a condition.
type PayloadOptions struct {
	TypeMeta int

	// +k8s:ifEnabled(Enabled)=+k8s:forbidden="custom enabled msg"
	EnabledField string `json:"enabledField"`

	// +k8s:ifDisabled(Disabled)=+k8s:required="custom disabled msg"
	DisabledField string `json:"disabledField"`
}
