package nosetstruct

type Inner struct {
	A string `json:"a"`
}

type T struct {
	TypeMeta int

	// +k8s:update=NoSet
	Set Inner `json:"set"`

	// +k8s:update=NoModify,NoClear
	Clear Inner `json:"clear"`
}
