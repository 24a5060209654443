package validationgen_test

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/validationgen"
)

// generateDirective marks the packages whose generated file is checked in.
// `go generate ./...` rewrites them all; this test fails when one is stale.
const generateDirective = "//go:generate go run github.com/kubedv/kubedv/cmd/validation-gen "

type invocation struct {
	dir  string
	args []string
}

// invocations finds every validation-gen go:generate line in the module.
func invocations(t *testing.T, root string) []invocation {
	t.Helper()
	var out []invocation
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (name == "testdata" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if line := sc.Text(); strings.HasPrefix(line, generateDirective) {
				out = append(out, invocation{dir: filepath.Dir(path), args: strings.Fields(strings.TrimPrefix(line, generateDirective))})
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].dir < out[j].dir })
	return out
}

// TestGeneratedFilesUpToDate regenerates every checked-in generated file in
// memory and compares it with the file on disk.
func TestGeneratedFilesUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every generated package")
	}
	invs := invocations(t, "../..")
	if len(invs) == 0 {
		t.Fatal("found no go:generate lines for validation-gen")
	}
	for _, inv := range invs {
		opts, err := validationgen.ParseFlags(inv.args, io.Discard)
		if err != nil {
			t.Errorf("%s: bad go:generate arguments %q: %v", inv.dir, inv.args, err)
			continue
		}
		opts.Dir = inv.dir
		outs, err := validationgen.Generate(opts.Config)
		if err != nil {
			t.Errorf("%s: generation failed:\n%v", inv.dir, err)
			continue
		}
		for _, o := range outs {
			disk, err := os.ReadFile(o.Path)
			switch {
			case o.Content == nil && err == nil:
				t.Errorf("%s: package has nothing to validate but has a generated file; run `go generate %s`", o.Path, relDir(inv.dir))
			case o.Content != nil && err != nil:
				t.Errorf("%s: missing (%v); run `go generate %s`", o.Path, err, relDir(inv.dir))
			case o.Content != nil && !bytes.Equal(disk, o.Content):
				t.Errorf("%s is stale; run `go generate %s`", o.Path, relDir(inv.dir))
			}
		}
	}
}

// TestGenerationIsDeterministic generates the example twice.
func TestGenerationIsDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages")
	}
	cfg := validationgen.Config{Dir: "../../examples/widget/v1", Packages: []string{"."}, Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1"}}
	first, err := validationgen.Generate(cfg)
	if err != nil {
		t.Fatal(err)
	}
	second, err := validationgen.Generate(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(first) != 1 || len(second) != 1 || !bytes.Equal(first[0].Content, second[0].Content) {
		t.Fatal("two runs over the same input produced different output")
	}
}

func relDir(dir string) string {
	if rel, err := filepath.Rel("../..", dir); err == nil {
		return "./" + filepath.ToSlash(rel)
	}
	return dir
}
