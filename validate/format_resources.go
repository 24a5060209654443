package validate

import (
	"fmt"
	"strings"

	utilvalidation "k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

const (
	quotaRequestsPrefix        = "requests."
	reservedResourceDomain     = "kubernetes.io/"
	resourcePoolNameMaxLength  = 253
	qualifiedNamePrefixMaxLen  = 63
	qualifiedNameNameMaxLength = 32
)

// isExtendedResourceName reports whether s is a domain-prefixed name outside
// kubernetes.io that, with "requests." in front, is a label key (as quota
// names it).
func isExtendedResourceName(s string) bool {
	slash := strings.IndexByte(s, '/')
	if slash < 0 || strings.Contains(s, reservedResourceDomain) || strings.HasPrefix(s, quotaRequestsPrefix) {
		return false
	}
	// "requests." + s is a label key when its prefix "requests." + domain is
	// a subdomain ("requests" is a label, so the domain must be a subdomain
	// that fits in what is left) and the rest is a label name.
	domain, name := s[:slash], s[slash+1:]
	return len(quotaRequestsPrefix)+len(domain) <= dnsSubdomainMaxLength && matchesDNSSubdomain(domain) &&
		strings.IndexByte(name, '/') < 0 && len(name) <= labelNameMaxLength && matchesLabelName(name)
}

// extendedResourceNameErrors reports, like Kubernetes, every rule v breaks;
// the bad value is the plain string.
func extendedResourceNameErrors(p *Path, val string) field.ErrorList {
	var msgs []string
	if !strings.Contains(val, "/") {
		msgs = append(msgs, "a name must be a domain-prefixed path, such as 'example.com/my-prop'")
	} else if strings.Contains(val, reservedResourceDomain) {
		msgs = append(msgs, fmt.Sprintf("must not have %q domain", reservedResourceDomain))
	}
	if strings.HasPrefix(val, quotaRequestsPrefix) {
		msgs = append(msgs, fmt.Sprintf("must not have %q prefix", quotaRequestsPrefix))
	}
	msgs = append(msgs, utilvalidation.IsQualifiedName(quotaRequestsPrefix+val)...)
	return invalidEach(p, val, msgs, "format=k8s-extended-resource-name")
}

// isResourcePoolName reports whether s is at most 253 bytes of non-empty
// '/'-separated lowercase subdomains.
func isResourcePoolName(s string) bool {
	if len(s) > resourcePoolNameMaxLength {
		return false
	}
	for {
		slash := strings.IndexByte(s, '/')
		if slash < 0 {
			return matchesDNSSubdomain(s)
		}
		if !matchesDNSSubdomain(s[:slash]) {
			return false
		}
		s = s[slash+1:]
	}
}

// resourcePoolNameErrors mirrors Kubernetes: a TooLong for the whole value,
// then per segment either "must not be empty" or the subdomain messages
// (with the segment as bad value), all numbered by segment.
func resourcePoolNameErrors(p *Path, val string) field.ErrorList {
	const origin = "format=k8s-resource-pool-name"
	var errs field.ErrorList
	if len(val) > resourcePoolNameMaxLength {
		errs = append(errs, at(p, field.TooLong(nil, val, resourcePoolNameMaxLength), origin))
	}
	for i, segment := range strings.Split(val, "/") {
		if segment == "" {
			errs = append(errs, at(p, field.Invalid(nil, val, fmt.Sprintf("segment %d: must not be empty", i)), origin))
			continue
		}
		for _, msg := range dnsSubdomainMessages(segment) {
			errs = append(errs, at(p, field.Invalid(nil, segment, fmt.Sprintf("segment %d: %s", i, msg)), origin))
		}
	}
	return errs
}

// isResourceFullyQualifiedName reports whether s is "<subdomain>/<C
// identifier>" with a prefix of at most 63 and a name of at most 32 bytes.
//
// Like Kubernetes (its validateQualifiedName and this format share a known
// gap), a value with two or more slashes is not checked at all and passes.
func isResourceFullyQualifiedName(s string) bool {
	slash := strings.IndexByte(s, '/')
	if slash < 0 {
		return false
	}
	prefix, name := s[:slash], s[slash+1:]
	if strings.IndexByte(name, '/') >= 0 {
		return true
	}
	return len(prefix) <= qualifiedNamePrefixMaxLen && matchesDNSSubdomain(prefix) &&
		len(name) <= qualifiedNameNameMaxLength && isCIdentifier(name)
}

// resourceFullyQualifiedNameErrors mirrors Kubernetes' message order and bad
// values: the part being judged, or "" for an empty part.
func resourceFullyQualifiedNameErrors(p *Path, val string) field.ErrorList {
	const origin = "format=k8s-resource-fully-qualified-name"
	var errs field.ErrorList
	parts := strings.Split(val, "/")
	switch len(parts) {
	case 1:
		errs = appendCIdentifierErrors(errs, p, parts[0], origin)
	case 2:
		prefix, name := parts[0], parts[1]
		if prefix == "" {
			errs = append(errs, at(p, field.Invalid(nil, "", "prefix must not be empty"), origin))
		} else {
			if len(prefix) > qualifiedNamePrefixMaxLen {
				errs = append(errs, at(p, field.TooLong(nil, prefix, qualifiedNamePrefixMaxLen), origin))
			}
			for _, msg := range dnsSubdomainMessages(prefix) {
				errs = append(errs, at(p, field.Invalid(nil, prefix, "prefix: "+msg), origin))
			}
		}
		if name == "" {
			errs = append(errs, at(p, field.Invalid(nil, "", "name must not be empty"), origin))
		} else {
			errs = appendCIdentifierErrors(errs, p, name, origin)
		}
	}
	if len(parts) == 1 {
		errs = append(errs, at(p, field.Invalid(nil, val, "a fully qualified name must be a domain and a name separated by a slash"), origin))
	}
	return errs
}

func appendCIdentifierErrors(errs field.ErrorList, p *Path, id, origin string) field.ErrorList {
	if len(id) > qualifiedNameNameMaxLength {
		errs = append(errs, at(p, field.TooLong(nil, id, qualifiedNameNameMaxLength), origin))
	}
	for _, msg := range utilvalidation.IsCIdentifier(id) {
		errs = append(errs, at(p, field.Invalid(nil, id, msg), origin))
	}
	return errs
}
