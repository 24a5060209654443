package crdtest

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
)

// Deliberate faults: the kit draws a valid object, then breaks one thing
// in it (or two): one keyword (enum, pattern, a length, a bound, a count,
// a required field), one list-type invariant (a repeated set item or
// map-list key), or one CEL rule (a format, a union, a dependency, a
// forbidden or required value) while the keywords still pass, so that the
// API server runs its CEL rules. Updates change a value or two of the old
// object, some aimed at the fields update rules guard.

// Fault classes, as the outcome counts them.
const (
	faultKeyword  = "keyword"
	faultListType = "listType"
	faultCEL      = "cel"
)

// site is a value of the object the kit can change. Map values are
// reached through a copy, which commit stores back.
type site struct {
	v      reflect.Value // settable; a pointer field is the pointer
	n      *node
	owner  *site  // the struct holding v as a field
	name   string // v's JSON name in owner
	commit func()
}

// val is the site's value below its pointer; invalid for a nil pointer.
func (s *site) val() reflect.Value {
	v := s.v
	for v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return reflect.Value{}
		}
		v = v.Elem()
	}
	return v
}

// sites lists the changeable values of v (the root struct).
func (f *filler) sites(v reflect.Value, n *node) []*site {
	var out []*site
	var walk func(v reflect.Value, n *node, owner *site, name string, commit func())
	walk = func(v reflect.Value, n *node, owner *site, name string, commit func()) {
		if n == nil || v.Type().Implements(marshalerType) || reflect.PointerTo(v.Type()).Implements(marshalerType) {
			return
		}
		s := &site{v: v, n: n, owner: owner, name: name, commit: commit}
		out = append(out, s)
		val := s.val()
		if !val.IsValid() {
			return
		}
		switch val.Kind() {
		case reflect.Struct:
			f.fields(val, n, func(fv reflect.Value, fn *node, name string) { walk(fv, fn, s, name, commit) })
		case reflect.Slice:
			for i := range val.Len() {
				walk(val.Index(i), n.items, nil, "", commit)
			}
		case reflect.Map:
			keys := val.MapKeys() // in order, so that a seed repeats a run
			slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(a.String(), b.String()) })
			for _, k := range keys {
				c := reflect.New(val.Type().Elem()).Elem()
				c.Set(val.MapIndex(k))
				walk(c, n.values, nil, "", func() { val.SetMapIndex(k, c); commit() })
			}
		}
	}
	walk(v, n, nil, "", func() {})
	return out
}

// option is one way to break a site; apply reports whether it did (for
// CEL faults: whether a rule now fails).
type option struct {
	class, label string
	apply        func() bool
}

// inject breaks up to k things in v, preferring the class drawn for each
// fault, and returns their labels.
func (f *filler) inject(v reflect.Value, n *node, k int) []string {
	var labels []string
	for range k {
		var byClass = map[string][]option{}
		for _, s := range f.sites(v, n) {
			for _, o := range f.options(s) {
				byClass[o.class] = append(byClass[o.class], o)
			}
		}
		classes := []string{faultCEL, faultKeyword, faultListType}
		first := []float64{0.5, 0.4, 0.1}
		u, c := f.r.Float64(), 0
		for c < len(first)-1 && u > first[c] {
			u -= first[c]
			c++
		}
		order := append([]string{classes[c]}, slices.Delete(slices.Clone(classes), c, c+1)...)
	tries:
		for _, class := range order {
			opts := byClass[class]
			f.r.Shuffle(len(opts), func(i, j int) { opts[i], opts[j] = opts[j], opts[i] })
			for _, o := range opts[:min(len(opts), 8)] {
				if o.apply() {
					labels = append(labels, o.class+" "+o.label)
					break tries
				}
			}
		}
	}
	return labels
}

