package sizes

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// As apimachinery v0.38's MaxBytesSlice: field.TooLong with an empty
// value (the bytes are not shown) and origin maxBytes.

func validBytes() *Bytes {
	return &Bytes{
		Data:   []byte("abcd"),
		Blob:   Blob("ab"),
		Chunks: [][]byte{[]byte("abcd"), nil},
		Files:  map[string][]byte{"a": []byte("x")},
	}
}

func tooManyBytesErr(p *field.Path, max int) *field.Error {
	return field.TooLong(p, "", max).WithOrigin("maxBytes")
}

func TestBytesValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validBytes()).ExpectValid().ExpectAllocs(0)
	st.Value(validBytes()).OldValue(validBytes()).ExpectValid().ExpectAllocs(0)
	st.Value(&Bytes{}).ExpectValid()
}

func TestBytes(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, validBytes)
	c.Run("field over", func(r *Bytes) { r.Data = []byte("abcde") }, tooManyBytesErr(field.NewPath("data"), 4))
	c.Run("multi-byte runes count as bytes", func(r *Bytes) { r.Data = []byte("😀") })
	c.Run("multi-byte runes over", func(r *Bytes) { r.Data = []byte("a😀") }, tooManyBytesErr(field.NewPath("data"), 4))
	c.Run("zero limit", func(r *Bytes) { r.Empty = []byte{0} }, tooManyBytesErr(field.NewPath("empty"), 0))
	c.Run("empty non-nil", func(r *Bytes) { r.Empty = []byte{} })
	c.Run("typedef", func(r *Bytes) { r.Blob = Blob("abcde") }, tooManyBytesErr(field.NewPath("blob"), 4))
	c.Run("items", func(r *Bytes) { r.Chunks = [][]byte{[]byte("abcde"), []byte("ab"), make([]byte, 9)} },
		tooManyBytesErr(field.NewPath("chunks").Index(0), 4), tooManyBytesErr(field.NewPath("chunks").Index(2), 4))
	c.Run("map values", func(r *Bytes) { r.Files = map[string][]byte{"a": []byte("abcde"), "b": nil} },
		tooManyBytesErr(field.NewPath("files").Key("a"), 4))
}
