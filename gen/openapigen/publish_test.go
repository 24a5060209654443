package openapigen

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/lint"
)

var update = flag.Bool("update", false, "rewrite testdata/publish/openapi")

const publishPkg = testdataPkg + "/publish"

// publishOptions generate testdata/publish/openapi, checked in.
func publishOptions(findings *[]lint.Finding) Options {
	return Options{
		Dir: "../..", OutputDir: "gen/openapigen/testdata/publish/openapi", OutputPkg: publishPkg + "/openapi",
		OutputFile: "zz_generated.openapi.go", ReportFilename: "-", Patterns: []string{"./gen/openapigen/testdata/publish"},
		PublishValidation: true, OnFinding: func(f lint.Finding) { *findings = append(*findings, f) },
	}
}

// TestPublishUpToDate regenerates the checked-in definitions of
// testdata/publish with --publish-validation (-update rewrites them) and
// checks the tags it reports as left out. crdtest's
// TestPublishedDefinitions reads them as the API server does.
func TestPublishUpToDate(t *testing.T) {
	var findings []lint.Finding
	outs, err := Generate(publishOptions(&findings))
	if err != nil {
		t.Fatal(err)
	}
	got := outs[0]
	if *update {
		if err := os.WriteFile(got.Path, got.Content, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(got.Path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Content, want) {
		t.Errorf("%s is stale (go test ./gen/openapigen -run TestPublishUpToDate -update):\n%s", got.Path, firstDiff(string(want), string(got.Content)))
	}
	if len(findings) != 1 || findings[0].Rule != lint.CRDInexpressible || filepath.Base(findings[0].Pos.Filename) != "types.go" || findings[0].Pos.Line != 76 ||
		!strings.Contains(findings[0].Message, "+k8s:listType=set on field Tags is left out of the published OpenAPI") {
		t.Errorf("findings %v, want the +k8s:listType=set of Tags (types.go:76)", findings)
	}
	// Without the flag, none of the +k8s: tags is there (the markers are).
	plain := publishOptions(&findings)
	plain.PublishValidation = false
	outs, err = Generate(plain)
	if err != nil {
		t.Fatal(err)
	}
	if s := string(outs[0].Content); strings.Contains(s, "field is immutable") || strings.Contains(s, "MinLength") {
		t.Errorf("definitions without --publish-validation carry published rules:\n%s", s)
	}
}

// TestPublishConflict: a marker and a tag that set one keyword to two
// values stop generation at the field.
func TestPublishConflict(t *testing.T) {
	outs, err := Generate(Options{Dir: "../..", OutputDir: "out", OutputPkg: "x/out", OutputFile: "generated.go", ReportFilename: "-",
		Patterns: []string{"./gen/openapigen/testdata/errors/publishconflict"}, PublishValidation: true})
	if err == nil || outs != nil {
		t.Fatalf("no error (%d outputs)", len(outs))
	}
	want := "testdata/errors/publishconflict/types.go:7:2: " + testdataPkg + "/errors/publishconflict.T.Count: +k8s:validation:maximum=20 and the +k8s: tags (maximum 10) disagree"
	if !strings.Contains(err.Error(), want) {
		t.Errorf("error\n %v\nwant it to contain\n %s", err, want)
	}
}

// TestPublishRelease138: v1.38's openapi-gen writes +k8s:listType itself,
// so the uniqueness of Tags is published and nothing is left out.
func TestPublishRelease138(t *testing.T) {
	var findings []lint.Finding
	opts := publishOptions(&findings)
	opts.Release = "1.38"
	outs, err := Generate(opts)
	if err != nil {
		t.Fatal(err)
	}
	src := string(outs[0].Content)
	i := strings.Index(src, `"tags": {`)
	if i < 0 || !strings.Contains(src[i:min(len(src), i+200)], `"x-kubernetes-list-type": "set"`) {
		t.Errorf("tags without x-kubernetes-list-type set:\n%s", src[max(i, 0):min(len(src), max(i, 0)+400)])
	}
	if len(findings) != 0 {
		t.Errorf("findings %v, want none", findings)
	}
}
