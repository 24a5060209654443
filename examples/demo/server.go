package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/component-base/metrics"
	"k8s.io/klog/v2"
	"k8s.io/klog/v2/textlogger"

	"github.com/kubedv/kubedv/declarative"
	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// server plays an API server that is migrating widgets.kubedv.io/v1 from
// hand-written to declarative validation: it validates through
// widgetv1.Strategy, logs to the demo's output and counts mismatches in a
// registry of its own.
type server struct {
	scheme   *runtime.Scheme
	metrics  *declarative.Metrics
	registry metrics.KubeRegistry
	log      *strings.Builder
	ctx      context.Context
}

func newServer(scheme *runtime.Scheme) *server {
	s := &server{scheme: scheme, metrics: declarative.NewMetrics(), registry: metrics.NewKubeRegistry(), log: &strings.Builder{}}
	s.registry.MustRegister(s.metrics.Collectors()...)
	logger := textlogger.NewLogger(textlogger.NewConfig(textlogger.Output(s.log), textlogger.WithHeader(false)))
	s.ctx = declarative.WithRequestInfo(klog.NewContext(context.Background(), logger),
		declarative.RequestInfo{APIGroup: widgetv1.GroupName, APIVersion: "v1", Resource: "widgets"})
	return s
}

// gates returns a feature gate with DeclarativeValidation and
// DeclarativeValidationBeta set as given.
func gates(dv, beta bool) declarative.Option {
	gate := declarative.NewFeatureGate()
	if err := gate.SetFromMap(map[string]bool{
		string(declarative.DeclarativeValidation):     dv,
		string(declarative.DeclarativeValidationBeta): beta,
	}); err != nil {
		panic(err) // the names are this package's constants
	}
	return declarative.WithFeatureGate(gate)
}

// validate runs a create through a strategy and returns what the client
// gets and what the server logged meanwhile.
func (s *server) validate(strategy *widgetv1.Strategy, obj *widgetv1.Widget, opts ...declarative.Option) (field.ErrorList, string) {
	s.log.Reset()
	errs := strategy.Validate(s.ctx, obj, append(opts, declarative.WithMetrics(s.metrics))...)
	return errs, strings.TrimSpace(s.log.String())
}

