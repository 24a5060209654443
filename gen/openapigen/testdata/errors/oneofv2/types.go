package oneofv2

// Q has v3 oneOf types but no v2 type or format.
type Q struct{}

func (Q) OpenAPIV3OneOfTypes() []string { return []string{"string", "number"} }

type T struct {
	Q Q `json:"q,omitempty"`
}
