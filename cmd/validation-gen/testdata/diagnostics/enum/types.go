package enum

// +k8s:enum
type Count int

type Plain string

const (
	// +k8s:enumExclude
	PlainA Plain = "A"
)

type T struct {
	TypeMeta int

	C Count `json:"c"`
}
