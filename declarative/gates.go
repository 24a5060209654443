package declarative

import (
	"k8s.io/component-base/featuregate"
)

// The feature gates of KEP-5073. Register them on a server's own gate with
// AddFeatureGates, or use DefaultFeatureGate.
const (
	// DeclarativeValidation runs declarative validation next to hand-written
	// validation and reports mismatches. Turning it off is the safety switch:
	// strategies without WithDeclarativeEnforcement go back to hand-written
	// validation only, and beta rules stop being enforced everywhere.
	DeclarativeValidation featuregate.Feature = "DeclarativeValidation"

	// DeclarativeValidationBeta enforces rules tagged +k8s:beta. When it is
	// off, beta rules are shadowed: they run and are compared, but the
	// hand-written result is returned. It has no effect while
	// DeclarativeValidation is off.
	DeclarativeValidationBeta featuregate.Feature = "DeclarativeValidationBeta"

	// DeclarativeValidationTakeover is deprecated and has no effect. It is
	// still accepted so that clusters upgrading with it set keep starting.
	DeclarativeValidationTakeover featuregate.Feature = "DeclarativeValidationTakeover"
)

// FeatureSpecs returns the specs of the three gates. They carry no version,
// so they hold at every emulation version.
func FeatureSpecs() map[featuregate.Feature]featuregate.FeatureSpec {
	return map[featuregate.Feature]featuregate.FeatureSpec{
		DeclarativeValidation:         {Default: true, PreRelease: featuregate.Beta},
		DeclarativeValidationBeta:     {Default: true, PreRelease: featuregate.Beta},
		DeclarativeValidationTakeover: {Default: false, PreRelease: featuregate.Deprecated},
	}
}

// AddFeatureGates registers the gates on gate, for servers that keep one
// gate for all their features. A gate that already knows these features
// with other specs (such as Kubernetes' own) returns an error: pass such a
// gate with WithFeatureGate as it is.
func AddFeatureGates(gate featuregate.MutableFeatureGate) error {
	return gate.Add(FeatureSpecs())
}

// NewFeatureGate returns a new gate that knows only the declarative
// validation gates, at their defaults. Tests use one per case so they can
// run in parallel.
func NewFeatureGate() featuregate.MutableVersionedFeatureGate {
	gate := featuregate.NewFeatureGate()
	if err := AddFeatureGates(gate); err != nil {
		// The specs are constants of this package; failing to add them to
		// an empty gate is a bug here, not a runtime condition.
		panic(err)
	}
	return gate
}

// DefaultFeatureGate is the gate read when no WithFeatureGate option is
// given. Set it from flags (it implements pflag's Value through AddFlag) or
// in tests with featuregatetesting.SetFeatureGateDuringTest.
var DefaultFeatureGate = NewFeatureGate()
