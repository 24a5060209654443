package unknowntag

type T struct {
	TypeMeta int

	// +k8s:minimun=1
	Replicas int `json:"replicas"`

	// +k8s:requird
	Name string `json:"name"`

	// +k8s:frobnicate
	Other string `json:"other"`
}
