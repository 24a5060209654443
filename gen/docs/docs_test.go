package docs

import (
	"bytes"
	"encoding/json"
	"go/token"
	"os"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

const checkedIn = "../../docs/tags.md"

// TestTagsMarkdownUpToDate fails when docs/tags.md is not what the
// registry generates.
func TestTagsMarkdownUpToDate(t *testing.T) {
	var b bytes.Buffer
	if err := Markdown(&b, validators.Default.All()); err != nil {
		t.Fatal(err)
	}
	old, err := os.ReadFile(checkedIn)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(old, b.Bytes()) {
		t.Errorf("docs/tags.md is stale; regenerate it with `go generate ./gen/docs` " +
			"(go run ./cmd/validation-gen --docs --docs-format markdown > docs/tags.md)")
	}
}

// TestEveryTagDocumented checks that every registered tag, selection and
// subresource tags included, has a description, a behavior and an example
// that uses the tag and parses, and a section in the Markdown unless it is
// a declaration (+k8s:default, described with +default).
func TestEveryTagDocumented(t *testing.T) {
	var md bytes.Buffer
	if err := Markdown(&md, validators.Default.All()); err != nil {
		t.Fatal(err)
	}
	kinds := map[validators.Kind]bool{}
	for _, tag := range validators.Default.All() {
		kinds[tag.Kind] = true
		if tag.Doc == "" || tag.Behavior == "" || tag.Example == "" {
			t.Errorf("+k8s:%s lacks a description, behavior or example", tag.Name)
		}
		if !strings.Contains(tag.Example, tag.Written()) {
			t.Errorf("the example of +k8s:%s does not use it:\n%s", tag.Name, tag.Example)
		}
		for i, line := range strings.Split(tag.Example, "\n") {
			text, ok := strings.CutPrefix(strings.TrimSpace(line), "//")
			if !ok {
				continue
			}
			if _, _, err := tags.ParseLine(text, token.Position{Line: i + 1, Column: 3}); err != nil {
				t.Errorf("the example of +k8s:%s does not parse: %v", tag.Name, err)
			}
		}
		if tag.Marker && tag.Name != "kubebuilder:validation:XValidation" {
			// controller-gen's markers share one table.
			if !strings.Contains(md.String(), "\n| `"+Usage(tag)+"` |") {
				t.Errorf("%s is not in the table of markers", tag.Written())
			}
			continue
		}
		if section := strings.Contains(md.String(), "\n## `"+tag.Written()+"`\n"); section != (tag.Kind != validators.KindDeclaration) {
			t.Errorf("+k8s:%s (%s): Markdown section %v", tag.Name, tag.Kind, section)
		}
	}
	for _, k := range []validators.Kind{validators.KindValue, validators.KindPresence, validators.KindWrapper, validators.KindConditional,
		validators.KindChain, validators.KindSelection, validators.KindSubresource, validators.KindDeclaration} {
		if !kinds[k] {
			t.Errorf("no %s tag is registered", k)
		}
	}
}

// The JSON is what Kubernetes' validation-gen --docs prints: its registry
// holds validation tags only, so ours leaves out the selection and
// subresource tags that the Markdown documents.
func TestJSONHasValidationTagsOnly(t *testing.T) {
	var b bytes.Buffer
	if err := JSON(&b, validators.Default.Validators()); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"k8s:validation-gen", "k8s:supportsSubresource", "k8s:default"} {
		if strings.Contains(b.String(), `"Tag": "`+name+`"`) {
			t.Errorf("the JSON documents %s", name)
		}
	}
	if !strings.Contains(b.String(), `"Tag": "k8s:eachVal"`) {
		t.Errorf("the JSON lacks k8s:eachVal")
	}
}

