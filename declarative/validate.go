package declarative

import (
	"context"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// ValidateDeclaratively validates obj (and oldObj on update) with the
// declarative validation registered in scheme, for strategies and webhooks
// that have no hand-written validation: WithDeclarativeEnforcement is
// implied. It returns the enforced errors: untagged rules always, +k8s:beta
// rules while the DeclarativeValidation and DeclarativeValidationBeta gates
// are on, +k8s:alpha rules never.
//
// The version to validate comes from the RequestInfo in ctx (see
// WithRequestInfo), or from WithSubresourceKinds for scale-type
// subresources; obj is converted through scheme when it is of another
// version or an internal type. Without a RequestInfo, obj must already be
// a versioned object and is validated as the object itself (no
// subresource).
func ValidateDeclaratively(ctx context.Context, scheme *runtime.Scheme, obj, oldObj runtime.Object, opType operation.Type, opts ...Option) field.ErrorList {
	r := request{ctx: ctx, scheme: scheme, obj: obj, oldObj: oldObj, opType: opType, cfg: newConfig(opts)}
	r.cfg.enforcement = true
	return r.validate(nil)
}

// ValidateDeclarativelyWithMigrationChecks runs declarative validation next
// to the hand-written validation whose errors are handwrittenErrs, and
// returns what the client should see (KEP-5073 "Execution & Authority
// Logic"):
//
//   - without WithDeclarativeEnforcement (implicit shadow): declarative
//     validation runs only while the DeclarativeValidation gate is on, every
//     declarative error is shadowed, and handwrittenErrs are returned as
//     they are;
//   - with WithDeclarativeEnforcement: declarative validation always runs;
//     untagged rules are enforced, +k8s:beta rules are enforced while both
//     the DeclarativeValidation and DeclarativeValidationBeta gates are on,
//     +k8s:alpha rules are shadowed. A hand-written error marked
//     CoveredByDeclarative is dropped when an enforced declarative error
//     matches it (see Equivalence), so the client gets one of the two.
//
// Shadowed declarative errors are never returned. While the
// DeclarativeValidation gate is on, the two results are compared: every
// covered hand-written error must have a declarative counterpart, and
// every shadowed declarative error (in implicit shadow mode) or every
// alpha and beta error (with enforcement) must have a covered hand-written
// one. Each difference is logged and counted in
// declarative_validation_mismatch_total.
//
// A panic in the generated code is recovered, logged and counted in
// declarative_validation_panic_total. The hand-written result is then
// returned; with enforcement, an internal error is added, because the
// enforced rules could not be checked.
//
// handwrittenErrs are marked FromImperative. The version to validate is
// chosen as for ValidateDeclaratively.
func ValidateDeclarativelyWithMigrationChecks(ctx context.Context, scheme *runtime.Scheme, obj, oldObj runtime.Object, handwrittenErrs field.ErrorList, opType operation.Type, opts ...Option) field.ErrorList {
	r := request{ctx: ctx, scheme: scheme, obj: obj, oldObj: oldObj, opType: opType, cfg: newConfig(opts)}
	return r.validate(handwrittenErrs)
}

// policy is what the gates and the strategy decide for one request.
type policy struct {
	run             bool // run declarative validation at all
	compare         bool // compare with hand-written errors and report
	enforceStandard bool // return errors of untagged rules (and internal errors)
	enforceBeta     bool // return errors of +k8s:beta rules
}

// decide implements KEP-5073's execution and enforcement rules. Beta
// enforcement needs the DeclarativeValidation gate too: that gate is the
// way back to hand-written validation, and "Beta has no effect while
// DeclarativeValidation is off".
func decide(enforcement, dvGate, betaGate bool) policy {
	switch {
	case enforcement:
		return policy{run: true, compare: dvGate, enforceStandard: true, enforceBeta: dvGate && betaGate}
	case dvGate:
		return policy{run: true, compare: true}
	default:
		return policy{}
	}
}

// enforces reports whether a declarative error is returned to the client.
// Internal errors follow the untagged rules whatever their mark: when the
// declarative result is authoritative, a failure to produce it must fail
// the request.
func (p policy) enforces(e *field.Error) bool {
	switch {
	case e.Type == field.ErrorTypeInternal:
		return p.enforceStandard
	case e.IsAlpha():
		return false
	case e.IsBeta():
		return p.enforceBeta
	default:
		return p.enforceStandard
	}
}

// mustMatch reports whether a declarative error needs a hand-written
// counterpart. With enforcement, untagged rules are authoritative and their
// hand-written code is expected to be gone, so only alpha and beta errors
// are compared; in implicit shadow mode every rule is still mirrored.
func (p policy) mustMatch(e *field.Error) bool {
	return !p.enforceStandard || e.IsAlpha() || e.IsBeta()
}

func (r *request) policy() policy {
	return decide(r.cfg.enforcement,
		r.cfg.gate.Enabled(DeclarativeValidation),
		r.cfg.gate.Enabled(DeclarativeValidationBeta))
}

func (r *request) validate(handwritten field.ErrorList) field.ErrorList {
	handwritten = handwritten.MarkFromImperative()
	if !r.cfg.enforcement && !r.cfg.gate.Enabled(DeclarativeValidation) {
		return handwritten
	}
	declarative, panicked := r.runDeclarative()
	if len(handwritten) == 0 && len(declarative) == 0 {
		// Nothing to compare or enforce: the common case of a valid object
		// skips reading the gates again.
		return nil
	}
	p := r.policy()
	if panicked {
		if p.enforceStandard {
			return append(handwritten, declarative...)
		}
		return handwritten
	}
	if p.compare {
		if mismatches := r.cfg.equivalence.compare(handwritten, declarative, p.mustMatch); len(mismatches) > 0 {
			r.reportMismatches(mismatches, p)
		}
	}
	return merge(handwritten, declarative, p, r.cfg.equivalence)
}

// merge returns the hand-written errors that no enforced declarative error
// covers, followed by the enforced declarative errors. It allocates only
// when it has to change the hand-written list.
func merge(handwritten, declarative field.ErrorList, p policy, eq *Equivalence) field.ErrorList {
	enforced := 0
	for _, dv := range declarative {
		if p.enforces(dv) {
			enforced++
		}
	}
	if enforced == 0 {
		return handwritten
	}
	out := make(field.ErrorList, 0, len(handwritten)+enforced)
	for _, hw := range handwritten {
		if !hw.CoveredByDeclarative || !coveredByEnforced(hw, declarative, p, eq) {
			out = append(out, hw)
		}
	}
	for _, dv := range declarative {
		if p.enforces(dv) {
			out = append(out, dv)
		}
	}
	return out
}

func coveredByEnforced(hw *field.Error, declarative field.ErrorList, p policy, eq *Equivalence) bool {
	for _, dv := range declarative {
		if p.enforces(dv) && eq.Matches(hw, dv) {
			return true
		}
	}
	return false
}
