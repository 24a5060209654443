package declarativetest_test

import (
	"context"
	"fmt"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/declarative"
)

// Things are validated by a hand-registered "declarative" function and by
// a hand-written one that agree: size at most 1000, at most 4 tags, and
// on update unchanged values are not re-checked.

var thingGV = schema.GroupVersion{Group: "things.kubedv.io", Version: "v1"}

type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Size              int32    `json:"size"`
	Tags              []string `json:"tags,omitempty"`
	Note              *Note    `json:"note,omitempty"`
}

// Note has an invariant (Text is "note-" and a number) that only its
// custom fill function keeps.
type Note struct {
	Text string `json:"text"`
}

func (t *Thing) DeepCopyObject() runtime.Object {
	c := *t
	t.ObjectMeta.DeepCopyInto(&c.ObjectMeta)
	c.Tags = append([]string(nil), t.Tags...)
	if t.Note != nil {
		n := *t.Note
		c.Note = &n
	}
	return &c
}

// Unfillable has a field randfill cannot fill.
type Unfillable struct {
	metav1.TypeMeta `json:",inline"`
	Value           any `json:"value"`
}

func (u *Unfillable) DeepCopyObject() runtime.Object { c := *u; return &c }

func thingScheme(t testing.TB) *runtime.Scheme {
	t.Helper()
	s := runtime.NewScheme()
	s.AddKnownTypes(thingGV, &Thing{})
	s.AddValidationFunc((*Thing)(nil), func(_ context.Context, op operation.Operation, obj, oldObj any) field.ErrorList {
		old, _ := oldObj.(*Thing)
		return thingRules(obj.(*Thing), old, op.Type == operation.Update, false)
	})
	return s
}

// thingRules is both validations; handwritten marks errors covered.
func thingRules(t, old *Thing, update, handwritten bool) field.ErrorList {
	var errs field.ErrorList
	mark := func(e *field.Error) *field.Error {
		if handwritten {
			return e.MarkCoveredByDeclarative()
		}
		return e
	}
	if t.Size > 1000 && !(update && old != nil && old.Size == t.Size) {
		errs = append(errs, mark(field.Invalid(field.NewPath("size"), t.Size, "must be less than or equal to 1000").WithOrigin("maximum")))
	}
	if len(t.Tags) > 4 && !(update && old != nil && len(old.Tags) == len(t.Tags)) {
		errs = append(errs, mark(field.TooMany(field.NewPath("tags"), len(t.Tags), 4).WithOrigin("maxItems")))
	}
	if t.Note != nil {
		var n int
		if _, err := fmt.Sscanf(t.Note.Text, "note-%d", &n); err != nil {
			errs = append(errs, mark(field.Invalid(field.NewPath("note", "text"), t.Note.Text, "corrupt note").WithOrigin("noteFormat")))
		}
	}
	return errs
}

func handwrittenThing(_ context.Context, obj, oldObj runtime.Object) field.ErrorList {
	old, _ := oldObj.(*Thing)
	return thingRules(obj.(*Thing), old, oldObj != nil, true)
}

// strictHandwrittenThing has a bound typo: 100 instead of 1000.
func strictHandwrittenThing(ctx context.Context, obj, oldObj runtime.Object) field.ErrorList {
	errs := handwrittenThing(ctx, obj, oldObj)
	t := obj.(*Thing)
	old, _ := oldObj.(*Thing)
	if t.Size > 100 && t.Size <= 1000 && !(old != nil && old.Size == t.Size) {
		errs = append(errs, field.Invalid(field.NewPath("size"), t.Size, "must be less than or equal to 100").WithOrigin("maximum").MarkCoveredByDeclarative())
	}
	return errs
}

// thingStrategy is a StrategyFunc over handwritten, with enforcement when
// enforce is set.
func thingStrategy(scheme *runtime.Scheme, handwritten func(context.Context, runtime.Object, runtime.Object) field.ErrorList, enforce bool) func(context.Context, runtime.Object, runtime.Object, ...declarative.Option) field.ErrorList {
	return func(ctx context.Context, obj, old runtime.Object, opts ...declarative.Option) field.ErrorList {
		op := operation.Create
		if old != nil {
			op = operation.Update
		}
		if enforce {
			opts = append(opts, declarative.WithDeclarativeEnforcement())
		}
		return declarative.ValidateDeclarativelyWithMigrationChecks(ctx, scheme, obj, old, handwritten(ctx, obj, old), op, opts...)
	}
}

// recordingTB records failures instead of failing. The embedded TB
// handles everything else (Helper, Logf, ...).
type recordingTB struct {
	testing.TB
	errors []string
}

func (r *recordingTB) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

type quietTB struct{ testing.TB }

func (quietTB) Logf(string, ...any) {}
