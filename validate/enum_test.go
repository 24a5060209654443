package validate

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

type testProtocol string

type testFlag bool

func TestEnum(t *testing.T) {
	supported := []testProtocol{"SCTP", "TCP", "UDP"}
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Enum(p, testProtocol("TCP"), supported) }), nil)
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Enum(p, testProtocol("tcp"), supported) }), field.ErrorList{
		{Type: field.ErrorTypeNotSupported, Field: itemName, BadValue: testProtocol("tcp"), Detail: `supported values: "SCTP", "TCP", "UDP"`},
	})
	// With every value excluded there is nothing to list.
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Enum(p, testProtocol("TCP"), nil) }), field.ErrorList{
		{Type: field.ErrorTypeNotSupported, Field: itemName, BadValue: testProtocol("TCP"), Detail: ""},
	})
}

func TestNEQ(t *testing.T) {
	tests := []struct {
		name  string
		check func(p *Path) field.ErrorList
		want  field.ErrorList
	}{
		{"string differs", func(p *Path) field.ErrorList { return NEQ(p, "a", "b") }, nil},
		{"string equal", func(p *Path) field.ErrorList { return NEQ(p, testName("default"), "default") },
			field.ErrorList{wantInvalid(testName("default"), `must not be equal to "default"`, "neq")}},
		{"empty string", func(p *Path) field.ErrorList { return NEQ(p, "", "") },
			field.ErrorList{wantInvalid("", `must not be equal to ""`, "neq")}},
		{"int differs", func(p *Path) field.ErrorList { return NEQ(p, 1, 0) }, nil},
		{"int equal", func(p *Path) field.ErrorList { return NEQ(p, testReplicas(0), 0) },
			field.ErrorList{wantInvalid(testReplicas(0), "must not be equal to 0", "neq")}},
		{"bool equal", func(p *Path) field.ErrorList { return NEQ(p, testFlag(true), true) },
			field.ErrorList{wantInvalid(testFlag(true), "must not be equal to true", "neq")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { expectErrors(t, atItemName(tc.check), tc.want) })
	}
}

func TestFixedResult(t *testing.T) {
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return FixedResult(p, testReplicas(3), true, "ignored") }), nil)
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return FixedResult(p, testReplicas(3), false, "field Replicas") }), field.ErrorList{
		wantInvalid(testReplicas(3), "forced failure: field Replicas", "validateFalse"),
	})
	type object struct{ A int }
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return FixedResult(p, &object{A: 1}, false, "type T") }), field.ErrorList{
		wantInvalid(&object{A: 1}, "forced failure: type T", "validateFalse"),
	})
}
