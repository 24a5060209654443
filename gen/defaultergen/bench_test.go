package defaultergen

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkGenerate times a run, split into rendering the files and
// type-checking them (verify.go), on the output tests or, with
// KUBEDV_DEFAULTER_TREE=<dir> and KUBEDV_DEFAULTER_TARGETS=<file listing
// package directories relative to it, one a line>, on that tree (for
// Kubernetes: the directories of the files with a +k8s:defaulter-gen=
// tag, as its hack/update-codegen.sh finds them).
func BenchmarkGenerate(b *testing.B) {
	opts := Options{OutputFile: "zz_generated.defaults.go", BuildTag: DefaultBuildTag, Patterns: []string{"./output_tests/..."}}
	if dir := os.Getenv("KUBEDV_DEFAULTER_TREE"); dir != "" {
		f, err := os.Open(os.Getenv("KUBEDV_DEFAULTER_TARGETS"))
		if err != nil {
			b.Fatal(err)
		}
		defer f.Close()
		opts.Dir, opts.Patterns = dir, nil
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if t := strings.TrimSpace(sc.Text()); t != "" {
				opts.Patterns = append(opts.Patterns, "./"+filepath.Clean(t))
			}
		}
		if err := sc.Err(); err != nil {
			b.Fatal(err)
		}
	}
	b.Run("render", func(b *testing.B) {
		for b.Loop() {
			if _, _, err := generate(opts, false); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("render+check", func(b *testing.B) {
		for b.Loop() {
			w, jobs, err := generate(opts, false)
			if err != nil {
				b.Fatal(err)
			}
			if err := verifyFiles(w, jobs); err != nil {
				b.Fatal(err)
			}
		}
	})
}
