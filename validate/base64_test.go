package validate

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestBase64Lengths(t *testing.T) {
	root := Root()
	p := root.Child("data")
	for _, c := range []struct {
		n        int // bytes
		min, max int
		short    bool
		long     bool
	}{
		{n: 0, min: 0, max: 0},
		{n: 0, min: 1, max: 4, short: true},
		{n: 1, min: 4, max: 4},              // "AA==": 4 characters
		{n: 3, min: 5, max: 4, short: true}, // "AAAA"
		{n: 4, min: 1, max: 7, long: true},  // 8 characters
		{n: 6, min: 8, max: 8},
	} {
		v := make([]byte, c.n)
		if got := Base64MinLength(&p, v, c.min); (len(got) > 0) != c.short {
			t.Errorf("%d bytes, min %d: %v", c.n, c.min, got)
		} else if c.short && (got[0].Type != field.ErrorTypeTooShort || got[0].Field != "data" || got[0].Origin != "minLength") {
			t.Errorf("%d bytes, min %d: %#v", c.n, c.min, got[0])
		}
		if got := Base64MaxLength(&p, v, c.max); (len(got) > 0) != c.long {
			t.Errorf("%d bytes, max %d: %v", c.n, c.max, got)
		} else if c.long && (got[0].Type != field.ErrorTypeTooLong || got[0].Detail != "may not be more than 7 bytes") {
			t.Errorf("%d bytes, max %d: %#v", c.n, c.max, got[0])
		}
	}
}

func BenchmarkBase64Length(b *testing.B) {
	root := Root()
	p := root.Child("data")
	v := make([]byte, 300)
	b.ReportAllocs()
	for b.Loop() {
		if Base64MinLength(&p, v, 10) != nil || Base64MaxLength(&p, v, 1000) != nil {
			b.Fatal("valid value reported")
		}
	}
}
