package virtual

// Job is the KEP's example: exactly one terminal condition.
type Job struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:union(union: terminalStatus)
	// +k8s:listMapItem(type: "Succeeded")=+k8s:memberOf(group: terminalStatus)
	// +k8s:listMapItem(type: "Failed")=+k8s:memberOf(group: terminalStatus)
	Conditions []Condition `json:"conditions"`

	// Other changes alone never re-check the group (ratcheting).
	// +k8s:optional
	// +k8s:maxLength=8
	Note string `json:"note"`
}

type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
}

// Source groups struct fields.
// +k8s:union(union: source)
type Source struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:memberOf(group: source)
	Git *string `json:"git"`

	// +k8s:optional
	// +k8s:memberOf(group: source)
	Image *string `json:"image"`
}
