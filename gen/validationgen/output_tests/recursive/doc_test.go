package recursive

import (
	"context"
	"os"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

// midNode reaches every recursive position of Node; each call returns
// fresh lists and maps, so that tests can change one copy.
func midNode() Node {
	leaf := Node{Name: "leaf", Weight: 100}
	return Node{
		Name:     "mid",
		Left:     &Node{Name: "left"},
		Children: []Node{leaf, leaf, leaf},
		Named:    map[string]Node{"abc": leaf, "x": leaf},
		Refs:     []*Node{{Name: "ref"}},
		Group:    Group{leaf, leaf},
	}
}

// validTree reaches every recursive position, three levels deep.
func validTree() *Tree {
	left := midNode()
	return &Tree{
		Root:   &Node{Name: "abcdefgh", Left: &left, Children: []Node{midNode()}, Named: map[string]Node{"m": midNode()}},
		Forest: []Node{midNode(), {Name: "leaf"}},
		Leafy:  Leafy{Next: map[string]Leafy{"a": {Leaves: []Leaf{{Size: 1}}}}, Leaves: []Leaf{{Size: 1}}},
		Plain:  Plain{Self: &Plain{}, Many: []Plain{{}}, ByName: map[string]Plain{"p": {}}},
		Ping:   Ping{Tag: "abcd", Pong: &Pong{Pings: []Ping{{Tag: "x", Pong: &Pong{}}}}},
	}
}

// withoutValueMaps drops the maps whose values are a recursive struct type.
func withoutValueMaps(tree *Tree) *Tree {
	var strip func(n *Node)
	strip = func(n *Node) {
		if n == nil {
			return
		}
		n.Named = nil
		strip(n.Left)
		for i := range n.Children {
			strip(&n.Children[i])
		}
		for _, r := range n.Refs {
			strip(r)
		}
		for i := range n.Group {
			strip(&n.Group[i])
		}
	}
	strip(tree.Root)
	for i := range tree.Forest {
		strip(&tree.Forest[i])
	}
	tree.Leafy.Next = nil
	return tree
}

func TestRecursiveValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Tree{}).ExpectValid().ExpectAllocs(0)
	// Recursion through pointers, lists, typedef lists and lists of
	// pointers allocates nothing.
	st.Value(withoutValueMaps(validTree())).ExpectValid().ExpectAllocs(0)
	st.Value(withoutValueMaps(validTree())).OldValue(withoutValueMaps(validTree())).ExpectValid().ExpectAllocs(0)
	// A map value is not addressable: validating it recursively copies it
	// to the heap, once per entry (validTree has 10 such entries), and an
	// update copies the old value too.
	st.Value(validTree()).ExpectValid().ExpectAllocs(10)
	st.Value(validTree()).OldValue(validTree()).ExpectValid().ExpectAllocs(20)
}

// Each level reports at its own path, however it was reached.
func TestRecursiveErrorPaths(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	bad := Node{Name: "too-long-name", Weight: -1}
	tree := validTree()
	tree.Root.Left.Left = &Node{Weight: 101}
	tree.Root.Left.Children[1] = bad
	tree.Root.Left.Named["abc"] = Node{Name: "n", Named: map[string]Node{"long": {Name: "n"}}}
	tree.Root.Left.Refs[0] = &bad
	tree.Root.Left.Group = Group{{Name: "g"}, {}}
	tree.Forest = append(tree.Forest, Node{Name: "third"})
	tree.Ping.Pong.Pings = []Ping{{Tag: "abcde"}}
	tree.Leafy.Next["a"] = Leafy{Next: map[string]Leafy{"b": {Leaves: []Leaf{{Size: 1}, {Size: 0}}}}}

	mid := root("root", "left")
	st.Value(tree).ExpectInvalid(
		field.Required(mid.Child("left", "name"), ""),
		field.Invalid(mid.Child("left", "weight"), 101, "must be less than or equal to 100").WithOrigin("maximum"),
		field.TooLongCharacters(mid.Child("children").Index(1).Child("name"), bad.Name, 8).WithOrigin("maxLength"),
		field.Invalid(mid.Child("children").Index(1).Child("weight"), -1, "must be greater than or equal to 0").WithOrigin("minimum"),
		field.TooLongCharacters(mid.Child("named").Key("abc").Child("named"), "long", 3).WithOrigin("maxLength"),
		field.TooLongCharacters(mid.Child("refs").Index(0).Child("name"), bad.Name, 8).WithOrigin("maxLength"),
		field.Invalid(mid.Child("refs").Index(0).Child("weight"), -1, "must be greater than or equal to 0").WithOrigin("minimum"),
		field.Required(mid.Child("group").Index(1).Child("name"), ""),
		// maxItems short-circuits: the items of a list over the limit are not checked.
		field.TooMany(root("forest"), 3, 2).WithOrigin("maxItems"),
		field.TooLongCharacters(root("ping", "pong", "pings").Index(0).Child("tag"), "abcde", 4).WithOrigin("maxLength"),
		field.Invalid(root("leafy", "next").Key("a").Child("next").Key("b").Child("leaves").Index(1).Child("size"), 0,
			"must be greater than or equal to 1").WithOrigin("minimum"),
	)

	errs := localSchemeBuilder.Validate(context.Background(), nil, &Tree{Root: &Node{}})
	if len(errs) != 1 || !errs[0].ShortCircuit || errs[0].Field != "root.name" {
		t.Errorf("want one short-circuit Required error at root.name, got %v", errs)
	}
}

