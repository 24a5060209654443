package validate

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestPresence(t *testing.T) {
	expectErrors(t, atItemName(Required), field.ErrorList{
		{Type: field.ErrorTypeRequired, Field: itemName, BadValue: ""},
	})
	expectErrors(t, atItemName(Forbidden), field.ErrorList{
		{Type: field.ErrorTypeForbidden, Field: itemName, BadValue: ""},
	})
	// At the root of a relative traversal the path is field.Path's nil form.
	root := Root()
	if got := Required(&root)[0].Field; got != "<nil>" {
		t.Fatalf("Required at root: Field = %q", got)
	}
}
