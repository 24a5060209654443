package corev1

import (
	"context"
	"strings"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// The +k8s:customValidation functions of k8s.io/api/core/v1, written from
// the rules the types document (EvictionResponder): a CRD cannot run them,
// so the differential kit sees what the CRD leaves out.

// reservedDomains are the responder name prefixes kept for Kubernetes.
var reservedDomains = []string{"k8s.io", "kubernetes.io"}

// The details of the errors the functions report: the differential kit
// tells them by these (a CRD cannot run the functions).
const (
	ReservedDomainDetail   = "domain names *.k8s.io, *.kubernetes.io are reserved"
	ReservedPriorityDetail = "priorities 0-999 are reserved for responders with *.k8s.io suffix"
)

// ValidateCustom_EvictionResponder_Name rejects names whose domain prefix
// is k8s.io, kubernetes.io or a subdomain of them.
func ValidateCustom_EvictionResponder_Name(_ context.Context, _ operation.Operation, fldPath *field.Path, obj, _ *string) field.ErrorList {
	if obj == nil {
		return nil
	}
	domain, _, _ := strings.Cut(*obj, "/")
	domain = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(domain)), ".")
	for _, r := range reservedDomains {
		if domain == r || strings.HasSuffix(domain, "."+r) {
			return field.ErrorList{field.Invalid(fldPath, *obj, ReservedDomainDetail)}
		}
	}
	return nil
}

// reservedPriorities is the number of priorities, from 0, kept for
// responders of Kubernetes itself (ReservedPriorityDetail says 0-999).
const reservedPriorities = 1000

// ValidateCustom_EvictionResponder_Priority rejects the reserved
// priorities.
func ValidateCustom_EvictionResponder_Priority(_ context.Context, _ operation.Operation, fldPath *field.Path, obj, _ *int32) field.ErrorList {
	if obj == nil || *obj < 0 || *obj >= reservedPriorities {
		return nil
	}
	return field.ErrorList{field.Invalid(fldPath, *obj, ReservedPriorityDetail)}
}
