package genericfield

// G is generic; openapi-gen cannot describe a type parameter.
type G[X any] struct {
	V X `json:"v,omitempty"`
}

type T struct {
	G G[string] `json:"g,omitempty"`
}
