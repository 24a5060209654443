package server

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/spf13/pflag"
	"k8s.io/kube-openapi/pkg/common"

	generatedopenapi "github.com/kubedv/kubedv/apiserver/openapi"
	"github.com/kubedv/kubedv/apiserver/openapi/published"
	"github.com/kubedv/kubedv/declarative"
)

// TestOpenAPIPublishedValidation resolves widgets.spec.replicas in
// /openapi/v3 and /openapi/v2 the way kubectl explain does (the kind's
// definition, then property by property through $ref and allOf): with
// DeclarativeValidationInOpenAPI on (the default) it has its description
// and the bounds of its +k8s:minimum and +k8s:maximum tags, with the gate
// off only the description.
func TestOpenAPIPublishedValidation(t *testing.T) {
	for _, gate := range []bool{true, false} {
		name := "gate-on"
		var configure func(*Options)
		if !gate {
			name = "gate-off"
			configure = func(o *Options) {
				if err := o.FeatureGate.SetFromMap(map[string]bool{string(DeclarativeValidationInOpenAPI): false}); err != nil {
					t.Fatal(err)
				}
			}
		}
		t.Run(name, func(t *testing.T) {
			s := startServer(t, t.TempDir(), configure)
			for _, doc := range []struct{ path, defs string }{
				{"/openapi/v3/apis/widgets.kubedv.io/v1", "#/components/schemas/"},
				{"/openapi/v2", "#/definitions/"},
			} {
				raw, err := s.client.Get().AbsPath(doc.path).DoRaw(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				var parsed struct {
					Definitions map[string]map[string]any `json:"definitions"`
					Components  struct {
						Schemas map[string]map[string]any `json:"schemas"`
					} `json:"components"`
				}
				if err := json.Unmarshal(raw, &parsed); err != nil {
					t.Fatal(err)
				}
				defs := parsed.Definitions
				if defs == nil {
					defs = parsed.Components.Schemas
				}
				replicas, err := explain(defs, doc.defs, "io.kubedv.widgets.v1.Widget", "spec", "replicas")
				if err != nil {
					t.Fatalf("%s: %v", doc.path, err)
				}
				if d, _ := replicas["description"].(string); !strings.HasPrefix(d, "Replicas is the number of widget instances to run.") {
					t.Errorf("%s: spec.replicas description %q", doc.path, d)
				}
				min, hasMin := replicas["minimum"]
				max, hasMax := replicas["maximum"]
				switch {
				case gate && (min != 0.0 || max != 1000.0):
					t.Errorf("%s: spec.replicas minimum %v, maximum %v, want 0 and 1000", doc.path, min, max)
				case !gate && (hasMin || hasMax):
					t.Errorf("%s: spec.replicas has bounds %v..%v with the gate off", doc.path, min, max)
				}
				// A tag with no keyword is published as a rule with the Go
				// code's message.
				owner, err := explain(defs, doc.defs, "io.kubedv.widgets.v1.Widget", "spec", "owner")
				if err != nil {
					t.Fatalf("%s: %v", doc.path, err)
				}
				rules, _ := json.Marshal(owner["x-kubernetes-validations"])
				if got := strings.Contains(string(rules), "Required value"); got != gate {
					t.Errorf("%s: spec.owner rules %s (gate %t)", doc.path, rules, gate)
				}
			}
		})
	}
}

// explain returns the schema of a field path below the definition root,
// following $ref (and a $ref wrapped in allOf, as OpenAPI v3 writes
// properties that have their own description or default) the way kubectl
// explain does.
func explain(defs map[string]map[string]any, prefix, root string, path ...string) (map[string]any, error) {
	node, ok := defs[root]
	if !ok {
		return nil, fmt.Errorf("no definition %s", root)
	}
	for _, field := range path {
		props, _ := node["properties"].(map[string]any)
		next, ok := props[field].(map[string]any)
		if !ok {
			return nil, fmt.Errorf("%s has no property %s", root, field)
		}
		ref, _ := next["$ref"].(string)
		if allOf, ok := next["allOf"].([]any); ok && len(allOf) == 1 {
			ref, _ = allOf[0].(map[string]any)["$ref"].(string)
		}
		if ref == "" {
			node = next
			continue
		}
		root = strings.TrimPrefix(ref, prefix)
		if node, ok = defs[root]; !ok {
			return nil, fmt.Errorf("no definition %s ($ref %s)", root, ref)
		}
	}
	return node, nil
}

// TestOpenAPIGate: the gate picks the definitions; a gate that does not
// know it (built without NewOptions) gets the default, on.
func TestOpenAPIGate(t *testing.T) {
	pointer := func(f common.GetOpenAPIDefinitions) uintptr { return reflect.ValueOf(f).Pointer() }
	on, off := pointer(published.GetOpenAPIDefinitions), pointer(generatedopenapi.GetOpenAPIDefinitions)
	for _, c := range []struct {
		args []string
		want uintptr
	}{
		{nil, on},
		{[]string{"--feature-gates=DeclarativeValidationInOpenAPI=false"}, off},
		{[]string{"--feature-gates=DeclarativeValidationInOpenAPI=true,DeclarativeValidation=false"}, on},
	} {
		o := NewOptions()
		fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
		o.AddFlags(fs)
		if err := fs.Parse(c.args); err != nil {
			t.Fatalf("%v: %v", c.args, err)
		}
		if got := pointer(openAPIDefinitions(o.FeatureGate)); got != c.want {
			t.Errorf("%v: published definitions %t, want %t", c.args, got == on, c.want == on)
		}
	}
	if pointer(openAPIDefinitions(declarative.NewFeatureGate())) != on {
		t.Errorf("a gate without DeclarativeValidationInOpenAPI does not get its default (on)")
	}
}
