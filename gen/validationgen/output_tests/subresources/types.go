package subresources

// Plain declares no subresource: only the root path is validated.
type Plain struct {
	TypeMeta int

	// +k8s:minimum=1
	Replicas int `json:"replicas"`
}

// Widget is validated for the root path, /status and the two-segment
// /resize/apply; every other path is an internal error.
// +k8s:supportsSubresource("/status")
// +k8s:supportsSubresource("/resize/apply")
type Widget struct {
	TypeMeta int

	Spec WidgetSpec `json:"spec"`

	Status WidgetStatus `json:"status"`
}

// WidgetSpec has rules that differ by subresource.
type WidgetSpec struct {
	// Replicas may only change through /resize/apply.
	// +k8s:ifNotSubresource("/resize/apply")=+k8s:immutable
	// +k8s:minimum=0
	Replicas int `json:"replicas"`

	// Only the root resource limits the name.
	// +k8s:ifSubresource("/")=+k8s:maxLength=5
	Name string `json:"name"`

	// Items are checked everywhere except /status.
	// +k8s:eachVal=+k8s:ifNotSubresource("/status")=+k8s:minimum=1
	Items []int `json:"items"`

	// A condition nested under an option.
	// +k8s:ifEnabled(Strict)=+k8s:ifSubresource("/status")=+k8s:maximum=3
	Level int `json:"level"`
}

// WidgetStatus is checked strictly when written through /status.
// +k8s:ifSubresource("/status")=+k8s:subfield(phase)=+k8s:minLength=1
type WidgetStatus struct {
	// +k8s:ifSubresource("/status")=+k8s:maxLength=8
	Phase string `json:"phase"`

	Message Message `json:"message"`

	MessagePtr *Message `json:"messagePtr"`
}

// Message is short except in /status writes.
// +k8s:ifNotSubresource("/status")=+k8s:maxLength=3
type Message string

// Scale is the type of the /scale subresource itself: it is validated only
// for /scale.
// +k8s:isSubresource("/scale")
type Scale struct {
	TypeMeta int

	// +k8s:minimum=0
	Replicas int `json:"replicas"`
}

// StatusOnly is a subresource type that also accepts another path.
// +k8s:isSubresource("/status")
// +k8s:supportsSubresource("/ephemeral")
type StatusOnly struct {
	TypeMeta int

	// +k8s:ifSubresource("/ephemeral")=+k8s:maximum=1
	Count int `json:"count"`
}
