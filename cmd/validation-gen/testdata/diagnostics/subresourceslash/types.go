package subresourceslash

type T struct {
	TypeMeta int

	// +k8s:ifSubresource("status")=+k8s:minimum=1
	A int `json:"a"`

	// +k8s:ifNotSubresource(resize)=+k8s:minimum=1
	B int `json:"b"`

	// +k8s:eachVal=+k8s:ifSubresource("scale")=+k8s:minimum=1
	C []int `json:"c"`

	// +k8s:ifSubresource("")=+k8s:minimum=1
	D int `json:"d"`

	// Correct.
	// +k8s:ifSubresource("/status")=+k8s:minimum=1
	E int `json:"e"`
}
