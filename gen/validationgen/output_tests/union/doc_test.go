package union

import (
	"context"
	"errors"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

// mayOnly and mustBe are the discriminated-union errors at a member.
func mayOnly(p *field.Path, disc, value string) *field.Error {
	return field.Invalid(p, "", "may only be specified when `"+disc+"` is \""+value+"\"").WithOrigin("union")
}

func mustBe(p *field.Path, disc, value string) *field.Error {
	return field.Invalid(p, "", "must be specified when `"+disc+"` is \""+value+"\"").WithOrigin("union")
}

// noneOf and several are the errors of a union without a discriminator.
func noneOf(p *field.Path, all string) *field.Error {
	return field.Invalid(p, "", "must specify one of: "+all).WithOrigin("union")
}

func several(p *field.Path, set, all string) *field.Error {
	return field.Invalid(p, set, "must specify exactly one of: "+all).WithOrigin("union")
}

const (
	sourceMembers = "`url`, `port`, `local`, `name`, `labels`, `namePtr`"
	tasksMembers  = "`tasks[{\"name\": \"succeeded\"}]`, `tasks[{\"name\": \"failed\"}]`"
	typedMembers  = "`TaskList[{\"name\": \"left\"}]`, `TaskList[{\"name\": \"right\"}]`"
	endpointsAll  = "`endpoints[{\"name\": \"http\", \"port\": 80}]`, `endpoints[{\"name\": \"https\", \"port\": 443}]`"
)

// validRoot satisfies every union, with members of each kind at the
// boundary of "set" (a pointer to a zero value, a one-item list).
func validRoot() *Root {
	return &Root{
		Shape:     Shape{Type: ShapeCircle, Circle: &Circle{}},
		ShapePtr:  &Shape{Type: ShapeSquare, Box: &Box{Side: 2}},
		Shapes:    []Shape{{Type: ShapePolygon, Polygon: []Point{{}}}, {Type: ShapeCircle, Circle: &Circle{Radius: 3}}},
		ShapeMap:  map[string]Shape{"a": {Type: ShapeSquare, Box: &Box{}}, "b": {}},
		Source:    Source{NamePtr: new(Name(""))},
		Multi:     Multi{Mode: new("One"), A1: new(0), B2: []string{""}},
		Tasks:     []Task{{Name: "other"}, {Name: "succeeded"}},
		Typed:     TaskList{{Name: "right"}},
		Endpoints: []*Endpoint{{Name: "http", Port: 443}, {Name: "https", Port: 443}},
	}
}

// run runs the scheme directly, for assertions on error attributes the
// harness does not compare (bad values, order, short-circuit, stability).
func run(t *testing.T, obj, old any, opts map[string]bool) field.ErrorList {
	t.Helper()
	if old == nil {
		return localSchemeBuilder.Validate(context.Background(), opts, obj)
	}
	return localSchemeBuilder.ValidateUpdate(context.Background(), opts, obj, old)
}

// exactly checks errs against want one by one, bad values included.
func exactly(t *testing.T, errs field.ErrorList, want ...*field.Error) {
	t.Helper()
	m := field.ErrorMatcher{}.Exactly()
	if len(errs) != len(want) {
		t.Fatalf("got %d errors, want %d: %v", len(errs), len(want), errs)
	}
	for i := range want {
		if !m.Matches(want[i], errs[i]) {
			t.Errorf("error %d:\n got  %s\n want %s", i, m.Render(errs[i]), m.Render(want[i]))
		}
	}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validRoot()).ExpectValid().ExpectAllocs(0)
	st.Value(validRoot()).OldValue(validRoot()).ExpectValid().ExpectAllocs(0)

	// Every union changed, still valid: nothing allocates either.
	changed := validRoot()
	changed.Shape = Shape{Type: ShapePolygon, Polygon: []Point{{X: 1}}}
	changed.ShapePtr = &Shape{Type: ShapeCircle, Circle: &Circle{}}
	changed.ShapeMap["a"] = Shape{Type: ShapeCircle, Circle: &Circle{}}
	changed.Source = Source{Local: true}
	changed.Multi = Multi{Mode: new("Two"), A2: new(1), B3: []string{"x"}}
	changed.Tasks = []Task{{Name: "failed"}}
	changed.Typed = TaskList{{Name: "left"}, {Name: "up"}}
	changed.Endpoints = []*Endpoint{{Name: "http", Port: 80}}
	st.Value(changed).OldValue(validRoot()).ExpectValid().ExpectAllocs(0)
	st.Value(validRoot()).OldValue(changed).ExpectValid().ExpectAllocs(0)
}

