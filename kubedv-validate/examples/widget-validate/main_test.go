package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/cli"
	"github.com/kubedv/kubedv/kubedv-validate/manifest"
)

func object(t *testing.T, src string) map[string]any {
	t.Helper()
	docs := manifest.Parse("t.yaml", []byte(src), manifest.Limits{})
	if len(docs) != 1 || docs[0].Err != nil {
		t.Fatalf("bad test input: %+v", docs)
	}
	return docs[0].Object
}

const widget = `apiVersion: widgets.kubedv.io/v1
kind: Widget
metadata: {name: w, namespace: ns}
spec:
  tier: Premium
  owner: team-a
`

const tmpl = "  template: {image: nginx}\n"

func fields(s metav1.Status) []string {
	var out []string
	if s.Details != nil {
		for _, c := range s.Details.Causes {
			if c.Field == "<nil>" {
				continue // the CRD's note that CEL rules were skipped
			}
			out = append(out, c.Field)
		}
	}
	slices.Sort(out)
	return out
}

// TestWidgetThroughGoTypesAndCRD validates the example API's widgets with
// its Go types (generated validation and defaults, its strategy) and with
// its generated CRD: the verdicts and the fields in error agree.
func TestWidgetThroughGoTypesAndCRD(t *testing.T) {
	goTypes := check.New()
	if err := Setup(goTypes); err != nil {
		t.Fatal(err)
	}
	crd := check.New()
	data, err := os.ReadFile("../../../examples/widget/crds/widgets.kubedv.io_widgets.yaml")
	if err != nil {
		t.Fatal(err)
	}
	docs := manifest.Parse("crd.yaml", data, manifest.Limits{})
	if s := crd.AddCRD(context.Background(), docs[0].Object); s.Status != metav1.StatusSuccess {
		t.Fatalf("the example CRD is invalid: %+v", s)
	}
	for _, tc := range []struct {
		name       string
		spec       string // appended to widget's spec
		old        string // the old spec, for an update
		want       []string
		badRequest bool
	}{
		{name: "valid", spec: "  replicas: 3\n" + tmpl},
		{name: "replicas too large", spec: "  replicas: 2000\n" + tmpl, want: []string{"spec.replicas"}},
		{name: "required replicas", spec: tmpl, want: []string{"spec.replicas"}},
		{name: "bad port name", spec: "  replicas: 1\n  template: {image: x, ports: [{name: Bad_Name, port: 80}]}\n", want: []string{"spec.template.ports[0].name"}},
		{name: "unknown field", spec: "  replicas: 1\n  colour: red\n" + tmpl, badRequest: true},
		{name: "update keeps an invalid value", spec: "  replicas: 2000\n  description: new\n" + tmpl, old: "  replicas: 2000\n" + tmpl},
		{name: "update sets an invalid value", spec: "  replicas: 2000\n" + tmpl, old: "  replicas: 1950\n" + tmpl, want: []string{"spec.replicas"}},
		{name: "deadline not above minReadySeconds (CEL rule)", spec: "  replicas: 3\n  minReadySeconds: 60\n  activeDeadlineSeconds: 60\n" + tmpl, want: []string{"spec.activeDeadlineSeconds"}},
		{name: "deadline above minReadySeconds", spec: "  replicas: 3\n  minReadySeconds: 60\n  activeDeadlineSeconds: 61\n" + tmpl},
		{name: "update grows replicas by 101 (CEL transition rule)", spec: "  replicas: 104\n" + tmpl, old: "  replicas: 3\n" + tmpl, want: []string{"spec.replicas"}},
		{name: "update grows replicas by 100", spec: "  replicas: 103\n" + tmpl, old: "  replicas: 3\n" + tmpl},
	} {
		t.Run(tc.name, func(t *testing.T) {
			obj := object(t, widget+tc.spec)
			var old map[string]any
			if tc.old != "" {
				old = object(t, widget+tc.old)
			}
			for name, v := range map[string]*check.Validator{"Go types": goTypes, "CRD": crd} {
				s := v.Validate(context.Background(), obj, old)
				if tc.badRequest {
					if s.Reason != metav1.StatusReasonBadRequest {
						t.Errorf("%s: got %+v, want BadRequest", name, s)
					}
					continue
				}
				if got := fields(s); !slices.Equal(got, tc.want) {
					t.Errorf("%s: fields %v, want %v (%s)", name, got, tc.want, s.Message)
				}
				if ok := s.Status == metav1.StatusSuccess; ok != (len(tc.want) == 0) {
					t.Errorf("%s: status %+v", name, s)
				}
			}
		})
	}
}