// A very deep chain is validated to the bottom, without stack trouble, and
// reports the full path.
func TestRecursiveDeepChain(t *testing.T) {
	const depth = 2000
	bottom := &Node{Name: "bottom", Weight: -1}
	n := bottom
	for range depth {
		n = &Node{Name: "n", Left: n}
	}
	want := "root" + strings.Repeat(".left", depth) + ".weight"
	errs := localSchemeBuilder.Validate(context.Background(), nil, &Tree{Root: n})
	if len(errs) != 1 || errs[0].Field != want || errs[0].Origin != "minimum" {
		t.Fatalf("want one minimum error %d levels deep, got %d errors: %.200v", depth, len(errs), errs)
	}
	st := localSchemeBuilder.Test(t)
	bottom.Weight = 0
	st.Value(&Tree{Root: n}).ExpectValid().ExpectAllocs(0)
}

func TestRecursiveUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	invalid := func() *Tree {
		tree := validTree()
		tree.Root.Left.Left = &Node{Weight: 101}
		tree.Root.Named["m"] = Node{Name: "n", Named: map[string]Node{"long": {Weight: -1}}}
		tree.Ping.Tag = "abcde"
		return tree
	}
	// Unchanged invalid nodes are not re-validated, at any depth.
	st.Value(invalid()).OldValue(invalid()).ExpectValid()
	// Invalid to valid.
	st.Value(validTree()).OldValue(invalid()).ExpectValid()
	// Changed to invalid.
	st.Value(invalid()).OldValue(validTree()).ExpectInvalid(
		field.Required(root("root", "left", "left", "name"), ""),
		field.Invalid(root("root", "left", "left", "weight"), 101, "must be less than or equal to 100").WithOrigin("maximum"),
		field.TooLongCharacters(root("root", "named").Key("m").Child("named"), "long", 3).WithOrigin("maxLength"),
		field.Required(root("root", "named").Key("m").Child("named").Key("long").Child("name"), ""),
		field.Invalid(root("root", "named").Key("m").Child("named").Key("long").Child("weight"), -1, "must be greater than or equal to 0").WithOrigin("minimum"),
		field.TooLongCharacters(root("ping", "tag"), "abcde", 4).WithOrigin("maxLength"),
	)
	// Pointers and map values correlate with the old node at the same
	// place: only the changed field of a deep node is reported.
	old := invalid()
	obj := invalid()
	obj.Root.Left.Left.Weight = 102
	obj.Root.Named["m"].Named["long"] = Node{Weight: -2}
	st.Value(obj).OldValue(old).ExpectInvalid(
		field.Invalid(root("root", "left", "left", "weight"), 102, "must be less than or equal to 100").WithOrigin("maximum"),
		field.Invalid(root("root", "named").Key("m").Child("named").Key("long").Child("weight"), -2, "must be greater than or equal to 0").WithOrigin("minimum"),
	)
}

// Types are generated for when they, or anything they reach, have rules;
// Plain reaches no rule and gets no function.
func TestRecursiveGeneratedFunctions(t *testing.T) {
	src, err := os.ReadFile("zz_generated.validations.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Tree", "Node", "Group", "Leafy", "Leaf", "Ping", "Pong"} {
		if !strings.Contains(string(src), "func Validate_"+name+"(") {
			t.Errorf("no Validate_%s generated", name)
		}
	}
	if strings.Contains(string(src), "Validate_Plain") {
		t.Errorf("Validate_Plain generated for a type without rules")
	}
	if strings.Contains(string(src), "plain") {
		t.Errorf("field Tree.Plain is traversed although nothing in it has rules")
	}
}

func BenchmarkRecursiveValid(b *testing.B) {
	tree := validTree()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if errs := localSchemeBuilder.Validate(ctx, nil, tree); len(errs) != 0 {
			b.Fatal(errs)
		}
	}
}

func BenchmarkRecursiveUnchangedUpdate(b *testing.B) {
	tree, old := validTree(), validTree()
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if errs := localSchemeBuilder.ValidateUpdate(ctx, nil, tree, old); len(errs) != 0 {
			b.Fatal(errs)
		}
	}
}
