package validators

import (
	"go/types"
	"reflect"
	"strings"
	"testing"
)

// The plan says what each check does as data: these tests apply tags to
// small types and read the rules, their levels, conditions and
// short-circuit roles, without emitting code.

func TestValueTagsBecomeRuntimeCalls(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
type T struct {
	// +k8s:minimum=5
	Replicas int32 `+"`json:\"replicas\"`"+`
	// +k8s:beta(since: "1.36")=+k8s:maxItems=3
	Ports []int32 `+"`json:\"ports\"`"+`
	// +k8s:ifEnabled(Wide)=+k8s:maxLength=8
	// +k8s:neq="x"
	Name string `+"`json:\"name\"`"+`
}`)
	min := only(t, fieldChecks(t, plan, pkg, "T", "Replicas"))
	sameRule(t, min.Rule, &Call{Func: "Minimum", Args: []Operand{ArgPath{}, ArgValue{}, Literal{IntLit, "5"}}})
	if min.Level != Standard || min.ShortCircuit || len(min.Cond) != 0 || min.Raw {
		t.Errorf("minimum: level %d, short-circuit %t, raw %t, conditions %v; want a plain standard check", min.Level, min.ShortCircuit, min.Raw, min.Cond)
	}

	// An upper size bound short-circuits the value's other checks; the
	// lifecycle prefix sets the level of what its payload returns.
	max := only(t, fieldChecks(t, plan, pkg, "T", "Ports"))
	sameRule(t, max.Rule, &Call{Func: "MaxItems", Args: []Operand{ArgPath{}, ArgLen{}, Literal{IntLit, "3"}}})
	if max.Level != BetaLevel || !max.ShortCircuit {
		t.Errorf("maxItems behind beta: level %d, short-circuit %t; want beta and short-circuit", max.Level, max.ShortCircuit)
	}

	name := fieldChecks(t, plan, pkg, "T", "Name")
	if len(name) != 2 {
		t.Fatalf("Name: want 2 checks, got %+v", name)
	}
	sameRule(t, name[0].Rule, &Call{Func: "MaxLength", Args: []Operand{ArgPath{}, ArgValue{}, Literal{IntLit, "8"}}})
	if want := []Condition{{Option: "Wide", Want: true}}; !reflect.DeepEqual(name[0].Cond, want) {
		t.Errorf("maxLength behind ifEnabled: conditions %+v, want %+v", name[0].Cond, want)
	}
	sameRule(t, name[1].Rule, &Call{Func: "NEQ", Args: []Operand{ArgPath{}, ArgValue{}, Literal{StringLit, "x"}}})
	if len(name[1].Cond) != 0 {
		t.Errorf("the condition of ifEnabled leaked to the next tag: %+v", name[1].Cond)
	}
}

func TestEnumRuleListsSortedConstants(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
// +k8s:enum
type Proto string

const (
	UDP Proto = "UDP"
	TCP Proto = "TCP"
	// +k8s:enumExclude
	Legacy Proto = "Legacy"
)`)
	c := only(t, typePlan(t, plan, pkg, "Proto").Own.Checks)
	named := pkg.Scope().Lookup("Proto").Type().(*types.Named)
	tcp, udp := pkg.Scope().Lookup("TCP").(*types.Const), pkg.Scope().Lookup("UDP").(*types.Const)
	sameRule(t, c.Rule, &Call{Func: "Enum", Args: []Operand{ArgPath{}, ArgValue{}, ArgEnumValues{Type: named, Values: []*types.Const{tcp, udp}}}})
}

func TestUpdateRulesSeeSetStatesAndFlags(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
type T struct {
	// +k8s:update=NoModify,NoClear
	Class *string `+"`json:\"class\"`"+`
	// +k8s:immutable
	Node string `+"`json:\"node\"`"+`
}`)
	c := only(t, fieldChecks(t, plan, pkg, "T", "Class"))
	sameRule(t, c.Rule, &Call{Func: "Update", Args: []Operand{ArgPath{}, ArgIsUpdateOp{}, ArgSet{Old: true}, ArgSet{}, ArgFlags{Names: []string{"NoModify", "NoClear"}}}})
	if !c.ShortCircuit || !c.Raw {
		t.Errorf("update: short-circuit %t, raw %t; transitions see the declared value and stop other checks", c.ShortCircuit, c.Raw)
	}
	imm := only(t, fieldChecks(t, plan, pkg, "T", "Node"))
	sameRule(t, imm.Rule, &Call{Func: "Immutable", Args: []Operand{ArgPath{}, ArgIsUpdateOp{}}})
}

