package kubebuilder

import (
	"encoding/base64"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// TestBytesLength: MinLength and MaxLength on a []byte bound its base64
// string, as the CRD (format: byte, minLength, maxLength) does; an unset
// optional value is not checked.
func TestBytesLength(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	blob := func(n int) func(*Root) { return func(r *Root) { r.Spec.Blob = make([]byte, n) } }
	c.Run("unset", blob(0))
	c.Run("4 bytes, 8 characters", blob(4))
	c.Run("6 bytes, 8 characters", blob(6))
	c.Run("3 bytes, 4 characters", blob(3),
		field.TooShort(spec("blob"), base64.StdEncoding.EncodeToString(make([]byte, 3)), 5).WithOrigin("minLength"))
	c.Run("7 bytes, 12 characters", blob(7),
		field.TooLong(spec("blob"), "", 8).WithOrigin("maxLength"))
	c.Run("items within", func(r *Root) { r.Spec.Blobs = [][]byte{{1}, {1, 2, 3}} })
	c.Run("an item too long", func(r *Root) { r.Spec.Blobs = [][]byte{{1}, {1, 2, 3, 4}} },
		field.TooLong(spec("blobs").Index(1), "", 4).WithOrigin("maxLength"))
}

// TestBytesLengthUpdate: an unchanged value out of bounds is not reported
// again; a changed one is.
func TestBytesLengthUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	with := func(n int) *Root {
		r := valid()
		r.Spec.Blob = make([]byte, n)
		return r
	}
	st.Value(with(7)).OldValue(with(7)).ExpectValid()
	st.Value(with(9)).OldValue(with(7)).ExpectInvalid(field.TooLong(spec("blob"), "", 8).WithOrigin("maxLength"))
	st.Value(with(4)).OldValue(with(7)).ExpectValid()
}
