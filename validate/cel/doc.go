// Package cel is the runtime library of CEL rules compiled to Go: the
// functions generated code calls to evaluate an x-kubernetes-validations
// rule with exactly the results cel-go gives in the Kubernetes v1.37 CRD
// environment (k8s.io/apiserver v0.37.2, cel-go v0.29.2), without an
// interpreter and without cel-go. It is pure Go; its only dependencies are
// k8s.io/apimachinery (quantities, name formats) and kube-openapi's strfmt
// (the date-time, duration and byte formats the API server decodes), the
// libraries the API server's CEL uses itself. Semantic versions are parsed
// by its own parser (semver.go), held to blang/semver's, so that a module
// with generated code needs no other module than those.
//
// # Values
//
// CEL values are plain Go values: int64, uint64, float64, bool, string,
// []byte, time.Duration, time.Time, slices, map[string]V, and for the
// Kubernetes types resource.Quantity, *url.URL, netip.Addr, netip.Prefix,
// Semver and Format. Generated code reads fields of the user's Go
// types directly and converts them to the JSON form the API server
// evaluates (json.go): int-or-string, metav1.Time as a UTC timestamp in
// whole seconds, strings with format date-time/date/duration/byte decoded
// as the server's schema conversion does, invalid UTF-8 replaced as the JSON
// encoder does.
//
// # Errors
//
// A CEL evaluation error is a value of type Err: a Code and the arguments of
// its message, built only when Error() is called, so passing errors around
// allocates nothing. Err.Error() is cel-go's message word for word
// ("integer overflow", "no such key: name", "index out of bounds: 3", "type
// conversion error from 'string' to 'int'", library messages such as
// "min called on empty list"); EvalErrorDetail wraps it as the API server
// does ("integer overflow evaluating rule: <message or rule>"). Every
// function that can fail returns (value, Err); compiled code
// checks Failed() and propagates the first error as cel-go does.
//
// CEL's && and || are commutative over errors: true || error is true and
// false && error is false, whichever side failed. Or and And take both
// sides with their errors; compiled code short-circuits a decisive left
// side itself and calls them for the rest. The macros follow: all(x, p)
// folds And over the elements (false wins, else the first error), exists
// folds Or, exists_one fails at the first error. One cel-go quirk is kept
// on purpose: an error in a sortBy key is SortByKeyError, the recovered
// panic cel-go reports.
//
// # What is covered
//
//   - arith.go, compare.go: checked int and uint arithmetic, ordering and
//     equality across int, uint and double (NaN cannot be ordered and
//     equals nothing), strings, bytes and bools;
//   - convert.go, timeops.go: int(), uint(), double(), bool(), string(),
//     bytes(), duration(), timestamp() with cel-go's range checks and
//     formats; timestamp and duration arithmetic and accessors (UTC by
//     default, or a named zone or offset);
//   - strings.go: size in code points, contains/startsWith/endsWith,
//     matches, and the strings extension at version 2 (charAt, indexOf,
//     lastIndexOf, lowerAscii, upperAscii, replace, split, substring, trim,
//     join, strings.quote);
//   - regex.go: find, findAll (literal patterns are compiled once by the
//     generated code; run-time patterns report the library's errors);
//   - lists.go, extlists.go, equal.go: indexing, in, the Kubernetes lists
//     library (isSorted, sum, min, max, indexOf, lastIndexOf, includes),
//     the lists extension (slice, flatten, lists.range, reverse, distinct,
//     sort, sortBy), the sets extension, and list equality as the API server
//     defines it for atomic, set and map lists;
//   - quantity.go, url.go, ip.go, format.go, semver.go: the Kubernetes
//     quantity, URL, IP/CIDR, format and semver libraries, with their
//     messages.
//
// Overloads (overloads.go) maps each cel-go overload id the type checker
// picks (gen/cel's Expr.Overload) to the function implementing it.
//
// Not covered (the compiler leaves such rules to the interpreted tier):
// string.format() of the strings extension, the runtime cost limit, and
// dynamic values whose type is only known at run time beyond the
// int-or-string and numeric cases above.
//
// # Verification
//
// crdtest/celrt_test.go evaluates every function both ways, this package
// and cel-go in the Kubernetes base environment, on random and edge inputs
// and requires the same value or the same error message
// (TestCELRuntimeMatchesCELGo; KUBEDV_CELRT_ROUNDS=N for more rounds;
// FuzzCELRuntime for the fuzzer). allocs_test.go checks that the calls a
// valid object makes allocate nothing.
package cel
