package defaultergen

import (
	"slices"
	"strings"
	"testing"
)

func TestTagValues(t *testing.T) {
	lines := []string{
		"Some text +default=not a tag",
		" +default=\"a b\"  ",
		"+k8s:defaulter-gen=TypeMeta",
		"\t+k8s:defaulter-gen=ListMeta",
		"+k8s:defaulter-gen-input=k8s.io/api/apps/v1",
		"+defaulted=x",
		"+k8s:defaulter-gen // a comment",
	}
	for _, tc := range []struct {
		name string
		want []string
	}{
		{defaultTag, []string{`"a b"`}},
		{genTag, []string{"TypeMeta", "ListMeta", ""}},
		{inputTag, []string{"k8s.io/api/apps/v1"}},
		{"missing", nil},
	} {
		got, err := tagValues(lines, tc.name)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("tagValues(%s) = %q, %v; want %q", tc.name, got, err, tc.want)
		}
	}
	for _, bad := range []string{"+default(x)=1", "+default x"} {
		if _, err := tagValues([]string{bad}, defaultTag); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestDefaultValue(t *testing.T) {
	for _, tc := range []struct {
		lines []string
		want  string
		err   string
	}{
		{[]string{"+default=1"}, "1", ""},
		{[]string{"+k8s:default=1"}, "1", ""},
		{[]string{"+default=1", "+k8s:default=1"}, "1", ""},
		{[]string{"doc only"}, "", ""},
		{[]string{"+default=1", "+k8s:default=2"}, "", "disagree"},
		{[]string{"+default=1", "+default=2"}, "", "more than one"},
	} {
		got, err := defaultValue(tc.lines)
		switch {
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("defaultValue(%q) = %q, %v; want %q", tc.lines, got, err, tc.want)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("defaultValue(%q) error %v, want one with %q", tc.lines, err, tc.err)
		}
	}
}

// TestImportNames follows Kubernetes' naming: the shortest unused suffix
// of the path, never the file's own package name, keywords prefixed.
func TestImportNames(t *testing.T) {
	im := newImports("k8s.io/kubernetes/pkg/apis/apps/v1")
	for _, tc := range []struct{ path, want string }{
		{"k8s.io/apimachinery/pkg/runtime", "runtime"},
		{"k8s.io/api/apps/v1", "appsv1"},
		{"k8s.io/api/core/v1", "corev1"},
		{"k8s.io/kubernetes/pkg/apis/core/v1", "apiscorev1"},
		{"k8s.io/api/core/v1", "corev1"},
		{"example.com/x/go", "_go"},
		{"example.com/my-pkg.v2", "mypkgv2"},
		{"k8s.io/kubernetes/pkg/apis/apps/v1", ""},
	} {
		if got := im.add(tc.path); got != tc.want {
			t.Errorf("add(%s) = %q, want %q", tc.path, got, tc.want)
		}
	}
	want := []string{`mypkgv2 "example.com/my-pkg.v2"`, `_go "example.com/x/go"`, `appsv1 "k8s.io/api/apps/v1"`, `corev1 "k8s.io/api/core/v1"`,
		`runtime "k8s.io/apimachinery/pkg/runtime"`, `apiscorev1 "k8s.io/kubernetes/pkg/apis/core/v1"`}
	if got := im.lines(); !slices.Equal(got, want) {
		t.Errorf("lines() = %q\nwant %q", got, want)
	}
}
