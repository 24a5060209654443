package validate

import (
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestQuantityBounds(t *testing.T) {
	root := Root()
	gi := resource.MustParse("1Gi")
	if errs := MinimumQuantity(&root, resource.MustParse("1024Mi"), gi); errs != nil {
		t.Errorf("1024Mi >= 1Gi: %v", errs)
	}
	errs := MinimumQuantity(&root, resource.MustParse("1023Mi"), gi)
	want := field.Invalid(nil, "1023Mi", "must be greater than or equal to 1Gi").WithOrigin("minimum")
	if len(errs) != 1 || errs[0].Detail != want.Detail || errs[0].BadValue != want.BadValue || errs[0].Origin != "minimum" {
		t.Errorf("MinimumQuantity(1023Mi, 1Gi) = %v", errs)
	}
	if errs := MaximumQuantity(&root, resource.MustParse("500m"), resource.MustParse("1")); errs != nil {
		t.Errorf("500m <= 1: %v", errs)
	}
	errs = MaximumQuantity(&root, resource.MustParse("2"), resource.MustParse("1500m"))
	if len(errs) != 1 || errs[0].Detail != "must be less than or equal to 1500m" || errs[0].BadValue != "2" || errs[0].Origin != "maximum" {
		t.Errorf("MaximumQuantity(2, 1500m) = %v", errs)
	}
	q, min := resource.MustParse("1Gi"), resource.MustParse("0")
	if n := testing.AllocsPerRun(100, func() { _ = MinimumQuantity(&root, q, min) }); n != 0 {
		t.Errorf("a valid quantity allocates %v times", n)
	}
}
