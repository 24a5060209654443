package schema

import (
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/validators"
)

// Every documented CRD form names a registered tag, and tags left out say so.
func TestTagForms(t *testing.T) {
	for name := range TagForms {
		if _, ok := validators.Lookup(name); !ok {
			t.Errorf("TagForms has %q, which is no registered tag", name)
		}
	}
	if !strings.HasPrefix(TagForm("customValidation"), "Not enforced; finding crd-inexpressible") || strings.HasPrefix(TagForm("maxLength"), "Not enforced") {
		t.Errorf("TagForm: customValidation %q, maxLength %q", TagForm("customValidation"), TagForm("maxLength"))
	}
}
