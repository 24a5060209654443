package validate

import (
	"sort"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Speed targets live here, not in timed tests: every valid-path benchmark
// must report 0 allocs/op, and the simple checks a few ns/op.

// benchChecks runs each check at spec.items[2].name, in name order.
func benchChecks(b *testing.B, checks map[string]func(p *Path) field.ErrorList) {
	names := make([]string, 0, len(checks))
	for name := range checks {
		names = append(names, name)
	}
	sort.Strings(names)
	root := Root()
	spec := root.Child("spec")
	items := spec.Child("items")
	item := items.Index(2)
	p := item.Child("name")
	for _, name := range names {
		check := checks[name]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if check(&p) != nil {
					b.Fatal("input is not valid")
				}
			}
		})
	}
}

func BenchmarkChecksValid(b *testing.B) { benchChecks(b, validChecks()) }

func BenchmarkFormatsValid(b *testing.B) {
	checks := map[string]func(p *Path) field.ErrorList{}
	for name, fn := range formatFunctions {
		v := validInputs.formats[name]
		checks[name] = func(p *Path) field.ErrorList { return fn(p, v) }
	}
	benchChecks(b, checks)
}

// BenchmarkMinimumDirect measures the inlined fast path as generated code
// calls it: no func value in between.
func BenchmarkMinimumDirect(b *testing.B) {
	b.ReportAllocs()
	v := validInputs.replicas
	for b.Loop() {
		root := Root()
		fp := root.Child("replicas")
		if Minimum(&fp, v, 1) != nil {
			b.Fatal("input is not valid")
		}
	}
}

// BenchmarkGeneratedStyleValid validates a whole object with ~40 checks.
func BenchmarkGeneratedStyleValid(b *testing.B) {
	b.ReportAllocs()
	obj := newGeneratedStyleObject()
	for b.Loop() {
		root := Root()
		if validateGeneratedStyle(&root, obj) != nil {
			b.Fatal("object is not valid")
		}
	}
}

// BenchmarkErrorPath measures reporting one error: rendering the path and
// building the list.
func BenchmarkErrorPath(b *testing.B) {
	b.ReportAllocs()
	root := Root()
	spec := root.Child("spec")
	items := spec.Child("items")
	item := items.Index(2)
	p := item.Child("replicas")
	for b.Loop() {
		if Minimum(&p, validInputs.replicas, 5) == nil {
			b.Fatal("want an error")
		}
	}
}

func BenchmarkFormatErrorPath(b *testing.B) {
	b.ReportAllocs()
	root := Root()
	p := root.Child("name")
	for b.Loop() {
		if ShortName(&p, "My.Name") == nil {
			b.Fatal("want an error")
		}
	}
}

func BenchmarkPathString(b *testing.B) {
	b.ReportAllocs()
	root := Root()
	spec := root.Child("spec")
	containers := spec.Child("containers")
	c := containers.Index(12)
	env := c.Child("env")
	key := env.Key("app.kubernetes.io/name")
	for b.Loop() {
		if key.String() == "" {
			b.Fatal("empty path")
		}
	}
}

func BenchmarkPathField(b *testing.B) {
	b.ReportAllocs()
	root := Root()
	spec := root.Child("spec")
	containers := spec.Child("containers")
	c := containers.Index(12)
	env := c.Child("env")
	key := env.Key("app.kubernetes.io/name")
	for b.Loop() {
		if key.Field() == nil {
			b.Fatal("nil path")
		}
	}
}

// BenchmarkFieldPathString is the baseline: the same path as *field.Path.
func BenchmarkFieldPathString(b *testing.B) {
	b.ReportAllocs()
	p := field.NewPath("spec", "containers").Index(12).Child("env").Key("app.kubernetes.io/name")
	for b.Loop() {
		if p.String() == "" {
			b.Fatal("empty path")
		}
	}
}
