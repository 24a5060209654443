package schema

import (
	"strings"
	"testing"
)

// TestControllerGenFormats: +kubebuilder:validation:Format writes format:
// as the marker spells it where the API server checks it (strings), once
// for a typedef's and a field's same format, and nothing for password or
// a number.
func TestControllerGenFormats(t *testing.T) {
	files, _, err := Build(loadTestdata(t, "./kbformat/v1"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	spec := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"]
	for name, want := range map[string]string{"url": "uri", "since": "datetime", "until": "date-time", "secret": "", "count": "int32"} {
		if got := spec.Properties[name].Format; got != want {
			t.Errorf("%s: format %q, want %q", name, got, want)
		}
	}
	if items := spec.Properties["addresses"].Items; items == nil || items.Format != "ipv4" {
		t.Errorf("addresses items = %+v, want format ipv4", items)
	}
}

// TestControllerGenFormatRefusals: two different formats at one place stop
// generation at the marker.
func TestControllerGenFormatRefusals(t *testing.T) {
	_, _, err := Build(loadTestdata(t, "./kbformat/bad"), Options{})
	if err == nil {
		t.Fatal("Build of testdata/kbformat/bad succeeded")
	}
	want := "kbformat/bad/types.go:19:5: +kubebuilder:validation:Format=uri on "
	if !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), `the schema already has format "email"`) {
		t.Errorf("missing error %q in:\n%v", want, err)
	}
}
