package cli

import (
	"context"
	"os"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/manifest"
	"github.com/kubedv/kubedv/kubedv-validate/native"
)

// FuzzValidate validates drawn manifests of the native kinds and of the
// corpus' CRDs, as creates and as updates of a drawn old manifest: every
// answer is the server's kind of answer, never a panic of the validation
// (which check.Validator turns into an internal error) nor an internal
// error of ours. The seeds are the corpus' documents, each with the old
// version of the same object where the corpus has one, and its CRDs.
func FuzzValidate(f *testing.F) {
	v := check.New()
	if err := native.Add(v); err != nil {
		f.Fatal(err)
	}
	r := &manifest.Reader{}
	if res, err := loadCRDs(context.Background(), v, r, []string{td("crds/gadgets.yaml"), td("crds/sprockets.yaml")}); err != nil || len(res) > 0 {
		f.Fatalf("%v %+v", err, res)
	}
	seeded := map[schema.GroupVersionKind]bool{}
	for _, name := range []string{"native.yaml", "native-updates.yaml", "native-kinds.yaml", "native-kinds-updates.yaml", "ssa.yaml", "gadgets.yaml", "kubectl.yaml"} {
		news := documents(f, td("new/"+name))
		olds := map[objectKey]string{}
		if _, err := os.Stat(td("old/" + name)); err == nil {
			for _, d := range documents(f, td("old/"+name)) {
				olds[keyOf(d.obj)] = d.src
			}
		}
		for _, d := range news {
			f.Add(d.src, olds[keyOf(d.obj)])
			if gvk, err := check.GVK(d.obj); err == nil {
				seeded[gvk] = true
			}
		}
	}
	// Every native kind, in every version it is served in, is among the
	// seeds, so that the fuzzer starts from an object of each.
	for _, r := range native.Resources() {
		for _, ver := range r.Versions {
			if gvk := (schema.GroupVersionKind{Group: r.Group, Version: ver, Kind: r.Kind}); !seeded[gvk] {
				f.Errorf("no seed of %v: add an object of it to the native corpus", gvk)
			}
		}
	}
	// CustomResourceDefinitions themselves, created and updated.
	for _, name := range []string{"gadgets.yaml", "sprockets.yaml", "broken.yaml"} {
		for _, d := range documents(f, td("crds/"+name)) {
			f.Add(d.src, "")
			f.Add(d.src, d.src)
		}
	}
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, src, oldSrc string) {
		docs := manifest.Parse("new.yaml", []byte(src), manifest.Limits{})
		var old map[string]any
		if oldDocs := manifest.Parse("old.yaml", []byte(oldSrc), manifest.Limits{}); len(oldDocs) == 1 && oldDocs[0].Err == nil {
			old = oldDocs[0].Object
		}
		for _, d := range docs {
			if d.Err != nil || d.Empty() {
				continue
			}
			check := func(s metav1.Status, what string) {
				if s.Reason == metav1.StatusReasonInternalError {
					t.Errorf("%s: internal error %q for\n%s\nold:\n%s", what, s.Message, src, oldSrc)
				}
			}
			// As the command validates it: kubectl's namespace, the
			// last-applied annotation of plain kubectl apply or none,
			// a list's mapping.
			for _, mode := range []applyMode{clientSide, serverSide} {
				check(validateDocument(ctx, v, &d, nil, mode).Status, "create")
				if old != nil {
					check(validateDocument(ctx, v, &d, map[objectKey]map[string]any{pairKey(v, d.Object): old}, mode).Status, "update")
				}
			}
		}
	})
}

type sourceDocument struct {
	src string
	obj map[string]any
}

// documents returns the objects of a multi-document file with their text.
func documents(f *testing.F, path string) []sourceDocument {
	data, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	var out []sourceDocument
	for _, src := range strings.Split(string(data), "\n---\n") {
		docs := manifest.Parse(path, []byte(src), manifest.Limits{})
		if len(docs) == 1 && docs[0].Err == nil && !docs[0].Empty() {
			out = append(out, sourceDocument{src, docs[0].Object})
		}
	}
	return out
}
