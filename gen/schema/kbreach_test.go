package schema

import (
	"encoding/json"
	"testing"

	"github.com/kubedv/kubedv/gen/load"
)

const kbreachShared = "github.com/kubedv/kubedv/gen/schema/testdata/kbreach/shared"

func loadKBReach(t *testing.T, target string) *load.Result {
	t.Helper()
	res, err := load.Load(load.Config{Dir: "testdata", Targets: []string{target}, Readonly: []string{kbreachShared}})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestControllerGenReachedMarkers: the CRD of a package written for
// controller-gen reads the markers of the types it reaches in a package that
// is not (as controller-gen writes metav1.Condition's), while a package
// written with +k8s: tags reaching the same type leaves them comments.
func TestControllerGenReachedMarkers(t *testing.T) {
	files, _, err := Build(loadKBReach(t, "./kbreach/v1"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	spec := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"]
	cond := spec.Properties["conditions"].Items
	if got := cond.Required; len(got) != 2 || got[0] != "status" || got[1] != "type" {
		t.Errorf("conditions items required = %q, want [status type] (+required, and no omitempty)", got)
	}
	if p := cond.Properties["type"]; p.MaxLength == nil || *p.MaxLength != 316 {
		t.Errorf("conditions[].type = %+v, want maxLength 316", p)
	}
	if p := cond.Properties["status"]; len(p.Enum) != 3 || p.Enum[0] != "True" {
		t.Errorf("conditions[].status enum = %v, want [True False Unknown]", p.Enum)
	}
	if p := cond.Properties["generation"]; p.Minimum == nil || *p.Minimum != 0 {
		t.Errorf("conditions[].generation = %+v, want minimum 0", p)
	}
	// An integer enum is written as numbers, as controller-gen writes it.
	code := spec.Properties["code"]
	if got, _ := json.Marshal(code.Enum); string(got) != "[301,302]" || code.Type != "integer" {
		t.Errorf("code: type %q enum %s, want integer [301,302]", code.Type, got)
	}
	// An inlined struct's own rules apply to the object it is inlined into.
	if w := spec.Properties["wrapped"]; len(w.Validations) != 1 || w.Validations[0].Rule != "self.name != 'x'" {
		t.Errorf("wrapped: rules %+v, want Ref's rule", w.Validations)
	}
	// +structType and +mapType, on the type and on the field (which wins).
	for name, want := range map[string]string{"sel": "atomic", "granular": "granular", "labels": "atomic"} {
		if got := spec.Properties[name].MapType; got != want {
			t.Errorf("%s: x-kubernetes-map-type %q, want %q", name, got, want)
		}
	}

	files, _, err = Build(loadKBReach(t, "./kbreach/plain"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"].Properties["cond"]
	if len(c.Required) != 0 || c.Properties["type"].MaxLength != nil || c.Properties["status"].Enum != nil || c.Properties["generation"].Minimum != nil {
		t.Errorf("a +k8s: package reads the markers of shared.Cond: %+v", c)
	}
}

// TestVersionName: +versionName sets the CRD version of a package whose
// name is not one, as controller-gen reads it.
func TestVersionName(t *testing.T) {
	files, _, err := Build(loadKBReach(t, "./kbreach/named"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if v := files[0].CRD.Spec.Versions; len(v) != 1 || v[0].Name != "v1beta1" {
		t.Errorf("versions %+v, want v1beta1", v)
	}
}

// TestInlinedShadowed: a struct's own JSON field wins over the field of
// the same name of a struct it inlines, as in encoding/json (declared
// before or after the inlined struct): its schema, and the inlined
// field's required left out.
func TestInlinedShadowed(t *testing.T) {
	files, _, err := Build(loadKBReach(t, "./kbreach/v1"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	spec := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"]
	for _, name := range []string{"shadow", "shadowAfter"} {
		s := spec.Properties[name]
		if s == nil {
			t.Fatalf("%s: no schema", name)
		}
		if p := s.Properties["port"]; p == nil || p.Type != "string" || p.MaxLength == nil || *p.MaxLength != 3 {
			t.Errorf("%s.port = %+v, want the struct's own (string, maxLength 3)", name, p)
		}
		if len(s.Required) != 1 || s.Required[0] != "host" {
			t.Errorf("%s: required %q, want [host] (the inlined port is shadowed)", name, s.Required)
		}
	}
}
