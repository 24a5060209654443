package server

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/types"
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

// TestDefaults checks that the example's generated defaults, which
// widgetv1.AddToScheme registers, run on the server before validation: on
// create, on server-side apply and into etcd. A defaulting function added to
// the scheme runs the same way, so a default can make an object valid.
func TestDefaults(t *testing.T) {
	scheme, err := NewScheme()
	if err != nil {
		t.Fatal(err)
	}
	base, err := NewScheme()
	if err != nil {
		t.Fatal(err)
	}
	generated := base.Default // the generated defaults; scheme's own are replaced below
	scheme.AddTypeDefaultingFunc(&widgetv1.Widget{}, func(obj any) {
		w := obj.(*widgetv1.Widget)
		generated(w)
		if w.Spec.Tier == "" {
			w.Spec.Tier = widgetv1.WidgetTierBasic
		}
	})
	s := startServer(t, t.TempDir(), func(o *Options) { o.Scheme = scheme })
	w := sprocket("default", "untiered")
	w.Spec.Tier, w.Spec.RestartPolicy = "", nil
	created, err := s.create(w)
	if err != nil {
		t.Fatalf("create without a tier and restart policy: %v", err)
	}
	if created.Spec.Tier != widgetv1.WidgetTierBasic || created.Spec.RestartPolicy == nil || *created.Spec.RestartPolicy != widgetv1.WidgetRestartAlways {
		t.Errorf("tier %q, restart policy %v; want the defaults Basic and Always", created.Spec.Tier, created.Spec.RestartPolicy)
	}

	plain := startServer(t, t.TempDir(), func(o *Options) { o.EtcdServers, o.EtcdPrefix = s.EtcdServers, "/registry/plain" })
	_, err = plain.create(w)
	if got := causes(t, err); len(got) != 1 || got[0].Field != "spec.tier" {
		t.Errorf("without the tier default: causes %+v, want spec.tier required", got)
	}
	body := `{"apiVersion":"widgets.kubedv.io/v1","kind":"Widget","metadata":{"name":"applied","namespace":"default"},
		"spec":{"replicas":1,"tier":"Basic","owner":"cog-team","template":{"image":"registry.example.com/cog:v1"}}}`
	applied := &widgetv1.Widget{}
	err = plain.client.Patch(types.ApplyPatchType).Namespace("default").Resource("widgets").Name("applied").
		Param("fieldManager", "e2e").Body([]byte(body)).Do(context.Background()).Into(applied)
	if err != nil || applied.Spec.RestartPolicy == nil || *applied.Spec.RestartPolicy != widgetv1.WidgetRestartAlways {
		t.Fatalf("apply without a restart policy: %v, restart policy %v, want the generated default Always", err, applied.Spec.RestartPolicy)
	}
	stored, ok := storedWidget(t, plain.Server, etcdClient(t, plain.Server), "default", "applied")
	if !ok || stored.Spec.RestartPolicy == nil || *stored.Spec.RestartPolicy != widgetv1.WidgetRestartAlways {
		t.Errorf("stored widget %+v, want restart policy Always in etcd", stored)
	}
}
