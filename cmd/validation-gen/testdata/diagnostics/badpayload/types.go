package badpayload

type T struct {
	TypeMeta int

	// +k8s:minimum=abc
	A int `json:"a"`

	// +k8s:maxLength=-1
	B string `json:"b"`

	// +k8s:minimum=300
	C int8 `json:"c"`

	// +k8s:minimum=-1
	D uint32 `json:"d"`

	// +k8s:pattern="a(b"
	E string `json:"e"`

	// +k8s:format=k8s-short-nam
	F string `json:"f"`

	// +k8s:format=dns-label
	G string `json:"g"`

	// +k8s:required=true
	H string `json:"h"`

	// +k8s:eachVal=5
	I []int `json:"i"`

	// +k8s:neq=5
	J string `json:"j"`
}
