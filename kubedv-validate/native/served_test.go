package native

import (
	"encoding/json"
	"os"
	"slices"
	"testing"

	"k8s.io/apimachinery/pkg/runtime/schema"
)

// TestServedIsTheServersDiscovery holds the kinds kubectl maps (served)
// to what a real kube-apiserver v1.37.2 serves with its defaults:
// ../testdata/server/discovery.json, which hack/server-golden.sh writes
// from its discovery (every version and the kinds of its resources).
func TestServedIsTheServersDiscovery(t *testing.T) {
	data, err := os.ReadFile("../testdata/server/discovery.json")
	if err != nil {
		t.Fatal(err)
	}
	var discovery []struct {
		GroupVersion string   `json:"groupVersion"`
		Kinds        []string `json:"kinds"`
	}
	if err := json.Unmarshal(data, &discovery); err != nil {
		t.Fatal(err)
	}
	want := map[schema.GroupVersionKind]bool{}
	for _, d := range discovery {
		gv, err := schema.ParseGroupVersion(d.GroupVersion)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range d.Kinds {
			want[gv.WithKind(k)] = true
		}
	}
	for gvk := range want {
		if ok, known := served(gvk); !ok || !known {
			t.Errorf("%v is served, served() says %v, %v", gvk, ok, known)
		}
	}
	var extra []string
	for gvk := range servedKinds {
		if !want[gvk] {
			extra = append(extra, gvk.String())
		}
	}
	slices.Sort(extra)
	if len(extra) > 0 {
		t.Errorf("not in the server's discovery: %v", extra)
	}
	// List in every served version, as kubectl's mapper adds it.
	for _, gvk := range []schema.GroupVersionKind{{Version: "v1", Kind: "List"}, {Group: "storage.k8s.io", Version: "v1", Kind: "List"}} {
		if ok, known := served(gvk); !ok || !known {
			t.Errorf("%v: served() says %v, %v, want true, true", gvk, ok, known)
		}
	}
	// Versions the server does not serve, in groups it serves.
	for _, gvk := range []schema.GroupVersionKind{
		{Group: "autoscaling", Version: "v2beta2", Kind: "HorizontalPodAutoscaler"},
		{Group: "storage.k8s.io", Version: "v1beta1", Kind: "StorageClass"},
		{Group: "apps", Version: "v1", Kind: "Scale"},
		{Group: "storage.k8s.io", Version: "v1beta1", Kind: "List"},
	} {
		if ok, known := served(gvk); ok || !known {
			t.Errorf("%v: served() says %v, %v, want false, true", gvk, ok, known)
		}
	}
}
