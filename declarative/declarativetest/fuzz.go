package declarativetest

import (
	"fmt"
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/randfill"

	"github.com/kubedv/kubedv/declarative"
)

// DefaultFuzzIterations is the number of random objects per kind (each
// checked on create and on an update) when VerifyEquivalenceByFuzzing is
// given zero iterations.
const DefaultFuzzIterations = 300

// VerifyEquivalenceByFuzzing fills random objects of every kind that has
// declarative validation registered in scheme and checks with
// VerifyEquivalence that hand-written and declarative validation agree on
// creating each object and on updating to it. It reports the first
// disagreement of each kind, with the seed that reproduces it.
func VerifyEquivalenceByFuzzing(t testing.TB, scheme *runtime.Scheme, handwritten Handwritten, iterations int, opts ...declarative.Option) {
	t.Helper()
	Fuzzer{Options: opts}.VerifyEquivalence(t, scheme, handwritten, iterations)
}

// Fuzzer configures VerifyEquivalenceByFuzzing.
//
// Objects are structured by randfill (nil pointers one time in five, up to
// ten items per list and map), then every exported string and integer is
// redrawn so that random data reaches the interesting cases: integers near
// zero, near powers of two and of ten, and spread over every magnitude;
// strings from a corpus of edge cases (empty, "default", DNS names just
// under and over length limits, label keys, multi-byte text) or random
// text, mostly lower-case DNS characters, of every length up to 2 KiB.
// Now and then a list grows past ten items. An update's old object is
// either another random object or the new object with a tenth of its
// values changed, so that ratcheting of unchanged values is exercised.
type Fuzzer struct {
	// Seed makes a run reproducible; zero picks one from the clock, and the
	// seed is logged.
	Seed int64
	// Strings are added to the corpus, for instance the values of an API's
	// enums, which random text would rarely hit.
	Strings []string
	// Funcs are custom randfill functions (func(*T, randfill.Continue))
	// for types that need valid internals. Values of these types are left
	// as the function makes them.
	Funcs []any
	// Options are passed to each declarative validation call and to the
	// comparison (for instance the Equivalence rules).
	Options []declarative.Option
}

// VerifyEquivalence is VerifyEquivalenceByFuzzing with f's settings.
func (f Fuzzer) VerifyEquivalence(t testing.TB, scheme *runtime.Scheme, handwritten Handwritten, iterations int) {
	t.Helper()
	if iterations <= 0 {
		iterations = DefaultFuzzIterations
	}
	seed := f.Seed
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	t.Logf("fuzzing with seed %d (set Fuzzer.Seed to reproduce)", seed)
	kinds := validatedKinds(scheme)
	if len(kinds) == 0 {
		t.Errorf("no kind in the scheme has declarative validation registered; nothing to compare")
		return
	}
	gen := newGenerator(seed, f.Strings, f.Funcs)
	for _, gvk := range kinds {
		for i := 0; i < iterations; i++ {
			obj, old, err := gen.pair(scheme, gvk)
			if err != nil {
				t.Errorf("fuzzing %s: %v", gvk, err)
				break
			}
			if !VerifyEquivalence(t, scheme, handwritten, obj, nil, f.Options...) ||
				!VerifyEquivalence(t, scheme, handwritten, obj, old, f.Options...) {
				t.Errorf("fuzzing %s: disagreement at iteration %d of seed %d", gvk, i, seed)
				break
			}
		}
	}
}

// validatedKinds lists the external kinds whose Go type has declarative
// validation registered, one kind per Go type, in a stable order.
func validatedKinds(scheme *runtime.Scheme) []schema.GroupVersionKind {
	all := scheme.AllKnownTypes()
	keys := make([]schema.GroupVersionKind, 0, len(all))
	for gvk := range all {
		keys = append(keys, gvk)
	}
	slices.SortFunc(keys, func(a, b schema.GroupVersionKind) int { return strings.Compare(a.String(), b.String()) })
	seen := map[reflect.Type]bool{}
	var kinds []schema.GroupVersionKind
	for _, gvk := range keys {
		typ := all[gvk]
		if gvk.Version == runtime.APIVersionInternal || seen[typ] {
			continue
		}
		obj, err := scheme.New(gvk)
		if err != nil || !scheme.HasValidationFunc(obj) {
			continue
		}
		seen[typ] = true
		kinds = append(kinds, gvk)
	}
	return kinds
}

// generator makes random objects; see Fuzzer for the distribution.
type generator struct {
	rnd     *rand.Rand
	filler  *randfill.Filler
	strings []string
	custom  map[reflect.Type]bool
}