func TestListSemanticsGiveUniquenessByKey(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
type Port struct {
	Name string `+"`json:\"name\"`"+`
	Number int32 `+"`json:\"number\"`"+`
}

type T struct {
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:update=NoRemoveItem
	Ports []Port `+"`json:\"ports\"`"+`
}`)
	checks := fieldChecks(t, plan, pkg, "T", "Ports")
	if len(checks) != 2 {
		t.Fatalf("want uniqueness and item updates, got %+v", checks)
	}
	port := pkg.Scope().Lookup("Port").Type()
	key := ArgKeyFunc{Item: port, Fields: []*types.Var{structField(t, pkg, "Port", "Name")}}
	var unique, items Rule
	for _, c := range checks {
		switch c.Tag.Name {
		case "listType":
			unique = c.Rule
		case "update":
			items = c.Rule
		}
	}
	sameRule(t, unique, &Call{Func: "Unique", Args: []Operand{ArgPath{}, ArgValue{}, key}})
	sameRule(t, items, &Call{Func: "UpdateItems", Args: []Operand{ArgPath{}, ArgIsUpdateOp{}, ArgValue{}, derefOld(), key, ArgFlags{Names: []string{"NoRemoveItem"}}}})
}

func TestCrossFieldRulesLiveOnTheStruct(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
type T struct {
	// +k8s:unionDiscriminator
	Kind string `+"`json:\"kind\"`"+`
	// +k8s:unionMember
	// +k8s:optional
	A *int32 `+"`json:\"a\"`"+`
	// +k8s:unionMember(memberName: "Bee")
	// +k8s:optional
	// +k8s:dependentRequired(min)
	B *int32 `+"`json:\"b\"`"+`
	// +k8s:optional
	// +k8s:maximum(constraint: max)
	Min *int32 `+"`json:\"min\"`"+`
	// +k8s:optional
	Max *int64 `+"`json:\"max\"`"+`
}`)
	own := typePlan(t, plan, pkg, "T").Own.Checks
	byKind := map[string]Check{}
	for _, c := range own {
		byKind[reflect.TypeOf(c.Rule).String()] = c
	}
	if len(own) != 3 {
		t.Fatalf("want a union, a dependency and a field bound on T, got %d checks", len(own))
	}
	named := pkg.Scope().Lookup("T").Type()
	sameRule(t, byKind["*validators.UnionRule"].Rule, &UnionRule{
		Kind: OneOf, About: "the union of type T", Owner: "T", Target: named,
		Members: []UnionMember{
			{Name: "a", Value: "A", Field: structField(t, pkg, "T", "A")},
			{Name: "b", Value: "Bee", Field: structField(t, pkg, "T", "B")},
		},
		Discriminator: structField(t, pkg, "T", "Kind"), DiscriminatorJSON: "kind",
	})
	sameRule(t, byKind["*validators.DependencyRule"].Rule, &DependencyRule{
		Required: true, Trigger: structField(t, pkg, "T", "B"), TriggerJSON: "b", Dependent: structField(t, pkg, "T", "Min"), DependentJSON: "min",
	})
	sameRule(t, byKind["*validators.FieldBoundRule"].Rule, &FieldBoundRule{
		Func: "MaximumField", Struct: named, Owner: "T", Field: structField(t, pkg, "T", "Min"), FieldJSON: "min",
		Limit: []*types.Var{structField(t, pkg, "T", "Max")}, LimitPath: "max", Tag: "+k8s:maximum(constraint: max)",
	})
	for _, f := range typePlan(t, plan, pkg, "T").Fields {
		if len(f.V.Checks) != 0 {
			t.Errorf("field %s has checks %+v; cross-field rules belong to the struct", f.Field.Name, f.V.Checks)
		}
	}
}