// TestCELRulesWithOld runs testdata/new.yaml as updates of
// testdata/old.yaml (--old) and as a create, through the Go types and
// through the CRD: both report the example's two CEL rules at the same
// lines, and neither the ratcheted widget.
func TestCELRulesWithOld(t *testing.T) {
	want := []string{
		"testdata/new.yaml:7:3: spec.replicas: Forbidden: may not grow by more than 100 in one update (widgets.kubedv.io/v1 Widget assembly/fleet, update)",
		"testdata/new.yaml:34:3: spec.activeDeadlineSeconds: Forbidden: may not be less than or equal to minReadySeconds: " +
			"instances would be recycled before they become available (widgets.kubedv.io/v1 Widget assembly/short, create)",
	}
	for name, cmd := range map[string]struct {
		setup func(*check.Validator) error
		args  []string
	}{
		"Go types": {Setup, nil},
		"CRD":      {nil, []string{"--local-crds", "../../../examples/widget/crds"}},
	} {
		t.Run(name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			c := cli.Command{Name: "widget-validate", Setup: cmd.setup, Out: &out, Err: &errOut}
			code := c.Main(append(cmd.args, "--old", "testdata/old.yaml", "testdata/new.yaml"))
			if code != cli.ExitInvalid {
				t.Errorf("exit %d, want %d; stderr %s", code, cli.ExitInvalid, errOut.String())
			}
			lines := strings.Split(strings.TrimSpace(out.String()), "\n")
			if !slices.Equal(lines, want) {
				t.Errorf("output:\n%s\nwant:\n%s", out.String(), strings.Join(want, "\n"))
			}
		})
	}
}

// setupPUT registers the widget types with their validation only: no
// OpenAPI definitions (an update is then validated as a PUT of the new
// manifest), no PrepareForCreate/PrepareForUpdate.
func setupPUT(v *check.Validator) error {
	s := runtime.NewScheme()
	if err := widgetv1.AddToScheme(s); err != nil {
		return err
	}
	st := &widgetv1.Strategy{Scheme: s}
	v.AddScheme(s, widgetv1.SchemeGroupVersion, check.Strategy{
		Validate: func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
			return st.ValidateRequest(ctx, obj, old)
		},
	})
	return nil
}

