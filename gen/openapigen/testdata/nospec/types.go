package nospec

// Empty has no properties: upstream's file names spec.Schema without
// importing spec.
type Empty struct{}

// Hidden's only field is left out.
type Hidden struct {
	Secret string `json:"-"`
}

// Bytes has a []uint8 field, which is []byte to upstream's type model
// (no list_type_missing violation), left out of the definition.
type Bytes struct {
	// +k8s:openapi-gen=false
	Data []uint8 `json:"data,omitempty"`
}
