package validate

import (
	"regexp"
	"testing"

	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestIntOrStringEnumError(t *testing.T) {
	p := Root()
	errs := IntOrStringEnum(&p, intstr.FromInt32(3), []intstr.IntOrString{intstr.FromInt32(1), intstr.FromString("foo")})
	want := `Unsupported value: 3: supported values: "1", "foo"`
	if len(errs) != 1 || errs[0].Type != field.ErrorTypeNotSupported || errs[0].ErrorBody() != want {
		t.Fatalf("got %v, want one NotSupported %q", errs, want)
	}
}

func TestIntOrStringChecksAllocateNothingWhenValid(t *testing.T) {
	enum := []intstr.IntOrString{intstr.FromInt32(1), intstr.FromString("foo")}
	re := regexp.MustCompile(`^[0-9]+%$`)
	for _, v := range []intstr.IntOrString{intstr.FromInt32(1), intstr.FromString("foo"), intstr.FromInt32(97)} {
		p := Root()
		allocs := testing.AllocsPerRun(100, func() {
			_ = IntOrStringMinLength(&p, v, 1)
			_ = IntOrStringMaxLength(&p, v, 10)
			if v.Type == intstr.Int {
				_ = IntOrStringPattern(&p, v, re)
			}
			if v.IntVal != 97 {
				_ = IntOrStringEnum(&p, v, enum)
			}
		})
		if allocs != 0 {
			t.Errorf("%#v: %v allocations", v, allocs)
		}
	}
}
