package validationgen

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of TestGolden")

// TestGolden generates the small packages under testdata/golden, one per
// emitter construct (pointer, map list, cohort, union, recursion), and
// compares each output with its golden file, so that a change in generated
// code shows up in review as a change of these files. Run with -update to
// rewrite them.
func TestGolden(t *testing.T) {
	outs, err := Generate(Config{Dir: "testdata/golden", Packages: []string{"./..."}})
	if err != nil {
		t.Fatal(err)
	}
	dirs, err := filepath.Glob("testdata/golden/*/types.go")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no golden packages (%v)", err)
	}
	byDir := map[string][]byte{}
	for _, o := range outs {
		byDir[filepath.Base(filepath.Dir(o.Path))] = o.Content
	}
	for _, types := range dirs {
		dir := filepath.Dir(types)
		got := byDir[filepath.Base(dir)]
		if got == nil {
			t.Errorf("%s: nothing generated", dir)
			continue
		}
		golden := filepath.Join(dir, "want.golden")
		if *update {
			if err := os.WriteFile(golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Errorf("%v; run go test ./gen -run TestGolden -update", err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the generated code; if the change is intended, run go test ./gen -run TestGolden -update and review the diff\n%s",
				golden, firstDifference(want, got))
		}
	}
}

// firstDifference shows the first line where got differs from want.
func firstDifference(want, got []byte) string {
	w, g := bytes.Split(want, []byte("\n")), bytes.Split(got, []byte("\n"))
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl []byte
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if !bytes.Equal(wl, gl) {
			return fmt.Sprintf("line %d:\n  want: %s\n  got:  %s", i+1, wl, gl)
		}
	}
	return ""
}
