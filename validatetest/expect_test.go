package validatetest_test

import (
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
	"github.com/kubedv/kubedv/validatetest/internal/fixture"
)

// fakeTester returns a Tester over the fixture scheme that reports to a
// recordingTB.
func fakeTester() (*recordingTB, *validatetest.Tester) {
	rec := &recordingTB{}
	return rec, newFixtureScheme().Test(rec)
}

var (
	replicasTooLow = field.Invalid(field.NewPath("replicas"), 0, "must be greater than or equal to 1").WithOrigin("minimum")
	nameRequired   = field.Required(field.NewPath("name"), "")
	strictNames    = map[string]bool{fixture.StrictNamesOption: true}
)

func TestExpectValid(t *testing.T) {
	t.Run("valid value passes", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{Replicas: 1}).ExpectValid()
		rec.expectPassed(t)
	})
	t.Run("invalid value fails", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).ExpectValid()
		rec.expectFailed(t, "ExpectValid", "*fixture.Widget create: want no errors, got 1",
			`Field="replicas"`, `Origin="minimum"`, `Detail="must be greater than or equal to 1"`)
	})
	t.Run("unregistered type fails", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(new(int)).ExpectValid()
		rec.expectFailed(t, "ExpectValid", "no validation function registered for type *int")
	})
	t.Run("failure names update, subresource and options", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).OldValue(&fixture.Widget{Replicas: 3}).
			Subresources([]string{"status"}).Opts(strictNames).ExpectValid()
		rec.expectFailed(t, "ExpectValid", "*fixture.Widget update, subresource /status, options map[StrictNames:true]")
	})
	t.Run("update of an unchanged invalid value passes", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).OldValue(&fixture.Widget{}).ExpectValid()
		rec.expectPassed(t)
	})
}

func TestExpectInvalid(t *testing.T) {
	t.Run("exact errors in any order pass", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).Opts(strictNames).ExpectInvalid(nameRequired, replicasTooLow)
		rec.expectPassed(t)
	})
	t.Run("bad value is not compared", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{Replicas: -7}).ExpectInvalid(replicasTooLow)
		rec.expectPassed(t)
	})
	t.Run("missing error fails", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).ExpectInvalid(replicasTooLow, nameRequired)
		rec.expectFailed(t, "ExpectInvalid",
			"*fixture.Widget create: errors differ from expected",
			"\n- missing:    {Type=\"Required value\", Field=\"name\", Origin=\"\", Detail=\"\"}")
	})
	t.Run("unexpected error fails", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).Opts(strictNames).ExpectInvalid(replicasTooLow)
		rec.expectFailed(t, "ExpectInvalid", "\n+ unexpected: {Type=\"Required value\", Field=\"name\"")
	})
	for name, want := range map[string]*field.Error{
		"other detail": field.Invalid(field.NewPath("replicas"), 0, "must be at least 1").WithOrigin("minimum"),
		"other origin": field.Invalid(field.NewPath("replicas"), 0, "must be greater than or equal to 1").WithOrigin("maximum"),
		"no origin":    field.Invalid(field.NewPath("replicas"), 0, "must be greater than or equal to 1"),
		"other field":  field.Invalid(field.NewPath("spec", "replicas"), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
		"other type":   field.Forbidden(field.NewPath("replicas"), "must be greater than or equal to 1").WithOrigin("minimum"),
	} {
		t.Run(name+" fails", func(t *testing.T) {
			rec, st := fakeTester()
			st.Value(&fixture.Widget{}).ExpectInvalid(want)
			rec.expectFailed(t, "ExpectInvalid", "\n- missing:    "+invalidRender(want),
				"\n+ unexpected: "+invalidRender(replicasTooLow))
		})
	}
	t.Run("one expected error does not cover two actual ones", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).ExpectInvalid(replicasTooLow, replicasTooLow)
		rec.expectFailed(t, "ExpectInvalid", "- missing:    "+invalidRender(replicasTooLow))
	})
	t.Run("valid value fails", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{Replicas: 1}).ExpectInvalid(replicasTooLow)
		rec.expectFailed(t, "ExpectInvalid", "- missing:")
	})
	t.Run("no expected errors is a mistake", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).ExpectInvalid()
		rec.expectFailed(t, "ExpectInvalid", "needs at least one expected error")
	})
	t.Run("nil expected error is a mistake", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).ExpectInvalid(replicasTooLow, nil)
		rec.expectFailed(t, "ExpectInvalid", "expected error at position 1 is nil")
	})
}

func invalidRender(e *field.Error) string {
	return field.ErrorMatcher{}.ByType().ByField().ByOrigin().ByDetailExact().Render(e)
}

