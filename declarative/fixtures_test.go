package declarative_test

import (
	"context"
	"strconv"
	"sync/atomic"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/conversion"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/declarative"
)

// The tests validate Gadgets, a kind whose declarative validation is
// registered by hand: one rule per lifecycle stage, so every cell of the
// gate table can be driven without generated code.

var (
	gadgetGV      = schema.GroupVersion{Group: "test.kubedv.io", Version: "v1"}
	scaleGV       = schema.GroupVersion{Group: "autoscaling.test.kubedv.io", Version: "v1"}
	gadgetRequest = declarative.RequestInfo{APIGroup: "test.kubedv.io", APIVersion: "v1", Resource: "gadgets", Namespace: "lab", Name: "g1"}
)

// Gadget is the versioned kind (test.kubedv.io/v1). Each int field must be
// at most 10; the rule on Beta is tagged beta and the rule on Alpha alpha.
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Standard          int  `json:"standard"`
	Beta              int  `json:"beta"`
	Alpha             int  `json:"alpha"`
	Panic             bool `json:"panic"`
}

func (g *Gadget) DeepCopyObject() runtime.Object {
	c := *g
	g.ObjectMeta.DeepCopyInto(&c.ObjectMeta)
	return &c
}

// internalGadget is the internal form of Gadget; its field names differ so
// a conversion that does nothing would show.
type internalGadget struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	StandardSize, BetaSize, AlphaSize int
}

func (g *internalGadget) DeepCopyObject() runtime.Object {
	c := *g
	g.ObjectMeta.DeepCopyInto(&c.ObjectMeta)
	return &c
}

// Scale is the versioned kind of the gadgets/scale subresource
// (autoscaling.test.kubedv.io/v1); internalScale its internal form.
type Scale struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Replicas          int `json:"replicas"`
}

func (s *Scale) DeepCopyObject() runtime.Object { c := *s; return &c }

type internalScale struct {
	metav1.TypeMeta
	metav1.ObjectMeta
	Replicas int
}

func (s *internalScale) DeepCopyObject() runtime.Object { c := *s; return &c }

// fixture is a scheme with Gadget and Scale registered and validated.
type fixture struct {
	scheme *runtime.Scheme
	calls  atomic.Int64 // calls of the Gadget validation
	// lastOp is the operation the Gadget or Scale validation last saw,
	// unless quiet is set (recording it allocates).
	lastOp atomic.Pointer[operation.Operation]
	quiet  bool
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	f := &fixture{scheme: runtime.NewScheme()}
	s := f.scheme
	s.AddKnownTypes(gadgetGV, &Gadget{})
	s.AddKnownTypeWithName(schema.GroupVersionKind{Group: gadgetGV.Group, Version: runtime.APIVersionInternal, Kind: "Gadget"}, &internalGadget{})
	s.AddKnownTypeWithName(scaleGV.WithKind("Scale"), &Scale{})
	s.AddKnownTypeWithName(schema.GroupVersionKind{Group: scaleGV.Group, Version: runtime.APIVersionInternal, Kind: "Scale"}, &internalScale{})
	must(t, s.AddConversionFunc((*internalGadget)(nil), (*Gadget)(nil), func(a, b any, _ conversion.Scope) error {
		in, out := a.(*internalGadget), b.(*Gadget)
		out.ObjectMeta = in.ObjectMeta
		out.Standard, out.Beta, out.Alpha = in.StandardSize, in.BetaSize, in.AlphaSize
		return nil
	}))
	must(t, s.AddConversionFunc((*Gadget)(nil), (*internalGadget)(nil), func(a, b any, _ conversion.Scope) error {
		in, out := a.(*Gadget), b.(*internalGadget)
		out.ObjectMeta = in.ObjectMeta
		out.StandardSize, out.BetaSize, out.AlphaSize = in.Standard, in.Beta, in.Alpha
		return nil
	}))
	must(t, s.AddConversionFunc((*internalScale)(nil), (*Scale)(nil), func(a, b any, _ conversion.Scope) error {
		in, out := a.(*internalScale), b.(*Scale)
		out.ObjectMeta, out.Replicas = in.ObjectMeta, in.Replicas
		return nil
	}))
	s.AddValidationFunc((*Gadget)(nil), func(_ context.Context, op operation.Operation, obj, oldObj any) field.ErrorList {
		f.calls.Add(1)
		f.record(op)
		if op.Request.SubresourcePath() != "/" {
			return field.ErrorList{field.InternalError(nil, errNoSubresourceValidation)}
		}
		return validateGadget(op, obj.(*Gadget), oldGadget(oldObj))
	})
	s.AddValidationFunc((*Scale)(nil), func(_ context.Context, op operation.Operation, obj, _ any) field.ErrorList {
		f.record(op)
		if op.Request.SubresourcePath() != "/scale" {
			return field.ErrorList{field.InternalError(nil, errNoSubresourceValidation)}
		}
		if r := obj.(*Scale).Replicas; r < 0 {
			return field.ErrorList{field.Invalid(field.NewPath("replicas"), r, "must be greater than or equal to 0").WithOrigin("minimum")}
		}
		return nil
	})
	return f
}

func (f *fixture) record(op operation.Operation) {
	if !f.quiet {
		seen := op
		f.lastOp.Store(&seen)
	}
}

var errNoSubresourceValidation = errorString("no validation for this subresource")

type errorString string

func (e errorString) Error() string { return string(e) }

func oldGadget(oldObj any) *Gadget {
	old, _ := oldObj.(*Gadget)
	return old
}

// validateGadget plays generated code: bounds per field, ratcheting of
// unchanged fields on update, lifecycle marks, and an option that tightens
// the standard rule.
func validateGadget(op operation.Operation, g, old *Gadget) field.ErrorList {
	if g.Panic {
		var nilMap map[string]int
		nilMap["boom"] = 1 // a deliberate bug in "generated" code
	}
	limit := 10
	if op.Options["StrictGadgets"] {
		limit = 5
	}
	update := old != nil && op.Type == operation.Update
	var errs field.ErrorList
	if g.Standard > limit && !(update && g.Standard == old.Standard) {
		errs = append(errs, tooBig("standard", g.Standard, limit))
	}
	if g.Beta > limit && !(update && g.Beta == old.Beta) {
		errs = append(errs, tooBig("beta", g.Beta, limit).MarkBeta())
	}
	if g.Alpha > limit && !(update && g.Alpha == old.Alpha) {
		errs = append(errs, tooBig("alpha", g.Alpha, limit).MarkAlpha())
	}
	return errs
}

// tooBig is the error both validations report for a field over its limit.
func tooBig(name string, v, limit int) *field.Error {
	return field.Invalid(field.NewPath(name), v, "must be less than or equal to "+strconv.Itoa(limit)).WithOrigin("maximum")
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func gadgetContext(parent context.Context) context.Context {
	return declarative.WithRequestInfo(parent, gadgetRequest)
}
