package cli

import (
	"strings"
	"testing"
)

func TestMergeErrorField(t *testing.T) {
	obj := map[string]any{
		"datum": map[string]any{},
		"spec": map[string]any{
			"ports": []any{
				map[string]any{"port": int64(80), "protocol": "TCP", "x": 1},
				map[string]any{"port": int64(443), "protocol": "TCP", "name": "a]b"},
			},
			"tags":  []any{"x", "y"},
			"slots": []any{map[string]any{"name": "a"}, map[string]any{"name": "a"}},
		},
	}
	const pre = "failed to create typed patch object (/c; /v1, Kind=ConfigMap): "
	for _, c := range []struct{ msg, want string }{
		{pre + ".datum: field not declared in schema", "datum"},
		{pre + `.spec.ports[port=443,protocol="TCP"].name: field not declared in schema`, "spec.ports[1].name"},
		{pre + `.spec.ports[name="a]b",port=443].q: field not declared in schema`, "spec.ports[1].q"},
		{pre + `.spec.tags[="y"]: oops`, "spec.tags[1]"},
		{pre + `.spec.ports[1].name: oops`, "spec.ports[1].name"},
		{pre + `.spec.slots: duplicate entries for key [name="a"]`, "spec.slots"},
		{pre + `.spec.ports[port=8080,protocol="TCP"].x: no such item`, ""},
		{pre + `.spec.tags.x: not a map`, ""},
		{"something else: .datum: x", ""},
	} {
		if got := mergeErrorField(obj, c.msg); got != c.want {
			t.Errorf("%s: got %q, want %q", c.msg, got, c.want)
		}
	}
}

// An update the merge refuses is a verdict (exit 1, not 3), reported at
// the field the merge names.
func TestMergeErrorsReported(t *testing.T) {
	code, out, _ := runMain(t, "", "--local-crds", td("crds/sprockets.yaml"), "--old", td("old/ssa.yaml"), td("new/ssa.yaml"))
	if code != ExitInvalid {
		t.Errorf("exit %d, want %d", code, ExitInvalid)
	}
	f := td("new/ssa.yaml")
	for _, want := range []string{
		f + `:49:7: failed to create typed patch object (default/ssa-deploy-dup-container; apps/v1, Kind=Deployment): .spec.template.spec.containers: duplicate entries for key [name="web"]`,
		f + `:71:1: failed to create typed patch object (default/ssa-cm-unknown; /v1, Kind=ConfigMap): .datum: field not declared in schema`,
		f + `:101:24: failed to create typed patch object (default/ssa-sprocket-unknown; example.com/v1, Kind=Sprocket): .spec.slots[name="a"].colour: field not declared in schema`,
		f + `:64:9: spec.template.spec.containers[0].image: Required value`,
		f + `:92:5: spec.slots[0]: Invalid value: a slot may only grow`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}
