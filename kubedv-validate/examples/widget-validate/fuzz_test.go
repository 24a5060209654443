package main

import (
	"context"
	"os"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/manifest"
)

// FuzzWidget validates drawn widgets through the example API's Go types
// (generated validation and defaults, its strategy, updates as
// server-side applies): creates and updates of a drawn old widget never
// get an internal error (a panic of the generated code or of the
// validator becomes one). The seeds are testdata's widgets, each with its
// old version where there is one.
func FuzzWidget(f *testing.F) {
	v := check.New()
	if err := Setup(v); err != nil {
		f.Fatal(err)
	}
	for _, pair := range [][2]string{{"new.yaml", "old.yaml"}, {"apply-new.yaml", "apply-old.yaml"}} {
		olds := map[string]string{}
		for _, src := range sources(f, pair[1]) {
			olds[nameOf(src)] = src
		}
		for _, src := range sources(f, pair[0]) {
			f.Add(src, "")
			f.Add(src, olds[nameOf(src)])
		}
	}
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, src, oldSrc string) {
		var old map[string]any
		if docs := manifest.Parse("old.yaml", []byte(oldSrc), manifest.Limits{}); len(docs) == 1 && docs[0].Err == nil {
			old = docs[0].Object
		}
		for _, d := range manifest.Parse("new.yaml", []byte(src), manifest.Limits{}) {
			if d.Err != nil || d.Empty() {
				continue
			}
			for _, prev := range []map[string]any{nil, old} {
				if s := v.Validate(ctx, d.Object, prev); s.Reason == metav1.StatusReasonInternalError {
					t.Errorf("internal error %q (update: %v) for\n%s\nold:\n%s", s.Message, prev != nil, src, oldSrc)
				}
			}
		}
	})
}

// sources returns the documents of a testdata file, as text.
func sources(f *testing.F, name string) []string {
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		f.Fatal(err)
	}
	var out []string
	for _, src := range strings.Split(string(data), "\n---\n") {
		if docs := manifest.Parse(name, []byte(src), manifest.Limits{}); len(docs) == 1 && docs[0].Err == nil && !docs[0].Empty() {
			out = append(out, src)
		}
	}
	return out
}

// nameOf is a document's metadata.name, "" when it has none.
func nameOf(src string) string {
	docs := manifest.Parse("t.yaml", []byte(src), manifest.Limits{})
	md, _ := docs[0].Object["metadata"].(map[string]any)
	name, _ := md["name"].(string)
	return name
}
