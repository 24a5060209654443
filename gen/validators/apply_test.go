package validators

import (
	"go/token"
	"go/types"
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
	defer delete(Default.byName, "testPanics")

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
