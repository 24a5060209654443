package declarative

import (
	"k8s.io/component-base/metrics"
	"k8s.io/component-base/metrics/legacyregistry"
)

// Metric names, as KEP-5073 names them.
const (
	MismatchMetricName = "declarative_validation_mismatch_total"
	PanicMetricName    = "declarative_validation_panic_total"
)

// Label names of both counters. Resource is the group-qualified resource
// with its subresource ("widgets.widgets.kubedv.io/status"), or the
// lower-case kind when the request does not name a resource; operation is
// "create" or "update".
const (
	ResourceLabel  = "resource"
	OperationLabel = "operation"
)

// Metrics holds the counters one server (or one test) reports to.
type Metrics struct {
	mismatches *metrics.CounterVec
	panics     *metrics.CounterVec
}

// NewMetrics returns unregistered counters. Counters of component-base
// record nothing until they are registered: register them with
// registry.MustRegister(m.Collectors()...).
func NewMetrics() *Metrics {
	labels := []string{ResourceLabel, OperationLabel}
	return &Metrics{
		mismatches: metrics.NewCounterVec(&metrics.CounterOpts{
			Name:           MismatchMetricName,
			Help:           "Number of differences between hand-written and declarative validation errors.",
			StabilityLevel: metrics.BETA,
		}, labels),
		panics: metrics.NewCounterVec(&metrics.CounterOpts{
			Name:           PanicMetricName,
			Help:           "Number of panics recovered in declarative validation.",
			StabilityLevel: metrics.BETA,
		}, labels),
	}
}

// Collectors returns the counters, for a registry's MustRegister.
func (m *Metrics) Collectors() []metrics.Registerable {
	return []metrics.Registerable{m.mismatches, m.panics}
}

func (m *Metrics) countMismatch(resource, op string) {
	m.mismatches.WithLabelValues(resource, op).Inc()
}

func (m *Metrics) countPanic(resource, op string) {
	m.panics.WithLabelValues(resource, op).Inc()
}

// DefaultMetrics are used when no WithMetrics option is given. They are
// registered in component-base's legacy registry, which API servers serve
// on /metrics.
var DefaultMetrics = NewMetrics()

func init() {
	legacyregistry.MustRegister(DefaultMetrics.Collectors()...)
}