func TestDiscriminated(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	r := validRoot()
	r.Shape = Shape{Type: ShapeCircle, Box: &Box{}}
	st.Value(r).ExpectInvalid(
		mustBe(root("shape", "circle"), "type", "Circle"),
		mayOnly(root("shape", "box"), "type", "Square"))

	// memberName: Box is selected by "Square", not by its field name.
	r.Shape = Shape{Type: "Box", Box: &Box{}}
	st.Value(r).ExpectInvalid(mayOnly(root("shape", "box"), "type", "Square"))

	// A value naming no member only forbids the members that are set.
	r.Shape = Shape{Type: "Hexagon"}
	st.Value(r).ExpectValid()
	r.Shape = Shape{Type: "Hexagon", Circle: &Circle{}, Polygon: []Point{{}}}
	st.Value(r).ExpectInvalid(
		mayOnly(root("shape", "circle"), "type", "Circle"),
		mayOnly(root("shape", "polygon"), "type", "Polygon"))

	// The zero discriminator with no member is valid, as in Kubernetes.
	r.Shape = Shape{}
	st.Value(r).ExpectValid()

	// An empty, non-nil list is not set.
	r.Shape = Shape{Type: ShapePolygon, Polygon: []Point{}}
	st.Value(r).ExpectInvalid(mustBe(root("shape", "polygon"), "type", "Polygon"))

	// The union struct behind a pointer, in a list and in a map.
	r = validRoot()
	r.ShapePtr = &Shape{Type: ShapeSquare, Circle: &Circle{}}
	r.Shapes[1] = Shape{Type: ShapeCircle}
	r.ShapeMap["b"] = Shape{Type: ShapePolygon, Box: &Box{}}
	st.Value(r).ExpectInvalid(
		mayOnly(root("shapePtr", "circle"), "type", "Circle"),
		mustBe(root("shapePtr", "box"), "type", "Square"),
		mustBe(root("shapes").Index(1).Child("circle"), "type", "Circle"),
		mayOnly(root("shapeMap").Key("b").Child("box"), "type", "Square"),
		mustBe(root("shapeMap").Key("b").Child("polygon"), "type", "Polygon"))

	// Errors come in member order, with the exact bad value and no
	// short-circuit mark (a union error does not stop other checks).
	r = validRoot()
	r.Shape = Shape{Type: ShapePolygon, Circle: &Circle{}, Box: &Box{}}
	errs := run(t, r, nil, nil)
	exactly(t, errs,
		mayOnly(root("shape", "circle"), "type", "Circle"),
		mayOnly(root("shape", "box"), "type", "Square"),
		mustBe(root("shape", "polygon"), "type", "Polygon"))
	for _, e := range errs {
		if e.ShortCircuit || e.IsAlpha() || e.IsBeta() {
			t.Errorf("%v: want a plain error", e)
		}
	}
}

func TestWithoutDiscriminator(t *testing.T) {
	for name, src := range map[string]Source{
		"string": {URL: "u"}, "int": {Port: -1}, "bool": {Local: true}, "typedef": {Name: "n"},
		"map": {Labels: map[string]string{"": ""}}, "pointer to zero": {NamePtr: new(Name(""))},
	} {
		t.Run(name, func(t *testing.T) {
			r := validRoot()
			r.Source = src
			localSchemeBuilder.Test(t).Value(r).ExpectValid().ExpectAllocs(0)
		})
	}

	r := validRoot()
	// Zero values, empty maps and unrelated fields are not members.
	r.Source = Source{Port: 0, Local: false, Labels: map[string]string{}, Note: "n"}
	exactly(t, run(t, r, nil, nil), noneOf(root("source"), sourceMembers))

	r.Source = Source{URL: "u", Local: true, Labels: map[string]string{"k": "v"}}
	exactly(t, run(t, r, nil, nil), several(root("source"), "{url, local, labels}", sourceMembers))
	localSchemeBuilder.Test(t).Value(r).OldValue(r).ExpectValid()
}

func TestSeveralUnions(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	r := validRoot()
	// Union "a" (pointer discriminator) and union "b" fail independently.
	r.Multi = Multi{A1: new(1), B1: []string{"x"}, B3: []string{"y"}}
	errs := run(t, r, nil, nil)
	exactly(t, errs,
		mayOnly(root("multi", "a1"), "mode", "One"),
		several(root("multi"), "{b1, b3}", "`b1`, `b2`, `b3`"))

	r.Multi = Multi{Mode: new("Two"), A1: new(1), B2: []string{"x"}}
	st.Value(r).ExpectInvalid(
		mayOnly(root("multi", "a1"), "mode", "One"),
		mustBe(root("multi", "a2"), "mode", "Two"))

	r.Multi = Multi{Mode: new("One"), A1: new(1)}
	st.Value(r).ExpectInvalid(noneOf(root("multi"), "`b1`, `b2`, `b3`"))
}

