package schema

import (
	"go/types"
	"testing"
)

func TestNodeAtPath(t *testing.T) {
	leaf := &Props{Type: "string"}
	root := &Props{Type: "object", Properties: map[string]*Props{
		"a":   {Type: "object", Properties: map[string]*Props{"x-y": leaf}},
		"b.c": leaf,
	}}
	for path, want := range map[string]*Props{
		"": root, ".a['x-y']": leaf, "['b.c']": leaf, ".a": root.Properties["a"],
		".missing": nil, ".a.missing": nil, "a": nil, "['unterminated": nil,
	} {
		if got := nodeAtPath(root, path); got != want {
			t.Errorf("nodeAtPath(%q) = %v, want %v", path, got, want)
		}
	}
}

func TestUnchangedAt(t *testing.T) {
	str := types.Typ[types.String]
	ptr := types.NewPointer(types.Typ[types.Int32])
	if got, want := unchangedAt("self", "old", []valueStep{{"reason", str}}), "(has(self.reason) ? self.reason : '') == (has(old.reason) ? old.reason : '')"; got != want {
		t.Errorf("one step: %s, want %s", got, want)
	}
	got := unchangedAt("self", "old", []valueStep{{"owner", ptr}, {"n", ptr}})
	want := "(has(self.owner) == has(old.owner) && (!has(self.owner) || has(self.owner.n) == has(old.owner.n) && (!has(self.owner.n) || self.owner.n == old.owner.n)))"
	if got != want {
		t.Errorf("two steps: %s, want %s", got, want)
	}
}

func TestBoundOperand(t *testing.T) {
	pkg := types.NewPackage("p", "p")
	field := func(name string, typ types.Type) *types.Var { return types.NewField(0, pkg, name, typ, false) }
	i32 := types.Typ[types.Int32]
	ptr := types.NewPointer(i32)
	// A pointer on the way: unset skips the rule; a value after it is 0
	// when missing.
	set, value, ok := boundOperand("self", []string{"limits", "max"}, []*types.Var{field("Limits", types.NewPointer(types.NewStruct(nil, nil))), field("Max", i32)})
	if !ok || len(set) != 1 || set[0] != "has(self.limits)" || value != "(has(self.limits.max) ? self.limits.max : 0)" {
		t.Errorf("pointer then value: set %v value %q ok %v", set, value, ok)
	}
	set, value, ok = boundOperand("self", []string{"level"}, []*types.Var{field("Level", ptr)})
	if !ok || len(set) != 1 || value != "self.level" {
		t.Errorf("pointer: set %v value %q ok %v", set, value, ok)
	}
	if _, _, ok := boundOperand("self", []string{"a b"}, []*types.Var{field("A", i32)}); ok {
		t.Error("a JSON name CEL cannot write was accepted")
	}
	if _, _, ok := boundOperand("self", []string{"a", "b"}, []*types.Var{field("A", i32)}); ok {
		t.Error("names and fields of different lengths were accepted")
	}
}
