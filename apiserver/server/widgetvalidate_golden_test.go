package server

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/types"
	"sigs.k8s.io/yaml"
)

// widgetValidateTestdata holds the update pairs of kubedv-validate's
// example validator (widget-validate) whose answer is a server-side
// apply's.
const widgetValidateTestdata = "../../kubedv-validate/examples/widget-validate/testdata/"

// TestWidgetValidateGolden writes this server's answers to
// widget-validate's update pairs, which its TestUpdateIsServerSideApply
// compares with: every widget of apply-old.yaml applied (kubectl's field
// manager), then every one of apply-new.yaml applied with dryRun, as
// kubectl apply --server-side --dry-run=server sends it. The answers go
// to apply-server.json. It runs when WIDGET_VALIDATE_GOLDEN=1.
func TestWidgetValidateGolden(t *testing.T) {
	if os.Getenv("WIDGET_VALIDATE_GOLDEN") != "1" {
		t.Skip("WIDGET_VALIDATE_GOLDEN=1 writes kubedv-validate's widget-validate/testdata/apply-server.json")
	}
	s := startServer(t, t.TempDir(), nil)
	type answer struct {
		Name    string `json:"name"`
		Code    int    `json:"code"`
		Message string `json:"message,omitempty"`
	}
	apply := func(doc string, dryRun bool) answer {
		data, err := yaml.YAMLToJSON([]byte(doc))
		if err != nil {
			t.Fatal(err)
		}
		var obj struct {
			Metadata struct{ Name string } `json:"metadata"`
		}
		if err := json.Unmarshal(data, &obj); err != nil {
			t.Fatal(err)
		}
		req := s.client.Patch(types.ApplyPatchType).Namespace("assembly").Resource("widgets").Name(obj.Metadata.Name).
			Param("fieldManager", "kubectl").Param("force", "true")
		if dryRun {
			req = req.Param("dryRun", "All")
		}
		res := req.Body(data).Do(context.Background())
		a := answer{Name: obj.Metadata.Name}
		res.StatusCode(&a.Code)
		if err := res.Error(); err != nil {
			a.Message = err.Error()
		}
		return a
	}
	docs := func(file string) []string {
		data, err := os.ReadFile(widgetValidateTestdata + file)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Split(string(data), "\n---\n")
	}
	for _, doc := range docs("apply-old.yaml") {
		if a := apply(doc, false); a.Code != 200 && a.Code != 201 {
			t.Fatalf("applying the old widget %s: %+v", a.Name, a)
		}
	}
	var answers []answer
	for _, doc := range docs("apply-new.yaml") {
		answers = append(answers, apply(doc, true))
	}
	data, err := json.MarshalIndent(answers, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(widgetValidateTestdata+"apply-server.json", append(data, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}
