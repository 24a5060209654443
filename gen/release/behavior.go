package release

// Each method below is one behavior that differs between releases, named
// for what the newer release does, with the Kubernetes change behind it.
// Stages ask the universe's release through these methods; nothing else
// compares releases.

// PresenceOnValueStructIsDoc: +k8s:required and +k8s:optional on a field
// holding a struct by value emit nothing; the struct's members decide
// (Kubernetes v1.38; v1.37's generator refused both tags there).
func (r Release) PresenceOnValueStructIsDoc() bool { return r >= V138 }

// OpenAPIGenParsesTagsFunctionStyle: openapi-gen reads its tags with gengo's function-style parser (kube-openapi ca3452a79603, Kubernetes v1.38).
func (r Release) OpenAPIGenParsesTagsFunctionStyle() bool { return r >= V138 }

// OpenAPIGenReadsK8sTagAliases: openapi-gen takes +k8s:optional/required/enum/listType/listMapKey for the unprefixed tags (kube-openapi ca3452a79603, Kubernetes v1.38).
func (r Release) OpenAPIGenReadsK8sTagAliases() bool { return r >= V138 }

// OpenAPIGenSkipsUnexportedFieldsOfCustomJSON: openapi-gen leaves out unexported fields of structs with MarshalJSON and UnmarshalJSON (kube-openapi ca3452a79603, Kubernetes v1.38).
func (r Release) OpenAPIGenSkipsUnexportedFieldsOfCustomJSON() bool { return r >= V138 }

// EachValDoesNotShortCircuit: the checks +k8s:eachVal and +k8s:eachKey put on items and keys stop nothing, neither the value's other checks nor the item's (Kubernetes v1.38: iteration functions carry DefaultFlags).
func (r Release) EachValDoesNotShortCircuit() bool { return r >= V138 }

// SubfieldKeepsOwnStops: a +k8s:subfield rule no longer inherits the short-circuit rules of the selected field's declaration (Kubernetes v1.38: subfield validations are the parent's own).
func (r Release) SubfieldKeepsOwnStops() bool { return r >= V138 }

// QualifiedNameRefusesSlashes: +k8s:format=k8s-resource-fully-qualified-name
// refuses a value with more than one slash, which v1.37 accepted
// (apimachinery v0.38's strfmt.go).
func (r Release) QualifiedNameRefusesSlashes() bool { return r >= V138 }

// DurationBoundsAreQuoted: +k8s:minimum/maximum on a time.Duration take a
// quoted Go duration and refuse an integer, which v1.37 read as
// nanoseconds (Kubernetes v1.38, kubernetes/kubernetes#142368).
func (r Release) DurationBoundsAreQuoted() bool { return r >= V138 }

// CoverageItemsAtItems: coverage fixtures declare a +k8s:item rule at the
// list's items (list[*]), not at the list (code-generator v0.38).
func (r Release) CoverageItemsAtItems() bool { return r >= V138 }

// CoverageEmbeddedByTypeName: coverage fixtures name the fields of an
// inlined embedded struct under its type name (T2.intField).
func (r Release) CoverageEmbeddedByTypeName() bool { return r >= V138 }

// CoverageUnionAtMembers: coverage fixtures declare a discriminated union's
// errors at its members, where they are reported, not at the struct.
func (r Release) CoverageUnionAtMembers() bool { return r >= V138 }

// PointerMapValuesMustBeSet: a validated map[K]*V field reports each nil value as Required before its other checks, as lists of pointers do (Kubernetes v1.38: PtrMapNoNils, EachPtrMapVal).
func (r Release) PointerMapValuesMustBeSet() bool { return r >= V138 }

// CoverageDeclaresMonotonic: coverage fixtures declare +k8s:monotonic's
// error (field.Invalid, origin "monotonic"), which v1.37's left out.
func (r Release) CoverageDeclaresMonotonic() bool { return r >= V138 }

// CoverageDeclaresFormatLengths: coverage fixtures declare the TooLong
// errors of k8s-resource-fully-qualified-name and k8s-resource-pool-name.
func (r Release) CoverageDeclaresFormatLengths() bool { return r >= V138 }

// CoverageDeclaresModePayloads: coverage fixtures declare the errors of
// +k8s:ifMode payloads (+k8s:ifMode("Limited")=+k8s:required: Required).
func (r Release) CoverageDeclaresModePayloads() bool { return r >= V138 }

// ReadsDeepEqualFuncTag: +k8s:validation-gen-deep-equal-func names the function ratcheting compares values == cannot compare with; v1.37's generator ignored the tag (code-generator v0.38).
func (r Release) ReadsDeepEqualFuncTag() bool { return r >= V138 }

// CallsNearestGeneratedCopy: a call into the types of a package generated into several packages goes to the copy whose import path shares the most with the caller's, not always to the registering one (code-generator v0.38's resolveFunc).
func (r Release) CallsNearestGeneratedCopy() bool { return r >= V138 }

// AllowlistMatchesGlobs: --test-allowlist entries take "*" for an apiVersion's group or version and "*.<suffix>" paths, which v1.37 compared literally (code-generator v0.38).
func (r Release) AllowlistMatchesGlobs() bool { return r >= V138 }

// CoverageRootPathsHaveNoDot: coverage fixtures declare a root type's errors at a ".name" fragment (dependentRequired, subfield, ifMode members) as "name", not ".name" (code-generator v0.38's recordRules).
func (r Release) CoverageRootPathsHaveNoDot() bool { return r >= V138 }

// RefusesEnumWithoutK8sEnum: v1.38's validation-gen stops at a type with
// openapi-gen's +enum and no +k8s:enum (its enumConsistency lint rule).
func (r Release) RefusesEnumWithoutK8sEnum() bool { return r >= V138 }
