package testfixture

// +k8s:validateFalse="type T"
type T struct {
	TypeMeta int

	// +k8s:validateFalse="field T.S"
	S string `json:"s"`

	// +k8s:validateFalse="field T.P"
	P *Inner `json:"p"`

	// +k8s:eachVal=+k8s:validateFalse="items of T.L"
	L []Inner `json:"l"`

	// +k8s:eachKey=+k8s:validateFalse="keys of T.M"
	M map[Name]string `json:"m"`
}

// +k8s:validateFalse="type Inner"
type Inner struct {
	// +k8s:validateFalse="field Inner.N"
	N int `json:"n"`
}

// +k8s:validateFalse="type Name"
type Name string

// U has no validation errors: it appears in the fixture file with none.
type U struct {
	TypeMeta int

	// +k8s:validateTrue="field U.S"
	S string `json:"s"`
}
