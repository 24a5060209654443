package nomodifylist

type T struct {
	TypeMeta int

	// +k8s:listType=set
	// +k8s:update=NoModify
	List []string `json:"list"`

	// +k8s:update=NoModify
	Map map[string]string `json:"map"`
}
