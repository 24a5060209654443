package validate

import (
	"strings"

	utilvalidation "k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Format is one +k8s:format value: the function of this package that
// checks it, by name for generated code and as a value for callers that
// know a value only at run time (lint evaluating a +default).
type Format struct {
	Func  string
	Check func(p *Path, v string) field.ErrorList
	// Deprecated says why new fields should not use the format, if so.
	Deprecated string
}

// Formats maps each +k8s:format value to its check. Every function has
// the shape func[T ~string](p *Path, v T) field.ErrorList.
var Formats = map[string]Format{
	"k8s-condition-reason":       {Func: "ConditionReason", Check: ConditionReason[string]},
	"k8s-date-time":              {Func: "DateTime", Check: DateTime[string]},
	"k8s-duration":               {Func: "DurationString", Check: DurationString[string]},
	"k8s-extended-resource-name": {Func: "ExtendedResourceName", Check: ExtendedResourceName[string]},
	"k8s-ip":                     {Func: "IP", Check: IP[string]},
	"k8s-label-key":              {Func: "LabelKey", Check: LabelKey[string]},
	"k8s-label-value":            {Func: "LabelValue", Check: LabelValue[string]},
	"k8s-long-name":              {Func: "LongName", Check: LongName[string]},
	"k8s-long-name-caseless": {Func: "LongNameCaseless", Check: LongNameCaseless[string],
		Deprecated: "it accepts upper-case letters, which Kubernetes names do not allow; use k8s-long-name for new fields"},
	"k8s-path-segment-name":             {Func: "PathSegmentName", Check: PathSegmentName[string]},
	"k8s-prefixed-label-key":            {Func: "PrefixedLabelKey", Check: PrefixedLabelKey[string]},
	"k8s-resource-fully-qualified-name": {Func: "ResourceFullyQualifiedName", Check: ResourceFullyQualifiedName[string]},
	"k8s-resource-pool-name":            {Func: "ResourcePoolName", Check: ResourcePoolName[string]},
	"k8s-short-name":                    {Func: "ShortName", Check: ShortName[string]},
	"k8s-uri":                           {Func: "URI", Check: URI[string]},
	"k8s-uuid":                          {Func: "UUID", Check: UUID[string]},
}

// FormatNames maps each +k8s:format value to the name of its function.
var FormatNames = func() map[string]string {
	out := make(map[string]string, len(Formats))
	for name, f := range Formats {
		out[name] = f.Func
	}
	return out
}()

// Each format checks v with a hand-written predicate and only on failure
// builds Kubernetes' messages, one Invalid error per message. Unless noted,
// the bad value is v with its own type.

// ShortName checks k8s-short-name: an RFC 1123 label ("DNS label").
func ShortName[T ~string](p *Path, v T) field.ErrorList {
	if isDNSLabel(string(v)) {
		return nil
	}
	return invalidEach(p, v, dnsLabelMessages(string(v)), "format=k8s-short-name")
}

// LongName checks k8s-long-name: a lowercase RFC 1123 subdomain.
func LongName[T ~string](p *Path, v T) field.ErrorList {
	if isDNSSubdomain(string(v)) {
		return nil
	}
	return invalidEach(p, v, dnsSubdomainMessages(string(v)), "format=k8s-long-name")
}

// LongNameCaseless checks k8s-long-name-caseless: an RFC 1123 subdomain that
// may use upper case. Deprecated upstream; kept for existing APIs.
func LongNameCaseless[T ~string](p *Path, v T) field.ErrorList {
	if isDNSSubdomainCaseless(string(v)) {
		return nil
	}
	return invalidEach(p, v, dnsSubdomainCaselessMessages(string(v)), "format=k8s-long-name-caseless")
}

// LabelKey checks k8s-label-key: an optional subdomain prefix and '/', then
// a name.
func LabelKey[T ~string](p *Path, v T) field.ErrorList {
	if isLabelKey(string(v)) {
		return nil
	}
	return invalidEach(p, v, utilvalidation.IsQualifiedName(string(v)), "format=k8s-label-key")
}

// PrefixedLabelKey checks k8s-prefixed-label-key: a label key whose prefix
// is present.
func PrefixedLabelKey[T ~string](p *Path, v T) field.ErrorList {
	if isPrefixedLabelKey(string(v)) {
		return nil
	}
	msgs := utilvalidation.IsQualifiedName(string(v))
	if len(msgs) == 0 {
		msgs = []string{missingPrefixMsg}
	}
	return invalidEach(p, v, msgs, "format=k8s-prefixed-label-key")
}

// LabelValue checks k8s-label-value: empty, or a label name.
func LabelValue[T ~string](p *Path, v T) field.ErrorList {
	if isLabelValue(string(v)) {
		return nil
	}
	return invalidEach(p, v, utilvalidation.IsValidLabelValue(string(v)), "format=k8s-label-value")
}

// IP checks k8s-ip with the rules and messages of util/validation.IsValidIP,
// the strict form Kubernetes requires of new fields: no leading zeros, no
// IPv4-mapped IPv6, canonical form.
func IP[T ~string](p *Path, v T) field.ErrorList {
	if isStrictIP(string(v)) {
		return nil
	}
	return ipErrors(p, v)
}

func ipErrors[T ~string](p *Path, v T) field.ErrorList {
	errs := utilvalidation.IsValidIP(nil, string(v))
	msgs := make([]string, len(errs))
	for i, e := range errs {
		msgs[i] = e.Detail
	}
	return invalidEach(p, v, msgs, "format=k8s-ip")
}

// UUID checks k8s-uuid: lowercase 8-4-4-4-12 hexadecimal. As in Kubernetes
// the bad value is the plain string.
func UUID[T ~string](p *Path, v T) field.ErrorList {
	if isUUID(string(v)) {
		return nil
	}
	return invalidEach(p, string(v), []string{uuidMessage}, "format=k8s-uuid")
}

// PathSegmentName checks k8s-path-segment-name: usable as one segment of a
// URL or storage path.
func PathSegmentName[T ~string](p *Path, v T) field.ErrorList {
	if isPathSegmentName(string(v)) {
		return nil
	}
	return invalidEach(p, v, pathSegmentNameMessages(string(v)), "format=k8s-path-segment-name")
}

// ExtendedResourceName checks k8s-extended-resource-name. As in Kubernetes
// the bad value is the plain string.
func ExtendedResourceName[T ~string](p *Path, v T) field.ErrorList {
	if isExtendedResourceName(string(v)) {
		return nil
	}
	return extendedResourceNameErrors(p, string(v))
}

// ResourceFullyQualifiedName checks k8s-resource-fully-qualified-name:
// "<subdomain>/<C identifier>". As in Kubernetes the bad value is the part
// of the string that is wrong.
func ResourceFullyQualifiedName[T ~string](p *Path, v T) field.ErrorList {
	if isResourceFullyQualifiedName(string(v)) {
		return nil
	}
	return resourceFullyQualifiedNameErrors(p, string(v))
}

// ResourceFullyQualifiedNameOneSlash is ResourceFullyQualifiedName as
// Kubernetes v1.38 has it: a value with more than one slash, which v1.37
// let through, "must not contain more than one slash".
func ResourceFullyQualifiedNameOneSlash[T ~string](p *Path, v T) field.ErrorList {
	if strings.Count(string(v), "/") > 1 {
		return one(at(p, field.Invalid(nil, string(v), "must not contain more than one slash"), "format=k8s-resource-fully-qualified-name"))
	}
	return ResourceFullyQualifiedName(p, v)
}

// ResourcePoolName checks k8s-resource-pool-name: '/'-separated lowercase
// subdomains, at most 253 bytes. As in Kubernetes the bad value is the
// plain string, or the segment its message is about.
func ResourcePoolName[T ~string](p *Path, v T) field.ErrorList {
	if isResourcePoolName(string(v)) {
		return nil
	}
	return resourcePoolNameErrors(p, string(v))
}

// invalidEach builds one Invalid error per message, all at p with the same
// bad value and origin. The path is rendered once.
func invalidEach[T ~string](p *Path, v T, msgs []string, origin string) field.ErrorList {
	errs := make(field.ErrorList, len(msgs))
	path := p.String()
	for i, msg := range msgs {
		e := field.Invalid(nil, v, msg)
		e.Field, e.Origin = path, origin
		errs[i] = e
	}
	return errs
}
