package crdtest

import (
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen"
)

// TestEmbeddedPodTemplateSpec generates the CRD of a type that embeds
// corev1.PodTemplateSpec. k8s.io/api's types carry +k8s: validation tags,
// some of which no CRD can express (hand-written functions), so --crd-dir
// must stop and name each of them rather than emit a schema that silently
// enforces less than the built-in type.
func TestEmbeddedPodTemplateSpec(t *testing.T) {
	_, err := gen.BuildCRDs(gen.Config{
		Dir:      "testdata",
		Packages: []string{"./runner/v1"},
		Readonly: []string{"k8s.io/api/core/v1", "k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/types"},
	})
	if err == nil {
		t.Fatal("the CRD of a type embedding PodTemplateSpec was generated although k8s.io/api's +k8s: tags are not mapped yet")
	}
	lines := strings.Split(err.Error(), "\n")
	refused := map[string]int{}
	for _, l := range lines {
		if !strings.Contains(l, "cannot be expressed in a CRD by this version") {
			t.Errorf("unexpected error: %s", l)
			continue
		}
		if !strings.Contains(l, "k8s.io/api@") || !strings.Contains(l, "/core/v1/") {
			t.Errorf("refusal outside k8s.io/api/core/v1: %s", l)
		}
		_, msg, _ := strings.Cut(l, ": +k8s:")
		name, _, _ := strings.Cut(msg, " ")
		name, _, _ = strings.Cut(name, "=")
		name, _, _ = strings.Cut(name, "(")
		refused[name]++
	}
	t.Logf("%d tags of k8s.io/api/core/v1 refused, by tag: %v\n%s", len(lines), refused, err)
}
