package validate

import (
	"encoding/base64"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Length keywords on a []byte (+kubebuilder:validation:MinLength and
// MaxLength, which controller-gen writes next to format: byte): JSON
// carries the bytes as a base64 string, and the API server bounds that
// string's length, so the bounds apply to the encoded length, which needs
// no encoding to know.

// Base64MinLength checks that the base64 form of v has at least min
// characters.
func Base64MinLength[T ~[]byte](p *Path, v T, min int) field.ErrorList {
	if base64.StdEncoding.EncodedLen(len(v)) >= min {
		return nil
	}
	return one(at(p, field.TooShort(nil, base64.StdEncoding.EncodeToString(v), min), "minLength"))
}

// Base64MaxLength checks that the base64 form of v has at most max
// characters (bytes: base64 is ASCII).
func Base64MaxLength[T ~[]byte](p *Path, v T, max int) field.ErrorList {
	if base64.StdEncoding.EncodedLen(len(v)) <= max {
		return nil
	}
	return one(at(p, field.TooLong(nil, "", max), "maxLength"))
}
