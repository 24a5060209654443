package structdefault

type T struct {
	TypeMeta int
	// +default={"a": 1}
	S Sub
}

type Sub struct{ A int }
