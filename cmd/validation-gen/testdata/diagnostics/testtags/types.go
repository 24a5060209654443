package testtags

type T struct {
	TypeMeta int

	// +k8s:validateFalse(flags: "ShortCircuit,Sometimes")="x"
	A string `json:"a"`

	// +k8s:validateFalse(flags: "NonError")="x"
	B string `json:"b"`

	// +k8s:validateFalse(typeArg: "int")="x"
	C string `json:"c"`

	// +k8s:validateTrue(color: "red")
	D string `json:"d"`

	// +k8s:minimum(x)=1
	E int `json:"e"`
}