func TestModesBecomeConditionsOnTheDiscriminator(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
type T struct {
	// +k8s:modeDiscriminator
	Mode string `+"`json:\"mode\"`"+`
	// +k8s:ifMode("Fast")=+k8s:minimum=1
	Rate *int32 `+"`json:\"rate\"`"+`
}`)
	checks := fieldChecks(t, plan, pkg, "T", "Rate")
	if len(checks) != 2 {
		t.Fatalf("want forbidden-in-other-modes and the payload, got %+v", checks)
	}
	mode := structField(t, pkg, "T", "Mode")
	forbid, min := checks[0], checks[1]
	sameRule(t, forbid.Rule, &Call{Func: "Forbidden", Args: []Operand{ArgPath{}}})
	if want := []Condition{{Sibling: mode, Equals: Literal{StringLit, "Fast"}, Want: false}}; !reflect.DeepEqual(forbid.Cond, want) {
		t.Errorf("forbidden outside the mode: conditions %+v, want %+v", forbid.Cond, want)
	}
	sameRule(t, min.Rule, &Call{Func: "Minimum", Args: []Operand{ArgPath{}, ArgValue{}, Literal{IntLit, "1"}}})
	if want := []Condition{{Sibling: mode, Equals: Literal{StringLit, "Fast"}, Want: true}}; !reflect.DeepEqual(min.Cond, want) {
		t.Errorf("payload of ifMode: conditions %+v, want %+v", min.Cond, want)
	}
}

func TestConditionalPresenceIsShortCircuitRules(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
type T struct {
	// +k8s:ifEnabled(Strict)=+k8s:forbidden
	Legacy *string `+"`json:\"legacy\"`"+`
}`)
	checks := fieldChecks(t, plan, pkg, "T", "Legacy")
	if len(checks) != 2 {
		t.Fatalf("want the forbidden check and the stop, got %+v", checks)
	}
	sameRule(t, checks[0].Rule, &Call{Func: "ForbiddenIf", Args: []Operand{ArgPath{}, ArgSet{}}})
	sameRule(t, checks[1].Rule, &Call{Func: "Stop", Args: []Operand{Literal{BoolLit, "true"}}})
	if !checks[1].NonError || !checks[1].ShortCircuit || checks[0].NonError {
		t.Errorf("the stop must be a non-error short-circuit, the forbidden check an error: %+v", checks)
	}
	for _, c := range checks {
		if len(c.Cond) != 1 || c.Cond[0].Option != "Strict" {
			t.Errorf("%s: conditions %+v, want ifEnabled(Strict)", c.Tag.Text, c.Cond)
		}
	}
}

func TestPlanRejectsMistakes(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"type T struct {\n// +k8s:minimum=1\nName string `json:\"name\"`\n}", "integer types"},
		{"type T struct {\n// +k8s:maximum(constraint: nope)\nA int32 `json:\"a\"`\n}", `no field with JSON name "nope"`},
		{"type T struct {\n// +k8s:dependentRequired(a)\nA int32 `json:\"a\"`\n}", "names the field itself"},
	} {
		_, _, err := analyzeSource(t, tc.src)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s:\n got error %v\n want one containing %q", tc.src, err, tc.want)
		}
	}
}

// Deferred rules keep the lifecycle of the tag that asked for them, not of
// whichever tag of the site scheduled the work.
func TestUniquenessKeepsTheLevelOfItsTag(t *testing.T) {
	plan, pkg := mustAnalyze(t, `
type Item struct {
	Name string `+"`json:\"name\"`"+`
}

type T struct {
	// +k8s:listMapKey=name
	// +k8s:beta(since: "1.36")=+k8s:listType=map
	// +k8s:alpha(since: "1.36")=+k8s:ifEnabled(Caps)=+k8s:maxItems=4
	Items []Item `+"`json:\"items\"`"+`
}`)
	checks := fieldChecks(t, plan, pkg, "T", "Items")
	if len(checks) != 2 {
		t.Fatalf("want uniqueness and maxItems, got %+v", checks)
	}
	for _, c := range checks {
		switch c.Tag.Name {
		case "listType":
			if c.Level != BetaLevel || len(c.Cond) != 0 {
				t.Errorf("uniqueness: level %d, conditions %+v; want beta, unconditioned", c.Level, c.Cond)
			}
		case "maxItems":
			if c.Level != AlphaLevel || len(c.Cond) != 1 || c.Cond[0].Option != "Caps" {
				t.Errorf("maxItems: level %d, conditions %+v; want alpha under ifEnabled(Caps)", c.Level, c.Cond)
			}
		default:
			t.Errorf("unexpected check from %s", c.Tag.Text)
		}
	}
}
