package v2

type TypeMeta struct{}

type Widget struct {
	TypeMeta `json:",inline"`

	// +k8s:optional
	// +k8s:maxItems=4
	// +k8s:listType=set
	Zones []string `json:"zones,omitempty"`

	// +k8s:required
	// +k8s:modeDiscriminator
	Type string `json:"type"`

	// As Kubernetes declares them: the payloads of ifMode declare no rules,
	// the check that the member is unset in other modes does.
	// +k8s:optional
	// +k8s:ifMode("Limited")=+k8s:required
	Limited *Limits `json:"limited,omitempty"`
}

type Limits struct {
	// +k8s:optional
	// +k8s:minimum=1
	Max int32 `json:"max,omitempty"`
}

type Gadget struct {
	TypeMeta `json:",inline"`

	// +k8s:required
	Name string `json:"name"`
}