func TestExpectMatches(t *testing.T) {
	byOrigin := field.ErrorMatcher{}.ByType().ByOrigin()
	anyForcedFailure := field.ErrorList{field.Invalid(nil, nil, "").WithOrigin("validateFalse")}

	t.Run("origin matches several errors", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Forced{Items: []string{"a", "b"}}).ExpectMatches(byOrigin, anyForcedFailure)
		rec.expectPassed(t)
	})
	t.Run("no errors and none wanted passes", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{Replicas: 1}).ExpectMatches(byOrigin, nil)
		rec.expectPassed(t)
	})
	t.Run("wanted error absent fails", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{Replicas: 1}).ExpectMatches(byOrigin, anyForcedFailure)
		rec.expectFailed(t, "ExpectMatches", "*fixture.Widget create: errors do not match",
			"expected an error matching:\n{Type=\"Invalid value\", Origin=\"validateFalse\"}")
	})
	t.Run("unmatched actual error fails", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).Opts(strictNames).ExpectMatches(field.ErrorMatcher{}.ByType().ByField(),
			field.ErrorList{field.Invalid(field.NewPath("replicas"), nil, "")})
		rec.expectFailed(t, "ExpectMatches", "unmatched error:\n{Type=\"Required value\", Field=\"name\"",
			"all errors returned:\n  {Type=\"Invalid value\", Field=\"replicas\"")
	})
}

func TestExpectValidateFalseByPath(t *testing.T) {
	forced := func() *fixture.Forced { return &fixture.Forced{Items: []string{"a", "b"}} }
	all := func() map[string][]string {
		return map[string][]string{
			"":         {"type Forced"},
			"note":     {"type NoteText", "field Forced.Note"},
			"items[0]": {"field Forced.Items[*]"},
			"items[1]": {"field Forced.Items[*]"},
		}
	}

	t.Run("all arguments in any order pass", func(t *testing.T) {
		rec, st := fakeTester()
		want := all()
		st.Value(forced()).ExpectValidateFalseByPath(want)
		rec.expectPassed(t)
		if !reflect.DeepEqual(want, all()) {
			t.Errorf("the expectation map was modified: %q", want)
		}
	})
	t.Run("other origins are ignored", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).ExpectValidateFalseByPath(nil)
		rec.expectPassed(t)
	})
	t.Run("missing argument fails", func(t *testing.T) {
		rec, st := fakeTester()
		want := all()
		want["items[2]"] = []string{"field Forced.Items[*]"}
		st.Value(forced()).ExpectValidateFalseByPath(want)
		rec.expectFailed(t, "ExpectValidateFalseByPath", "*fixture.Forced create: validateFalse arguments",
			"\n- missing    at \"items[2]\": \"field Forced.Items[*]\"")
	})
	t.Run("unexpected argument fails", func(t *testing.T) {
		rec, st := fakeTester()
		want := all()
		delete(want, "")
		want["note"] = []string{"field Forced.Note"}
		st.Value(forced()).ExpectValidateFalseByPath(want)
		rec.expectFailed(t, "ExpectValidateFalseByPath",
			"\n+ unexpected at \"\": \"type Forced\"\n+ unexpected at \"note\": \"type NoteText\"")
	})
	t.Run("argument count matters", func(t *testing.T) {
		rec, st := fakeTester()
		want := all()
		want[""] = []string{"type Forced", "type Forced"}
		st.Value(forced()).ExpectValidateFalseByPath(want)
		rec.expectFailed(t, "ExpectValidateFalseByPath", "\n- missing    at \"\": \"type Forced\"")
	})
	t.Run("internal errors fail even when nothing is expected", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(new(int)).ExpectValidateFalseByPath(nil)
		rec.expectFailed(t, "ExpectValidateFalseByPath", "internal errors", "no validation function registered")
	})
}

func TestExpectAllocs(t *testing.T) {
	t.Run("valid value without allocations passes", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{Replicas: 1}).ExpectAllocs(0)
		st.Value(&fixture.Widget{}).OldValue(&fixture.Widget{}).ExpectAllocs(0)
		rec.expectPassed(t)
	})
	t.Run("allocating validator fails", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Leaky{}).ExpectValid().ExpectAllocs(0)
		rec.expectFailed(t, "ExpectAllocs", "*fixture.Leaky create: validation allocated 1 times per run, want at most 0")
	})
	t.Run("allocations within the budget pass", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Leaky{}).ExpectAllocs(1)
		rec.expectPassed(t)
	})
	t.Run("reported errors count", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).ExpectAllocs(0)
		rec.expectFailed(t, "ExpectAllocs", "validation allocated")
	})
}

func TestExpectMethodsChain(t *testing.T) {
	rec, st := fakeTester()
	vt := st.Value(&fixture.Widget{Replicas: 1})
	same := map[string]*validatetest.ValueTester{
		"OldValue":                  vt.OldValue(&fixture.Widget{Replicas: 1}),
		"Opts":                      vt.Opts(nil),
		"Subresources":              vt.Subresources(nil),
		"ExpectValid":               vt.ExpectValid(),
		"ExpectInvalid":             vt.ExpectInvalid(replicasTooLow),
		"ExpectMatches":             vt.ExpectMatches(field.ErrorMatcher{}, nil),
		"ExpectValidateFalseByPath": vt.ExpectValidateFalseByPath(nil),
		"ExpectAllocs":              vt.ExpectAllocs(0),
	}
	for name, got := range same {
		if got != vt {
			t.Errorf("%s returned a different ValueTester", name)
		}
	}
	// Only ExpectInvalid should have failed: the value is valid.
	rec.expectFailed(t, "ExpectInvalid", "- missing:")
}

func TestOldValueOfAnotherTypeFails(t *testing.T) {
	rec, st := fakeTester()
	st.Value(&fixture.Widget{Replicas: 1}).OldValue(&fixture.Forced{})
	rec.expectFailed(t, "OldValue", "old value has type *fixture.Forced but the value has type *fixture.Widget")
}
