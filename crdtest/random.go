package crdtest

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
)

// filler makes random values of a Go API type, guided by the type's CRD
// schema. By default it draws valid values: enum members, strings matching
// the pattern and the formats the CEL rules name, lengths, bounds and
// counts within range, unique set items and map-list keys, and values
// that pass the CEL rules of their node (drawn again until they do, a few
// times). faults.go then breaks a chosen few. In wild mode it draws
// around the bounds instead, as a fuzzer would. Values of types with
// their own JSON form (Quantity, Time, ...) and fields without a schema
// node are left zero: the kit compares validation, not encoding.
type filler struct {
	r *rand.Rand
	// depth limits recursion through pointers and collections, to
	// limit (maxDepth when 0).
	depth, limit int
	// wild draws values next to the bounds (with probability 1-pWild)
	// and checks no CEL rule.
	wild bool
}

// Probabilities of the choices that shape a value.
const (
	pZeroField = 0.3  // leave an optional field at its zero value
	pNilPtr    = 0.25 // leave an optional pointer nil
	pWild      = 0.85 // a wild value within the bounds
	maxDepth   = 6
	maxRedraws = 12 // draws of a value until its node's CEL rules pass
)

var marshalerType = reflect.TypeFor[json.Marshaler]()

// fill sets v (settable) to a random value for schema node n (nil when
// the schema says nothing about it). required asks for a set value: a
// required field, a list item, a map value.
func (f *filler) fill(v reflect.Value, n *node, required bool) {
	if f.depth > f.maxDepth() || n == nil {
		return
	}
	if v.Type() == metaDurationType {
		f.fillDuration(v, n, required)
		return
	}
	if v.Type().Implements(marshalerType) || reflect.PointerTo(v.Type()).Implements(marshalerType) {
		return
	}
	f.depth++
	defer func() { f.depth-- }()
	if v.Kind() == reflect.Pointer {
		if !required && f.r.Float64() < pNilPtr {
			v.SetZero()
			return
		}
		p := reflect.New(v.Type().Elem())
		f.fill(p.Elem(), n, true)
		v.Set(p)
		return
	}
	if v.Kind() == reflect.Struct {
		f.draw(v, n, required)
		if !f.wild && n.ownRules {
			f.repair(v, n)
		}
		return
	}
	for range maxRedraws {
		f.draw(v, n, required)
		if f.wild || !n.ownRules || n.celErrors(v) == 0 {
			return
		}
	}
	if !required {
		v.SetZero() // an optional value no draw made valid (a forbidden one)
	}
}

// maxDepth returns the filler's depth limit.
func (f *filler) maxDepth() int {
	if f.limit > 0 {
		return f.limit
	}
	return maxDepth
}

// repair makes a struct pass its rules (unions, dependencies) by setting
// or clearing optional fields one at a time, keeping each change that
// does not add CEL errors.
func (f *filler) repair(v reflect.Value, n *node) {
	errs := n.celErrors(v)
	type optional struct {
		v reflect.Value
		n *node
	}
	var fields []optional
	f.fields(v, n, func(fv reflect.Value, fn *node, name string) {
		if !n.required[name] && clearable(fv) {
			fields = append(fields, optional{fv, fn})
		}
	})
	for try := 0; errs > 0 && len(fields) > 0 && try < 4*len(fields); try++ {
		o := fields[f.r.IntN(len(fields))]
		saved := reflect.New(o.v.Type()).Elem()
		saved.Set(o.v)
		if o.v.IsZero() {
			f.fill(o.v, o.n, true)
		} else {
			o.v.SetZero()
		}
		if e := n.celErrors(v); e <= errs {
			errs = e
		} else {
			o.v.Set(saved)
		}
	}
}

// clearable reports a value whose zero JSON leaves it unset for the Go
// code: not a struct value, which is always there.
func clearable(v reflect.Value) bool { return v.Kind() != reflect.Struct }

