package complexfield

// T has a complex number, which openapi-gen's type model does not know.
type T struct {
	Z complex128 `json:"z,omitempty"`
}
