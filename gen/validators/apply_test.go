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

// Generation names the current name of a renamed tag, and the nearest
// registered name of a misspelt one.
func TestApplyUnknownTagMessages(t *testing.T) {
	for text, want := range map[string]string{
		"+k8s:ifOptionEnabled(G)=+k8s:maxLength=1": "t.go:1:1: +k8s:ifOptionEnabled(G)=+k8s:maxLength=1: unknown tag +k8s:ifOptionEnabled; it was renamed to +k8s:ifEnabled",
		"+k8s:maxLenght=1":                         "t.go:1:1: +k8s:maxLenght=1: unknown tag +k8s:maxLenght; did you mean +k8s:maxLength?",
		"+k8s:isSubresource(\"/x\")":               "t.go:1:1: +k8s:isSubresource(\"/x\"): +k8s:isSubresource is not a validation tag and cannot be used here",
		"+k8s:default=\"x\"":                       "t.go:1:1: +k8s:default=\"x\": +k8s:default is not a validation tag and cannot be used here",
	} {
		tag, ok, err := tags.ParseLine(text, token.Position{Filename: "t.go", Line: 1, Column: 1})
		if !ok || err != nil {
			t.Fatal(text, err)
		}
		site := &Site{Scope: ScopeField, Type: types.Typ[types.String], What: "field T.S", V: &Validations{}}
		if err := Apply(site, tag); err == nil || err.Error() != want {
			t.Errorf("%s:\ngot  %v\nwant %s", text, err, want)
		}
	}
}
