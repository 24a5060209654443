package celinterp_test

import (
	"bytes"
	"io"
	"os"
	"testing"

	"github.com/kubedv/kubedv/gen/validationgen"
)

// TestGeneratedFilesUpToDate regenerates the output tests of this module
// (go generate ./...) in memory and compares them with the files on disk.
func TestGeneratedFilesUpToDate(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the generated packages")
	}
	for _, dir := range []string{"output_tests/rules"} {
		opts, err := validationgen.ParseFlags([]string{"--cel-tier=interpreted", "."}, io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		opts.Dir = dir
		outs, err := validationgen.Generate(opts.Config)
		if err != nil {
			t.Errorf("%s: generation failed:\n%v", dir, err)
			continue
		}
		for _, o := range outs {
			if disk, err := os.ReadFile(o.Path); err != nil || !bytes.Equal(disk, o.Content) {
				t.Errorf("%s is stale or missing; run `go generate ./...` in validate/celinterp", o.Path)
			}
		}
	}
}
