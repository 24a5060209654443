package crdtest

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
)

// filler makes random values of a Go API type, guided by the type's CRD
// schema: integers, lengths and item counts are drawn around the bounds
// the schema declares, strings from the enum and a few others, list items
// and map keys from small pools so that duplicates happen. Values of types
// with their own JSON form (Quantity, Time, ...) and fields without a
// schema node are left zero: the kit compares validation, not encoding.
type filler struct {
	r *rand.Rand
	// depth limits recursion through pointers and collections.
	depth int
	// pValid is the probability of drawing a value within the schema's
	// bounds.
	pValid float64
}

// Probabilities of the choices that shape a value.
const (
	pZeroField = 0.3  // leave a field at its zero value
	pNilPtr    = 0.25 // leave a pointer nil
	pMutate    = 0.15 // replace a field of the old object on update
	// pValid and pNearlyValid: draw a value within the schema's bounds,
	// in ordinary and in nearly valid objects. The API server runs no CEL
	// rule once a keyword failed, so only nearly valid objects compare the
	// CEL rules with the Go code.
	pValid       = 0.85
	pNearlyValid = 0.995
	maxDepth     = 6
)

var marshalerType = reflect.TypeFor[json.Marshaler]()

// fill sets v (settable) to a random value for schema node s (nil when
// the schema says nothing about it).
func (f *filler) fill(v reflect.Value, s *structuralschema.Structural) {
	if f.depth > maxDepth || s == nil {
		return
	}
	if v.Type().Implements(marshalerType) || reflect.PointerTo(v.Type()).Implements(marshalerType) {
		return
	}
	f.depth++
	defer func() { f.depth-- }()
	switch v.Kind() {
	case reflect.Pointer:
		if f.r.Float64() < pNilPtr {
			v.SetZero()
			return
		}
		p := reflect.New(v.Type().Elem())
		f.fill(p.Elem(), s)
		v.Set(p)
	case reflect.Struct:
		f.fields(v, s, func(fv reflect.Value, fs *structuralschema.Structural) {
			if f.r.Float64() < pZeroField {
				fv.SetZero()
				return
			}
			f.fill(fv, fs)
		})
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return // []byte is a base64 string
		}
		n := f.count(s.ValueValidation, func(vv *structuralschema.ValueValidation) (*int64, *int64) { return vv.MinItems, vv.MaxItems })
		out := reflect.MakeSlice(v.Type(), n, n)
		for i := range n {
			f.fill(out.Index(i), s.Items)
		}
		v.Set(out)
	case reflect.Map:
		n := f.count(s.ValueValidation, func(vv *structuralschema.ValueValidation) (*int64, *int64) { return vv.MinProperties, vv.MaxProperties })
		out := reflect.MakeMapWithSize(v.Type(), n)
		var elem *structuralschema.Structural
		if s.AdditionalProperties != nil {
			elem = s.AdditionalProperties.Structural
		}
		for range n {
			k := reflect.New(v.Type().Key()).Elem()
			k.SetString(f.pick([]string{"a", "b", "c", "dd"}))
			e := reflect.New(v.Type().Elem()).Elem()
			f.fill(e, elem)
			out.SetMapIndex(k, e)
		}
		v.Set(out)
	case reflect.String:
		v.SetString(f.str(s))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := f.integer(s.ValueValidation)
		if v.OverflowInt(n) {
			n = 0
		}
		v.SetInt(n)
	case reflect.Bool:
		v.SetBool(f.r.IntN(2) == 0)
	}
}

// fields calls each for every exported field of the struct v that has a
// schema node in s; inlined structs contribute their fields.
func (f *filler) fields(v reflect.Value, s *structuralschema.Structural, each func(reflect.Value, *structuralschema.Structural)) {
	t := v.Type()
	for i := range t.NumField() {
		sf := t.Field(i)
		if !sf.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if sf.Anonymous && name == "" && sf.Type.Kind() == reflect.Struct {
			// encoding/json inlines an embedded struct without a JSON name.
			f.fields(v.Field(i), s, each)
			continue
		}
		if name == "" {
			name = sf.Name
		}
		if name == "metadata" || name == "apiVersion" || name == "kind" {
			continue // set by the kit: the API server owns their validation
		}
		fs, ok := s.Properties[name]
		if !ok {
			continue
		}
		each(v.Field(i), &fs)
	}
}

