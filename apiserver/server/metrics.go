package server

import (
	"k8s.io/component-base/metrics"
	"k8s.io/component-base/metrics/legacyregistry"
)

// ValidationSecondsName is the histogram of the time widget validation
// takes per request, by step: "handwritten" (the hand-written functions) and
// "declarative" (declarative.ValidateDeclarativelyWithMigrationChecks:
// generated validation, comparison and merge).
const ValidationSecondsName = "kubedv_apiserver_validation_duration_seconds"

const (
	stepHandwritten = "handwritten"
	stepDeclarative = "declarative"
)

var validationSeconds = metrics.NewHistogramVec(&metrics.HistogramOpts{
	Name:           ValidationSecondsName,
	Help:           "Time spent validating a widget write, by step (handwritten, declarative).",
	Buckets:        metrics.ExponentialBuckets(1e-6, 2, 16),
	StabilityLevel: metrics.ALPHA,
}, []string{"step"})

// The declarative package registers its counters in the legacy registry,
// which the generic API server serves on /metrics; this histogram joins them.
func init() {
	legacyregistry.MustRegister(validationSeconds)
}
