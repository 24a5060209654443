package schema

// TagForms says for each +k8s: tag how a CRD written by --crd-dir enforces
// it: an OpenAPI keyword, a CEL rule (x-kubernetes-validations), or
// nothing, in which case the CRD is written without it and a
// crd-inexpressible finding names the tag. The docs show it per tag; tags
// missing here are not enforced.
var TagForms = map[string]string{
	"required":         "`required` on the struct, and for values whose zero is a JSON value (\"\", 0, false, an empty list or map) a CEL rule `!has(self.f) || self.f != ''` with reason FieldValueRequired at the field.",
	"optional":         "Nothing to write: a CRD checks only the values that are there.",
	"forbidden":        "CEL rule on the struct, `!(has(self.f) && <set>)`, reason FieldValueForbidden at the field.",
	"minimum":          "Keyword `minimum`.",
	"maximum":          "Keyword `maximum`.",
	"exclusiveMinimum": "Keywords `minimum` with `exclusiveMinimum: true`. With `constraint:` (another field): not enforced; finding crd-inexpressible.",
	"exclusiveMaximum": "Keywords `maximum` with `exclusiveMaximum: true`. With `constraint:` (another field): not enforced; finding crd-inexpressible.",
	"minLength":        "Keyword `minLength`.",
	"maxLength":        "Keyword `maxLength`.",
	"maxBytes":         "CEL rule `bytes(self).size() <= N`, and `maxLength: N` (no longer string can pass) to bound the cost estimate.",
	"minItems":         "Keyword `minItems`.",
	"maxItems":         "Keyword `maxItems`.",
	"minProperties":    "Keyword `minProperties`.",
	"maxProperties":    "Keyword `maxProperties`.",
	"enum":             "Keyword `enum`: the constants minus `+k8s:enumExclude` ones (and those excluded under the options of `--crd-enabled-options`).",
	"enumExclude":      "Leaves the constant out of the `enum` keyword.",
	"pattern":          "Keyword `pattern` (a second pattern on the same value: CEL `self.matches(...)`).",
	"neq":              "CEL rule `self != <value>`.",
	"format": "CEL rule: k8s-short-name `format.dns1123Label()`, k8s-long-name `format.dns1123Subdomain()`, k8s-label-key `format.qualifiedName()` (k8s-prefixed-label-key: and `self.contains('/')`), " +
		"k8s-label-value `format.labelValue()` (the API server's format library), k8s-uuid a lower-case UUID regex, k8s-ip `isIP(self) && ip.isCanonical(self)`; " +
		"with `maxLength` set to the longest valid value. Other formats: not enforced; finding crd-inexpressible (the CEL library has no exact equivalent).",
	"listType":           "Keyword `x-kubernetes-list-type` (set and map also enforce uniqueness).",
	"listMapKey":         "Keyword `x-kubernetes-list-map-keys`; every key field must be `+k8s:required` or have a `+default`.",
	"eachVal":            "The payload goes on `items` or `additionalProperties`.",
	"eachKey":            "CEL rule on the map: `self.all(k, <payload on k>)`.",
	"immutable":          "On a field: CEL transition rule on the declaring struct, set/unset-aware equality with `oldSelf`, message \"field is immutable\" at the field. On a type or on items: not enforced; finding crd-inexpressible (an added value has no old value, which the API server does not check). Below an atomic or set list: not enforced; finding crd-inexpressible (`oldSelf` cannot be used there).",
	"update":             "On a field, NoSet/NoModify/NoClear: one CEL transition rule each on the declaring struct, with the Go code's set/unset meaning and messages. NoAddItem/NoRemoveItem, and on items: not enforced; finding crd-inexpressible.",
	"monotonic":          "On a field: CEL transition rule `!has(self.f) || self.f >= (has(oldSelf.f) ? oldSelf.f : 0)` on the declaring struct. On a type: not enforced; finding crd-inexpressible.",
	"dependentRequired":  "CEL rule on the struct: `!<trigger set> || <sibling set>`, reason FieldValueRequired at the sibling; with `optionalOldSelf` it holds when neither field changed set-state, as the Go code ratchets (below an atomic or set list, without that part).",
	"dependentForbidden": "CEL rule on the struct: `!<trigger set> || !<sibling set>`, reason FieldValueForbidden at the sibling; ratcheted like dependentRequired.",
	"unionMember":        "Union of struct fields: CEL rule on the struct counting set members (`== 1`, message \"must specify exactly one of: ...\" at the struct); with a discriminator, one rule per member at the member (set exactly when the discriminator names it). Ratcheted with `optionalOldSelf` when no member changed set-state (nor the discriminator), as the Go code does. Unions of list items (`+k8s:item`) or through `+k8s:subfield`: not enforced; finding crd-inexpressible.",
	"zeroOrOneOfMember":  "CEL rule on the struct: at most one member set (`<= 1`), ratcheted like unionMember.",
	"unionDiscriminator": "Read by the unionMember rules (one CEL rule per member).",
	"alpha":              "Never written: alpha rules are shadow-only.",
	"beta":               "The payload is written unless `--crd-beta=false`.",
	"ifEnabled":          "The payload is written when the option is listed in `--crd-enabled-options` (default: none).",
	"ifDisabled":         "The payload is written when the option is not listed in `--crd-enabled-options`.",
	"opaqueType":         "The referenced type's rules are left out, as in the Go code; its structure stays.",
}

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