// options lists the faults a site allows.
func (f *filler) options(s *site) []option {
	var out []option
	// add offers a change of s; a CEL fault must make a rule of target's
	// subtree fail.
	add := func(class, label string, change func() bool, target *site) {
		out = append(out, option{class: class, label: label, apply: func() bool {
			saved := reflect.New(s.v.Type()).Elem()
			saved.Set(s.v)
			ok := change()
			if ok && class == faultCEL {
				ok = target.n.celErrors(target.v) > 0
			}
			if ok {
				s.commit()
				return true
			}
			s.v.Set(saved)
			return false
		}})
	}
	if s.owner != nil && s.owner.n.required[s.name] && !s.v.IsZero() {
		add(faultKeyword, "required", func() bool { s.v.SetZero(); return true }, nil)
	}
	if s.owner != nil && !s.owner.n.required[s.name] && clearable(s.v) && (s.owner.n.ownRules || s.n.ownRules) {
		// Setting or clearing an optional field breaks a rule of its own
		// (forbidden) or of its struct (union, dependency).
		add(faultCEL, "set-state "+s.name, func() bool {
			if s.v.IsZero() {
				f.fill(s.v, s.n, true)
			} else {
				s.v.SetZero()
			}
			return true
		}, s.owner)
	}
	val := s.val()
	if !val.IsValid() {
		return out
	}
	set := func(x reflect.Value) func() bool {
		return func() bool { ensure(s.v).Set(x); return true }
	}
	switch val.Kind() {
	case reflect.String:
		keyword, format := s.n.str.misses(f.r, val.String())
		// "" and 0 are unset for optional fields, often left out of JSON:
		// a fault must be a value that is there.
		keyword = slices.DeleteFunc(keyword, func(m string) bool { return m == "" })
		format = slices.DeleteFunc(format, func(m string) bool { return m == "" })
		for _, m := range pickSome(f.r, keyword, 2) {
			add(faultKeyword, s.n.str.broken(m), set(reflect.ValueOf(m).Convert(val.Type())), nil)
		}
		if s.n.ownRules {
			for _, m := range pickSome(f.r, format, 3) {
				add(faultCEL, "string rule", set(reflect.ValueOf(m).Convert(val.Type())), s)
			}
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		lo, hi := f.bounds(s.n)
		for _, x := range []struct {
			label string
			x     int64
			has   bool
		}{{"minimum", lo - 1, s.n.hasMin()}, {"maximum", hi + 1, s.n.hasMax()}} {
			if x.has && x.x != 0 && !val.OverflowInt(x.x) {
				add(faultKeyword, x.label, set(reflect.ValueOf(x.x).Convert(val.Type())), nil)
			}
		}
		if m := s.n.multipleOf(); m > 1 && !val.OverflowInt(m+1) {
			add(faultKeyword, "multipleOf", set(reflect.ValueOf(m+1).Convert(val.Type())), nil)
		}
		if s.n.ownRules {
			for _, x := range []int64{0, 1, -1, lo, hi} {
				if x >= lo && x <= hi && !val.OverflowInt(x) {
					add(faultCEL, "integer rule", set(reflect.ValueOf(x).Convert(val.Type())), s)
				}
			}
		}
	case reflect.Float32, reflect.Float64:
		// Values at and near a float bound, and the integers next to it,
		// which the API server compares with the bound truncated.
		vv := s.n.ValueValidation
		if vv == nil {
			break
		}
		for _, b := range []struct {
			label string
			bound *float64
			step  float64
		}{{"minimum", vv.Minimum, -0.25}, {"maximum", vv.Maximum, 0.25}} {
			if b.bound == nil {
				continue
			}
			for _, x := range []float64{*b.bound, *b.bound + b.step, math.Trunc(*b.bound), math.Trunc(*b.bound) + 4*b.step} {
				if x != 0 && !val.OverflowFloat(x) {
					add(faultKeyword, b.label, set(reflect.ValueOf(x).Convert(val.Type())), nil)
				}
			}
		}
	case reflect.Slice:
		f.listOptions(s, val, add)
	case reflect.Map:
		f.mapOptions(s, val, add)
	}
	return out
}

// ensure returns the value below v's pointers, allocating nil ones.
func ensure(v reflect.Value) reflect.Value {
	for v.Kind() == reflect.Pointer {
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		v = v.Elem()
	}
	return v
}

func (f *filler) listOptions(s *site, val reflect.Value, add func(string, string, func() bool, *site)) {
	if val.Type().Elem().Kind() == reflect.Uint8 {
		return
	}
	lo, hi := sizeBounds(s.n.ValueValidation, false)
	if hi != nil && *hi < 12 {
		add(faultKeyword, "maxItems", func() bool {
			out := reflect.MakeSlice(val.Type(), 0, int(*hi)+1)
			out = reflect.AppendSlice(out, val)
			for int64(out.Len()) <= *hi {
				item := reflect.New(val.Type().Elem()).Elem()
				f.fill(item, s.n.items, true)
				out = reflect.Append(out, item)
			}
			ensure(s.v).Set(out)
			return true
		}, nil)
	}
	if lo != nil && *lo > 1 && int64(val.Len()) >= *lo { // an empty list is often left out
		add(faultKeyword, "minItems", func() bool {
			ensure(s.v).Set(val.Slice(0, int(*lo)-1))
			return true
		}, nil)
	}
	if _, unique := listKey(reflect.New(val.Type().Elem()).Elem(), s.n); unique && val.Len() > 0 {
		add(faultListType, "duplicate "+*s.n.XListType, func() bool {
			dup := reflect.New(val.Type().Elem()).Elem()
			dup.Set(val.Index(f.r.IntN(val.Len())))
			if *s.n.XListType == "map" && f.r.IntN(2) == 0 {
				dup = f.sameKeys(dup, s.n)
			}
			out := reflect.AppendSlice(reflect.MakeSlice(val.Type(), 0, val.Len()+1), val)
			i := f.r.IntN(out.Len() + 1)
			out = reflect.Append(out, dup)
			reflect.Copy(out.Slice(i+1, out.Len()), out.Slice(i, out.Len()-1))
			out.Index(i).Set(dup)
			ensure(s.v).Set(out)
			return true
		}, nil)
	}
}

// sameKeys returns a fresh item of a map list with the keys of item.
func (f *filler) sameKeys(item reflect.Value, n *node) reflect.Value {
	fresh := reflect.New(item.Type()).Elem()
	f.fill(fresh, n.items, true)
	var keys, m map[string]any
	a, _ := json.Marshal(item.Interface())
	b, _ := json.Marshal(fresh.Interface())
	_ = json.Unmarshal(a, &keys)
	_ = json.Unmarshal(b, &m)
	for _, k := range n.XListMapKeys {
		m[k] = keys[k]
	}
	data, _ := json.Marshal(m)
	out := reflect.New(item.Type())
	if json.Unmarshal(data, out.Interface()) != nil {
		return item
	}
	return out.Elem()
}

func (f *filler) mapOptions(s *site, val reflect.Value, add func(string, string, func() bool, *site)) {
	lo, hi := sizeBounds(s.n.ValueValidation, true)
	grown := func(extra int, key func() string) reflect.Value {
		out := reflect.MakeMapWithSize(val.Type(), val.Len()+extra)
		for _, k := range val.MapKeys() {
			out.SetMapIndex(k, val.MapIndex(k))
		}
		for tries := 0; out.Len() < val.Len()+extra && tries < 20; tries++ {
			k := reflect.New(val.Type().Key()).Elem()
			k.SetString(key())
			e := reflect.New(val.Type().Elem()).Elem()
			f.fill(e, s.n.values, true)
			out.SetMapIndex(k, e)
		}
		return out
	}
	if hi != nil && *hi < 12 {
		add(faultKeyword, "maxProperties", func() bool {
			out := grown(int(*hi)+1-val.Len(), func() string { return f.key(s.n) + strconv.Itoa(f.r.IntN(100)) })
			ensure(s.v).Set(out)
			return int64(out.Len()) > *hi
		}, nil)
	}
	if lo != nil && *lo > 1 && int64(val.Len()) >= *lo { // an empty map is often left out
		add(faultKeyword, "minProperties", func() bool {
			out := grown(0, nil)
			keys := out.MapKeys()
			slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(a.String(), b.String()) })
			for _, k := range keys[:int(int64(val.Len())-*lo+1)] {
				out.SetMapIndex(k, reflect.Value{})
			}
			ensure(s.v).Set(out)
			return true
		}, nil)
	}
	if s.n.ownRules && slices.ContainsFunc(s.n.XValidations, func(r apiextensionsv1.ValidationRule) bool { return strings.HasPrefix(r.Rule, "self.all(k, ") }) {
		_, format := s.n.keys.misses(f.r, "a")
		keyword, _ := s.n.keys.misses(f.r, "a")
		for _, m := range pickSome(f.r, append(format, keyword...), 3) {
			if m == "" {
				continue
			}
			add(faultCEL, "key rule", func() bool {
				ensure(s.v).Set(grown(1, func() string { return m }))
				return true
			}, s)
		}
	}
}

