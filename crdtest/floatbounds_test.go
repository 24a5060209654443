package crdtest

import (
	"encoding/json"
	"math"
	"testing"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiservervalidation "k8s.io/apiextensions-apiserver/pkg/apiserver/validation"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validate"
)

// TestFloatBoundsAgainstTheAPIServer: validate.FloatMinimum and friends
// accept exactly the float32 and float64 values, written by encoding/json
// and read back as the API server reads a request, that a CRD's minimum /
// maximum keywords accept (apiextensions-apiserver's schema validator).
func TestFloatBoundsAgainstTheAPIServer(t *testing.T) {
	bounds := []float64{-1.5, -0.5, 0, 0.1, 0.5, 1, 1.5, 2.5, 1e-7, 17179869500}
	var values []float64
	for x := -3.0; x <= 3; x += 0.25 {
		values = append(values, x)
	}
	for _, b := range bounds {
		values = append(values, b, math.Nextafter(b, math.Inf(1)), math.Nextafter(b, math.Inf(-1)), math.Trunc(b), math.Trunc(b)+1, math.Trunc(b)-1)
	}
	values = append(values, 1<<34, 1e19, -1e19, 1e-8)
	type check func(*validate.Path, float64, float64) field.ErrorList
	type check32 func(*validate.Path, float32, float64) field.ErrorList
	for _, k := range []struct {
		name           string
		min, exclusive bool
		go64           check
		go32           check32
	}{
		{"minimum", true, false, validate.FloatMinimum[float64], validate.FloatMinimum[float32]},
		{"exclusiveMinimum", true, true, validate.FloatExclusiveMinimum[float64], validate.FloatExclusiveMinimum[float32]},
		{"maximum", false, false, validate.FloatMaximum[float64], validate.FloatMaximum[float32]},
		{"exclusiveMaximum", false, true, validate.FloatExclusiveMaximum[float64], validate.FloatExclusiveMaximum[float32]},
	} {
		for _, format := range []string{"double", "float"} {
			for _, b := range bounds {
				prop := apiextensionsinternal.JSONSchemaProps{Type: "number", Format: format}
				if k.min {
					prop.Minimum, prop.ExclusiveMinimum = &b, k.exclusive
				} else {
					prop.Maximum, prop.ExclusiveMaximum = &b, k.exclusive
				}
				validator, _, err := apiservervalidation.NewSchemaValidator(&apiextensionsinternal.JSONSchemaProps{
					Type: "object", Properties: map[string]apiextensionsinternal.JSONSchemaProps{"v": prop}})
				if err != nil {
					t.Fatal(err)
				}
				for _, x := range values {
					var v any = x
					if format == "float" {
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
						goOK = len(k.go32(&p, float32(x), b)) == 0
					} else {
						goOK = len(k.go64(&p, x, b)) == 0
					}
					if goOK != server {
						t.Errorf("%s=%v on %s %s (JSON %s): Go accepts %v, the API server %v", k.name, b, format, data, data, goOK, server)
					}
				}
			}
		}
	}
}
