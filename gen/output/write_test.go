package output

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// opts are validation-gen's: hand-written files are protected.
var opts = Options{Generator: "validation-gen", Marker: []byte(GeneratedLine("validation-gen"))}

func generated(body string) []byte {
	return []byte(string(opts.Marker) + "\n\npackage p\n" + body)
}

func TestWriteRefusesHandWrittenFile(t *testing.T) {
	dir := t.TempDir()
	hand := filepath.Join(dir, "helper.go")
	other := filepath.Join(dir, "other.go")
	os.WriteFile(hand, []byte("package p\n\nfunc helper() {}\n"), 0o644)
	err := Write([]File{{Path: other, Content: generated("")}, {Path: hand, Content: generated("")}}, opts)
	if err == nil || !strings.Contains(err.Error(), "was not written by validation-gen") {
		t.Fatalf("err = %v, want a refusal", err)
	}
	if b, _ := os.ReadFile(hand); string(b) != "package p\n\nfunc helper() {}\n" {
		t.Errorf("hand-written file changed: %q", b)
	}
	if _, err := os.Stat(other); err == nil {
		t.Error("another file was written although the run was refused")
	}
	// Deleting: a hand-written file with the output's name stays.
	if err := Write([]File{{Path: hand}}, opts); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(hand); err != nil {
		t.Error("a hand-written file was deleted")
	}
}

func TestWriteKeepsModeAndDeletesStale(t *testing.T) {
	dir := t.TempDir()
	ro := filepath.Join(dir, "ro.go")
	stale := filepath.Join(dir, "stale.go")
	os.WriteFile(ro, generated("// old\n"), 0o444)
	os.WriteFile(stale, generated(""), 0o644)
	if err := Write([]File{{Path: ro, Content: generated("// new\n")}, {Path: stale}}, opts); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(ro)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o444 {
		t.Errorf("mode %v, want 0444 as before", info.Mode().Perm())
	}
	if b, _ := os.ReadFile(ro); !strings.Contains(string(b), "// new") {
		t.Errorf("not rewritten: %q", b)
	}
	if _, err := os.Stat(stale); err == nil {
		t.Error("stale generated file kept")
	}
}

func TestWriteRollsBack(t *testing.T) {
	dir := t.TempDir()
	a, b, c := filepath.Join(dir, "a.go"), filepath.Join(dir, "b.go"), filepath.Join(dir, "c.go")
	os.WriteFile(a, generated("// a old\n"), 0o600)
	os.WriteFile(c, generated("// c old\n"), 0o644)
	calls := 0
	renameFile = func(from, to string) error {
		if calls++; calls == 3 {
			return errors.New("disk full")
		}
		return os.Rename(from, to)
	}
	defer func() { renameFile = os.Rename }()
	err := Write([]File{
		{Path: a, Content: generated("// a new\n")},
		{Path: b, Content: generated("// b new\n")},
		{Path: c, Content: generated("// c new\n")},
	}, opts)
	if err == nil || !strings.Contains(err.Error(), "disk full") || !strings.Contains(err.Error(), "restored") {
		t.Fatalf("err = %v", err)
	}
	if got, _ := os.ReadFile(a); string(got) != string(generated("// a old\n")) {
		t.Errorf("a.go not restored: %q", got)
	}
	if info, _ := os.Stat(a); info.Mode().Perm() != 0o600 {
		t.Errorf("a.go mode %v after restore", info.Mode().Perm())
	}
	if _, err := os.Stat(b); err == nil {
		t.Error("b.go, new in this run, was left behind")
	}
	if got, _ := os.ReadFile(c); string(got) != string(generated("// c old\n")) {
		t.Errorf("c.go changed: %q", got)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*.tmp")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// A failed run leaves no directory it made (coverage fixtures go to new
// directories), and keeps the ones that existed.
func TestWriteRollbackRemovesNewDirectories(t *testing.T) {
	dir := t.TempDir()
	a := filepath.Join(dir, "a.go")
	nested := filepath.Join(dir, "new", "deeper", "b.go")
	calls := 0
	renameFile = func(from, to string) error {
		if calls++; calls == 2 {
			return errors.New("disk full")
		}
		return os.Rename(from, to)
	}
	defer func() { renameFile = os.Rename }()
	err := Write([]File{
		{Path: nested, Content: generated("// b\n")},
		{Path: a, Content: generated("// a\n")},
	}, opts)
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("err = %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "new")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the directory the failed run made is left: %v", err)
	}
	if _, err := os.Stat(dir); err != nil {
		t.Errorf("the existing directory is gone: %v", err)
	}

	// A successful run keeps them.
	if err := Write([]File{{Path: nested, Content: generated("// b\n")}}, opts); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(nested); err != nil {
		t.Error(err)
	}
}

// Without a marker (defaulter-gen, openapi-gen) any file is replaced, as
// Kubernetes' generators replace it, and none is deleted.
func TestWriteWithoutMarker(t *testing.T) {
	dir := t.TempDir()
	hand := filepath.Join(dir, "zz_generated.defaults.go")
	os.WriteFile(hand, []byte("package p\n"), 0o644)
	o := Options{Generator: "defaulter-gen"}
	if err := Write([]File{{Path: hand, Content: []byte("package p // new\n")}}, o); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(hand); string(b) != "package p // new\n" {
		t.Errorf("not replaced: %q", b)
	}
	if err := Write([]File{{Path: hand}}, o); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(hand); err != nil {
		t.Error("a file was deleted without a marker to say whose it is")
	}
}

// A path that cannot be read as a file (a directory is in the way) stops
// the run before anything is written.
func TestWriteUnreadableTarget(t *testing.T) {
	dir := t.TempDir()
	a, z := filepath.Join(dir, "a.yaml"), filepath.Join(dir, "z.yaml")
	if err := os.Mkdir(z, 0o755); err != nil {
		t.Fatal(err)
	}
	err := Write([]File{{Path: a, Content: []byte("a\n")}, {Path: z, Content: []byte("z\n")}}, Options{Generator: "validation-gen --crd-dir"})
	if err == nil || !strings.Contains(err.Error(), "nothing was written") {
		t.Fatalf("err = %v, want nothing written", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("dir holds %v after a failed write, want the directory only", entries)
	}
}