// mutate changes some fields of v (a copy of an old object) to new random
// values, so that an update keeps most of the old object.
func (f *filler) mutate(v reflect.Value, s *structuralschema.Structural) {
	if s == nil {
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			if f.r.Float64() < pMutate {
				f.fill(v, s)
			}
			return
		}
		f.mutate(v.Elem(), s)
	case reflect.Struct:
		f.fields(v, s, func(fv reflect.Value, fs *structuralschema.Structural) {
			switch {
			case f.r.Float64() < pMutate:
				f.fill(fv, fs)
			case f.r.Float64() < pMutate/2:
				fv.SetZero()
			default:
				f.mutate(fv, fs)
			}
		})
	case reflect.Slice:
		for i := range v.Len() {
			if f.r.Float64() < pMutate {
				f.fill(v.Index(i), s.Items)
			}
		}
	case reflect.Map:
		if f.r.Float64() < pMutate {
			f.fill(v, s)
		}
	}
}

// count draws a collection size: mostly within the bounds lo and hi
// return, otherwise next to them.
func (f *filler) count(vv *structuralschema.ValueValidation, bounds func(*structuralschema.ValueValidation) (*int64, *int64)) int {
	var lo, hi *int64
	if vv != nil {
		lo, hi = bounds(vv)
	}
	return int(max(0, min(f.bounded(lo, hi, 0, 3), 6)))
}

// integer draws an integer: mostly within the schema's bounds, otherwise
// next to them.
func (f *filler) integer(vv *structuralschema.ValueValidation) int64 {
	var lo, hi *int64
	if vv != nil {
		if vv.Minimum != nil {
			lo = new(int64(*vv.Minimum))
		}
		if vv.Maximum != nil {
			hi = new(int64(*vv.Maximum))
		}
	}
	return f.bounded(lo, hi, -2, 5)
}

// bounded draws from [lo, hi] (each defaulting to its fallback) with
// probability pValid, else one of the values next to either bound.
func (f *filler) bounded(lo, hi *int64, loDefault, hiDefault int64) int64 {
	l, h := loDefault, hiDefault
	if lo != nil {
		l = *lo
		if hi == nil {
			h = l + hiDefault - loDefault
		}
	}
	if hi != nil {
		h = *hi
		if lo == nil {
			l = h - (hiDefault - loDefault)
		}
	}
	if f.r.Float64() < f.pValid && l <= h {
		return l + f.r.Int64N(min(h-l, 8)+1)
	}
	edges := []int64{l - 1, l, h, h + 1}
	return f.pickInt(edges)
}

// str draws a string: an enum value or not, with a length around the
// schema's bounds; characters come from a tiny alphabet so that set items
// and map-list keys collide.
func (f *filler) str(s *structuralschema.Structural) string {
	vv := s.ValueValidation
	if vv != nil && len(vv.Enum) > 0 && f.r.Float64() < f.pValid {
		if e, ok := vv.Enum[f.r.IntN(len(vv.Enum))].Object.(string); ok {
			return e
		}
	}
	var lo, hi *int64
	if vv != nil {
		lo, hi = vv.MinLength, vv.MaxLength
	}
	n := max(0, f.bounded(lo, hi, 0, 3))
	var b strings.Builder
	for range n {
		b.WriteByte("ab"[f.r.IntN(2)])
	}
	return b.String()
}

func (f *filler) pick(from []string) string  { return from[f.r.IntN(len(from))] }
func (f *filler) pickInt(from []int64) int64 { return from[f.r.IntN(len(from))] }
