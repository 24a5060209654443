package validate

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestPresence(t *testing.T) {
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Required(p) }), field.ErrorList{
		{Type: field.ErrorTypeRequired, Field: itemName, BadValue: ""},
	})
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Forbidden(p) }), field.ErrorList{
		{Type: field.ErrorTypeForbidden, Field: itemName, BadValue: ""},
	})
	// A tag's payload is the detail (Kubernetes v1.38).
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Required(p, "why") }), field.ErrorList{
		{Type: field.ErrorTypeRequired, Field: itemName, BadValue: "", Detail: "why"},
	})
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return ForbiddenIf(p, true, "why not") }), field.ErrorList{
		{Type: field.ErrorTypeForbidden, Field: itemName, BadValue: "", Detail: "why not"},
	})
	// At the root of a relative traversal the path is field.Path's nil form.
	root := Root()
	if got := Required(&root)[0].Field; got != "<nil>" {
		t.Fatalf("Required at root: Field = %q", got)
	}
}

func TestNoNilValues(t *testing.T) {
	if errs := atItemName(func(p *Path) field.ErrorList { return NoNilValues(p, map[string]*int{"a": new(1)}) }); errs != nil {
		t.Fatalf("no nil values: %v", errs)
	}
	// Each nil value, in key order, at its entry.
	expectErrors(t, atItemName(func(p *Path) field.ErrorList {
		return NoNilValues(p, map[string]*int{"b": nil, "a": nil, "c": new(1)})
	}), field.ErrorList{
		{Type: field.ErrorTypeRequired, Field: itemName + "[a]", BadValue: ""},
		{Type: field.ErrorTypeRequired, Field: itemName + "[b]", BadValue: ""},
	})
	set := map[string]*int{"a": new(1)}
	root := Root()
	if n := testing.AllocsPerRun(100, func() { NoNilValues(&root, set) }); n != 0 {
		t.Errorf("NoNilValues allocates %v times for a map without nil values", n)
	}
}
