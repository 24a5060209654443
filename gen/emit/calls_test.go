package emit

import (
	"go/types"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/validators"
)

// Each operand and rule kind of the plan renders to the Go the runtime
// expects; only this package knows that syntax.
func TestRulesRenderAsGo(t *testing.T) {
	pkg := types.NewPackage("example.com/p", "p")
	str := types.Typ[types.String]
	named := types.NewNamed(types.NewTypeName(0, pkg, "Proto", nil), str, nil)
	tcp := types.NewConst(0, pkg, "TCP", named, nil)
	ptrOps := operands{t: types.NewPointer(str), ptr: code("&obj.S"), old: code("oldS"), path: code("&fp")}
	valOps := operands{t: str, ptr: code("pv"), old: nilExpr, path: code("&fp")}
	for _, tc := range []struct {
		name string
		rule validators.Rule
		o    operands
		want string
	}{
		{"bound", &validators.Call{Func: "Minimum", Args: []validators.Operand{validators.ArgPath{}, validators.ArgValue{}, validators.Literal{Kind: validators.IntLit, Text: "5"}}},
			valOps, "validate.Minimum(&fp, *pv, 5)"},
		{"length", &validators.Call{Func: "MaxItems", Args: []validators.Operand{validators.ArgPath{}, validators.ArgLen{}, validators.Literal{Kind: validators.IntLit, Text: "3"}}},
			valOps, "validate.MaxItems(&fp, len(*pv), 3)"},
		{"transitions", &validators.Call{Func: "Update", Args: []validators.Operand{validators.ArgPath{}, validators.ArgUpdate{}, validators.ArgSet{Old: true}, validators.ArgSet{},
			validators.ArgFlags{Names: []string{"NoSet", "NoClear"}}}},
			ptrOps, "validate.Update(&fp, op.Type == operation.Update && oldS != nil, oldS != nil && (*oldS) != nil, obj.S != nil, validate.NoSet|validate.NoClear)"},
		{"no old value", &validators.Call{Func: "Monotonic", Args: []validators.Operand{validators.ArgPath{}, validators.ArgUpdate{}, validators.ArgValue{},
			&validators.Call{Func: "Deref", Args: []validators.Operand{validators.ArgOld{}}}}},
			valOps, "validate.Monotonic(&fp, false, *pv, validate.Deref(nil))"},
		{"unset", &validators.Call{Func: "Stop", Args: []validators.Operand{validators.ArgUnset{}}}, valOps, `validate.Stop((*pv) == "")`},
		{"string literal and instantiation", &validators.Call{Func: "FixedResult", TypeArgs: []types.Type{named},
			Args: []validators.Operand{validators.ArgPath{}, validators.ArgValue{}, validators.Literal{Kind: validators.BoolLit, Text: "false"}, validators.Literal{Kind: validators.StringLit, Text: `say "no"`}}},
			valOps, `validate.FixedResult[Proto](&fp, *pv, false, "say \"no\"")`},
		{"enum", &validators.Call{Func: "Enum", Args: []validators.Operand{validators.ArgPath{}, validators.ArgValue{}, validators.ArgEnumValues{Type: named, Values: []*types.Const{tcp}}}},
			valOps, "validate.Enum(&fp, *pv, validValuesProto)"},
		{"pattern", &validators.Call{Func: "Pattern", Args: []validators.Operand{validators.ArgPath{}, validators.ArgValue{}, validators.ArgRegexp{Pattern: "^a$"}}},
			valOps, "validate.Pattern(&fp, *pv, pattern)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := &fn{f: NewFile(pkg), b: &strings.Builder{}}
			if got := oneLine(g.rule(tc.rule, tc.o)); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
			if _, err := g.f.Bytes(nil, "test"); err != nil {
				t.Errorf("the file does not render: %v", err)
			}
		})
	}
}

// A check without a rule is a generator bug: the file reports it instead of
// holding code that compiles to the wrong thing.
func TestRuleMissingFailsTheFile(t *testing.T) {
	pkg := types.NewPackage("example.com/p", "p")
	g := &fn{f: NewFile(pkg), b: &strings.Builder{}}
	g.rule(nil, operands{t: types.Typ[types.Int], ptr: code("pv"), old: nilExpr, path: code("&fp")})
	_, err := g.f.Bytes(nil, "test")
	if err == nil || !strings.Contains(err.Error(), "cannot render <nil>") {
		t.Fatalf("got %v, want an internal error naming the rule", err)
	}
}

// The cross-field specs render as a runtime call over generated helpers
// that read the new and the old struct.
func TestCrossFieldSpecsRender(t *testing.T) {
	pkg := types.NewPackage("example.com/p", "p")
	i32 := types.Typ[types.Int32]
	kind := types.NewField(0, pkg, "Kind", types.Typ[types.String], false)
	a := types.NewField(0, pkg, "A", types.NewPointer(i32), false)
	b := types.NewField(0, pkg, "B", types.NewSlice(i32), false)
	st := types.NewNamed(types.NewTypeName(0, pkg, "T", nil), types.NewStruct([]*types.Var{kind, a, b}, nil), nil)
	o := operands{t: st, ptr: code("obj"), old: code("oldObj"), path: code("fldPath")}
	for _, tc := range []struct {
		name       string
		rule       validators.Rule
		want, decl string
	}{
		{"union", &validators.UnionRule{Kind: validators.OneOf, About: "the union of type T", Owner: "T", Target: st,
			Members:       []validators.UnionMember{{Name: "a", Value: "A", Field: a}, {Name: "b", Value: "B", Field: b}},
			Discriminator: kind, DiscriminatorJSON: "kind"},
			"validate.Discriminated(fldPath, unionOf_T, op.Type == operation.Update && oldObj != nil, unionMembersOf_T(obj), unionMembersOf_T(oldObj))",
			"if len(obj.B) != 0 {\n\t\ts.Members |= 1 << 1\n\t}\n\ts.Discriminator = string(obj.Kind)"},
		{"dependency", &validators.DependencyRule{Required: true, Trigger: a, TriggerJSON: "a", Dependent: b, DependentJSON: "b"},
			`validate.DependentRequired(fldPath, "a", "b", op.Type == operation.Update && oldObj != nil, validate.Dependency{Trigger: obj.A != nil, Dependent: len(obj.B) != 0}, ` +
				`validate.Dependency{Trigger: oldObj != nil && oldObj.A != nil, Dependent: oldObj != nil && len(oldObj.B) != 0})`, ""},
		{"field bound", &validators.FieldBoundRule{Func: "MaximumField", Struct: st, Owner: "T", Field: a, FieldJSON: "a", Limit: []*types.Var{a}, LimitPath: "a", Tag: "+k8s:maximum(constraint: a)"},
			`validate.MaximumField(fldPath, "a", "a", op.Type == operation.Update && oldObj != nil, boundOf_T_A_a(obj), boundOf_T_A_a(oldObj))`,
			"if obj.A == nil {\n\t\treturn b\n\t}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := &fn{f: NewFile(pkg), b: &strings.Builder{}}
			if got := oneLine(g.rule(tc.rule, o)); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
			src, err := g.f.Bytes(nil, "test")
			if err != nil {
				t.Fatalf("the file does not render: %v", err)
			}
			if !strings.Contains(string(src), tc.decl) {
				t.Errorf("the generated helpers lack %q:\n%s", tc.decl, src)
			}
		})
	}
}
