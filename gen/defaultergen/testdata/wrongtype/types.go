package wrongtype

type T struct {
	TypeMeta int
	// +default="three"
	N int32
	// +default=1.5
	M *int
}
