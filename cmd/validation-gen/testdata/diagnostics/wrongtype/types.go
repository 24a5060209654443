package wrongtype

type T struct {
	TypeMeta int

	// +k8s:minimum=1
	A string `json:"a"`

	// +k8s:maxLength=3
	B int `json:"b"`

	// +k8s:eachKey=+k8s:minLength=1
	C []string `json:"c"`

	// +k8s:minItems=1
	D map[string]string `json:"d"`

	// +k8s:maxProperties=1
	E []string `json:"e"`

	// +k8s:format=k8s-short-name
	F *int `json:"f"`

	// +k8s:required
	G NotComparable `json:"g"`
}

type NotComparable struct {
	Items []string `json:"items"`
}
