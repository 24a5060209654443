package dupjson

// T has two fields with one JSON name (upstream writes a map literal with a duplicate key).
type T struct {
	A string `json:"x,omitempty"`
	B string `json:"x,omitempty"`
}
