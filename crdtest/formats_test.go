package crdtest

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/validate"
)

// TestFormatRulesMatchGo runs sample strings through the CEL rules the
// generator writes for +k8s:format (the golden Gadget CRD) and through the
// Go checks: both must accept exactly the same strings.
func TestFormatRulesMatchGo(t *testing.T) {
	crd := readCRD(t, "shop.example.com_gadgets.yaml")
	r, err := crd.NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	long := func(n int) string { return strings.Repeat("a", n) }
	samples := []string{
		"", "a", "abc-def", "-a", "a-", "A", "aB", "a.b", "a_b", "a..b", "a/b", "example.com/name", "/name", "example.com/",
		"example.com/a/b", "Example.com/n", "ex_ample.com/n", long(63), long(64), long(63) + "/" + long(63), long(254) + "/a",
		"1.2.3.4", "01.2.3.4", "1.2.3", "::1", "::ffff:1.2.3.4", "2001:db8::1", "2001:0db8::1", "2001:DB8::1", "fe80::1%eth0",
		"123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000", "123e4567e89b12d3a456426614174000",
		"123e4567-e89b-12d3-a456-42661417400g",
	}
	for _, c := range []struct{ field, format string }{
		{"uid", "k8s-uuid"}, {"address", "k8s-ip"}, {"finalizer", "k8s-prefixed-label-key"},
		{"host", "k8s-short-name"}, {"annotations", "k8s-label-key"},
	} {
		check := validate.Formats[c.format].Check
		accepted := 0
		for _, s := range samples {
			value, _ := json.Marshal(s)
			if c.field == "annotations" { // +k8s:eachKey=+k8s:format=k8s-label-key
				value = []byte(`{` + string(value) + `:"v"}`)
			}
			res, err := r.Create([]byte(`{"apiVersion":"shop.example.com/v1","kind":"Gadget","metadata":{"name":"g","resourceVersion":"1"},` +
				`"spec":{"replicas":1,"items":["x"],"on":true,"` + c.field + `":` + string(value) + `}}`))
			if err != nil {
				t.Fatal(err)
			}
			root := validate.Root()
			goValid := len(check(&root, s)) == 0
			if c.field == "host" { // also +k8s:maxBytes=20, +k8s:neq="default"
				goValid = goValid && len(s) <= 20 && s != "default"
			}
			if goValid {
				accepted++
			}
			if crdValid := res.Valid(); crdValid != goValid {
				t.Errorf("%s %q: Go valid %v, CRD valid %v (%s)", c.format, s, goValid, crdValid, summary(res))
			}
		}
		if accepted == 0 || accepted == len(samples) {
			t.Errorf("%s accepts %d of %d samples; the samples must have valid and invalid strings", c.format, accepted, len(samples))
		}
	}
}
