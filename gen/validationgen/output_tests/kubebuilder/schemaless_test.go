package kubebuilder

import (
	"testing"

	"github.com/kubedv/kubedv/validatetest"
)

// TestSchemaless: the items and values of a Schemaless list or map are not
// validated (the CRD has no schema for them); an unmarked list's are.
// Create and every update transition.
func TestSchemaless(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	nodes := func(n Nodes) func(*Root) { return func(r *Root) { r.Spec.Nodes = &n } }
	c.Run("schemaless items and values with no property", nodes(Nodes{Free: []Node{{}}, FreeByName: map[string]Node{"a": {}}}))
	c.Run("checked items with a property", nodes(Nodes{Checked: []Node{{Name: "a"}}}))
	c.Run("a checked item with no property", nodes(Nodes{Free: []Node{{}}, Checked: []Node{{Name: "a"}, {}}}),
		schemaTooFewProperties(spec("nodes").Child("checked").Index(1), 0, 1))
}
