package validators

import (
	"go/types"
	"strconv"
	"time"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/validate"
)

// +k8s:minimum and +k8s:maximum with a quoted Go duration
// (kubernetes/kubernetes#142368, v1.38): on time.Duration and
// metav1.Duration values the bound is written as a duration
// (+k8s:minimum="1s"), and an integer bound, which would silently mean
// nanoseconds, is refused there. A quoted bound on any other type is
// refused too. On 1.37 trees an integer bound on a time.Duration is what
// v1.37 made of it, nanoseconds, reported as an integer; the quoted form,
// which v1.37 refused, works there too.

const metaV1Pkg = "k8s.io/apimachinery/pkg/apis/meta/v1"

// isDuration reports whether t is time.Duration or metav1.Duration, the
// types a quoted duration bound applies to. Types defined from them are
// not: `type T time.Duration` loses the methods the runtime check calls.
func isDuration(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Name() != "Duration" {
		return false
	}
	path := n.Obj().Pkg().Path()
	return path == "time" || path == metaV1Pkg
}

// isTimeDuration reports time.Duration itself, an integer to v1.37.
func isTimeDuration(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && isDuration(t) && n.Obj().Pkg().Path() == "time"
}

// applyDurationBound applies a +k8s:minimum or +k8s:maximum written with a
// payload when the value is a duration or the payload is quoted: handled
// reports that it did (or refused the tag), fn is the runtime check.
func applyDurationBound(s *Site, t tags.Tag, name, fn string) (handled bool, err error) {
	isDuration := isDuration(s.ValueType())
	quoted := t.Value.Kind == tags.ValueString
	switch {
	case !isDuration && !quoted:
		return false, nil
	case !quoted && !s.Universe.Release.DurationBoundsAreQuoted() && isTimeDuration(s.ValueType()):
		return false, nil
	case !isDuration:
		return true, Errorf(t, "%s; a quoted duration bound applies only to time.Duration and metav1.Duration values; write an integer bound, e.g. +k8s:%s=0",
			s.hasType(s.ValueType()), name)
	case !quoted:
		return true, Errorf(t, "%s; write the bound as a quoted Go duration, e.g. +k8s:%s=\"1s\" (an integer bound on a duration, which would mean nanoseconds, is refused)",
			s.hasType(s.ValueType()), name)
	}
	d, err := time.ParseDuration(t.Value.Text)
	if err != nil {
		return true, Errorf(t, "%q is not a Go duration (%v); write e.g. +k8s:%s=\"1s\" or \"1m30s\"", t.Value.Text, err, name)
	}
	s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeInvalid, name),
		Rule: runtimeCall(fn, ArgPath{}, ArgValue{}, intLit(strconv.FormatInt(int64(d), 10)))})
	return true, nil
}

// evalBound evaluates an integer bound, or a duration bound on a known
// duration: a JSON integer (time.Duration, in nanoseconds) or a Go
// duration string (metav1.Duration).
func evalBound(check func(*validate.Path, int64, int64) field.ErrorList, durationCheck func(*validate.Path, time.Duration, time.Duration) field.ErrorList) func(Known, tags.Tag) field.ErrorList {
	ints := evalInt(check)
	return func(k Known, t tags.Tag) field.ErrorList {
		if t.Value.Kind != tags.ValueString {
			return ints(k, t)
		}
		bound, err := time.ParseDuration(t.Value.Text)
		if err != nil {
			return nil
		}
		var v time.Duration
		if n, ok := jsonInt(k.Value); ok {
			v = time.Duration(n)
		} else if s, ok := k.Value.(string); ok {
			if v, err = time.ParseDuration(s); err != nil {
				return nil
			}
		} else {
			return nil
		}
		p := validate.Root()
		return durationCheck(&p, v, bound)
	}
}

// withDurations lets a bound tag take a quoted duration on duration values.
func withDurations(def *Tag, intCheck func(*validate.Path, int64, int64) field.ErrorList,
	check func(*validate.Path, time.Duration, time.Duration) field.ErrorList, relation string) *Tag {
	def.DurationPayload = true
	def.PayloadDoc = "<integer>|\"<Go duration>\""
	def.Doc += " On time.Duration and metav1.Duration values the payload is a quoted Go duration instead " +
		"(+k8s:" + def.Name + "=\"1s\"; kubernetes/kubernetes#142368): an integer is refused there (on a Kubernetes 1.37 tree an integer on a time.Duration is nanoseconds, as v1.37 read it), and a quoted payload anywhere else."
	def.Behavior += " A duration bound reports the bound in Go's duration syntax: \"must be " + relation + " 1s\"."
	def.Eval = evalBound(intCheck, check)
	return def
}
