package timeformats

import (
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

func valid() *Root {
	return &Root{
		Timeout:   "30s",
		Backoff:   new("1m30.5s"),
		Deadline:  "2026-11-27T03:45:00Z",
		NotBefore: new("2026-11-27T04:45:00.123+01:00"),
		Stamp:     "2004-02-29T23:59:59,5-08:00",
		Steps:     []string{"0", "-1h", "1µs"},
		Events:    map[string]string{"2026-01-01T00:00:00Z": "new year"},
	}
}

func path(p string) *field.Path { return field.NewPath(p) }

func badDuration[T any](p *field.Path, v T) *field.Error {
	return field.Invalid(p, v, "must be a duration such as 30s, 1m30s or 1h (Go's time.ParseDuration syntax), at most 64 characters").WithOrigin("format=k8s-duration")
}

func badDateTime[T any](p *field.Path, v T) *field.Error {
	return field.Invalid(p, v, "must be an RFC 3339 date-time such as 2006-01-02T15:04:05Z, between the years 0001 and 9999 in UTC, at most 64 characters").
		WithOrigin("format=k8s-date-time")
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
}

func TestDuration(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("empty", func(r *Root) { r.Timeout = "" }, badDuration(path("timeout"), ""))
	c.Run("no unit", func(r *Root) { r.Timeout = "30" }, badDuration(path("timeout"), "30"))
	c.Run("days are not a unit", func(r *Root) { r.Timeout = "1d" }, badDuration(path("timeout"), "1d"))
	c.Run("ISO 8601 is not Go's syntax", func(r *Root) { r.Timeout = "PT30S" }, badDuration(path("timeout"), "PT30S"))
	c.Run("overflow", func(r *Root) { r.Timeout = "2562048h" }, badDuration(path("timeout"), "2562048h"))
	c.Run("compound", func(r *Root) { r.Timeout = "1h2m3.5s" })
	c.Run("64 characters", func(r *Root) { r.Timeout = strings.Repeat("1s", 32) })
	c.Run("65 characters", func(r *Root) { r.Timeout = "0" + strings.Repeat("1s", 32) }, badDuration(path("timeout"), "0"+strings.Repeat("1s", 32)))
	c.Run("pointer nil", func(r *Root) { r.Backoff = nil })
	c.Run("pointer", func(r *Root) { r.Backoff = new("1 s") }, badDuration(path("backoff"), "1 s"))
	c.Run("items", func(r *Root) { r.Steps = []string{"1s", "x", "2"} },
		badDuration(path("steps").Index(1), "x"), badDuration(path("steps").Index(2), "2"))
}

func TestDateTime(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("no zone", func(r *Root) { r.Deadline = "2026-11-27T03:45:00" }, badDateTime(path("deadline"), "2026-11-27T03:45:00"))
	c.Run("lower-case z", func(r *Root) { r.Deadline = "2026-11-27T03:45:00z" }, badDateTime(path("deadline"), "2026-11-27T03:45:00z"))
	c.Run("space for T", func(r *Root) { r.Deadline = "2026-11-27 03:45:00Z" }, badDateTime(path("deadline"), "2026-11-27 03:45:00Z"))
	c.Run("February 30", func(r *Root) { r.Deadline = "2026-02-30T00:00:00Z" }, badDateTime(path("deadline"), "2026-02-30T00:00:00Z"))
	c.Run("leap second", func(r *Root) { r.Deadline = "2016-12-31T23:59:60Z" }, badDateTime(path("deadline"), "2016-12-31T23:59:60Z"))
	c.Run("year 0", func(r *Root) { r.Deadline = "0000-06-01T00:00:00Z" }, badDateTime(path("deadline"), "0000-06-01T00:00:00Z"))
	c.Run("before year 1 in UTC", func(r *Root) { r.Deadline = "0001-01-01T00:00:00+00:01" },
		badDateTime(path("deadline"), "0001-01-01T00:00:00+00:01"))
	c.Run("first instant", func(r *Root) { r.Deadline = "0001-01-01T00:00:00Z" })
	c.Run("last second", func(r *Root) { r.Deadline = "9999-12-31T23:59:59.999999999Z" })
	c.Run("65 characters", func(r *Root) { r.Deadline = "2026-11-27T03:45:00." + strings.Repeat("0", 44) + "Z" },
		badDateTime(path("deadline"), "2026-11-27T03:45:00."+strings.Repeat("0", 44)+"Z"))
	c.Run("one-digit hour", func(r *Root) { r.Deadline = "2026-11-27T3:45:00Z" })
	c.Run("pointer nil", func(r *Root) { r.NotBefore = nil })
	c.Run("pointer", func(r *Root) { r.NotBefore = new("yesterday") }, badDateTime(path("notBefore"), "yesterday"))
	c.Run("typedef", func(r *Root) { r.Stamp = "2026-11-27" }, badDateTime(path("stamp"), Timestamp("2026-11-27")))
	// Key errors name the map itself, as Kubernetes reports them.
	c.Run("map key", func(r *Root) { r.Events = map[string]string{"soon": "x"} }, badDateTime(path("events"), "soon"))
}
