package validate

import (
	"bytes"
	"encoding/json"
	"regexp"
	"unsafe"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// String keywords on a type that marshals itself to a JSON string
// (+kubebuilder:validation:MinLength, MaxLength, Pattern next to
// Type=string): the CRD checks the string the API server receives, which
// only the type's MarshalJSON knows. A value that does not marshal, or not
// to a string, is left to whatever reports that (the client cannot send
// it; the CRD's type check).

// JSONStringMinLength checks MinLength on the string v marshals to.
func JSONStringMinLength(p *Path, v json.Marshaler, min int) field.ErrorList {
	if s, ok := jsonString(v); ok {
		return MinLength(p, s, min)
	}
	return nil
}

// JSONStringMaxLength checks MaxLength on the string v marshals to.
func JSONStringMaxLength(p *Path, v json.Marshaler, max int) field.ErrorList {
	if s, ok := jsonString(v); ok {
		return MaxLength(p, s, max)
	}
	return nil
}

// JSONStringPattern matches the string v marshals to against re.
func JSONStringPattern(p *Path, v json.Marshaler, re *regexp.Regexp) field.ErrorList {
	if s, ok := jsonString(v); ok {
		return Pattern(p, s, re)
	}
	return nil
}

func jsonString(v json.Marshaler) (string, bool) {
	data, err := v.MarshalJSON()
	if err != nil || len(data) < 2 || data[0] != '"' {
		return "", false
	}
	if inner := data[1 : len(data)-1]; data[len(data)-1] == '"' && bytes.IndexByte(inner, '\\') < 0 && bytes.IndexByte(inner, '"') < 0 {
		// No escapes: the string is the bytes between the quotes, which
		// nothing else holds (no copy).
		return unsafe.String(unsafe.SliceData(inner), len(inner)), true
	}
	var s string
	if json.Unmarshal(data, &s) != nil {
		return "", false
	}
	return s, true
}
