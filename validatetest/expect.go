package validatetest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// invalidMatcher is how ExpectInvalid compares errors: everything a client
// can see except the bad value, which tests rarely care to spell out.
var invalidMatcher = field.ErrorMatcher{}.ByType().ByField().ByOrigin().ByDetailExact()

// exactRenderer shows every attribute of an error in failure output.
var exactRenderer = field.ErrorMatcher{}.Exactly()

const (
	validateFalseOrigin = "validateFalse"
	forcedFailurePrefix = "forced failure: "
	allocsRuns          = 100
)

// ExpectValid fails the test if validation returns any error.
func (v *ValueTester) ExpectValid() *ValueTester {
	v.tb.Helper()
	if errs := v.validate(); len(errs) > 0 {
		v.tb.Errorf("%s: want no errors, got %d:\n%s", v.describe(), len(errs), renderErrors(errs))
	}
	return v
}

// ExpectInvalid fails the test unless validation returns exactly the errors
// in want, in any order, compared by type, field, origin and exact detail.
// Each expected error accounts for one actual error, so a duplicated error
// shows up as unexpected.
func (v *ValueTester) ExpectInvalid(want ...*field.Error) *ValueTester {
	v.tb.Helper()
	v.expectErrors("ExpectInvalid", "by type, field, origin, detail", invalidMatcher.Matches, invalidMatcher.Render, want)
	return v
}

// ExpectExactly is ExpectInvalid that also compares what ExpectInvalid
// leaves out: each error's bad value (reflect.DeepEqual, so a typedef's
// value must have the typedef's type), its short-circuit flag and its
// stability level (MarkAlpha, MarkBeta).
func (v *ValueTester) ExpectExactly(want ...*field.Error) *ValueTester {
	v.tb.Helper()
	v.expectErrors("ExpectExactly", "by every attribute", exactMatch, renderExact, want)
	return v
}

func exactMatch(want, got *field.Error) bool {
	return exactRenderer.Matches(want, got) && want.ShortCircuit == got.ShortCircuit &&
		want.IsAlpha() == got.IsAlpha() && want.IsBeta() == got.IsBeta()
}

// renderExact shows what exactMatch compares, the bad value's type too: a
// typedef's value renders like a plain one.
func renderExact(e *field.Error) string {
	level := "stable"
	switch {
	case e.IsAlpha():
		level = "alpha"
	case e.IsBeta():
		level = "beta"
	}
	return fmt.Sprintf("%s ValueType=%T ShortCircuit=%v Level=%s", exactRenderer.Render(e), e.BadValue, e.ShortCircuit, level)
}

// expectErrors is ExpectInvalid and ExpectExactly with their comparison.
func (v *ValueTester) expectErrors(method, by string, match func(want, got *field.Error) bool,
	render func(*field.Error) string, want field.ErrorList) {
	v.tb.Helper()
	if len(want) == 0 {
		v.tb.Errorf("%s: %s needs at least one expected error; use ExpectValid to expect none", v.describe(), method)
		return
	}
	if i := slices.Index(want, nil); i >= 0 {
		v.tb.Errorf("%s: %s: expected error at position %d is nil", v.describe(), method, i)
		return
	}
	missing, unexpected := diffErrors(match, want, v.validate())
	if len(missing) == 0 && len(unexpected) == 0 {
		return
	}
	var b strings.Builder
	for _, e := range missing {
		fmt.Fprintf(&b, "\n- missing:    %s", render(e))
	}
	for _, e := range unexpected {
		fmt.Fprintf(&b, "\n+ unexpected: %s", render(e))
	}
	v.tb.Errorf("%s: errors differ from expected (%s):%s", v.describe(), by, b.String())
}

// diffErrors pairs each wanted error with one matching actual error and
// returns what is left on either side.
func diffErrors(match func(want, got *field.Error) bool, want, got field.ErrorList) (missing, unexpected field.ErrorList) {
	unexpected = slices.Clone(got)
	for _, w := range want {
		i := slices.IndexFunc(unexpected, func(g *field.Error) bool { return match(w, g) })
		if i < 0 {
			missing = append(missing, w)
			continue
		}
		unexpected = slices.Delete(unexpected, i, i+1)
	}
	return missing, unexpected
}

// ExpectMatches fails the test unless the errors match want under matcher,
// with the semantics of field.ErrorMatcher.Test (a want error with an Origin
// may match several actual errors; exact duplicates are reported).
func (v *ValueTester) ExpectMatches(matcher field.ErrorMatcher, want field.ErrorList) *ValueTester {
	v.tb.Helper()
	got := v.validate()
	// Collect the matcher's complaints and report them from here, so the
	// failure names the case and points at the caller's line rather than
	// inside the field package.
	var rec failureRecorder
	matcher.Test(&rec, want, got)
	if len(rec.failures) > 0 {
		v.tb.Errorf("%s: errors do not match:\n%s\nall errors returned:\n%s",
			v.describe(), strings.Join(rec.failures, "\n"), renderErrors(got))
	}
	return v
}

