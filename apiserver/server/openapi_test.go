package server

import (
	"context"
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

// TestOpenAPIFromGeneratedDefinitions reads the OpenAPI v2 and v3
// documents and checks what only the generated definitions know: doc
// comments as descriptions (enum values listed), defaults, list and map
// semantics.
func TestOpenAPIFromGeneratedDefinitions(t *testing.T) {
	s := startServer(t, t.TempDir(), nil)
	type schema struct {
		Description string                     `json:"description"`
		Properties  map[string]json.RawMessage `json:"properties"`
	}
	type property struct {
		Description string `json:"description"`
		Default     any    `json:"default"`
		ListType    string `json:"x-kubernetes-list-type"`
		Enum        []any  `json:"enum"`
	}
	// The v2 document carries no defaults: the server's v2 builder leaves
	// them out, as Kubernetes' does.
	check := func(t *testing.T, schemas map[string]schema, defaults bool) {
		widget := schemas["io.kubedv.widgets.v1.Widget"]
		if !strings.HasPrefix(widget.Description, "Widget is a fleet of identical widget instances") {
			t.Errorf("Widget description %q", widget.Description)
		}
		spec := schemas["io.kubedv.widgets.v1.WidgetSpec"]
		prop := func(name string) property {
			var p property
			if err := json.Unmarshal(spec.Properties[name], &p); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			return p
		}
		if d := prop("replicas").Description; !strings.HasPrefix(d, "Replicas is the number of widget instances to run.") {
			t.Errorf("spec.replicas description %q", d)
		}
		if p := prop("restartPolicy"); defaults && p.Default != "Always" {
			t.Errorf("spec.restartPolicy default %v, want Always", p.Default)
		}
		if p := prop("tier"); len(p.Enum) != 3 || !strings.Contains(p.Description, "Possible enum values:") {
			t.Errorf("spec.tier %+v, want three enum values, listed in the description", p)
		}
		if meta := schemas["io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"]; !strings.Contains(string(meta.Properties["finalizers"]), `"x-kubernetes-list-type":"set"`) {
			t.Errorf("ObjectMeta.finalizers %s, want a set", meta.Properties["finalizers"])
		}
	}
	t.Run("v3", func(t *testing.T) {
		raw, err := s.client.Get().AbsPath("/openapi/v3/apis/widgets.kubedv.io/v1").DoRaw(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Components struct{ Schemas map[string]schema } `json:"components"`
		}
		if err := json.Unmarshal(raw, &doc); err != nil {
			t.Fatal(err)
		}
		check(t, doc.Components.Schemas, true)
	})
	t.Run("v2", func(t *testing.T) {
		raw, err := s.client.Get().AbsPath("/openapi/v2").DoRaw(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		var doc struct {
			Definitions map[string]schema `json:"definitions"`
		}
		if err := json.Unmarshal(raw, &doc); err != nil {
			t.Fatal(err)
		}
		check(t, doc.Definitions, false)
	})
}

// TestKubectlExplain runs the machine's kubectl against the server:
// kubectl explain reads the published OpenAPI. Skipped without kubectl.
func TestKubectlExplain(t *testing.T) {
	kubectl, err := exec.LookPath("kubectl")
	if err != nil {
		t.Skip("no kubectl on PATH")
	}
	s := startServer(t, t.TempDir(), nil)
	out, err := exec.Command(kubectl, "--kubeconfig", s.Kubeconfig, "explain", "widgets.spec.replicas").CombinedOutput()
	if err != nil {
		t.Fatalf("kubectl explain: %v\n%s", err, out)
	}
	for _, want := range []string{"KIND:", "Widget", "FIELD:", "replicas", "Replicas is the number of widget instances to run."} {
		if !strings.Contains(string(out), want) {
			t.Errorf("kubectl explain widgets.spec.replicas lacks %q:\n%s", want, out)
		}
	}
}
