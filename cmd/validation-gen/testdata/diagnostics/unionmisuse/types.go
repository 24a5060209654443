package unionmisuse

type Inner struct {
	X int `json:"x"`
}

type Item struct {
	Name string `json:"name"`
}

type T struct {
	TypeMeta int

	// +k8s:unionDiscriminator
	Kind int `json:"kind"`

	// +k8s:unionMember
	Value Inner `json:"value"`

	// +k8s:eachVal=+k8s:unionMember
	Items []*int `json:"items"`

	// +k8s:subfield(x)=+k8s:zeroOrOneOfMember
	Sub Inner `json:"sub"`

	// +k8s:alpha=+k8s:zeroOrOneOfMember(union: "z")
	P *int `json:"p,omitempty"`

	// +k8s:zeroOrOneOfMember(union: "z")
	Q *int `json:"q,omitempty"`

	// +k8s:ifEnabled(F)=+k8s:unionMember(union: "u", memberName: "")
	R *int `json:"r,omitempty"`

	// +k8s:eachVal=+k8s:listType=map
	// +k8s:eachVal=+k8s:listMapKey=name
	// +k8s:eachVal=+k8s:item(name: "a")=+k8s:unionMember
	Nested [][]Item `json:"nested"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "x")=+k8s:zeroOrOneOfMember
	// +k8s:item(name: "x")=+k8s:zeroOrOneOfMember
	Twice []Item `json:"twice"`
}