func newGenerator(seed int64, extraStrings []string, funcs []any) *generator {
	rnd := rand.New(rand.NewSource(seed))
	g := &generator{
		rnd:     rnd,
		filler:  randfill.New().RandSource(rnd).NilChance(0.2).NumElements(0, 10).MaxDepth(24).Funcs(funcs...),
		strings: append(slices.Clone(edgeStrings), extraStrings...),
		custom:  map[reflect.Type]bool{},
	}
	for _, fn := range funcs {
		if t := reflect.TypeOf(fn); t != nil && t.Kind() == reflect.Func && t.NumIn() > 0 && t.In(0).Kind() == reflect.Pointer {
			g.custom[t.In(0).Elem()] = true
		}
	}
	return g
}

// pair returns a random object of kind gvk and an old object to update
// from.
func (g *generator) pair(scheme *runtime.Scheme, gvk schema.GroupVersionKind) (obj, old runtime.Object, err error) {
	if obj, err = g.object(scheme, gvk); err != nil {
		return nil, nil, err
	}
	if g.rnd.Intn(2) == 0 {
		old, err = g.object(scheme, gvk)
		return obj, old, err
	}
	old = obj.DeepCopyObject()
	g.redraw(reflect.ValueOf(old).Elem(), 0.1)
	return obj, old, nil
}

func (g *generator) object(scheme *runtime.Scheme, gvk schema.GroupVersionKind) (obj runtime.Object, err error) {
	if obj, err = scheme.New(gvk); err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("randfill cannot fill %T (%v); give Fuzzer.Funcs a function for the type it names", obj, r)
		}
	}()
	g.filler.Fill(obj)
	g.redraw(reflect.ValueOf(obj).Elem(), 1)
	return obj, nil
}

// redraw replaces each exported scalar under v with probability chance by
// a value drawn from the fuzzer's distribution; with chance 1 it may also
// grow lists. Values behind interfaces are left alone: they are not
// settable in place.
func (g *generator) redraw(v reflect.Value, chance float64) {
	if g.custom[v.Type()] {
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			g.redraw(v.Elem(), chance)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if f := v.Field(i); f.CanSet() {
				g.redraw(f, chance)
			}
		}
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			g.redraw(v.Index(i), chance)
		}
	case reflect.Slice:
		g.redrawSlice(v, chance)
	case reflect.Map:
		g.redrawMap(v, chance)
	case reflect.String:
		if g.hit(chance) {
			v.SetString(g.string())
		}
	case reflect.Bool:
		if g.hit(chance) {
			v.SetBool(g.rnd.Intn(2) == 0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if g.hit(chance) {
			v.SetInt(g.signed(v))
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if g.hit(chance) {
			v.SetUint(g.unsigned(v))
		}
	}
}

func (g *generator) hit(chance float64) bool {
	return chance >= 1 || g.rnd.Float64() < chance
}

func (g *generator) redrawSlice(v reflect.Value, chance float64) {
	if v.IsNil() {
		return
	}
	// []byte is opaque data (raw JSON and the like), not a list of values.
	if v.Type().Elem().Kind() == reflect.Uint8 {
		return
	}
	if chance >= 1 && g.rnd.Intn(20) == 0 {
		// Lists of more than randfill's ten items, for maxItems-style rules.
		extra := 10 + g.rnd.Intn(60)
		for i := 0; i < extra; i++ {
			item := reflect.New(v.Type().Elem())
			g.filler.Fill(item.Interface())
			v.Set(reflect.Append(v, item.Elem()))
		}
	}
	for i := 0; i < v.Len(); i++ {
		g.redraw(v.Index(i), chance)
	}
}

func (g *generator) redrawMap(v reflect.Value, chance float64) {
	if v.IsNil() || v.Len() == 0 {
		return
	}
	// Map entries are not addressable: rebuild the map from redrawn copies,
	// in key order so that a seed always draws the same values.
	keys := v.MapKeys()
	slices.SortFunc(keys, func(a, b reflect.Value) int { return strings.Compare(fmt.Sprint(a), fmt.Sprint(b)) })
	rebuilt := reflect.MakeMapWithSize(v.Type(), v.Len())
	for _, k := range keys {
		key := reflect.New(v.Type().Key()).Elem()
		key.Set(k)
		g.redraw(key, chance)
		val := reflect.New(v.Type().Elem()).Elem()
		val.Set(v.MapIndex(k))
		g.redraw(val, chance)
		rebuilt.SetMapIndex(key, val)
	}
	v.Set(rebuilt)
}