// failureRecorder is the field.TestIntf ExpectMatches hands to the matcher.
type failureRecorder struct {
	failures []string
}

func (r *failureRecorder) Helper() {}

func (r *failureRecorder) Errorf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}

// ExpectValidateFalseByPath checks the errors produced by +k8s:validateFalse
// tags: want maps a field path ("" for the value itself) to the tag
// arguments expected there, in any order. Errors of other origins are
// ignored, except internal errors (unregistered type, registration
// failures), which always fail the test: they mean nothing was validated.
func (v *ValueTester) ExpectValidateFalseByPath(want map[string][]string) *ValueTester {
	v.tb.Helper()
	got, internal := validateFalseArgsByPath(v.validate())
	if len(internal) > 0 {
		v.tb.Errorf("%s: validation failed with internal errors:\n%s", v.describe(), renderErrors(internal))
		return v
	}
	if diff := diffArgsByPath(want, got); diff != "" {
		v.tb.Errorf("%s: validateFalse arguments by field path differ from expected:%s", v.describe(), diff)
	}
	return v
}

// validateFalseArgsByPath groups the arguments of +k8s:validateFalse errors
// by field path ("" for the value itself), each group sorted. Internal
// errors come back apart, since they mean nothing was validated; errors of
// other origins are dropped. The map is never nil, so it encodes as {}.
func validateFalseArgsByPath(errs field.ErrorList) (byPath map[string][]string, internal field.ErrorList) {
	byPath = map[string][]string{}
	for _, e := range errs {
		switch {
		case e.Type == field.ErrorTypeInternal:
			internal = append(internal, e)
		case e.Origin == validateFalseOrigin:
			path := e.Field
			if path == "<nil>" { // how field.Path renders the value itself
				path = ""
			}
			byPath[path] = append(byPath[path], strings.TrimPrefix(e.Detail, forcedFailurePrefix))
		}
	}
	for _, args := range byPath {
		slices.Sort(args)
	}
	return byPath, internal
}

// diffArgsByPath compares two path→arguments maps, ignoring argument order
// (a path with no arguments equals an absent path), and renders the
// differences one per line; it returns "" when they agree.
func diffArgsByPath(want, got map[string][]string) string {
	paths := make([]string, 0, len(want)+len(got))
	for p := range want {
		paths = append(paths, p)
	}
	for p := range got {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	paths = slices.Compact(paths)

	var b strings.Builder
	for _, p := range paths {
		missing, unexpected := diffStrings(want[p], got[p])
		for _, a := range missing {
			fmt.Fprintf(&b, "\n- missing    at %q: %q", p, a)
		}
		for _, a := range unexpected {
			fmt.Fprintf(&b, "\n+ unexpected at %q: %q", p, a)
		}
	}
	return b.String()
}

// diffStrings returns the multiset differences want−got and got−want, sorted.
func diffStrings(want, got []string) (missing, unexpected []string) {
	w, g := slices.Sorted(slices.Values(want)), slices.Sorted(slices.Values(got))
	for len(w) > 0 && len(g) > 0 {
		switch {
		case w[0] == g[0]:
			w, g = w[1:], g[1:]
		case w[0] < g[0]:
			missing, w = append(missing, w[0]), w[1:]
		default:
			unexpected, g = append(unexpected, g[0]), g[1:]
		}
	}
	return append(missing, w...), append(unexpected, g...)
}

// ExpectAllocs fails the test if validating the case allocates more than n
// times on average (testing.AllocsPerRun over 100 runs). Use
// ExpectAllocs(0) on valid values to guard the zero-allocation promise. Like
// testing.AllocsPerRun it panics when called from a parallel test.
func (v *ValueTester) ExpectAllocs(n float64) *ValueTester {
	v.tb.Helper()
	allocs := testing.AllocsPerRun(allocsRuns, func() { _ = v.validate() })
	if allocs > n {
		v.tb.Errorf("%s: validation allocated %v times per run, want at most %v", v.describe(), allocs, n)
	}
	return v
}

// renderErrors lists errors one per line with every attribute shown.
func renderErrors(errs field.ErrorList) string {
	lines := make([]string, len(errs))
	for i, e := range errs {
		lines[i] = "  " + exactRenderer.Render(e)
	}
	return strings.Join(lines, "\n")
}
