package durationbounds

import (
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// kubernetes/kubernetes#142368 (Kubernetes v1.38): "+k8s:minimum and
// +k8s:maximum support time.Duration fields with quoted Go duration
// strings, such as +k8s:minimum="1s". Integer payloads on time.Duration
// fields are now rejected" (its changelog entry; the PR's own test cases
// were not available here, so these follow that text). A value at the
// bound passes, one nanosecond past it fails with field.Invalid and the
// tag's origin; unchanged values ratchet on update (validatetest.Cases
// runs every case on create and through every update transition). The
// refusals are tested in gen/validators (durationbounds_test.go).

func d(s string) metav1.Duration {
	v, err := time.ParseDuration(s)
	if err != nil {
		panic(err)
	}
	return metav1.Duration{Duration: v}
}

func valid() *Root {
	return &Root{
		Timeout:  d("30s"),
		Period:   d("1h"),
		Interval: new(d("100ms")),
		Backoff:  time.Second,
		Jitter:   time.Microsecond,
		Ticks:    []time.Duration{time.Second, 0},
		Grace:    new(time.Duration(0)),
		Steps:    []metav1.Duration{d("1s"), d("2m")},
		Windows:  map[string]metav1.Duration{"day": d("24h")},
		Stages:   []Stage{{Name: "fast", Wait: time.Second, Delay: d("1s")}, {Name: "slow", Wait: time.Hour, Delay: d("1h")}},
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func tooShort[T any](p *field.Path, v T, bound string) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to "+bound).WithOrigin("minimum")
}

func tooLong[T any](p *field.Path, v T, bound string) *field.Error {
	return field.Invalid(p, v, "must be less than or equal to "+bound).WithOrigin("maximum")
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
}

func TestMetaDuration(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("at the minimum", func(r *Root) { r.Timeout = d("1s") })
	c.Run("below the minimum", func(r *Root) { r.Timeout = d("999ms") }, tooShort(path("timeout"), d("999ms"), "1s"))
	c.Run("one nanosecond below", func(r *Root) { r.Timeout = d("999999999ns") }, tooShort(path("timeout"), d("999999999ns"), "1s"))
	c.Run("zero", func(r *Root) { r.Timeout = metav1.Duration{} }, tooShort(path("timeout"), metav1.Duration{}, "1s"))
	c.Run("negative", func(r *Root) { r.Timeout = d("-5s") }, tooShort(path("timeout"), d("-5s"), "1s"))
	c.Run("at the maximum", func(r *Root) { r.Period = d("60m") })
	c.Run("above the maximum", func(r *Root) { r.Period = d("1h0m0.000000001s") },
		tooLong(path("period"), d("1h0m0.000000001s"), "1h0m0s"))
	c.Run("pointer nil", func(r *Root) { r.Interval = nil })
	c.Run("pointer below", func(r *Root) { r.Interval = new(d("99ms")) }, tooShort(path("interval"), d("99ms"), "100ms"))
	c.Run("pointer above", func(r *Root) { r.Interval = new(d("91s")) }, tooLong(path("interval"), d("91s"), "1m30s"))
	c.Run("pointer at the maximum", func(r *Root) { r.Interval = new(d("90s")) })
}

func TestTimeDuration(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("at the minimum", func(r *Root) { r.Backoff = time.Millisecond })
	c.Run("below the minimum", func(r *Root) { r.Backoff = time.Microsecond }, tooShort(path("backoff"), time.Microsecond, "1ms"))
	c.Run("above the maximum", func(r *Root) { r.Backoff = time.Minute }, tooLong(path("backoff"), time.Minute, "10s"))
	c.Run("pointer nil", func(r *Root) { r.Grace = nil })
	c.Run("pointer negative", func(r *Root) { r.Grace = new(-time.Nanosecond) }, tooShort(path("grace"), -time.Nanosecond, "0s"))
}

func TestItemsAndValues(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("list items", func(r *Root) { r.Steps = []metav1.Duration{d("0s"), d("1s"), d("500ms")} },
		tooShort(path("steps").Index(0), d("0s"), "1s"), tooShort(path("steps").Index(2), d("500ms"), "1s"))
	c.Run("map value", func(r *Root) { r.Windows = map[string]metav1.Duration{"day": d("24h"), "week": d("168h")} },
		tooLong(path("windows").Key("week"), d("168h"), "24h0m0s"))
}

func TestItem(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("item over its bound", func(r *Root) { r.Stages[0].Wait = time.Second + 1 },
		tooLong(path("stages").Index(0).Child("wait"), time.Second+1, "1s"))
	c.Run("metav1 item over its bound", func(r *Root) { r.Stages[0].Delay = d("2s") },
		tooLong(path("stages").Index(0).Child("delay"), d("2s"), "1s"))
	c.Run("other items are not bounded", func(r *Root) { r.Stages[1].Wait = 100 * time.Hour })
}

// An integer bound on a time.Duration (a 1.37 tree): nanoseconds, and the
// detail names the bound as the integer v1.37's %d wrote.
func TestIntegerBoundOn137(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("at the minimum", func(r *Root) { r.Jitter = 1000 })
	c.Run("below the minimum", func(r *Root) { r.Jitter = 999 }, tooShort(path("jitter"), time.Duration(999), "1000"))
	c.Run("items", func(r *Root) { r.Ticks = []time.Duration{time.Second + 1, -time.Hour, 2 * time.Second} },
		tooLong(path("ticks").Index(0), time.Second+1, "1000000000"), tooLong(path("ticks").Index(2), 2*time.Second, "1000000000"))
}
