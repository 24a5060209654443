package validators

// The tags that are not validation tags but that validation-gen reads: they
// choose what is generated (selection) and which request paths a root
// type's registered function accepts (subresources). They are registered so
// that docs and lint know them like every other tag; gen/roots.go and the
// loader act on them, and validators never apply them.

// Names of the selection and subresource tags.
const (
	MainTag                = "validation-gen"
	InputTag               = "validation-gen-input"
	SchemeRegistryTag      = "validation-gen-scheme-registry"
	DeepEqualFuncTag       = "validation-gen-deep-equal-func"
	TestFixtureTag         = "validation-gen-test-fixture"
	TestTargetsTag         = "validation-gen-test-targets"
	NolintTag              = "validation-gen-nolint"
	SupportsSubresourceTag = "supportsSubresource"
	IsSubresourceTag       = "isSubresource"
	// TypedefChainsTag selects how typedef chains of the package's types
	// are validated (typedefs.go).
	TypedefChainsTag = "validation-gen-typedef-chains"
)

func init() {
	const subresourceArg = `subresource path, e.g. "/status"`
	Register(&Tag{
		Name:       MainTag,
		Kind:       KindSelection,
		Scopes:     ScopePackage | ScopeType,
		Stability:  Stable,
		Payload:    StringPayload,
		PayloadDoc: "<*|TypesWithField=<Field>|TypesWithSuffix=<Suffix>|true|false>",
		Doc: "On a package: generate validation for the package, for all its exported types (*) or those with a field " +
			"or name suffix (repeatable), or for none (false). On a type: opt it in (true) or out (false).",
		Example: "// +k8s:validation-gen=TypesWithField=TypeMeta\npackage v1",
		Behavior: "Selected types that are not lists (no embedded metav1.ListMeta) get a registered Validate_<Type> function; " +
			"every type they reach that has validation gets one too. Read from the comment above the package clause and " +
			"from a type's doc comment or the block one blank line above it.",
	}, &Tag{
		Name:       InputTag,
		Kind:       KindSelection,
		Scopes:     ScopePackage,
		Stability:  Stable,
		Payload:    StringPayload,
		PayloadDoc: "<import path>",
		Doc:        "Generate for the types of another package (an internal version, usually) into this one.",
		Example:    "// +k8s:validation-gen-input=k8s.io/api/apps/v1\npackage v1",
		Behavior:   "The named package is loaded with its syntax and tags; the functions are written into this package.",
	}, &Tag{
		Name:       SchemeRegistryTag,
		Kind:       KindSelection,
		Scopes:     ScopePackage,
		Stability:  Stable,
		Payload:    StringPayload,
		PayloadDoc: "<import path>.<Type>|nil",
		Doc:        "The scheme type whose AddValidationFunc registers the generated functions, or nil for no registration.",
		Example:    "// +k8s:validation-gen-scheme-registry=k8s.io/apimachinery/pkg/runtime.Scheme\npackage v1",
		Behavior:   "RegisterValidations(scheme *<Type>) calls scheme.AddValidationFunc once per root type; the default is k8s.io/apimachinery/pkg/runtime.Scheme.",
	}, &Tag{
		Name:       DeepEqualFuncTag,
		Kind:       KindSelection,
		Scopes:     ScopePackage,
		Stability:  Stable,
		Payload:    StringPayload,
		PayloadDoc: "<func>|<import path>.<func>",
		Doc: "The function the package's generated code compares an old and a new value with where == cannot compare them " +
			"(Kubernetes v1.38).",
		Example: "// +k8s:validation-gen-deep-equal-func=k8s.io/apimachinery/pkg/api/equality.Semantic.DeepEqual\npackage v1",
		Behavior: "Read on Kubernetes 1.38 trees; 1.37's validation-gen ignores the tag, and so does kubedv on a 1.37 tree " +
			"(--kubernetes-release=1.38 reads it). It decides every comparison of values that are not comparable with == once " +
			"pointers are followed (structs holding pointers, slices or maps; slices; maps; interfaces; types such as " +
			"resource.Quantity): whether a field, a map value or a list item is unchanged on update (ratcheting), whether a " +
			"sibling changed (+k8s:ifMode), and which items of a listType=set are duplicates. Values == compares (a *int, " +
			"a struct of scalars) are compared with ==. It is called with the two values as Kubernetes' generated code holds " +
			"them: pointers, slices and maps as they are, a pointer to any other value; so it is a func[T any](a, b T) bool " +
			"or a func(a, b any) bool. A name without an import path is a function of the package (or Var.Method of one of " +
			"its variables); a name with a dot and no slash that the package does not declare is the standard library's " +
			"(reflect.DeepEqual). Empty, or no tag, means kubedv's generated equality, which agrees with " +
			"k8s.io/apimachinery/pkg/api/equality.Semantic. A name that does not resolve to such a function stops generation at the tag.",
	}, &Tag{
		Name:       TestFixtureTag,
		Kind:       KindSelection,
		Scopes:     ScopePackage,
		Stability:  Stable,
		Payload:    StringPayload,
		PayloadDoc: "validateFalse",
		Doc:        "Generate a test that checks every +k8s:validateFalse of the package reports its error (Kubernetes' output tests).",
		Example:    "// +k8s:validation-gen-test-fixture=validateFalse\npackage v1",
		Behavior:   "Writes <output file>_test.go next to the generated file.",
	}, &Tag{
		Name:      TestTargetsTag,
		Kind:      KindSelection,
		Scopes:    ScopePackage,
		Stability: Stable,
		Doc:       "Generate a declarative-validation coverage test in the package itself, listing the rules of its root types.",
		Example:   "// +k8s:validation-gen-test-targets\npackage v1",
		Behavior:  "Writes <output file>_coverage_test.go, registered with k8s.io/apimachinery/pkg/test/coverage.",
	}, &Tag{
		Name:            NolintTag,
		Kind:            KindSelection,
		Scopes:          ScopePackage | ScopeType,
		Stability:       Stable,
		Payload:         StringPayload,
		PayloadDoc:      "<rule>[,<rule>...]",
		PayloadOptional: true,
		Doc:             "Opt a package or a type out of `validation-gen --lint`: of every rule, or of the rules named.",
		Example:         "// +k8s:validation-gen-nolint=presence\ntype Legacy struct{}",
		Behavior:        "Generation is unchanged; lint reports nothing (or nothing of the named rules) inside the package or the type's declaration.",
	}, &Tag{
		Name:       TypedefChainsTag,
		Kind:       KindSelection,
		Scopes:     ScopePackage,
		Stability:  Alpha,
		Payload:    StringPayload,
		PayloadDoc: "all|last",
		Doc: "How the tags of a typedef chain (`type A B`) apply: all, every link's tags; last (the default, as Kubernetes), " +
			"only the declared type's own tags.",
		Example:  "// +k8s:validation-gen-typedef-chains=all\npackage v1",
		Behavior: "With all, A's function also runs B's validation, and so on down the chain; list semantics are inherited from the links.",
	}, &Tag{
		Name:            SupportsSubresourceTag,
		Kind:            KindSubresource,
		Scopes:          ScopeType,
		Stability:       Stable,
		Args:            []Arg{{Name: "", Doc: subresourceArg}},
		Payload:         StringPayload,
		PayloadDoc:      `"<subresource path>"`,
		PayloadOptional: true,
		Doc: "The root type's registered validation also accepts requests for the subresource " +
			`(repeatable; written +k8s:supportsSubresource("/status") or, as Kubernetes does, ="/status").`,
		Example:  "// +k8s:supportsSubresource(\"/status\")\ntype Widget struct{}",
		Behavior: "The type is registered for \"/\" and every supported path; +k8s:ifSubresource conditions select by the request's path.",
	}, &Tag{
		Name:            IsSubresourceTag,
		Kind:            KindSubresource,
		Scopes:          ScopeType,
		Stability:       Stable,
		Args:            []Arg{{Name: "", Doc: subresourceArg}},
		Payload:         StringPayload,
		PayloadDoc:      `"<subresource path>"`,
		PayloadOptional: true,
		Doc:             "The root type is the body of one subresource, such as Scale for \"/scale\", not of the resource itself.",
		Example:         "// +k8s:isSubresource(\"/scale\")\ntype Scale struct{}",
		Behavior:        "The type is registered for that path only; at most one per type.",
	})
}

// Declarations: tags other generators act on.
func init() {
	Register(&Tag{
		Name:      "default",
		Kind:      KindDeclaration,
		Scopes:    ScopeField | ScopeType,
		Stability: Alpha,
		Payload:   ValuePayload,
		Doc: "The spelling of +default=<JSON> that Kubernetes plans (KEP-5073): the same default to defaulter-gen, --crd-dir " +
			"and validation-gen. Kubernetes v1.37's validation-gen does not read it.",
		Example:  "// +k8s:optional\n// +k8s:default=1\nReplicas *int32 `json:\"replicas,omitempty\"`",
		Behavior: "Checks nothing itself. As with +default, an optional field with a default is required (the server defaults it before validating), unless it is a non-pointer field whose default is its zero value.",
	})
}
