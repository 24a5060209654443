// Package cel is kubedv's own front end for CEL as the Kubernetes v1.37
// (k8s.io/apiserver v0.37.2, cel-go v0.29.2) CRD validation environment
// accepts it when a CRD is created: parse (with macros), type-check against a
// structural schema's types, cost estimation, and the per-rule checks of
// apiextensions-apiserver. It imports no cel-go; crdtest holds the differential
// test against the real environment.
//
// Refinements of the shared API (cel-api.md), for consumers:
//   - Type has Key (map key type; schema maps have string keys), Name (object
//     type name for schema objects, the opaque name for library types such as
//     "kubernetes.Quantity" or "net.IP") and Params (opaque type parameters).
//     Kinds Optional (Elem is the value type) and Opaque were added.
//   - Cost is {Min, Max uint64}.
//   - has(a.b) is a Select with TestOnly (as cel-go expands it), not a Macro.
//   - A Macro node holds Target (the receiver), IterVar/IterVar2 and in Args
//     only the expressions after the variables: l.all(x, p) → Args [p];
//     l.map(x, f, t) (filter then transform) → Args [f, t].
//   - List literals keep optional elements ([?x]) in OptIndices.
//   - Struct literals (Name{f: v}) parse as Kind Struct; the CRD environment
//     has no message types, so Check rejects them as cel-go does.
package cel
