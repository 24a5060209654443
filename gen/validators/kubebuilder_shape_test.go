package validators

import (
	"strings"
	"testing"
)

// TestKubebuilderShapeMarkers: a type with its own MarshalJSON and a Type
// marker, or a text marshaler, is opaque in Go (the CRD describes it by its
// markers alone), its own rules kept; without the Type marker, or without
// MarshalJSON, it is validated as usual. Schemaless makes the field opaque; the other shaping
// markers add no check.
func TestKubebuilderShapeMarkers(t *testing.T) {
	plan, pkg := mustAnalyze(t, kbRoot+`
// +kubebuilder:validation:Type=object
// +kubebuilder:validation:XValidation:rule="has(self.a)"
type Own struct {
	// +kubebuilder:validation:MaxLength=3
	A string `+"`json:\"a\"`"+`
}

func (Own) MarshalJSON() ([]byte, error) { return nil, nil }

// +kubebuilder:validation:Type=object
type Plain struct {
	// +kubebuilder:validation:MaxLength=3
	A string `+"`json:\"a\"`"+`
}

type NoType struct {
	// +kubebuilder:validation:MaxLength=3
	A string `+"`json:\"a\"`"+`
}

func (*NoType) MarshalJSON() ([]byte, error) { return nil, nil }

type Text struct {
	// +kubebuilder:validation:MaxLength=3
	A string `+"`json:\"a\"`"+`
}

func (*Text) MarshalText() ([]byte, error) { return nil, nil }

type T struct {
	// +kubebuilder:validation:Schemaless
	// +kubebuilder:validation:Type=object
	// +optional
	S Plain `+"`json:\"s,omitempty\"`"+`
	// +kubebuilder:validation:XIntOrString
	// +kubebuilder:validation:XPreserveUnknownFields
	// +kubebuilder:validation:EmbeddedResource
	// +kubebuilder:validation:Type=string
	// +optional
	X string `+"`json:\"x,omitempty\"`"+`
}`)
	own := typePlan(t, plan, pkg, "Own")
	if !own.Own.Opaque || len(own.Own.Checks) != 1 {
		t.Errorf("Own: opaque %v, %d own checks; want opaque with its XValidation rule", own.Own.Opaque, len(own.Own.Checks))
	}
	if !typePlan(t, plan, pkg, "Text").Own.Opaque {
		t.Errorf("Text: a text marshaler is not opaque")
	}
	for _, name := range []string{"Plain", "NoType"} {
		if typePlan(t, plan, pkg, name).Own.Opaque {
			t.Errorf("%s is opaque; only a type that marshals itself and has a Type marker is", name)
		}
	}
	for _, f := range typePlan(t, plan, pkg, "T").Fields {
		switch f.Field.Name {
		case "S":
			if !f.V.Opaque {
				t.Errorf("S: Schemaless field not opaque")
			}
		case "X":
			if f.V.Opaque || len(f.V.Checks) != 0 || f.V.Presence != Optional {
				t.Errorf("X: %+v, want an optional field with no checks", f.V)
			}
		}
	}
}

// TestKubebuilderNoGoCheck: markers controller-gen accepts because the
// CRD's type is not the Go type's (an int-or-string, a type that marshals
// itself, a struct's keys) stop generation saying there is no Go check,
// not that controller-gen refuses them.
func TestKubebuilderNoGoCheck(t *testing.T) {
	const own = "\n}\n\ntype Own struct{ n int }\n\nfunc (Own) MarshalJSON() ([]byte, error) { return nil, nil }\n"
	for _, tc := range []struct{ field, want string }{
		{"// +kubebuilder:validation:XIntOrString\n// +kubebuilder:validation:MaxLength=3\nA *string `json:\"a\"`", ""},
		{"// +kubebuilder:validation:XIntOrString\n// +kubebuilder:validation:Pattern=`^a`\nA int32 `json:\"a\"`", "on an int-or-string (int32) has no Go check"},
		{"// +kubebuilder:validation:Minimum=1\nA Own `json:\"a\"`", "which marshals itself, has no Go check"},
		{"// +kubebuilder:validation:MaxProperties=1\nA struct{ B string `json:\"b\"` } `json:\"a\"`", ""},
		{"// +kubebuilder:validation:MaxProperties=1\nA struct{ *Own } `json:\"a\"`", "which embeds *p.Own: counting the keys of an embedded pointer has no Go check"},
		{"// +kubebuilder:validation:MaxProperties=1\nA struct{ B []int `json:\"b,omitzero\"`; C struct{ D []int } `json:\"c,omitzero\"` } `json:\"a\"`", ""}, // reflect tests the zero value, as encoding/json does
		{"// +kubebuilder:validation:MinProperties=1\nA struct{ B string `json:\"b\"`; C string `json:\"b\"` } `json:\"a\"`", "the JSON key \"b\" comes from two fields"},
		{"// +kubebuilder:validation:MaxLength=1\nA int32 `json:\"a\"`", "applies to strings, not int32 (controller-gen refuses it too)"},
	} {
		_, _, err := analyzeSource(t, kbRoot+"type T struct {\n"+tc.field+own)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s: %v", tc.field, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.field, err, tc.want)
		}
	}
}
