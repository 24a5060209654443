package declarative

import (
	"fmt"
	"strings"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/klog/v2"
)

// subject names the request in logs and metric labels. It is built only
// when there is something to report, so valid requests never pay for it.
type subject struct {
	resource  string
	version   string
	kind      string
	operation string
	namespace string
	name      string
}

func (r *request) subject() subject {
	s := subject{operation: operationLabel(r.opType)}
	obj := r.validated
	if obj == nil {
		obj = r.obj
	}
	if r.scheme != nil && obj != nil {
		if gvks, _, err := r.scheme.ObjectKinds(obj); err == nil && len(gvks) > 0 {
			s.kind = gvks[0].Kind
			s.version = gvks[0].GroupVersion().String()
		}
	}
	if obj != nil {
		if m, err := meta.Accessor(obj); err == nil {
			s.namespace, s.name = m.GetNamespace(), m.GetName()
		}
	}
	info := requestInfoFrom(r.ctx)
	switch {
	case info != nil && info.Resource != "":
		s.resource = schema.GroupResource{Group: info.APIGroup, Resource: info.Resource}.String()
	case s.kind != "":
		s.resource = strings.ToLower(s.kind)
	default:
		s.resource = "unknown"
	}
	if info != nil {
		if info.Subresource != "" {
			s.resource += "/" + info.Subresource
		}
		if info.Name != "" {
			s.namespace, s.name = info.Namespace, info.Name
		}
	}
	return s
}

func (s *subject) keysAndValues(extra ...any) []any {
	kv := []any{
		"resource", s.resource, "version", s.version, "kind", s.kind,
		"operation", s.operation, "namespace", s.namespace, "name", s.name,
	}
	return append(kv, extra...)
}

func operationLabel(op operation.Type) string {
	switch op {
	case operation.Create:
		return "create"
	case operation.Update:
		return "update"
	default:
		return "unknown"
	}
}

// reportPanic logs a recovered panic with its stack and counts it.
func (r *request) reportPanic(v any, stack []byte) {
	s := r.subject()
	klog.FromContext(r.ctx).Error(fmt.Errorf("%v", v), "Declarative validation panicked",
		s.keysAndValues("stack", string(stack))...)
	r.cfg.metrics.countPanic(s.resource, s.operation)
}

// reportMismatches logs each mismatch and counts it.
func (r *request) reportMismatches(mismatches []Mismatch, p policy) {
	s := r.subject()
	logger := klog.FromContext(r.ctx)
	for _, m := range mismatches {
		enforced := m.Kind == ExtraDeclarativeError && p.enforces(m.Error)
		logger.Error(nil, "Declarative validation mismatch",
			s.keysAndValues(
				"field", m.Error.Field,
				"mismatch", m.Kind.String(),
				"lifecycle", lifecycle(m.Error),
				"enforced", enforced,
				"error", m.Error.Error(),
				"effect", effect(m.Kind, enforced),
			)...)
		r.cfg.metrics.countMismatch(s.resource, s.operation)
	}
}

// lifecycle names the stage of the rule behind a declarative error, or
// "handwritten" for a hand-written one.
func lifecycle(e *field.Error) string {
	switch {
	case e.FromImperative:
		return "handwritten"
	case e.IsAlpha():
		return "alpha"
	case e.IsBeta():
		return "beta"
	default:
		return "standard"
	}
}

// effect tells an operator what clients saw, the first question when a
// mismatch shows up (KEP-5073 "Troubleshooting").
func effect(kind MismatchKind, enforced bool) string {
	switch {
	case kind == MissingDeclarativeError:
		return "clients get the hand-written error; declarative validation accepted this value"
	case enforced:
		return "clients get the declarative error; if it is wrong, turn off DeclarativeValidationBeta (beta rules) or fix the tag"
	default:
		return "the declarative error is shadowed; clients see hand-written validation only"
	}
}
