// Package declarative runs generated declarative validation inside API
// server strategies and admission webhooks, next to the hand-written
// validation it replaces (KEP-5073 "Execution & Authority Logic",
// "Runtime verification testing").
//
// A strategy calls ValidateDeclarativelyWithMigrationChecks with the errors
// of its hand-written validation; a new API without hand-written
// validation calls ValidateDeclaratively. Which result the client gets
// depends on the strategy and the gates:
//
//	strategy                    DeclarativeValidation  runs  untagged  +k8s:beta               +k8s:alpha  compared
//	implicit shadow             off                    no    -         -                       -           -
//	implicit shadow             on                     yes   shadowed  shadowed                shadowed    every error
//	WithDeclarativeEnforcement  off                    yes   enforced  shadowed                shadowed    -
//	WithDeclarativeEnforcement  on                     yes   enforced  enforced if Beta gate   shadowed    alpha and beta
//
// A shadowed declarative error is never returned; a hand-written error
// marked CoveredByDeclarative is dropped when an enforced declarative error
// matches it (see Equivalence). DeclarativeValidationTakeover is accepted
// and has no effect.
//
// While DeclarativeValidation is on, each difference between the two
// results is logged with klog (from the context) and counted in
// declarative_validation_mismatch_total; a panic in generated code is
// recovered, logged and counted in declarative_validation_panic_total.
// Both counters carry the labels resource and operation.
//
// The version to validate comes from the RequestInfo in the context (see
// WithRequestInfo), or, for scale-type subresources, from
// WithSubresourceKinds; objects of another version or of an internal type
// are converted through the scheme. The migration test kit is in
// declarativetest.
//
// On a valid object the package allocates nothing.
package declarative
