package eachkeynonmap

type T struct {
	TypeMeta int

	// +k8s:eachKey=+k8s:maxLength=3
	List []string `json:"list"`

	// +k8s:eachKey=+k8s:maxLength=3
	Name string `json:"name"`
}
