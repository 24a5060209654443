package quantitybounds

import (
	"testing"

	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// The error's value is the quantity's canonical string and the detail
// names the bound's canonical form, as apimachinery v0.38's
// MinimumQuantity and MaximumQuantity report them; origins are the tags'.
// (Quantity.Cmp itself allocates for large binary-suffixed quantities,
// 1Pi and up, in upstream's check as in ours.)

func q(s string) resource.Quantity { return resource.MustParse(s) }

func validCapacity() *Capacity {
	return &Capacity{
		Size:     q("0"),
		Limit:    new(q("512Mi")),
		Counters: map[string]resource.Quantity{"memory": q("2k"), "cores": q("0")},
		Shares:   []resource.Quantity{q("1.5"), q("1500m"), q("-3")},
	}
}

func TestCapacityValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validCapacity()).ExpectValid().ExpectAllocs(0)
	st.Value(validCapacity()).OldValue(validCapacity()).ExpectValid().ExpectAllocs(0)
}

func belowQ(p *field.Path, v, bound string) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to "+bound).WithOrigin("minimum")
}

func aboveQ(p *field.Path, v, bound string) *field.Error {
	return field.Invalid(p, v, "must be less than or equal to "+bound).WithOrigin("maximum")
}

func TestCapacity(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, validCapacity)
	c.Run("negative size", func(r *Capacity) { r.Size = q("-1m") }, belowQ(field.NewPath("size"), "-1m", "0"))
	c.Run("large size", func(r *Capacity) { r.Size = q("1Ti") })
	c.Run("nil limit", func(r *Capacity) { r.Limit = nil })
	c.Run("limit at the bounds", func(r *Capacity) { r.Limit = new(q("0.1")) })
	c.Run("limit at the upper bound", func(r *Capacity) { r.Limit = new(q("1024Mi")) })
	c.Run("limit below", func(r *Capacity) { r.Limit = new(q("99m")) }, belowQ(field.NewPath("limit"), "99m", "100m"))
	c.Run("limit above", func(r *Capacity) { r.Limit = new(q("1073741825")) },
		aboveQ(field.NewPath("limit"), "1073741825", "1Gi"))
	c.Run("map values", func(r *Capacity) {
		r.Counters = map[string]resource.Quantity{"memory": q("2001"), "cores": q("-1"), "gpus": q("2")}
	}, aboveQ(field.NewPath("counters").Key("memory"), "2001", "2k"), belowQ(field.NewPath("counters").Key("cores"), "-1", "0"))
	c.Run("list items", func(r *Capacity) { r.Shares = []resource.Quantity{q("1501m"), q("1"), q("2")} },
		aboveQ(field.NewPath("shares").Index(0), "1501m", "1500m"), aboveQ(field.NewPath("shares").Index(2), "2", "1500m"))
}
