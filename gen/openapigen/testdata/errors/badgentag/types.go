package badgentag

// T has a +k8s:openapi-gen tag with text after its name.
type T struct {
	// +k8s:openapi-gen false
	Value string `json:"value"`
}
