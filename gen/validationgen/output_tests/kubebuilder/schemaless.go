package kubebuilder

// Nodes has a list and a map marked Schemaless, as Cluster API writes its
// recursive JSONSchemaProps (allOf, oneOf, properties): the CRD checks
// nothing inside them, so the Go code leaves the items' and values' own
// rules out too; the same list unmarked is checked.
type Nodes struct {
	// +kubebuilder:validation:Schemaless
	// +kubebuilder:pruning:PreserveUnknownFields
	// +optional
	Free []Node `json:"free,omitempty"`

	// +kubebuilder:validation:Schemaless
	// +kubebuilder:pruning:PreserveUnknownFields
	// +optional
	FreeByName map[string]Node `json:"freeByName,omitempty"`

	// +optional
	Checked []Node `json:"checked,omitempty"`
}

// Node must have at least one property.
// +kubebuilder:validation:MinProperties=1
type Node struct {
	// +optional
	Name string `json:"name,omitempty"`
}
