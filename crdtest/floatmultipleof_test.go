package crdtest

import (
	"encoding/json"
	"math"
	"testing"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiservervalidation "k8s.io/apiextensions-apiserver/pkg/apiserver/validation"
	utiljson "k8s.io/apimachinery/pkg/util/json"

	"github.com/kubedv/kubedv/validate"
)

// TestFloatMultipleOfAgainstTheAPIServer: validate.FloatMultipleOf accepts
// exactly the float32 and float64 values, written by encoding/json and
// read back as the API server reads a request, that a CRD's multipleOf
// keyword accepts (apiextensions-apiserver's schema validator): integral
// values against the factor truncated to an integer, others by
// kube-openapi's division with its tolerance.
func TestFloatMultipleOfAgainstTheAPIServer(t *testing.T) {
	factors := []float64{0.5, 0.1, 0.3, 1e-3, 1, 1.5, 2, 2.5, 3, 0.25, 7.1, 1e-9}
	var values []float64
	for x := -6.0; x <= 6; x += 0.05 {
		values = append(values, x, math.Round(x*100)/100)
	}
	for _, f := range factors {
		for k := -12.0; k <= 12; k++ {
			m := k * f
			values = append(values, m, math.Nextafter(m, math.Inf(1)), math.Nextafter(m, math.Inf(-1)), m*(1+2e-9), m*(1+5e-10))
		}
	}
	values = append(values, 0, 1<<34, 1e15, 9007199254740993, 1e19, -1e19, 1e-8, 0.1+0.2, 1<<53, 1<<54)
	cases, mismatches := 0, 0
	for _, format := range []string{"double", "float"} {
		for _, f := range factors {
			f := f
			validator, _, err := apiservervalidation.NewSchemaValidator(&apiextensionsinternal.JSONSchemaProps{
				Type: "object", Properties: map[string]apiextensionsinternal.JSONSchemaProps{"v": {Type: "number", Format: format, MultipleOf: &f}}})
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range values {
				var v any = x
				if format == "float" {
					if math.Abs(x) > math.MaxFloat32 {
						continue
					}
					v = float32(x)
				}
				data, err := json.Marshal(map[string]any{"v": v})
				if err != nil {
					t.Fatal(err)
				}
				var obj map[string]any
				if err := utiljson.Unmarshal(data, &obj); err != nil {
					t.Fatal(err)
				}
				server := len(apiservervalidation.ValidateCustomResource(nil, obj, validator)) == 0
				p := validate.Root()
				var goOK bool
				if format == "float" {
					goOK = len(validate.FloatMultipleOf(&p, float32(x), f)) == 0
				} else {
					goOK = len(validate.FloatMultipleOf(&p, x, f)) == 0
				}
				cases++
				if goOK != server {
					mismatches++
					if mismatches <= 20 {
						t.Errorf("multipleOf=%v on %s %s: Go accepts %v, the API server %v", f, format, data, goOK, server)
					}
				}
			}
		}
	}
	t.Logf("%d cases, %d mismatches", cases, mismatches)
}
