package validators

import (
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/tags"
)

// Every registered tag, of every kind, documents itself and uses itself in
// its example.
func TestRegistryIsSelfDescribing(t *testing.T) {
	for _, def := range Default.All() {
		if def.Doc == "" || def.Example == "" || def.Behavior == "" {
			t.Errorf("+k8s:%s lacks Doc, Example or Behavior", def.Name)
		}
		if !strings.Contains(def.Example, def.Written()) {
			t.Errorf("+k8s:%s's example does not use it: %q", def.Name, def.Example)
		}
		if def.Scopes == 0 {
			t.Errorf("+k8s:%s has no scope", def.Name)
		}
		if err := def.consistent(); err != nil {
			t.Errorf("+k8s:%s: %v", def.Name, err)
		}
	}
}

// Kinds agree with what the tags do: wrappers and chains take a tag,
// selection and subresource tags are foreign and never applied, validation
// tags are not foreign.
func TestRegistryKinds(t *testing.T) {
	want := map[string]Kind{
		"alpha": KindWrapper, "beta": KindWrapper,
		"ifEnabled": KindConditional, "ifDisabled": KindConditional, "ifSubresource": KindConditional,
		"ifNotSubresource": KindConditional, "ifMode": KindConditional,
		"eachVal": KindChain, "eachKey": KindChain, "subfield": KindChain, "item": KindChain, "listMapItem": KindChain,
		"minimum": KindValue, "unionMember": KindValue,
		"required": KindPresence, "optional": KindPresence, "forbidden": KindPresence,
		MainTag: KindSelection, InputTag: KindSelection, SchemeRegistryTag: KindSelection, TestFixtureTag: KindSelection,
		TestTargetsTag: KindSelection, NolintTag: KindSelection, TypedefChainsTag: KindSelection,
		SupportsSubresourceTag: KindSubresource, IsSubresourceTag: KindSubresource,
		"default": KindDeclaration,
	}
	for name, kind := range want {
		def, ok := Default.Lookup(name)
		if !ok {
			t.Errorf("+k8s:%s is not registered", name)
			continue
		}
		if def.Kind != kind {
			t.Errorf("+k8s:%s is a %s tag, want %s", name, def.Kind, kind)
		}
	}
	for _, def := range Default.All() {
		if def.Marker {
			// Markers are not +k8s: tags; Foreign is about +k8s: names.
			if _, ok := Default.ValidatorOf(tags.Tag{Name: def.Name, Marker: true}); ok != def.Kind.Validates() {
				t.Errorf("%s (%s): ValidatorOf found = %v", def.Written(), def.Kind, ok)
			}
			continue
		}
		foreign := def.Kind == KindSelection || def.Kind == KindSubresource || def.Kind == KindDeclaration
		if Default.Foreign(def.Name) != foreign {
			t.Errorf("+k8s:%s (%s): Foreign = %v", def.Name, def.Kind, !foreign)
		}
		if _, ok := Default.Validator(def.Name); ok != def.Kind.Validates() {
			t.Errorf("+k8s:%s (%s): Validator found = %v", def.Name, def.Kind, ok)
		}
	}
	for _, name := range []string{"deepcopy-gen", "openapi-gen", "openapi-model-package", "protobuf", "genclient:nonNamespaced"} {
		if !Default.Foreign(name) {
			t.Errorf("+k8s:%s is another generator's tag", name)
		}
	}
	if Default.Foreign("minimum") || Default.Foreign("noSuchTag") {
		t.Error("validation tags and unknown tags are not foreign")
	}
}

// A registry is a value: tags registered in one are not in another, and
// registering a tag twice or with a kind that contradicts it panics.
func TestRegistryRegister(t *testing.T) {
	apply := func(*Site, tags.Tag) error { return nil }
	r := NewRegistry()
	r.Register(&Tag{Name: "mine", Scopes: ScopeField, Apply: apply})
	if _, ok := r.Validator("mine"); !ok {
		t.Error("registered tag not found")
	}
	if _, ok := Default.Lookup("mine"); ok {
		t.Error("a tag registered in one registry is in Default")
	}
	if got := r.Suggest("mien"); got != "mine" {
		t.Errorf("Suggest(mien) = %q", got)
	}
	if to, ok := Default.Renamed("ifOptionEnabled"); !ok || to.Name != "ifEnabled" {
		t.Errorf("Renamed(ifOptionEnabled) = %v, %v", to, ok)
	}
	if _, ok := Default.Renamed("ifOptionSubresource"); ok {
		t.Error("ifSubresource was never renamed")
	}
	for name, tag := range map[string]*Tag{
		"twice":                     {Name: "mine", Apply: apply},
		"value without Apply":       {Name: "a"},
		"selection with Apply":      {Name: "b", Kind: KindSelection, Apply: apply},
		"chain without tag payload": {Name: "c", Kind: KindChain, Apply: apply},
		"value with tag payload":    {Name: "d", Payload: TagPayload, Apply: apply},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: Register did not panic", name)
				}
			}()
			r.Register(tag)
		}()
	}
}

// Every bounded quantity has lower and upper bound tags, all single-valued
// with an integer payload, and exclusive bounds adjust toward the inside.
func TestRegistryBounds(t *testing.T) {
	sides := map[string][2]int{}
	for _, def := range Default.All() {
		b := def.Bound
		if b == nil {
			continue
		}
		if !def.SingleValued || def.Payload != IntPayload || b.Of == "" || b.Plural == "" {
			t.Errorf("+k8s:%s: bound %+v, single-valued %v, payload %d", def.Name, *b, def.SingleValued, def.Payload)
		}
		if (b.Upper && b.Adjust > 0) || (!b.Upper && b.Adjust < 0) {
			t.Errorf("+k8s:%s: adjust %d points outward", def.Name, b.Adjust)
		}
		s := sides[b.Of]
		if b.Upper {
			s[1]++
		} else {
			s[0]++
		}
		sides[b.Of] = s
	}
	for of, s := range sides {
		if s[0] == 0 || s[1] == 0 {
			t.Errorf("%s bounds: %d lower, %d upper", of, s[0], s[1])
		}
	}
	if len(sides) != 4 {
		t.Errorf("bounded quantities %v, want integer, string, list and map", sides)
	}
	if b := mustBound(t, "exclusiveMinimum"); b.Adjust != 1 || b.Upper {
		t.Errorf("exclusiveMinimum: %+v", b)
	}
	if b := mustBound(t, "maxBytes"); !b.Upper || b.Of != "string" {
		t.Errorf("maxBytes: %+v", b)
	}
}

func mustBound(t *testing.T, name string) Bound {
	t.Helper()
	def, ok := Lookup(name)
	if !ok || def.Bound == nil {
		t.Fatalf("+k8s:%s has no bound", name)
	}
	return *def.Bound
}
