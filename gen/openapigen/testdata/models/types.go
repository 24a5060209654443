package models

// Thing is named by the package's model package.
type Thing struct {
	Part Part `json:"part"`
	// +optional
	Parts []Part `json:"parts,omitempty"`
	// +optional
	Other *Other `json:"other,omitempty"`
}

// Part is another model.
type Part struct {
	Name string `json:"name"`
}

// Other has a model package of its own.
// +k8s:openapi-model-package=io.example.other
type Other struct {
	N int `json:"n"`
}

// Manual names itself.
type Manual struct {
	V string `json:"v"`
}

// OpenAPIModelName is written by hand.
func (Manual) OpenAPIModelName() string { return "io.example.manual.Manual" }

// Mapped is a map type: no model name.
type Mapped map[string]string
