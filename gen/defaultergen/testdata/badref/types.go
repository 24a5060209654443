package badref

type T struct {
	TypeMeta int
	// +default=ref(Missing)
	S string
	// +default=ref(Number)
	P *string
	// +default=ref(Number)
	L []string
}

const Number = 5
