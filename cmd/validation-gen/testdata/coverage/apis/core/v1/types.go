package v1

type TypeMeta struct{}

type Pod struct {
	TypeMeta `json:",inline"`

	// +k8s:forbidden
	NodeName string `json:"nodeName,omitempty"`
}
