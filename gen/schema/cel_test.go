package schema

import (
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/lint"
)

// Property names are escaped as the API server escapes them for CEL.
func TestCELField(t *testing.T) {
	for in, want := range map[string]string{
		"name": "name", "my_field": "my_field", "a__b": "a__underscores__b", "x-y": "x__dash__y", "a.b/c": "a__dot__b__slash__c",
		"namespace": "__namespace__", "true": "__true__",
	} {
		if got, ok := celField(in); !ok || got != want {
			t.Errorf("celField(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "1st", "a b", "ü"} {
		if got, ok := celField(bad); ok {
			t.Errorf("celField(%q) = %q, want not nameable", bad, got)
		}
	}
}

// Below an atomic list, a rule with a form without oldSelf uses it; one
// without such a form is left out and reported at its tag.
func TestCorrelatable(t *testing.T) {
	immutable := Rule{Rule: "self.b == oldSelf.b", transition: true, tag: "+k8s:immutable"}
	item := &Props{Type: "object", Validations: []Rule{
		{Rule: "oldSelf.hasValue() || self.a", OptionalOldSelf: new(true), transition: true, withoutOld: "self.a"},
		immutable,
	}}
	root := &Props{Type: "object", Properties: map[string]*Props{"list": {Type: "array", Items: item}}}
	var b builder
	b.checkCorrelatable(root, "")
	if len(item.Validations) != 1 || item.Validations[0].Rule != "self.a" || item.Validations[0].OptionalOldSelf != nil {
		t.Errorf("rules = %+v, want the form without oldSelf only", item.Validations)
	}
	if len(b.errs.list) != 0 || len(b.findings) != 1 || b.findings[0].Rule != lint.CRDInexpressible ||
		!strings.Contains(b.findings[0].Message, "+k8s:immutable on a value below an atomic or set list is left out of the CRD") {
		t.Errorf("errors = %v, findings = %v, want the immutable rule left out with a finding", b.errs.list, b.findings)
	}
	b = builder{}
	root.Properties["list"].ListType = "map"
	item.Validations = append(item.Validations, immutable)
	b.checkCorrelatable(root, "")
	if len(b.errs.list) != 0 || len(b.findings) != 0 || len(item.Validations) != 2 {
		t.Errorf("below a map list: %v %v %v", b.errs.list, b.findings, item.Validations)
	}
}
