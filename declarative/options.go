package declarative

import (
	"k8s.io/component-base/featuregate"
)

// Option configures one call of ValidateDeclaratively,
// ValidateDeclarativelyWithMigrationChecks or DeclarativeErrors.
//
// Options are plain values rather than functions so that applying them does
// not move the call's configuration to the heap: a strategy can pass the
// same options on every request without allocating.
type Option struct {
	kind        optionKind
	gate        featuregate.FeatureGate
	metrics     *Metrics
	opOptions   map[string]bool
	kinds       SubresourceKindMapper
	equivalence *Equivalence
}

type optionKind uint8

const (
	optionNone optionKind = iota
	optionEnforcement
	optionFeatureGate
	optionMetrics
	optionOperationOptions
	optionSubresourceKinds
	optionEquivalence
)

// WithDeclarativeEnforcement is the per-strategy opt-in of KEP-5073's
// explicit strategy: declarative validation always runs (even with the
// DeclarativeValidation gate off), untagged rules are enforced, +k8s:beta
// rules are enforced while both gates are on, and +k8s:alpha rules are
// shadowed. Without it a strategy is in implicit shadow mode: declarative
// validation runs only when the DeclarativeValidation gate is on and never
// changes the result.
func WithDeclarativeEnforcement() Option {
	return Option{kind: optionEnforcement}
}

// WithFeatureGate reads the gates from gate instead of DefaultFeatureGate.
// The gate must know the features of this package (see AddFeatureGates).
func WithFeatureGate(gate featuregate.FeatureGate) Option {
	return Option{kind: optionFeatureGate, gate: gate}
}

// WithMetrics reports to m instead of DefaultMetrics.
func WithMetrics(m *Metrics) Option {
	return Option{kind: optionMetrics, metrics: m}
}

// WithOperationOptions passes options (usually feature gates of the API,
// read by +k8s:ifEnabled/ifDisabled tags) to the generated validation as
// operation.Operation.Options. The map is read, never written.
func WithOperationOptions(options map[string]bool) Option {
	return Option{kind: optionOperationOptions, opOptions: options}
}

// WithSubresourceKinds names the versioned kind that serves a scale-type
// subresource (one whose object is of another kind than its parent, such as
// autoscaling/v1 Scale for widgets/scale). The object is converted to that
// kind's version instead of the request's version.
func WithSubresourceKinds(kinds SubresourceKindMapper) Option {
	return Option{kind: optionSubresourceKinds, kinds: kinds}
}

// WithEquivalence sets the rules that decide when a hand-written and a
// declarative error report the same problem. eq is read, never written.
func WithEquivalence(eq *Equivalence) Option {
	return Option{kind: optionEquivalence, equivalence: eq}
}

// config is the merged effect of a call's options.
type config struct {
	enforcement bool
	gate        featuregate.FeatureGate
	metrics     *Metrics
	opOptions   map[string]bool
	kinds       SubresourceKindMapper
	equivalence *Equivalence
}

var noEquivalenceRules Equivalence

func newConfig(opts []Option) config {
	c := config{gate: DefaultFeatureGate, metrics: DefaultMetrics, equivalence: &noEquivalenceRules}
	for i := range opts {
		o := &opts[i]
		switch o.kind {
		case optionEnforcement:
			c.enforcement = true
		case optionFeatureGate:
			if o.gate != nil {
				c.gate = o.gate
			}
		case optionMetrics:
			if o.metrics != nil {
				c.metrics = o.metrics
			}
		case optionOperationOptions:
			c.opOptions = o.opOptions
		case optionSubresourceKinds:
			c.kinds = o.kinds
		case optionEquivalence:
			if o.equivalence != nil {
				c.equivalence = o.equivalence
			}
		}
	}
	return c
}
