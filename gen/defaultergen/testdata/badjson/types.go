package badjson

type T struct {
	TypeMeta int
	// +default=Always
	S string
}
