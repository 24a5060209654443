package validationgen

import (
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/pkglint"
	"github.com/kubedv/kubedv/gen/validators"
)

// The loader and --lint-rules=known-tags-only read package tags before the
// registry is involved; they must know every package tag it describes.
func TestPackageTagsAgreeWithRegistry(t *testing.T) {
	if load.InputTag != validators.InputTag {
		t.Errorf("load.InputTag = %q, registry %q", load.InputTag, validators.InputTag)
	}
	var lines []pkglint.Line
	for _, def := range validators.Default.All() {
		if def.Scopes&validators.ScopePackage != 0 {
			lines = append(lines, pkglint.Line{Name: "k8s:" + def.Name})
		}
	}
	if len(lines) == 0 {
		t.Fatal("no package tags registered")
	}
	if err := pkglint.Check(pkglint.Package{Lines: lines}, []string{pkglint.KnownTagsOnly}); err != nil {
		t.Errorf("--lint-rules=%s rejects a registered package tag: %v", pkglint.KnownTagsOnly, err)
	}
	// And the check can fail.
	bad := []pkglint.Line{{Name: "k8s:validation-gen-typo"}}
	if err := pkglint.Check(pkglint.Package{Lines: bad}, []string{pkglint.KnownTagsOnly}); err == nil || !strings.Contains(err.Error(), "validation-gen-typo") {
		t.Errorf("unknown package tag accepted: %v", err)
	}
}
