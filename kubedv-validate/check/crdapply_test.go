package check

import (
	"context"
	"os"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/kubedv-validate/manifest"
)

// An update of a custom resource is the server-side apply of the new
// manifest to the stored object, with the CRD's list types: the items of
// a list map are correlated by key for the transition rule on them, and
// the merge's own errors are the server's 500 answer.
func TestCRDServerSideApply(t *testing.T) {
	data, err := os.ReadFile("../testdata/crds/sprockets.yaml")
	if err != nil {
		t.Fatal(err)
	}
	v := New()
	ctx := context.Background()
	if s := v.AddCRD(ctx, manifest.Parse("crd.yaml", data, manifest.Limits{})[0].Object); s.Status != metav1.StatusSuccess {
		t.Fatalf("AddCRD: %+v", s)
	}
	sprocket := func(slots string) map[string]any {
		return obj(t, "apiVersion: example.com/v1\nkind: Sprocket\nmetadata: {name: s}\nspec: {slots: "+slots+"}\n")
	}
	old := sprocket("[{name: a, size: 2}, {name: b, size: 5}]")
	for _, c := range []struct {
		name, slots string
		code        int32
		contains    string
	}{
		{"reordered, one grows", "[{name: b, size: 6}, {name: a, size: 2}]", 0, ""},
		{"b shrinks, now first", "[{name: b, size: 4}, {name: a, size: 2}]", 422, "spec.slots[0]: Invalid value: a slot may only grow"},
		{"a new item is a create", "[{name: c, size: 1}]", 0, ""},
		{"duplicate key", "[{name: a, size: 2}, {name: a, size: 3}]", 500, `.spec.slots: duplicate entries for key [name="a"]`},
		{"unknown field", "[{name: a, size: 2, colour: red}]", 500, `.spec.slots[name="a"].colour: field not declared in schema`},
	} {
		s := v.Validate(ctx, sprocket(c.slots), old)
		switch {
		case c.code == 0 && s.Status != metav1.StatusSuccess:
			t.Errorf("%s: %d %s", c.name, s.Code, s.Message)
		case c.code != 0 && (s.Code != c.code || !strings.Contains(s.Message, c.contains)):
			t.Errorf("%s: got %d %q, want %d containing %q", c.name, s.Code, s.Message, c.code, c.contains)
		}
	}
}