// mismatchCounters renders declarative_validation_mismatch_total as
// Prometheus would serve it.
func (s *server) mismatchCounters() (string, error) {
	families, err := s.registry.Gather()
	if err != nil {
		return "", err
	}
	var lines []string
	for _, f := range families {
		if f.GetName() != declarative.MismatchMetricName {
			continue
		}
		for _, m := range f.GetMetric() {
			var labels []string
			for _, l := range m.GetLabel() {
				labels = append(labels, fmt.Sprintf("%s=%q", l.GetName(), l.GetValue()))
			}
			lines = append(lines, fmt.Sprintf("%s{%s} %v", f.GetName(), strings.Join(labels, ","), m.GetCounter().GetValue()))
		}
	}
	if len(lines) == 0 {
		return declarative.MismatchMetricName + " 0", nil
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n"), nil
}

// serverScenarios are numbered after the client scenarios of run.
func serverScenarios(w io.Writer, scheme *runtime.Scheme, first int) error {
	s := newServer(scheme)
	legacy := &widgetv1.Strategy{Scheme: scheme}
	explicit := &widgetv1.Strategy{Scheme: scheme, Options: []declarative.Option{declarative.WithDeclarativeEnforcement()}}
	p := &printer{w: w, n: first}

	p.heading("Shadow mode: a strategy without WithDeclarativeEnforcement creates the broken widget")
	errs, log := s.validate(legacy, brokenGizmo(), gates(true, true))
	counters, err := s.mismatchCounters()
	if err != nil {
		return err
	}
	p.line("Declarative validation ran next to the hand-written validation and agreed:")
	p.line(counters)
	p.line("The client gets the hand-written errors:")
	p.line(outcome("gizmo", errs))
	p.logged(log)

	p.heading("A deliberate mismatch: the hand-written validation also wants an even replica count")
	errs, log = s.validateWithEvenReplicas(sprocket(), gates(true, true))
	if counters, err = s.mismatchCounters(); err != nil {
		return err
	}
	p.logged(log)
	p.line(counters)
	p.line("The hand-written result stays authoritative:")
	p.line(outcome("sprocket", errs))

	p.heading("Who answers for the broken widget, by strategy and gate setting")
	for _, c := range []struct {
		strategy *widgetv1.Strategy
		name     string
		dv, beta bool
	}{
		{legacy, "without enforcement", true, true},
		{legacy, "without enforcement", false, true},
		{explicit, "with enforcement", true, true},
		{explicit, "with enforcement", true, false},
		{explicit, "with enforcement", false, true},
	} {
		errs, _ = s.validate(c.strategy, brokenGizmo(), gates(c.dv, c.beta))
		declared := countDeclarative(errs)
		p.line(fmt.Sprintf("%-19s DeclarativeValidation=%-5t DeclarativeValidationBeta=%-5t -> %d hand-written errors, %d declarative",
			c.name, c.dv, c.beta, len(errs)-declared, declared))
	}
	p.line("With enforcement, untagged rules are enforced declaratively whatever the gates say, and the")
	p.line("covered hand-written errors are dropped.")

	p.heading("The Beta gate switches a +k8s:beta rule between enforced and shadowed")
	p.line("spec.activeDeadlineSeconds carries +k8s:beta(since: \"1.36\")=+k8s:exclusiveMinimum=0; the widget sets it to 0.")
	for _, beta := range []bool{true, false} {
		w := sprocket()
		w.Spec.ActiveDeadlineSeconds = new(int64(0))
		w.Spec.MinReadySeconds = 0 // so that only the beta rule fails, not the CEL rule on the spec
		errs, log := s.validate(explicit, w, gates(true, beta))
		p.line(fmt.Sprintf("DeclarativeValidationBeta=%t, with enforcement: %d declarative errors returned", beta, countDeclarative(errs)))
		p.line(outcome("sprocket", errs))
		p.logged(log)
	}
	p.line("With the Beta gate on, the beta rule is enforced and covers the hand-written error; with it off,")
	p.line("the rule is shadowed (compared, never returned) and the hand-written validation answers.")
	return p.err
}

// validateWithEvenReplicas calls the integration directly, the way a
// strategy does, with one more hand-written rule than types.go declares,
// marked as covered by declarative validation by mistake.
func (s *server) validateWithEvenReplicas(w *widgetv1.Widget, opts ...declarative.Option) (field.ErrorList, string) {
	s.log.Reset()
	handwritten := widgetv1.Handwritten(s.ctx, w, nil)
	if r := w.Spec.Replicas; r != nil && *r%2 != 0 {
		handwritten = append(handwritten, field.Invalid(field.NewPath("spec", "replicas"), *r, "must be an even number").
			WithOrigin("even").MarkCoveredByDeclarative())
	}
	errs := declarative.ValidateDeclarativelyWithMigrationChecks(s.ctx, s.scheme, w, nil, handwritten, operation.Create,
		append(opts, declarative.WithMetrics(s.metrics))...)
	return errs, strings.TrimSpace(s.log.String())
}

func countDeclarative(errs field.ErrorList) int {
	n := 0
	for _, e := range errs {
		if !e.FromImperative {
			n++
		}
	}
	return n
}

// printer numbers headings and keeps the first write error.
type printer struct {
	w   io.Writer
	n   int
	err error
}

func (p *printer) heading(title string) {
	p.line(fmt.Sprintf("== %d. %s ==", p.n, title))
	p.n++
}

func (p *printer) line(s string) {
	if p.err == nil {
		_, p.err = fmt.Fprintln(p.w, s)
	}
}

func (p *printer) logged(log string) {
	if log == "" {
		p.line("(nothing logged)")
		return
	}
	for _, l := range strings.Split(log, "\n") {
		p.line("log: " + l)
	}
}
