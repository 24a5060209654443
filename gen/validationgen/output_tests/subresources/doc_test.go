package subresources

import (
	"fmt"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var path = field.NewPath

func minErr(p *field.Path, v any, min string) *field.Error {
	return field.Invalid(p, v, "must be greater than or equal to "+min).WithOrigin("minimum")
}

func maxErr(p *field.Path, v any, max string) *field.Error {
	return field.Invalid(p, v, "must be less than or equal to "+max).WithOrigin("maximum")
}

func tooLong(p *field.Path, v string, max int) *field.Error {
	return field.TooLongCharacters(p, v, max).WithOrigin("maxLength")
}

func tooShort(p *field.Path, v string, min int) *field.Error {
	return field.TooShort(p, v, min).WithOrigin("minLength")
}

// notDispatched is RegisterValidations' answer for a request path the type
// does not support, as Kubernetes' generated code gives it.
func notDispatched(obj any, subresource string) *field.Error {
	return field.InternalError(nil, fmt.Errorf("no validation found for %T, subresource: %v", obj, subresource))
}

// Request paths, as op.Request.Subresources.
var (
	root        []string
	status      = []string{"status"}
	resizeApply = []string{"resize", "apply"}
)

func pathOf(subs []string) string { return "/" + strings.Join(subs, "/") }

var strict = map[string]bool{"Strict": true}

func TestDispatch(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	for _, c := range []struct {
		obj       any
		supported [][]string
		other     [][]string
	}{
		{&Plain{Replicas: 1}, [][]string{root}, [][]string{status, {"scale"}}},
		{validWidget(), [][]string{root, status, resizeApply},
			[][]string{{"resize"}, {"apply"}, {"status", "x"}, {"scale"}, {"exec"}, {"stat"}, {"statusx"}}},
		{&Scale{Replicas: 0}, [][]string{{"scale"}}, [][]string{root, status, {"scale", "x"}}},
		{&StatusOnly{Count: 0}, [][]string{status, {"ephemeral"}}, [][]string{root, {"scale"}}},
	} {
		for _, subs := range c.supported {
			st.Value(c.obj).Subresources(subs).Opts(strict).ExpectValid().ExpectAllocs(0)
			st.Value(c.obj).OldValue(c.obj).Subresources(subs).Opts(strict).ExpectValid().ExpectAllocs(0)
		}
		for _, subs := range c.other {
			st.Value(c.obj).Subresources(subs).Opts(strict).ExpectInvalid(notDispatched(c.obj, pathOf(subs)))
			st.Value(c.obj).OldValue(c.obj).Subresources(subs).Opts(strict).ExpectInvalid(notDispatched(c.obj, pathOf(subs)))
		}
	}
	// An unsupported path reports only the internal error: nothing about
	// the object is validated.
	bad := &Plain{Replicas: 0}
	st.Value(bad).ExpectInvalid(minErr(path("replicas"), 0, "1"))
	st.Value(bad).Subresources(status).ExpectInvalid(notDispatched(bad, "/status"))
	badScale := &Scale{Replicas: -1}
	st.Value(badScale).Subresources([]string{"scale"}).ExpectInvalid(minErr(path("replicas"), -1, "0"))
	st.Value(badScale).ExpectInvalid(notDispatched(badScale, "/"))
}

// validWidget is valid for every supported path, at the edge of every
// limit.
func validWidget() *Widget {
	return &Widget{
		Spec:   WidgetSpec{Replicas: 0, Name: "abcde", Items: []int{1}, Level: 3},
		Status: WidgetStatus{Phase: "Running!", Message: "abc", MessagePtr: new(Message("abc"))},
	}
}

// subresourceCase changes a valid Widget and names the errors expected for
// each supported request path (none: valid).
type subresourceCase struct {
	name   string
	change func(*Widget)
	want   func(subresource string) []*field.Error
}

func runCases(t *testing.T, opts map[string]bool, cases []subresourceCase) {
	t.Helper()
	for _, c := range cases {
		for _, subs := range [][]string{root, status, resizeApply} {
			t.Run(c.name+pathOf(subs), func(t *testing.T) {
				changed := func() *Widget { w := validWidget(); c.change(w); return w }
				st := localSchemeBuilder.Test(t)
				st.Value(changed()).OldValue(changed()).Subresources(subs).Opts(opts).ExpectValid().ExpectAllocs(0)
				st.Value(validWidget()).OldValue(changed()).Subresources(subs).Opts(opts).ExpectValid().ExpectAllocs(0)
				want := c.want(pathOf(subs))
				if len(want) == 0 {
					st.Value(changed()).Subresources(subs).Opts(opts).ExpectValid().ExpectAllocs(0)
					st.Value(changed()).OldValue(validWidget()).Subresources(subs).Opts(opts).ExpectValid().ExpectAllocs(0)
					return
				}
				st.Value(changed()).Subresources(subs).Opts(opts).ExpectInvalid(want...)
				st.Value(changed()).OldValue(validWidget()).Subresources(subs).Opts(opts).ExpectInvalid(want...)
			})
		}
	}
}

// only returns errs for the request paths listed, separated by spaces.
func only(paths string, errs ...*field.Error) func(string) []*field.Error {
	return func(sub string) []*field.Error {
		for _, p := range strings.Split(paths, " ") {
			if p == sub {
				return errs
			}
		}
		return nil
	}
}

func TestConditions(t *testing.T) {
	runCases(t, strict, []subresourceCase{
		{"ifSubresource root", func(w *Widget) { w.Spec.Name = "abcdef" },
			only("/", tooLong(path("spec", "name"), "abcdef", 5))},
		{"eachVal ifNotSubresource", func(w *Widget) { w.Spec.Items = []int{1, 0} },
			only("/ /resize/apply", minErr(path("spec", "items").Index(1), 0, "1"))},
		{"ifSubresource field", func(w *Widget) { w.Status.Phase = "Running!!" },
			only("/status", tooLong(path("status", "phase"), "Running!!", 8))},
		{"ifSubresource on the type", func(w *Widget) { w.Status.Phase = "" },
			only("/status", tooShort(path("status", "phase"), "", 1))},
		{"ifNotSubresource on a typedef", func(w *Widget) { w.Status.Message = "abcd" },
			only("/ /resize/apply", tooLong(path("status", "message"), "abcd", 3))},
		{"ifNotSubresource on a typedef pointer", func(w *Widget) { w.Status.MessagePtr = new(Message("abcd")) },
			only("/ /resize/apply", tooLong(path("status", "messagePtr"), "abcd", 3))},
		{"nested under an enabled option", func(w *Widget) { w.Spec.Level = 4 },
			only("/status", maxErr(path("spec", "level"), 4, "3"))},
	})
	// With the option disabled the nested subresource condition never
	// applies.
	runCases(t, map[string]bool{"Strict": false}, []subresourceCase{
		{"nested under a disabled option", func(w *Widget) { w.Spec.Level = 4 }, only("")},
	})
}

// TestUpdateRule: replicas are immutable except through /resize/apply.
func TestUpdateRule(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	changed := validWidget()
	changed.Spec.Replicas = 5
	immutable := field.Invalid(path("spec", "replicas"), nil, "field is immutable").WithOrigin("immutable")
	for _, subs := range [][]string{root, status} {
		st.Value(changed).Subresources(subs).Opts(strict).ExpectValid()
		st.Value(changed).OldValue(validWidget()).Subresources(subs).Opts(strict).ExpectInvalid(immutable)
	}
	st.Value(changed).OldValue(validWidget()).Subresources(resizeApply).Opts(strict).ExpectValid().ExpectAllocs(0)

	// The unconditional minimum runs everywhere; where the immutable rule
	// applies and fails, it short-circuits the minimum.
	negative := validWidget()
	negative.Spec.Replicas = -1
	tooSmall := minErr(path("spec", "replicas"), -1, "0")
	for _, subs := range [][]string{root, status, resizeApply} {
		st.Value(negative).Subresources(subs).Opts(strict).ExpectInvalid(tooSmall)
		st.Value(negative).OldValue(negative).Subresources(subs).Opts(strict).ExpectValid()
	}
	st.Value(negative).OldValue(validWidget()).Subresources(resizeApply).Opts(strict).ExpectInvalid(tooSmall)
	st.Value(negative).OldValue(validWidget()).Subresources(root).Opts(strict).ExpectInvalid(immutable)
}

func TestSubresourceType(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	bad := &StatusOnly{Count: 2}
	st.Value(bad).Subresources([]string{"ephemeral"}).ExpectInvalid(maxErr(path("count"), 2, "1"))
	st.Value(bad).OldValue(&StatusOnly{Count: 1}).Subresources([]string{"ephemeral"}).ExpectInvalid(maxErr(path("count"), 2, "1"))
	st.Value(bad).OldValue(bad).Subresources([]string{"ephemeral"}).ExpectValid().ExpectAllocs(0)
	st.Value(bad).Subresources(status).ExpectValid().ExpectAllocs(0)
}