func TestItemMembers(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	r := validRoot()
	r.Tasks = []Task{{Name: "failed"}, {Name: "x"}, {Name: "succeeded"}}
	exactly(t, run(t, r, nil, nil), several(root("tasks"),
		`{tasks[{"name": "succeeded"}], tasks[{"name": "failed"}]}`, tasksMembers))

	r.Tasks = []Task{{Name: "x"}}
	st.Value(r).ExpectInvalid(noneOf(root("tasks"), tasksMembers))
	r.Tasks = nil
	st.Value(r).ExpectInvalid(noneOf(root("tasks"), tasksMembers))

	// The union on the list type names its members after the type.
	r = validRoot()
	r.Typed = TaskList{{Name: "left"}, {Name: "right"}}
	exactly(t, run(t, r, nil, nil), several(root("typed"),
		`{TaskList[{"name": "left"}], TaskList[{"name": "right"}]}`, typedMembers))
	r.Typed = nil
	st.Value(r).ExpectInvalid(noneOf(root("typed"), typedMembers))

	// Compound keys select by every key.
	r = validRoot()
	r.Endpoints = []*Endpoint{{Name: "http", Port: 443}, {Name: "https", Port: 80}}
	st.Value(r).ExpectInvalid(noneOf(root("endpoints"), endpointsAll))
	r.Endpoints = []*Endpoint{{Name: "https", Port: 443}, {Name: "http", Port: 80}}
	exactly(t, run(t, r, nil, nil), several(root("endpoints"),
		`{endpoints[{"name": "http", "port": 80}], endpoints[{"name": "https", "port": 443}]}`, endpointsAll))
}

// invalidRoot breaks every union of Root.
func invalidRoot() *Root {
	r := validRoot()
	r.Shape = Shape{Type: ShapeSquare, Circle: &Circle{}, Label: "old"}
	r.ShapePtr = &Shape{Type: ShapeCircle}
	r.Shapes[0] = Shape{Type: ShapeSquare}
	r.ShapeMap["a"] = Shape{Type: ShapeCircle, Box: &Box{}}
	r.Source = Source{URL: "a", Port: 1, Note: "old"}
	r.Multi = Multi{A1: new(1), B1: []string{"a"}, B2: []string{"b"}}
	r.Tasks = []Task{{Name: "failed", State: "old"}, {Name: "succeeded"}}
	r.Typed = nil
	r.Endpoints = nil
	return r
}

func invalidRootErrors() []*field.Error {
	return []*field.Error{
		mayOnly(root("shape", "circle"), "type", "Circle"),
		mustBe(root("shape", "box"), "type", "Square"),
		mustBe(root("shapePtr", "circle"), "type", "Circle"),
		mustBe(root("shapes").Index(0).Child("box"), "type", "Square"),
		mayOnly(root("shapeMap").Key("a").Child("box"), "type", "Square"),
		mustBe(root("shapeMap").Key("a").Child("circle"), "type", "Circle"),
		several(root("source"), "{url, port}", sourceMembers),
		mayOnly(root("multi", "a1"), "mode", "One"),
		several(root("multi"), "{b1, b2}", "`b1`, `b2`, `b3`"),
		several(root("tasks"), "", tasksMembers),
		noneOf(root("typed"), typedMembers),
		noneOf(root("endpoints"), endpointsAll),
	}
}

