package kubebuilder

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// TestAbsentStructs: an optional non-pointer struct whose Go value is zero
// is an absent object (left out of the JSON with omitzero; with omitempty
// the {} the API server accepted before any webhook ran), so nothing in it
// is validated: not its required fields (Limits.unit, Window.days), which
// were reported before, nor its bounds (cpu and hours are 0). Once set,
// every rule inside runs, on create and on update.
func TestAbsentStructs(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	absent := valid()
	if absent.Spec.Limits != (Limits{}) || absent.Spec.Window.Days != nil || absent.Spec.Window.Hours != 0 {
		t.Fatalf("valid() sets limits or window: %+v %+v", absent.Spec.Limits, absent.Spec.Window)
	}
	st.Value(absent).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(full()).ExpectValid().ExpectAllocs(0)

	limits, window := spec("limits"), spec("window")
	with := func(l Limits, w Window) *Root {
		r := valid()
		r.Spec.Limits, r.Spec.Window = l, w
		return r
	}
	// Limits (omitempty): once set, every rule inside runs.
	st.Value(with(Limits{CPU: 0, Unit: new("")}, Window{})).ExpectExactly(
		field.Invalid(limits.Child("cpu"), int32(0), "must be greater than or equal to 1").WithOrigin("minimum"))
	st.Value(with(Limits{CPU: 2}, Window{})).ExpectExactly(
		validatetest.ShortCircuit(field.Required(limits.Child("unit"), "")))
	st.Value(with(Limits{CPU: 2, Unit: new("m")}, Window{})).ExpectValid()
	// On update, a zero old Limits was stored as {"cpu":0} (omitempty does
	// not leave a struct out): its unchanged cpu is ratcheted, as the API
	// server ratchets it; a changed one is checked.
	st.Value(with(Limits{Unit: new("m")}, Window{})).OldValue(valid()).ExpectValid()
	st.Value(with(Limits{CPU: -1, Unit: new("m")}, Window{})).OldValue(valid()).ExpectExactly(
		field.Invalid(limits.Child("cpu"), int32(-1), "must be greater than or equal to 1").WithOrigin("minimum"))
	// Removing it (back to zero) is valid; an unchanged invalid one is
	// ratcheted.
	st.Value(valid()).OldValue(with(Limits{CPU: -1}, Window{})).ExpectValid()
	st.Value(with(Limits{CPU: -1}, Window{})).OldValue(with(Limits{CPU: -1}, Window{})).ExpectValid()

	// Window (omitzero): a zero old Window was left out of the JSON, so
	// what an update sets is validated whole (create and update alike).
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("set window: required days, hours bound", func(r *Root) { r.Spec.Window = Window{Hours: -1} },
		validatetest.ShortCircuit(field.Required(window.Child("days"), "")),
		field.Invalid(window.Child("hours"), int32(-1), "must be greater than or equal to 1").WithOrigin("minimum"))
	c.Run("set window: a list alone sets it", func(r *Root) { r.Spec.Window = Window{Days: []string{"mon"}} },
		field.Invalid(window.Child("hours"), int32(0), "must be greater than or equal to 1").WithOrigin("minimum"))
	c.Run("set window: valid", func(r *Root) { r.Spec.Window = Window{Days: []string{"mon"}, Hours: 8} })
	st.Value(valid()).OldValue(with(Limits{}, Window{Hours: -1})).ExpectValid()
	st.Value(with(Limits{}, Window{Hours: 3})).OldValue(with(Limits{}, Window{Hours: 3})).ExpectValid()
}
