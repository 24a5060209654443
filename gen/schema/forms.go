package schema

// TagForms says for each +k8s: tag how a CRD written by --crd-dir enforces
// it: an OpenAPI keyword, a CEL rule (x-kubernetes-validations), or
// nothing, in which case the CRD is written without it and a
// crd-inexpressible finding names the tag. The docs show it per tag; tags
// missing here are not enforced.
// durationBoundForm is the CRD form of a quoted duration bound.
const durationBoundForm = " A duration bound (`+k8s:minimum=\"1s\"`): on metav1.Duration, a string in JSON, the CEL rule " +
	"`duration(self) >= duration('1s')` (CEL's duration() is Go's time.ParseDuration); on time.Duration, an integer of nanoseconds in JSON, the keyword in nanoseconds."

var TagForms = map[string]string{
	"validation:cel":                     celForm,
	"kubebuilder:validation:XValidation": celForm,
	"required":                           "`required` on the struct, and for values whose zero is a JSON value (\"\", 0, false, an empty list or map) a CEL rule `!has(self.f) || self.f != ''` with reason FieldValueRequired at the field.",
	"optional":                           "Nothing to write: a CRD checks only the values that are there. A field that is not a pointer and has no omitempty carries its zero value in JSON, which the Go code treats as unset: the field's rules accept the zero (keywords that reject it become CEL rules `<zero> || ...`, an enum gets \"\").",
	"forbidden":                          "CEL rule on the struct, `!(has(self.f) && <set>)`, reason FieldValueForbidden at the field.",
	"minimum":                            "Keyword `minimum` (a CEL rule `self >= N` beyond ±2^53, which the API server's float64 bounds would round; the same for the other bounds). " + fieldBoundForm + durationBoundForm,
	"maximum":                            "Keyword `maximum`. " + fieldBoundForm + durationBoundForm,
	"exclusiveMinimum":                   "Keywords `minimum` with `exclusiveMinimum: true`. " + fieldBoundForm,
	"exclusiveMaximum":                   "Keywords `maximum` with `exclusiveMaximum: true`. " + fieldBoundForm,
	"multipleOf":                         "Keyword `multipleOf` (a second, different factor on the same value, or one beyond ±2^53: CEL rule `self % N == 0`).",
	"minLength":                          "Keyword `minLength`.",
	"maxLength":                          "Keyword `maxLength`.",
	"maxBytes":                           "CEL rule `bytes(self).size() <= N`, and `maxLength: N` (no longer string can pass) to bound the cost estimate.",
	"minItems":                           "Keyword `minItems`.",
	"maxItems":                           "Keyword `maxItems`.",
	"minProperties":                      "Keyword `minProperties`.",
	"maxProperties":                      "Keyword `maxProperties`.",
	"enum":                               "Keyword `enum`: the constants minus `+k8s:enumExclude` ones (and those excluded under the options of `--crd-enabled-options`).",
	"enumExclude":                        "Leaves the constant out of the `enum` keyword.",
	"pattern":                            "Keyword `pattern` (a second pattern on the same value: CEL `self.matches(...)`).",
	"neq":                                "CEL rule `self != <value>`.",
	"eq":                                 "CEL rule `self == <value>`.",
	"format": "CEL rule: k8s-short-name `format.dns1123Label()`, k8s-long-name `format.dns1123Subdomain()`, k8s-label-key `format.qualifiedName()` (k8s-prefixed-label-key: and `self.contains('/')`), " +
		"k8s-label-value `format.labelValue()` (the API server's format library), k8s-uuid a lower-case UUID regex, k8s-ip `isIP(self) && ip.isCanonical(self)`, " +
		"k8s-uri `isURL(self) && url(self).getScheme() != ''` (the Kubernetes URL library; both are url.ParseRequestURI), " +
		"k8s-duration `self.matches('<Go duration grammar>') && duration(self) == duration(self)`, k8s-date-time `self.matches('<RFC 3339 grammar>') && timestamp(self) == timestamp(self)` " +
		"(CEL's duration() and timestamp() are time.ParseDuration and time.Parse(time.RFC3339); the regular expression keeps malformed values from becoming evaluation errors, " +
		"so only an out-of-range value (a duration beyond ±292 years, a date such as February 30) fails with an evaluation error instead of the message); " +
		"with `maxLength` set to the longest valid value. Other formats: not enforced; finding crd-inexpressible (the CEL library has no exact equivalent).",
	"equalTo": "CEL rule on the struct, `(has(self.f) ? self.f : <zero>) == (has(self.s) ? self.s : <zero>)`, at the field (`fieldPath`) with the Go code's message; " +
		"ratcheted with `optionalOldSelf` when neither value changed. Strings, integers and booleans; structs and arrays: not enforced, finding crd-inexpressible.",
	"listType":           "Keyword `x-kubernetes-list-type` (set and map also enforce uniqueness); the items of a set are `x-kubernetes-map-type: atomic` (or list type atomic), as the API server requires.",
	"listMapKey":         "Keyword `x-kubernetes-list-map-keys`; every key field must be `+k8s:required` or have a `+default`.",
	"eachVal":            "The payload goes on `items` or `additionalProperties`.",
	"eachKey":            "CEL rule on the map: `self.all(k, <payload on k>)`. The rules of a map's key type become such rules too.",
	"immutable":          "On a field: CEL transition rule on the declaring struct, set/unset-aware equality with `oldSelf`, message \"field is immutable\" at the field. On a type or on items: not enforced; finding crd-inexpressible (an added value has no old value, which the API server does not check). Below an atomic or set list: not enforced; finding crd-inexpressible (`oldSelf` cannot be used there).",
	"update":             "On a field, NoSet/NoModify/NoClear: one CEL transition rule each on the declaring struct, with the Go code's set/unset meaning and messages. NoAddItem/NoRemoveItem, and on items: not enforced; finding crd-inexpressible.",
	"monotonic":          "On a field: CEL transition rule `!has(self.f) || self.f >= (has(oldSelf.f) ? oldSelf.f : 0)` on the declaring struct. On a type: not enforced; finding crd-inexpressible.",
	"dependentRequired":  "CEL rule on the struct: `!<trigger set> || <sibling set>`, reason FieldValueRequired at the sibling; with `optionalOldSelf` it holds when neither field changed set-state, as the Go code ratchets (below an atomic or set list, without that part).",
	"dependentForbidden": "CEL rule on the struct: `!<trigger set> || !<sibling set>`, reason FieldValueForbidden at the sibling; ratcheted like dependentRequired.",
	"unionMember":        "Union of struct fields: CEL rule on the struct counting set members (`== 1`, message \"must specify exactly one of: ...\" at the struct); with a discriminator, one rule per member at the member (set exactly when the discriminator names it). Ratcheted with `optionalOldSelf` when no member changed set-state (nor the discriminator), as the Go code does. Through `+k8s:subfield`: the same rules on the struct the subfields belong to. Of list items (`+k8s:item(k: v)=+k8s:unionMember`): one CEL rule on the struct declaring the list, at the list, counting the items that match (`self.l.exists(x, x.k == 'v')`), ratcheted alike; with a discriminator, or `unionMember` on a list that is not a struct field: not enforced; finding crd-inexpressible.",
	"zeroOrOneOfMember":  "CEL rule on the struct: at most one member set (`<= 1`), ratcheted like unionMember; of list items (`+k8s:item`), the matching items counted (on the list itself when it is not a struct field).",
	"unionDiscriminator": "Read by the unionMember rules (one CEL rule per member).",
	"alpha":              "Never written: alpha rules are shadow-only.",
	"beta":               "The payload is written unless `--crd-beta=false`.",
	"ifEnabled":          "The payload is written when the option is listed in `--crd-enabled-options` (default: none).",
	"ifDisabled":         "The payload is written when the option is not listed in `--crd-enabled-options`.",
	"opaqueType":         "The referenced type's rules are left out, as in the Go code (also for `+k8s:eachVal=+k8s:opaqueType`); its structure stays.",
	"subfield": "The payload goes on the subfield's own schema node (CRD schemas inline every node, so it is this use's own), exactly as if the tag were written on that field: keywords, CEL rules, `required` for `+k8s:required`; nested subfields and update rules likewise. " +
		"The rules the subfield inherits from its declaration are on that node already. On a root type's `metadata`, whose schema the API server owns: `subfield(name)=+k8s:format=k8s-long-name` and `=+k8s:optional` need nothing (the API server checks every custom resource's name as a DNS subdomain); other tags there: not enforced; finding crd-inexpressible.",
	"item": "CEL rules on the list's `items`, one per check, guarded by the keys: `!(self.type == 'Approved') || <check of self>`, with the `fieldPath` inside the item (`.reason`); the API server matches map-list items with their old values by key, so they are ratcheted per item as in the Go code. " +
		"`+k8s:update=NoModify`: transition rule `self == oldSelf` on the items; NoClear/NoRemoveItem: transition rule on the struct declaring the list, at the list (\"item may not be removed\"); unions of items: see unionMember. " +
		"Not enforced (finding crd-inexpressible): `+k8s:immutable` and NoSet (the Go code reports an added item at its index, which no `fieldPath` names), payloads with rules on items or keys of the item's fields, and format, pattern or maxBytes checks of a string without maxLength (the API server's cost estimate; the list may need maxItems too).",
	"ifMode": "One CEL rule per check on the struct: `!(<discriminator is v>) || <check of self.f>`, reported at the field (`fieldPath`) with the Go code's reason (FieldValueRequired, FieldValueForbidden, or invalid), " +
		"and the rule \"forbidden in other modes\": `!(<not any of its modes>) || !<f set>`. A missing discriminator is its zero value, a nil pointer matches no mode. " +
		"Ratcheted with `optionalOldSelf` when neither the field nor the discriminator changed, as in the Go code. Payloads on items or keys, or through `+k8s:subfield`, and format, pattern or maxBytes checks of a string without maxLength (cost estimate): not enforced; finding crd-inexpressible.",
	"modeDiscriminator": "Read by the `+k8s:ifMode` rules of its struct.",
	"listMapItem":       "As `+k8s:item`.",
	"memberOf":          "The group's members (fields, or items selected with `+k8s:listMapItem`) are checked as a `+k8s:unionMember` union: the same CEL rule.",
	"union":             "Declares the `+k8s:memberOf` group, whose CEL rule is that of a `+k8s:unionMember` union.",
}

