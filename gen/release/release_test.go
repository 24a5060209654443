package release

import (
	"os"
	"path/filepath"
	"testing"
)

func TestParse(t *testing.T) {
	for in, want := range map[string]Release{"1.37": V137, "v1.37": V137, "1.38": V138, "v1.38": V138} {
		if got, err := Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "1.36", "1.39", "2.37", "137", "auto", "1.x"} {
		if _, err := Parse(in); err == nil {
			t.Errorf("Parse(%q): no error", in)
		}
	}
}

func TestFromVersion(t *testing.T) {
	for in, want := range map[string]Release{"v0.37.2": V137, "v0.38.0-beta.0": V138, "v0.38.1": V138, "v0.30.0": V137, "v0.40.0": V138} {
		if got, ok := FromVersion(in); !ok || got != want {
			t.Errorf("FromVersion(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "v0.0.0", "v1.2.3", "v0.x.0"} {
		if r, ok := FromVersion(in); ok {
			t.Errorf("FromVersion(%q) = %v; want none", in, r)
		}
	}
}

// TestDetect covers the trees Kubernetes has: apimachinery replaced by a
// directory (staging) without a version, with or without v0.38's sources,
// and a module that does not require it.
func TestDetect(t *testing.T) {
	write := func(t *testing.T, files map[string]string) string {
		dir := t.TempDir()
		for name, body := range files {
			p := filepath.Join(dir, name)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return dir
	}
	mod := "module example.com/m\n\ngo 1.24\n\nrequire k8s.io/apimachinery v0.0.0\n\nreplace k8s.io/apimachinery => ./am\n"
	am := "module k8s.io/apimachinery\n\ngo 1.24\n"
	cases := []struct {
		name  string
		files map[string]string
		want  Release
	}{
		{"staging-1.37", map[string]string{"go.mod": mod, "am/go.mod": am, "am/pkg/api/validate/limits.go": "package validate\n"}, V137},
		{"staging-1.38", map[string]string{"go.mod": mod, "am/go.mod": am, "am/pkg/api/validate/regex.go": "package validate\n"}, V138},
		{"no-apimachinery", map[string]string{"go.mod": "module example.com/m\n\ngo 1.24\n"}, Newest},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("GOFLAGS", "-mod=mod")
			t.Setenv("GOWORK", "off")
			got, how, err := Detect(write(t, tc.files))
			if err != nil || got != tc.want {
				t.Fatalf("Detect = %v (%s), %v; want %v", got, how, err, tc.want)
			}
		})
	}
}