// pickSome returns up to k random elements of list.
func pickSome(r *rand.Rand, list []string, k int) []string {
	list = slices.Clone(list)
	r.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
	return list[:min(k, len(list))]
}

// change changes up to k values of v (an old object's copy) to other
// valid values, or clears optional ones; some changes aim at the fields
// that update rules guard. It returns a label per change.
func (f *filler) change(v reflect.Value, n *node, k int) []string {
	var labels []string
	for range k {
		all := f.sites(v, n)[1:] // not the root itself
		pool, label := all, "value"
		if guarded := slices.DeleteFunc(slices.Clone(all), func(s *site) bool { return !s.guarded() }); len(guarded) > 0 && f.r.Float64() < 0.4 {
			pool, label = guarded, "guarded value"
		}
		if len(pool) == 0 {
			break
		}
		s := pool[f.r.IntN(len(pool))]
		required := s.owner == nil || s.owner.n.required[s.name]
		if !required && clearable(s.v) && f.r.Float64() < 0.3 {
			s.v.SetZero()
		} else {
			f.fill(s.v, s.n, required)
		}
		s.commit()
		labels = append(labels, label)
	}
	return labels
}

// guarded reports a field that an update rule (a rule on oldSelf) of its
// struct names, or a value with update rules of its own.
func (s *site) guarded() bool {
	if s.n.transition {
		return true
	}
	if s.owner == nil || !s.owner.n.transition {
		return false
	}
	return slices.ContainsFunc(s.owner.n.XValidations, func(r apiextensionsv1.ValidationRule) bool {
		return mentionsOldSelf(r.Rule) && (strings.Contains(r.Rule, "."+s.name) || r.FieldPath == "."+s.name)
	})
}
