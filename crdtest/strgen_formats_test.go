package crdtest

import (
	"math/rand/v2"
	"testing"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"

	"github.com/kubedv/kubedv/validate"
)

// TestStringSpecFormats: a format: keyword the API server checks is read
// (by its name without dashes), every format has samples that pass it, and
// a miss that breaks it is a keyword miss named "format"; other formats
// (password, int32) are not read.
func TestStringSpecFormats(t *testing.T) {
	for norm := range validate.OpenAPIFormats {
		samples := openAPIFormatSamples[norm]
		if len(samples) == 0 {
			t.Errorf("no samples of format %s", norm)
		}
		sp := stringSpec{maxLen: -1, format: norm}
		for _, s := range samples {
			if !sp.accepts(s) {
				t.Errorf("format %s: sample %q is invalid", norm, s)
			}
		}
	}
	node := func(format string) *structuralschema.Structural {
		return &structuralschema.Structural{Generic: structuralschema.Generic{Type: "string"},
			ValueValidation: &structuralschema.ValueValidation{Format: format}}
	}
	for format, want := range map[string]string{"date-time": "datetime", "ipv4": "ipv4", "password": "", "int32": "", "k8s-short-name": ""} {
		if got := specOf(node(format), false).format; got != want {
			t.Errorf("specOf(format %s).format = %q, want %q", format, got, want)
		}
	}
	r := rand.New(rand.NewPCG(5, 6))
	sp := specOf(node("ipv4"), false)
	valid, ok := sp.valid(r)
	if !ok || !sp.accepts(valid) {
		t.Fatalf("valid() = %q, %v", valid, ok)
	}
	keyword, _ := sp.misses(r, valid)
	if len(keyword) == 0 {
		t.Fatal("no keyword misses of an ipv4")
	}
	for _, m := range keyword {
		if got := sp.broken(m); got != "format" {
			t.Errorf("broken(%q) = %s, want format", m, got)
		}
	}
}
