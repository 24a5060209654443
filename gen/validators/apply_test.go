package validators

import (
	"go/token"
	"go/types"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/tags"
)

// A plugin that panics must not crash the generator: the panic becomes a
// diagnostic at the tag, naming it.
func TestPanicInPluginBecomesDiagnostic(t *testing.T) {
	Register(&Tag{
		Name:   "testPanics",
		Scopes: ScopeField,
		Apply:  func(*Site, tags.Tag) error { panic("boom") },
	})
	defer delete(registry, "testPanics")

	tag, ok, err := tags.ParseLine("+k8s:testPanics", token.Position{Filename: "types.go", Line: 7, Column: 5})
	if !ok || err != nil {
		t.Fatal(ok, err)
	}
	site := &Site{Scope: ScopeField, Type: types.Typ[types.String], What: "field T.S", V: &Validations{}}
	err = Apply(site, tag)
	if err == nil {
		t.Fatal("a panicking plugin returned no error")
	}
	want := "types.go:7:5: +k8s:testPanics: internal error in the +k8s:testPanics validator: boom (please report this)"
	if got := err.Error(); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// Every registered tag documents itself and parses its own example.
func TestRegistryIsSelfDescribing(t *testing.T) {
	for _, def := range All() {
		if def.Doc == "" || def.Example == "" || def.Behavior == "" {
			t.Errorf("+k8s:%s lacks Doc, Example or Behavior", def.Name)
		}
		if !strings.Contains(def.Example, "+k8s:"+def.Name) {
			t.Errorf("+k8s:%s's example does not use it: %q", def.Name, def.Example)
		}
		if def.Scopes == 0 {
			t.Errorf("+k8s:%s has no scope", def.Name)
		}
	}
}
