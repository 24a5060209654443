package schema

import (
	"strings"
	"testing"
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
// without such a form is refused at its tag.
func TestCorrelatable(t *testing.T) {
	item := &Props{Type: "object", Validations: []Rule{
		{Rule: "oldSelf.hasValue() || self.a", OptionalOldSelf: new(true), transition: true, withoutOld: "self.a"},
		{Rule: "self.b == oldSelf.b", transition: true, tag: "+k8s:immutable"},
	}}
	root := &Props{Type: "object", Properties: map[string]*Props{"list": {Type: "array", Items: item}}}
	var b builder
	b.checkCorrelatable(root, "")
	if r := item.Validations[0]; r.Rule != "self.a" || r.OptionalOldSelf != nil {
		t.Errorf("rule with a form without oldSelf = %+v, want that form", r)
	}
	if len(b.errs.list) != 1 || !strings.Contains(b.errs.list[0].Error(), "+k8s:immutable: its CEL rule uses oldSelf") {
		t.Errorf("errors = %v, want the immutable rule refused", b.errs.list)
	}
	b = builder{}
	root.Properties["list"].ListType = "map"
	item.Validations[1].transition = true
	b.checkCorrelatable(root, "")
	if len(b.errs.list) != 0 {
		t.Errorf("below a map list: %v", b.errs.list)
	}
}