// draw sets v (not a pointer) once.
func (f *filler) draw(v reflect.Value, n *node, required bool) {
	switch v.Kind() {
	case reflect.Struct:
		f.fields(v, n, func(fv reflect.Value, fn *node, name string) {
			if !n.required[name] && (f.wild || clearable(fv) && !fn.zeroFails()) && f.r.Float64() < pZeroField {
				fv.SetZero()
				return
			}
			f.fill(fv, fn, n.required[name])
		})
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return // []byte is a base64 string
		}
		lo, hi := sizeBounds(n.ValueValidation, false)
		size := f.count(lo, hi, required)
		out := reflect.MakeSlice(v.Type(), 0, size)
		seen := map[string]bool{}
		for range size {
			item := reflect.New(v.Type().Elem()).Elem()
			for range 4 { // unique set items and map-list keys
				f.fill(item, n.items, true)
				if k, unique := listKey(item, n); !unique || f.wild || !seen[k] {
					seen[k] = true
					out = reflect.Append(out, item)
					break
				}
			}
		}
		v.Set(out)
	case reflect.Map:
		lo, hi := sizeBounds(n.ValueValidation, true)
		size := f.count(lo, hi, required)
		out := reflect.MakeMapWithSize(v.Type(), size)
		for range size {
			k := reflect.New(v.Type().Key()).Elem()
			k.SetString(f.key(n))
			e := reflect.New(v.Type().Elem()).Elem()
			f.fill(e, n.values, true)
			out.SetMapIndex(k, e)
		}
		v.Set(out)
	case reflect.String:
		v.SetString(f.str(n))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		x := f.integer(n)
		if v.OverflowInt(x) {
			x = 0
		}
		v.SetInt(x)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		x := f.integer(n)
		if x < 0 || v.OverflowUint(uint64(x)) {
			x = 0
		}
		v.SetUint(uint64(x))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(float64(f.integer(n)) / 2)
	case reflect.Bool:
		v.SetBool(required || f.r.IntN(2) == 0)
	}
}

// listKey returns what must be unique among the items of a set (the
// item) or a map list (its keys), as JSON; unique is false for other
// lists.
func listKey(item reflect.Value, n *node) (key string, unique bool) {
	if n.XListType == nil || (*n.XListType != "set" && *n.XListType != "map") {
		return "", false
	}
	data, _ := json.Marshal(item.Interface())
	if *n.XListType == "set" {
		return string(data), true
	}
	var m map[string]any
	_ = json.Unmarshal(data, &m)
	var b strings.Builder
	for _, k := range n.XListMapKeys {
		kd, _ := json.Marshal(m[k])
		b.Write(kd)
		b.WriteByte(0)
	}
	return b.String(), true
}

// fields calls each for every exported field of the struct v that has a
// schema node in n, with its JSON name; inlined structs contribute their
// fields.
func (f *filler) fields(v reflect.Value, n *node, each func(reflect.Value, *node, string)) {
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
			f.fields(v.Field(i), n, each)
			continue
		}
		if name == "" {
			name = sf.Name
		}
		if name == "metadata" || name == "apiVersion" || name == "kind" {
			continue // set by the kit: the API server owns their validation
		}
		if fn, ok := n.props[name]; ok {
			each(v.Field(i), fn, name)
		}
	}
}

// sizeBounds returns minItems and maxItems, or minProperties and
// maxProperties.
func sizeBounds(vv *structuralschema.ValueValidation, props bool) (lo, hi *int64) {
	switch {
	case vv == nil:
		return nil, nil
	case props:
		return vv.MinProperties, vv.MaxProperties
	}
	return vv.MinItems, vv.MaxItems
}

// count draws a collection size: within [lo, hi] (at least one when
// required), at most a few items; in wild mode also next to the bounds.
func (f *filler) count(lo, hi *int64, required bool) int {
	l, h := int64(0), int64(3)
	if required {
		l = 1
	}
	if lo != nil {
		l = max(l, *lo)
	}
	if hi != nil {
		h = *hi
	}
	h = min(h, l+3)
	return int(max(0, min(f.around(l, h), 6)))
}

// integer draws an integer within the node's bounds, most of the time a
// multiple of its multipleOf (rounded towards zero, which may leave the
// bounds: the kit wants invalid values too).
func (f *filler) integer(n *node) int64 {
	x := f.around(f.bounds(n))
	if m := n.multipleOf(); m > 1 && f.r.IntN(4) != 0 {
		x -= x % m
	}
	return x
}

// multipleOf is the node's multipleOf keyword, 0 without one.
func (n *node) multipleOf() int64 {
	if n.ValueValidation == nil || n.ValueValidation.MultipleOf == nil {
		return 0
	}
	return int64(*n.ValueValidation.MultipleOf)
}