// fieldBoundForm is how a bound by another field (constraint:) is written.
const fieldBoundForm = "With `constraint:` (another field): CEL rule on the struct, `!(<both set>) || self.f >= self.other`, at the field with the Go code's message (without the limit's value); a missing integer is 0, a nil pointer on the way skips the rule; ratcheted with `optionalOldSelf` when neither value changed."

// celForm is how a CRD carries a source CEL rule.
const celForm = "An `x-kubernetes-validations` entry at the node of the value, with every member as written (rule, message, messageExpression, reason, fieldPath, optionalOldSelf): " +
	"the API server enforces it as the Go code does. A rule on oldSelf below an atomic or set list stops generation (the API server refuses it)."

// TagForm returns how a CRD enforces the tag name.
func TagForm(name string) string {
	if f, ok := TagForms[name]; ok {
		return f
	}
	return "Not enforced; finding crd-inexpressible: the CRD is written without the tag, and the finding names it at its position (an error with `--crd-strict`)."
}

// DefaultForm says how a CRD carries +default (and +k8s:default), which
// is defaulter-gen's tag, not a validation tag (defaults.go).
const DefaultForm = "keyword `default` wherever the Go defaulter applies the value: on the field; " +
	"for a pointer field without its own, the `+default` of the type it points to; " +
	"a type's `+default` on `items` and `additionalProperties` (the API server defaults null items, Go zero ones: lint `default-drift`); " +
	"`{}` on non-pointer struct fields and struct items whose fields have defaults (Go always defaults those fields); " +
	"nothing inside map values (Go never defaults there). `ref(<constant>)` is written as the constant's value. " +
	"Left out: the zero value of a non-pointer field (Go never applies it). " +
	"Left out, with a crd-inexpressible finding: a non-pointer struct or inlined field, `ref()` to a variable, the root's metadata. " +
	"A default that fails the schema's keywords, or the tags behind its CEL rules, stops `--crd-dir` at the tag (KEP-2335)."
