package sizes

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// scope is one place of T that carries its kind's shared limits: set puts
// v there and errors name path. typed converts v to the bad value an
// error carries, where it carries the value.
type scope[T, V any] struct {
	name  string
	set   func(*T, V)
	path  *field.Path
	typed func(V) any
}

// edge is a value at or beyond the shared limits and the errors it causes
// at path p (v is the typed value); a nil want means it is valid.
type edge[V any] struct {
	name string
	v    V
	want func(p *field.Path, v any) field.ErrorList
}

// cross tries every edge at every scope.
func cross[T, V any](c *validatetest.Cases[T], scopes []scope[T, V], edges []edge[V]) {
	for _, sc := range scopes {
		for _, e := range edges {
			var want field.ErrorList
			if e.want != nil {
				var typed any
				if sc.typed != nil {
					typed = sc.typed(e.v)
				}
				want = e.want(sc.path, typed)
			}
			c.Run(sc.name+" "+e.name, func(r *T) { sc.set(r, e.v) }, want...)
		}
	}
}

// as converts a string to the type an error's bad value has.
func as[T ~string](v string) any { return T(v) }

var path = field.NewPath

func required(p *field.Path) *field.Error { return validatetest.ShortCircuit(field.Required(p, "")) }

// TestErrorDetails spells out each tag's error: its detail with the
// singular and plural unit, its bad value, and whether it short-circuits.
func TestErrorDetails(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		obj          any
		field        string
		typ          field.ErrorType
		origin       string
		detail       string
		badValue     any
		shortCircuit bool
	}{
		{withString(func(s *Strings) { s.Field = "é" }), "field", field.ErrorTypeTooShort, "minLength",
			"must be at least 2 characters", "é", false},
		{withString(func(s *Strings) { s.Single = "" }), "single", field.ErrorTypeTooShort, "minLength",
			"must be at least 1 character", "", false},
		{withString(func(s *Strings) { s.Field = "abcde" }), "field", field.ErrorTypeTooLong, "maxLength",
			"may not be more than 4 characters", "<value omitted>", false},
		{withString(func(s *Strings) { s.Single = "é" }), "single", field.ErrorTypeTooLong, "maxBytes",
			"may not be more than 1 byte", "<value omitted>", false},
		{withString(func(s *Strings) { s.Field = "😀😀" }), "field", field.ErrorTypeTooLong, "maxBytes",
			"may not be more than 6 bytes", "<value omitted>", false},
		{withString(func(s *Strings) { s.Required = "" }), "required", field.ErrorTypeRequired, "", "", "", true},
		{withList(func(l *Lists) { l.Field = []string{"a"} }), "field", field.ErrorTypeTooFew, "minItems",
			"must have at least 2 items", 1, false},
		{withList(func(l *Lists) { l.Single = nil }), "single", field.ErrorTypeTooFew, "minItems",
			"must have at least 1 item", 0, false},
		{withList(func(l *Lists) { l.Field = five }), "field", field.ErrorTypeTooMany, "maxItems",
			"must have at most 4 items", 5, true},
		{withList(func(l *Lists) { l.Single = []int{1, 2} }), "single", field.ErrorTypeTooMany, "maxItems",
			"must have at most 1 item", 2, true},
		{withList(func(l *Lists) { l.None = []int{1} }), "none", field.ErrorTypeTooMany, "maxItems",
			"must have at most 0 items", 1, true},
		{withMap(func(m *Maps) { m.Field = kv("a") }), "field", field.ErrorTypeTooFew, "minProperties",
			"must have at least 2 items", 1, false},
		{withMap(func(m *Maps) { m.Single = map[int]bool{} }), "single", field.ErrorTypeTooFew, "minProperties",
			"must have at least 1 item", 0, false},
		{withMap(func(m *Maps) { m.Field = kv("a", "b", "c", "d", "e") }), "field", field.ErrorTypeTooMany, "maxProperties",
			"must have at most 4 items", 5, true},
		{withMap(func(m *Maps) { m.None = kv("a") }), "none", field.ErrorTypeTooMany, "maxProperties",
			"must have at most 0 items", 1, true},
	} {
		t.Run(c.origin+" "+c.detail, func(t *testing.T) {
			errs := localSchemeBuilder.Validate(ctx, nil, c.obj)
			if len(errs) != 1 {
				t.Fatalf("want 1 error, got %d: %v", len(errs), errs)
			}
			e := errs[0]
			if e.Field != c.field || e.Type != c.typ || e.Origin != c.origin || e.Detail != c.detail ||
				e.BadValue != c.badValue || e.ShortCircuit != c.shortCircuit {
				t.Errorf("got %#v\nwant field %q, type %q, origin %q, detail %q, bad value %#v, short-circuit %v",
					e, c.field, c.typ, c.origin, c.detail, c.badValue, c.shortCircuit)
			}
		})
	}
}

// BenchmarkValidate measures valid objects on create and on an update
// where nothing changed; both must not allocate.
func BenchmarkValidate(b *testing.B) {
	ctx := context.Background()
	for _, c := range []struct {
		name     string
		obj, old any
	}{
		{"strings", validStrings(), validStrings()},
		{"lists", validLists(), validLists()},
		{"maps", validMaps(), validMaps()},
	} {
		b.Run(c.name+"/create", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if errs := localSchemeBuilder.Validate(ctx, nil, c.obj); len(errs) != 0 {
					b.Fatal(errs)
				}
			}
		})
		b.Run(c.name+"/update", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if errs := localSchemeBuilder.ValidateUpdate(ctx, nil, c.obj, c.old); len(errs) != 0 {
					b.Fatal(errs)
				}
			}
		})
	}
}
