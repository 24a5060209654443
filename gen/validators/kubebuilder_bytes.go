package validators

import "go/types"

// MinLength and MaxLength on a []byte, which controller-gen writes next to
// format: byte: JSON carries the bytes as a base64 string, and the API
// server bounds that string's length.

// kbBase64 reports a []byte that JSON carries as a base64 string, as
// controller-gen describes it (type: string, format: byte): not a type
// with its own JSON form.
func kbBase64(t types.Type) bool {
	return isByteSlice(t) && !kbHasMethod(t, "MarshalJSON") && !kbHasMethod(t, "MarshalText")
}

// kbBase64Length adds MinLength or MaxLength (k8s) on the []byte at s:
// the bound applies to its base64 form (validate.Base64MinLength).
func kbBase64Length(k8s string) func(*Site, kbMarker) error { return kbLengthCall("Base64", k8s) }
