package openapigen

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckedInDefinitionsUpToDate regenerates, in memory, the
// definitions kubedv-apiserver serves (apiserver/openapi and
// apiserver/openapi/published, whose go:generate lines are in
// apiserver/openapi/doc.go) and compares them with the checked-in files.
func TestCheckedInDefinitionsUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the example API and apimachinery")
	}
	const dir = "../../apiserver/openapi"
	src, err := os.ReadFile(filepath.Join(dir, "doc.go"))
	if err != nil {
		t.Fatal(err)
	}
	var lines [][]string
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "//go:generate go -C ../.. run ./cmd/openapi-gen "); ok {
			lines = append(lines, strings.Fields(rest))
		}
	}
	// Definitions with and without --publish-validation.
	if len(lines) != 2 {
		t.Fatalf("%d openapi-gen go:generate lines in apiserver/openapi/doc.go, want 2", len(lines))
	}
	for _, args := range lines {
		opts, err := ParseFlags(args, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		opts.Dir = "../.."
		outs, err := Generate(opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range outs {
			want, err := os.ReadFile(o.Path)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(o.Content, want) {
				t.Errorf("%s is stale; run go -C apiserver generate ./openapi", o.Path)
			}
		}
	}
}
