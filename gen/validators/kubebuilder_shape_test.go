package validators

import "testing"

// TestKubebuilderShapeMarkers: a type with its own MarshalJSON and a Type
// marker is opaque in Go (the CRD describes it by its markers alone), its
// own rules kept; without the Type marker, or without MarshalJSON, it is
// validated as usual. Schemaless makes the field opaque; the other shaping
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
