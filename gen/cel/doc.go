// Package cel is kubedv's own front end for CEL as the Kubernetes v1.37
// (k8s.io/apiserver v0.37.2, cel-go v0.29.2) CRD validation environment
// accepts it when a CRD is created: parse (with macros), type-check against a
// structural schema's types, cost estimation, and the per-rule checks of
// apiextensions-apiserver. It imports no cel-go; crdtest holds the
// differential tests against the real environment (docs/cel.md).
//
// Refinements of the shared API (cel-api.md), for consumers:
//   - Type has Key (map key type; schema maps have string keys), Name (object
//     type name; the opaque name for library types such as "net.IP"; struct
//     names such as "kubernetes.Quantity" are Objects without fields) and
//     Params (opaque type parameters); Kinds Optional (Elem is the value
//     type), Opaque and TypeParam were added, Type is TypeKind.
//   - Type.Enum (string enums: the API server bounds a string by its longest
//     value when maxLength is unset) and Field.HasDefault (a required field
//     with a default does not count towards an object's minimum size).
//   - Schema nodes map as the API server's SchemaDeclType maps them: an object
//     node (type: object) without properties is an Object without Fields,
//     preserve-unknown-fields or not (the API server declares an empty
//     object: selecting a field of it is a type error); Kind Dyn (not
//     IntOrString) is a node without a type, which the API server leaves out
//     of CEL (the property is not declared at all).
//   - Field.Name is the JSON property name; DeclaredType gives the CEL type
//     the API server declares self with (escaped names such as
//     foo__dash__bar, objects named by schema path from "selfType").
//   - Compile(r, self) is CompileIn(r, self, RootContext()). CompileIn takes
//     the node's Context: cardinality from the maxItems/maxProperties above
//     it (ctx.Property(), ctx.Items(list, path), ctx.Values(map)), where
//     oldSelf is uncorrelatable, and whether the node is the CRD root (the
//     API server adds apiVersion, kind and metadata there and on embedded
//     resources).
//   - Cost is {Min, Max uint64}; Program.TotalCost is Cost.Max times the
//     node's cardinality (what the per-expression limit checks),
//     MessageTotalCost the message expression's; CRDCost sums them for the
//     per-CRD limit.
//   - has(a.b) is a Select with TestOnly (as cel-go expands it), not a Macro.
//   - A Macro node holds Target (the receiver), IterVar/IterVar2 and in Args
//     only the expressions after the variables: l.all(x, p) → Args [p];
//     l.map(x, f, t) (filter then transform) → Args [f, t]. Macros are
//     exists_one/existsOne only in their forms the environment declares.
//   - Optional select a.?b is a Call "_?._" with the field name as a string
//     literal (as cel-go builds it); a[?i] is Call "_[?_]"; both have
//     Optional set. List literals
//     keep optional elements ([?x]) in OptIndices; map entries have Optional.
//   - Namespaced functions (sets.contains, optional.of, format.dns1123Label,
//     lists.range, strings.quote, ip.isCanonical) are global Calls whose Name
//     is the full name after checking.
//   - Call.Overloads lists every overload id still possible after checking
//     (several when arguments are dyn); Overload is set when there is one.
//   - Struct literals (Name{f: v}) parse as Kind Struct; the CRD environment
//     has no message types, so Check refuses them as cel-go does.
package cel
