package monotonicstring

// +k8s:monotonic
type Version string

type T struct {
	TypeMeta int

	// +k8s:monotonic
	A string `json:"a"`

	// +k8s:monotonic
	B float64 `json:"b"`

	// +k8s:optional
	Version Version `json:"version"`
}