// bounds returns the smallest and largest valid integer (exclusive
// bounds included); without bounds [-2, 5], with one an 8-wide range.
func (f *filler) bounds(n *node) (l, h int64) {
	l, h = -2, 5
	vv := n.ValueValidation
	if vv == nil {
		vv = &structuralschema.ValueValidation{}
	}
	// Bounds the API server cannot hold exactly as float64 are CEL rules.
	var ruleMin, ruleMax *int64
	for _, r := range n.XValidations {
		m := celBound.FindStringSubmatch(r.Rule)
		if m == nil {
			continue
		}
		b, err := strconv.ParseInt(m[2], 10, 64)
		if err != nil {
			continue
		}
		switch m[1] {
		case ">=":
			ruleMin = &b
		case ">":
			if b < math.MaxInt64 {
				b++
			}
			ruleMin = &b
		case "<=":
			ruleMax = &b
		case "<":
			if b > math.MinInt64 {
				b--
			}
			ruleMax = &b
		}
	}
	if vv.Minimum != nil {
		l = int64(math.Ceil(*vv.Minimum))
		if vv.ExclusiveMinimum && float64(l) == *vv.Minimum {
			l++
		}
		if vv.Maximum == nil {
			h = l + 7
		}
	}
	if vv.Maximum != nil {
		h = int64(math.Floor(*vv.Maximum))
		if vv.ExclusiveMaximum && float64(h) == *vv.Maximum {
			h--
		}
		if vv.Minimum == nil {
			l = h - 7
		}
	}
	if ruleMin != nil {
		l = *ruleMin
		if vv.Maximum == nil && ruleMax == nil {
			h = l + min(7, math.MaxInt64-l)
		}
	}
	if ruleMax != nil {
		h = *ruleMax
		if vv.Minimum == nil && ruleMin == nil {
			l = h - min(7, h-math.MinInt64)
		}
	}
	return l, h
}

// celBound matches the CEL form of a bound gen/schema writes where a
// keyword would round (self >= N).
var celBound = regexp.MustCompile(`^self (>=|>|<=|<) (-?[0-9]+)$`)

// zeroFails reports a node whose keywords or rules reject the zero
// value: the Go code checks a zero that is not optional, so a valid draw
// sets the field.
func (n *node) zeroFails() bool {
	if n.zeroChecked == 0 {
		n.zeroChecked = 1
		if rejectsZero(n.Structural) {
			n.zeroChecked = 2
		}
	}
	return n.zeroChecked == 2
}

func (n *node) hasMin() bool { return n.ValueValidation != nil && n.ValueValidation.Minimum != nil }
func (n *node) hasMax() bool { return n.ValueValidation != nil && n.ValueValidation.Maximum != nil }

// around draws from [l, h] (at most 9 values from l); in wild mode, with
// probability 1-pWild, one of the values next to either bound.
func (f *filler) around(l, h int64) int64 {
	if (!f.wild || f.r.Float64() < pWild) && l <= h {
		span := h - l
		if span < 0 || span > 8 { // overflowed, or wide
			span = 8
		}
		return l + f.r.Int64N(span+1)
	}
	edges := []int64{l - 1, l, h, h + 1}
	return edges[f.r.IntN(len(edges))]
}

// str draws a string for the node: valid, or in wild mode an enum member
// or letters of a length around the bounds.
func (f *filler) str(n *node) string {
	if !f.wild {
		if s, ok := n.str.valid(f.r); ok {
			return s
		}
	}
	sp := n.str
	if len(sp.enum) > 0 && f.r.Float64() < pWild {
		return sp.enum[f.r.IntN(len(sp.enum))]
	}
	l, h := sp.minLen, sp.maxLen
	if h < 0 {
		h = l + 3
	}
	return letters(f.r, max(0, f.around(l, min(h, l+8))))
}

// key draws a map key: one the map's key rules accept, else a letter or
// two, so that keys collide.
func (f *filler) key(n *node) string {
	if !f.wild && (len(n.keys.formats) > 0 || len(n.keys.patterns) > 0 || len(n.keys.enum) > 0) {
		if s, ok := n.keys.valid(f.r); ok {
			return s
		}
	}
	return []string{"a", "b", "c", "dd"}[f.r.IntN(4)]
}