// TestUpdateIsServerSideApply: with the API's OpenAPI definitions, an
// update of a Go type is a server-side apply, the merge knowing the lists'
// types: testdata/apply-new.yaml as updates of apply-old.yaml. Every
// answer is the example API's own server's (kubedv-apiserver, which
// serves the Go types with the same definitions: testdata/apply-server.json,
// written by `WIDGET_VALIDATE_GOLDEN=1 go -C apiserver test ./server -run
// TestWidgetValidateGolden`), message for message. A PUT's answer differs
// (the strict decoder's 400; duplicate conditions accepted); the example
// CRD's is the same but for the conditions, an atomic list in the CRD.
// setupPUT also lacks the server's strategy (its status reset).
func TestUpdateIsServerSideApply(t *testing.T) {
	var out, errOut bytes.Buffer
	c := cli.Command{Name: "widget-validate", Setup: Setup, Out: &out, Err: &errOut}
	if code := c.Main([]string{"--old", "testdata/apply-old.yaml", "testdata/apply-new.yaml"}); code != cli.ExitInvalid {
		t.Errorf("exit %d, want %d; stderr %s", code, cli.ExitInvalid, errOut.String())
	}
	const merge = "failed to create typed patch object (assembly/%s; widgets.kubedv.io/v1, Kind=Widget): "
	want := []string{
		"testdata/apply-new.yaml:14:3: " + fmt.Sprintf(merge, "conditions") + `.status.conditions: duplicate entries for key [type="Ready"] (widgets.kubedv.io/v1 Widget assembly/conditions, update)`,
		"testdata/apply-new.yaml:26:3: " + fmt.Sprintf(merge, "colour") + ".spec.colour: field not declared in schema (widgets.kubedv.io/v1 Widget assembly/colour, update)",
		"testdata/apply-new.yaml:34:3: " + fmt.Sprintf(merge, "typo") + ".spec.replicas: expected numeric (int or float), got string (widgets.kubedv.io/v1 Widget assembly/typo, update)",
		"testdata/apply-new.yaml:56:1: spec.replicas: Required value (widgets.kubedv.io/v1 Widget assembly/unset, update)",
	}
	if lines := strings.Split(strings.TrimSpace(out.String()), "\n"); !slices.Equal(lines, want) {
		t.Errorf("output:\n%s\nwant:\n%s", out.String(), strings.Join(want, "\n"))
	}

	apply, put, crd := check.New(), check.New(), check.New()
	if err := Setup(apply); err != nil {
		t.Fatal(err)
	}
	if err := setupPUT(put); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../../../examples/widget/crds/widgets.kubedv.io_widgets.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if s := crd.AddCRD(context.Background(), manifest.Parse("crd.yaml", data, manifest.Limits{})[0].Object); s.Status != metav1.StatusSuccess {
		t.Fatalf("the example CRD is invalid: %+v", s)
	}
	read := func(file string) map[string]map[string]any {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		byName := map[string]map[string]any{}
		for _, d := range manifest.Parse(file, data, manifest.Limits{}) {
			byName[d.Object["metadata"].(map[string]any)["name"].(string)] = d.Object
		}
		return byName
	}
	olds, news := read("testdata/apply-old.yaml"), read("testdata/apply-new.yaml")
	data, err = os.ReadFile("testdata/apply-server.json")
	if err != nil {
		t.Fatal(err)
	}
	var server []struct {
		Name    string
		Code    int32
		Message string
	}
	if err := json.Unmarshal(data, &server); err != nil {
		t.Fatal(err)
	}
	sameAsCRD := map[string]bool{"colour": true, "typo": true, "trimmed": true, "unset": true, "status": true}
	// setupPUT has no PrepareForUpdate: the manifest's status is judged.
	putCode := map[string]int32{"colour": 400, "typo": 400, "unset": 422, "status": 422}
	if len(server) != len(news) {
		t.Fatalf("%d answers of the server for %d widgets", len(server), len(news))
	}
	for _, want := range server {
		t.Run(want.Name, func(t *testing.T) {
			ctx := context.Background()
			obj, old := news[want.Name], olds[want.Name]
			a := apply.Validate(ctx, obj, old)
			if want.Code == 200 {
				want.Code = 0 // the answer for a valid object is Success, without a code
			}
			if a.Code != want.Code || a.Message != want.Message {
				t.Errorf("apply: %d %q, the server's: %d %q", a.Code, a.Message, want.Code, want.Message)
			}
			if p := put.Validate(ctx, obj, old); p.Code != putCode[want.Name] {
				t.Errorf("PUT: %+v", p)
			}
			// A 422's causes are compared by field: the CRD's adds a note
			// that its CEL rules were skipped.
			cr := crd.Validate(ctx, obj, old)
			same := cr.Code == a.Code && (cr.Message == a.Message || a.Code == 422 && slices.Equal(fields(cr), fields(a)))
			if same != sameAsCRD[want.Name] {
				t.Errorf("CRD (the same: %v, want %v): %+v\napply: %+v", same, sameAsCRD[want.Name], cr, a)
			}
		})
	}
}
