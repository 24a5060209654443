package enum

// +k8s:enum
type NoValues string

// +k8s:enum
type Count int

type Plain string

const (
	// +k8s:enumExclude
	PlainA Plain = "A"
)

type T struct {
	TypeMeta int

	N NoValues `json:"n"`
	C Count    `json:"c"`
}
