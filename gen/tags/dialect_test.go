package tags

import (
	"go/token"
	"strings"
	"testing"
)

func TestParseMarker(t *testing.T) {
	names := []string{"optional", "kubebuilder:validation:Minimum", "kubebuilder:validation:items:Minimum", "kubebuilder:validation:XValidation"}
	pos := token.Position{Filename: "t.go", Line: 3, Column: 4}
	for _, tc := range []struct {
		text, name string
		kind       ValueKind
		value      string
		args       int
	}{
		{"+optional", "optional", ValueNone, "", 0},
		{"+kubebuilder:validation:Minimum=1", "kubebuilder:validation:Minimum", ValueRaw, "1", 0},
		{"+kubebuilder:validation:Minimum:=-2.5", "kubebuilder:validation:Minimum", ValueRaw, "-2.5", 0},
		{"+kubebuilder:validation:Minimum= 3 ", "kubebuilder:validation:Minimum", ValueRaw, "3", 0},
		{"+kubebuilder:validation:items:Minimum=0", "kubebuilder:validation:items:Minimum", ValueRaw, "0", 0},
		{`+kubebuilder:validation:XValidation:rule="self > 0",message="positive"`, "kubebuilder:validation:XValidation", ValueNone, "", 2},
	} {
		l := Line{Text: tc.text, Pos: pos}
		name, ok := MarkerName(l, names)
		if !ok || name != tc.name {
			t.Errorf("%s: MarkerName = %q, %v; want %q", tc.text, name, ok, tc.name)
			continue
		}
		m, err := ParseMarker(l, name)
		if err != nil {
			t.Errorf("%s: %v", tc.text, err)
			continue
		}
		if !m.Marker || m.Value.Kind != tc.kind || m.Value.Text != tc.value || len(m.Args) != tc.args {
			t.Errorf("%s: got %+v", tc.text, m)
		}
	}
	for _, text := range []string{"+optionalX", "+kubebuilder:validation:MinimumX=1", "optional"} {
		if name, ok := MarkerName(Line{Text: text}, names); ok {
			t.Errorf("%s read as +%s", text, name)
		}
	}
	if _, err := ParseMarker(Line{Text: "+kubebuilder:validation:Minimum=", Pos: pos}, "kubebuilder:validation:Minimum"); err == nil ||
		!strings.HasPrefix(err.Error(), "t.go:3:35: ") {
		t.Errorf("empty value: %v, want an error at the '='", err)
	}
}

func TestMarkerValues(t *testing.T) {
	pos := token.Position{Filename: "t.go", Line: 1, Column: 10}
	items, err := MarkerList(Value{Text: `a; "b;c" ;d`, Pos: pos})
	if err != nil || len(items) != 3 || items[0].Text != "a" || items[1].Text != "b;c" || items[1].Kind != ValueString || items[2].Text != "d" {
		t.Errorf("list: %+v, %v", items, err)
	}
	if items[2].Pos.Column != 20 {
		t.Errorf("item d at column %d, want 20", items[2].Pos.Column)
	}
	items, err = MarkerList(Value{Text: `{80,443}`, Pos: pos})
	if err != nil || len(items) != 2 || items[1].Text != "443" {
		t.Errorf("braced list: %+v, %v", items, err)
	}
	for text, want := range map[string]string{
		`a;;b`:      "empty list item",
		`"a" b`:     "unexpected 'b' after a quoted item",
		`"unclosed`: "unterminated quoted string",
	} {
		if _, err := MarkerList(Value{Text: text, Pos: pos}); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", text, err, want)
		}
	}
	for text, want := range map[string]string{"`^a$`": "^a$", `"x\"y"`: `x"y`, `bare words`: "bare words"} {
		if got, err := MarkerString(Value{Text: text, Pos: pos}); err != nil || got != want {
			t.Errorf("%s: %q, %v; want %q", text, got, err, want)
		}
	}
	if _, err := MarkerString(Value{Text: `"a"b`, Pos: pos}); err == nil {
		t.Error(`"a"b: no error`)
	}
}

// TestCRDMarked: controller-gen's CRD markers on a type, and which +k8s:
// tags are validation (not a generator's selection).
func TestCRDMarked(t *testing.T) {
	lines := func(texts ...string) []Line {
		var out []Line
		for _, s := range texts {
			out = append(out, Line{Text: s})
		}
		return out
	}
	for _, tc := range []struct {
		name string
		docs [][]Line
		want bool
	}{
		{"a resource marker (prometheus-operator)", [][]Line{lines("+genclient", "+kubebuilder:resource:categories=\"x\",shortName=\"am\"")}, true},
		{"a status subresource", [][]Line{lines("+kubebuilder:subresource:status")}, true},
		{"a printer column", [][]Line{lines("+kubebuilder:printcolumn:name=\"Age\",type=\"date\",JSONPath=\".metadata.creationTimestamp\"")}, true},
		{"a root is KubebuilderPackage's", [][]Line{lines("+kubebuilder:object:root=true")}, false},
		{"Kubernetes' markers", [][]Line{lines("+genclient", "+optional", "+kubebuilder:validation:MaxLength=5")}, false},
		{"a prefix of a marker is not the marker", [][]Line{lines("+kubebuilder:resourcefoo")}, false},
	} {
		if got := CRDMarked(tc.docs); got != tc.want {
			t.Errorf("%s: CRDMarked = %v, want %v", tc.name, got, tc.want)
		}
	}
	for name, want := range map[string]bool{"deepcopy-gen": false, "openapi-gen": false, "validation-gen-input": false, "required": true, "maxLength": true} {
		if got := ValidationTag(name); got != want {
			t.Errorf("ValidationTag(%q) = %v, want %v", name, got, want)
		}
	}
}