func TestRatcheting(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidRoot()).ExpectInvalid(invalidRootErrors()...)
	st.Value(invalidRoot()).OldValue(invalidRoot()).ExpectValid()

	// Unrelated siblings change next to every broken union: a stricter
	// union rule does not fail the update.
	r := invalidRoot()
	r.Other = "changed"
	r.Shape.Label = "new"
	r.Source.Note = "new"
	r.Tasks[0].State = "new"
	r.ShapeMap["c"] = Shape{}
	st.Value(r).OldValue(invalidRoot()).ExpectValid()
	// Except in an atomic list: once it changed, its items have no old
	// values (as in Kubernetes), so the broken item is validated again.
	r.Shapes = append(r.Shapes, Shape{})
	st.Value(r).OldValue(invalidRoot()).ExpectInvalid(mustBe(root("shapes").Index(0).Child("box"), "type", "Square"))

	// Members that stay set with other values do not re-validate either:
	// like Kubernetes, unions ratchet on which members are set.
	r = invalidRoot()
	r.Shape.Circle = &Circle{Radius: 9}
	r.Source.URL, r.Source.Port = "b", 2
	r.Multi.B1 = []string{"c", "d"}
	st.Value(r).OldValue(invalidRoot()).ExpectValid()

	// A member set or cleared, or a changed discriminator, re-validates
	// the whole union.
	r = invalidRoot()
	r.Shape.Type = ShapePolygon
	r.Source.Local = true
	r.Multi.Mode = new("Two")
	r.Tasks = r.Tasks[:1]
	r.Typed = TaskList{{Name: "left"}, {Name: "right"}}
	st.Value(r).OldValue(invalidRoot()).ExpectInvalid(
		mayOnly(root("shape", "circle"), "type", "Circle"),
		mustBe(root("shape", "polygon"), "type", "Polygon"),
		several(root("source"), "", sourceMembers),
		mayOnly(root("multi", "a1"), "mode", "One"),
		mustBe(root("multi", "a2"), "mode", "Two"),
		several(root("typed"), "", typedMembers))
	// (Tasks went from two members to one: valid.)

	// Changed to invalid from valid, and back.
	st.Value(invalidRoot()).OldValue(validRoot()).ExpectInvalid(invalidRootErrors()...)
	st.Value(validRoot()).OldValue(invalidRoot()).ExpectValid().ExpectAllocs(0)

	// A union struct with no old counterpart (a pointer newly set, a new
	// map key) is validated as on create.
	old := invalidRoot()
	old.ShapePtr = nil
	delete(old.ShapeMap, "a")
	st.Value(invalidRoot()).OldValue(old).ExpectInvalid(
		mustBe(root("shapePtr", "circle"), "type", "Circle"),
		mayOnly(root("shapeMap").Key("a").Child("box"), "type", "Square"),
		mustBe(root("shapeMap").Key("a").Child("circle"), "type", "Circle"))
}

func gated(kind string, x, y *int) *Gated { return &Gated{Kind: kind, X: x, Y: y} }

func TestOptionCondition(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	on, off := map[string]bool{"FeatureX": true}, map[string]bool{"FeatureX": false}
	bad := gated("X", nil, new(1))
	st.Value(bad).Opts(on).ExpectInvalid(
		mustBe(root("x"), "kind", "X"),
		mayOnly(root("y"), "kind", "Y"))
	st.Value(bad).Opts(off).ExpectValid()
	st.Value(gated("Y", nil, new(1))).Opts(on).ExpectValid().ExpectAllocs(0)
	st.Value(bad).ExpectInvalid(field.InternalError(nil, errors.New(`undefined validation option "FeatureX"`)))

	// Ratcheting under the condition: the discriminator alone changes.
	st.Value(gated("Y", nil, new(1))).OldValue(gated("X", nil, new(1))).Opts(on).ExpectValid()
	st.Value(bad).OldValue(gated("Y", nil, new(1))).Opts(on).ExpectInvalid(
		mustBe(root("x"), "kind", "X"),
		mayOnly(root("y"), "kind", "Y"))
	st.Value(bad).OldValue(gated("X", new(2), new(1))).Opts(on).ExpectInvalid(
		mustBe(root("x"), "kind", "X"),
		mayOnly(root("y"), "kind", "Y"))
	st.Value(bad).OldValue(gated("X", nil, new(2))).Opts(on).ExpectValid()
}

func TestLifecycle(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	bad := &Shadowed{P: new(1), Q: new(2), Items: []Task{{Name: "a"}, {Name: "b"}}}
	st.Value(bad).ExpectInvalid(
		several(nil, "", "`p`, `q`"),
		several(root("items"), "", "`items[{\"name\": \"a\"}]`, `items[{\"name\": \"b\"}]`"))
	st.Value(bad).OldValue(bad).ExpectValid()
	st.Value(&Shadowed{P: new(1), Items: []Task{{Name: "b"}}}).ExpectValid().ExpectAllocs(0)

	errs := run(t, bad, nil, nil)
	if len(errs) != 2 || !errs[0].IsAlpha() || errs[0].IsBeta() || !errs[1].IsBeta() || errs[1].IsAlpha() {
		t.Errorf("want the struct's union alpha and the items' union beta, got %v", errs)
	}
	if errs[0].Field != "<nil>" {
		t.Errorf("the struct's union error is at %q, want the object itself", errs[0].Field)
	}
}