func TestJSON(t *testing.T) {
	var b bytes.Buffer
	if err := JSON(&b, validators.All()); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b.Bytes(), []byte("[\n    {\n        \"Tag\": ")) || !bytes.HasSuffix(b.Bytes(), []byte("\n]\n\n")) {
		t.Errorf("not laid out as Kubernetes' validation-gen --docs:\n%.80s ... %q", b.String(), b.Bytes()[max(0, b.Len()-10):])
	}
	// Kubernetes' field names, and nothing else.
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal(b.Bytes(), &raw); err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{"Tag": true, "StabilityLevel": true, "Args": true, "Usage": true, "Description": true, "Docs": true,
		"Warning": true, "Scopes": true, "Payloads": true, "PayloadsType": true, "PayloadsRequired": true, "AcceptsUnknownArgs": true}
	for _, entry := range raw {
		for k := range entry {
			if !known[k] {
				t.Errorf("unknown field %q in %s", k, entry["Tag"])
			}
		}
	}
	var got []TagDoc
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	var names []string // the tags JSON lists: controller-gen's markers are in Markdown
	for _, tag := range validators.All() {
		if !tag.Marker || tag.Name == "kubebuilder:validation:XValidation" {
			names = append(names, tag.Name)
		}
	}
	if len(got) != len(names) {
		t.Fatalf("%d tags in JSON, %d registered", len(got), len(names))
	}
	scopes := map[string]bool{"struct fields": true, "type definitions": true, "list values": true, "map values": true, "map keys": true, "constant values": true}
	for i, d := range got {
		if i > 0 && got[i-1].Tag >= d.Tag {
			t.Errorf("%s after %s: want sorted by tag", d.Tag, got[i-1].Tag)
		}
		// controller-gen's markers are documented as they are written.
		if !strings.HasPrefix(d.Tag, "k8s:") && !strings.HasPrefix(d.Tag, "kubebuilder:") || !strings.HasPrefix(d.Usage, d.Tag) || d.StabilityLevel == "" || d.Description == "" || len(d.Scopes) == 0 {
			t.Errorf("incomplete entry %+v", d)
		}
		for _, s := range d.Scopes {
			if !scopes[s] {
				t.Errorf("%s: scope %q is not one of Kubernetes' scope names", d.Tag, s)
			}
		}
		if (len(d.Payloads) > 0) != (d.PayloadsType != "") {
			t.Errorf("%s: payloads %v with type %q", d.Tag, d.Payloads, d.PayloadsType)
		}
	}
	minimum := Describe(mustLookup(t, "minimum"))
	if minimum.PayloadsType != "int" || minimum.PayloadsRequired || len(minimum.Args) != 1 || minimum.Args[0].Name != "constraint" {
		t.Errorf("minimum: %+v", minimum)
	}
	eachVal := Describe(mustLookup(t, "eachVal"))
	if eachVal.PayloadsType != "tag" || !eachVal.PayloadsRequired {
		t.Errorf("eachVal: %+v", eachVal)
	}
}

func mustLookup(t *testing.T, name string) *validators.Tag {
	t.Helper()
	tag, ok := validators.Lookup(name)
	if !ok {
		t.Fatalf("+k8s:%s is not registered", name)
	}
	return tag
}

func TestUsage(t *testing.T) {
	for name, want := range map[string]string{
		"required":      "+k8s:required[=<detail>]",
		"minimum":       `+k8s:minimum([constraint: <dot path of another integer field>])[=<integer>|"<Go duration>"]`,
		"eachVal":       "+k8s:eachVal=<tag>",
		"validateFalse": `+k8s:validateFalse([flags: <"ShortCircuit,NonError">], [typeArg: <the value's type, e.g. int or example.com/pkg.T>], [cohort: <a cohort name>])[="<message>"]`,
	} {
		tag, ok := validators.Lookup(name)
		if !ok {
			t.Fatalf("+k8s:%s is not registered", name)
		}
		if got := Usage(tag); got != want {
			t.Errorf("Usage(%s) = %s, want %s", name, got, want)
		}
	}
}

func TestAnchor(t *testing.T) {
	if got := anchorOf("+k8s:minLength"); got != "k8sminlength" {
		t.Errorf("anchor = %s", got)
	}
}
