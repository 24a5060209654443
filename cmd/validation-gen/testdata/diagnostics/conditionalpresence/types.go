package conditionalpresence

type T struct {
	TypeMeta int

	// A conditional presence tag still needs a detectable zero value.
	// +k8s:ifEnabled(FeatureX)=+k8s:required
	A Lists `json:"a"`

	// +k8s:ifSubresource("/status")=+k8s:forbidden
	B Lists `json:"b"`

	// Presence tags stay field tags under a condition.
	// +k8s:eachVal=+k8s:ifEnabled(FeatureX)=+k8s:optional
	C []*int `json:"c"`

	// Correct: conditional presence on a pointer.
	// +k8s:ifDisabled(FeatureX)=+k8s:required
	D *int `json:"d"`
}

// Lists is not comparable, so its zero value cannot be told apart.
type Lists struct {
	Items []string `json:"items"`
}
