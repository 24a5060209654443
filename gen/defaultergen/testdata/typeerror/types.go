package typeerror

type TypeMeta struct{}

type T struct {
	TypeMeta
	// +default="a"
	Name   *string
	Broken Missing
}
