package validate

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestCollections(t *testing.T) {
	tooFew := func(n int, detail, origin string) *field.Error {
		return &field.Error{Type: field.ErrorTypeTooFew, Field: itemName, BadValue: n, Detail: detail, Origin: origin}
	}
	tooMany := func(n int, detail, origin string) *field.Error {
		return &field.Error{Type: field.ErrorTypeTooMany, Field: itemName, BadValue: n, Detail: detail, Origin: origin}
	}
	tests := []struct {
		name  string
		check func(p *Path) field.ErrorList
		want  field.ErrorList
	}{
		{"min items met", func(p *Path) field.ErrorList { return MinItems(p, 2, 2) }, nil},
		{"min items short", func(p *Path) field.ErrorList { return MinItems(p, 1, 2) },
			field.ErrorList{tooFew(1, "must have at least 2 items", "minItems")}},
		{"min items singular", func(p *Path) field.ErrorList { return MinItems(p, 0, 1) },
			field.ErrorList{tooFew(0, "must have at least 1 item", "minItems")}},
		{"max items met", func(p *Path) field.ErrorList { return MaxItems(p, 3, 3) }, nil},
		{"max items over", func(p *Path) field.ErrorList { return MaxItems(p, 4, 3) },
			field.ErrorList{tooMany(4, "must have at most 3 items", "maxItems")}},
		{"max items singular", func(p *Path) field.ErrorList { return MaxItems(p, 2, 1) },
			field.ErrorList{tooMany(2, "must have at most 1 item", "maxItems")}},
		{"min properties met", func(p *Path) field.ErrorList { return MinProperties(p, 5, 1) }, nil},
		{"min properties short", func(p *Path) field.ErrorList { return MinProperties(p, 0, 3) },
			field.ErrorList{tooFew(0, "must have at least 3 items", "minProperties")}},
		{"max properties met", func(p *Path) field.ErrorList { return MaxProperties(p, 0, 0) }, nil},
		{"max properties over", func(p *Path) field.ErrorList { return MaxProperties(p, 1, 0) },
			field.ErrorList{tooMany(1, "must have at most 0 items", "maxProperties")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { expectErrors(t, atItemName(tc.check), tc.want) })
	}
}
