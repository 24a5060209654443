package server

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/declarative"
	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

var widgetMetricLabels = map[string]string{declarative.ResourceLabel: "widgets.widgets.kubedv.io", declarative.OperationLabel: "create"}

// TestBetaGate creates a widget whose region breaks the
// +k8s:beta(since: "1.37") pattern rule on servers that answer with
// declarative validation alone. With DeclarativeValidationBeta on the rule
// is enforced; with it off the rule is shadowed: the widget is stored and
// the disagreement is counted on /metrics. In enforce mode the hand-written
// rule still answers when the gate is off.
func TestBetaGate(t *testing.T) {
	dir := t.TempDir()
	on := startServer(t, dir+"/on", func(o *Options) { o.Validation = ModeDeclarative; withGates(true, true)(o) })
	off := startServer(t, dir+"/off", func(o *Options) {
		o.Validation = ModeDeclarative
		withGates(true, false)(o)
		o.EtcdServers, o.EtcdPrefix = on.EtcdServers, "/registry/beta-off"
	})
	enforceOff := startServer(t, dir+"/enforce-off", func(o *Options) {
		withGates(true, false)(o)
		o.EtcdServers, o.EtcdPrefix = on.EtcdServers, "/registry/enforce-off"
	})
	newWidget := func() *widgetv1.Widget {
		w := sprocket("default", "regional")
		w.Spec.Region = "EU"
		return w
	}

	_, err := on.create(newWidget())
	if got := causes(t, err); len(got) != 1 || got[0].Field != "spec.region" {
		t.Errorf("Beta gate on: causes %+v, want one for spec.region", got)
	}

	before := off.metric(t, declarative.MismatchMetricName, widgetMetricLabels)
	if _, err := off.create(newWidget()); err != nil {
		t.Errorf("Beta gate off: the shadowed beta rule rejected the widget: %v", err)
	}
	if after := off.metric(t, declarative.MismatchMetricName, widgetMetricLabels); after != before+1 {
		t.Errorf("%s went from %v to %v, want one more", declarative.MismatchMetricName, before, after)
	}

	_, err = enforceOff.create(newWidget())
	if got := causes(t, err); len(got) != 1 || got[0].Field != "spec.region" {
		t.Errorf("enforce mode, Beta gate off: causes %+v, want the hand-written one for spec.region", got)
	}

	// Shadow mode: the hand-written validation answers and agrees with the
	// shadowed rule, so nothing is counted.
	shadow := startServer(t, dir+"/shadow", func(o *Options) {
		o.Validation = ModeShadow
		o.EtcdServers, o.EtcdPrefix = on.EtcdServers, "/registry/shadow"
	})
	before = shadow.metric(t, declarative.MismatchMetricName, widgetMetricLabels)
	_, err = shadow.create(newWidget())
	if got := causes(t, err); len(got) != 1 || got[0].Field != "spec.region" {
		t.Errorf("shadow mode: causes %+v, want the hand-written one for spec.region", got)
	}
	if after := shadow.metric(t, declarative.MismatchMetricName, widgetMetricLabels); after != before {
		t.Errorf("shadow mode: %s went from %v to %v for agreeing validations", declarative.MismatchMetricName, before, after)
	}
}

// TestPanicMetric makes the validation registered in the scheme panic for
// one widget and checks that the server recovers, refuses the widget (the
// declarative result is authoritative in enforce mode) and counts the
// panic on /metrics.
func TestPanicMetric(t *testing.T) {
	generated, err := NewScheme()
	if err != nil {
		t.Fatal(err)
	}
	scheme, err := NewScheme()
	if err != nil {
		t.Fatal(err)
	}
	scheme.AddValidationFunc(&widgetv1.Widget{}, func(ctx context.Context, op operation.Operation, obj, old any) field.ErrorList {
		if obj.(*widgetv1.Widget).Annotations["test.kubedv.io/panic"] == "true" {
			panic("validation bug")
		}
		if op.Type == operation.Create {
			return generated.Validate(ctx, op.Options, obj.(*widgetv1.Widget), op.Request.Subresources...)
		}
		return generated.ValidateUpdate(ctx, op.Options, obj.(*widgetv1.Widget), old.(*widgetv1.Widget), op.Request.Subresources...)
	})
	s := startServer(t, t.TempDir(), func(o *Options) { o.Scheme = scheme })

	before := s.metric(t, declarative.PanicMetricName, widgetMetricLabels)
	if _, err := s.create(sprocket("default", "calm")); err != nil {
		t.Fatalf("a widget that does not trigger the panic: %v", err)
	}
	w := sprocket("default", "trigger")
	w.Annotations = map[string]string{"test.kubedv.io/panic": "true"}
	_, err = s.create(w)
	if got := causes(t, err); len(got) != 1 || got[0].Type != "InternalError" {
		t.Errorf("causes %+v, want one internal error", got)
	}
	if after := s.metric(t, declarative.PanicMetricName, widgetMetricLabels); after != before+1 {
		t.Errorf("%s went from %v to %v, want one more", declarative.PanicMetricName, before, after)
	}
}

// TestDefaultingHook checks that defaulting functions in the server's
// scheme (where the example's generated defaults register themselves)
// run before validation on create and on apply.
func TestDefaultingHook(t *testing.T) {
	scheme, err := NewScheme()
	if err != nil {
		t.Fatal(err)
	}
	scheme.AddTypeDefaultingFunc(&widgetv1.Widget{}, func(obj any) {
		if w := obj.(*widgetv1.Widget); w.Spec.Tier == "" {
			w.Spec.Tier = widgetv1.WidgetTierBasic
		}
	})
	s := startServer(t, t.TempDir(), func(o *Options) { o.Scheme = scheme })
	w := sprocket("default", "untiered")
	w.Spec.Tier = ""
	created, err := s.create(w)
	if err != nil || created.Spec.Tier != widgetv1.WidgetTierBasic {
		t.Fatalf("create without a tier: %v, tier %q, want the default Basic", err, created.Spec.Tier)
	}
	plain := startServer(t, t.TempDir(), func(o *Options) { o.EtcdServers, o.EtcdPrefix = s.EtcdServers, "/registry/plain" })
	_, err = plain.create(w)
	if got := causes(t, err); len(got) != 1 || got[0].Field != "spec.tier" {
		t.Errorf("without the defaulting function: causes %+v, want spec.tier required", got)
	}
}
