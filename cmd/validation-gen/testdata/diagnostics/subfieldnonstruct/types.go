package subfieldnonstruct

type T struct {
	TypeMeta int

	// +k8s:subfield(name)=+k8s:maxLength=3
	A string `json:"a"`

	// +k8s:subfield(name)=+k8s:maxLength=3
	B []string `json:"b"`

	// +k8s:eachVal=+k8s:subfield(name)=+k8s:maxLength=3
	C []string `json:"c"`
}
