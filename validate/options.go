package validate

import (
	"fmt"
	"strings"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// UndefinedOption reports a validation option that the operation does not
// define: a programming error in the caller's strategy, reported as an
// internal error the way Kubernetes does.
func UndefinedOption(p *Path, option string) field.ErrorList {
	return one(at(p, field.InternalError(nil, fmt.Errorf("undefined validation option %q", option)), ""))
}

// IsSubresource reports whether the operation's request is for the
// subresource path (e.g. "/status"), like
// op.Request.SubresourcePath() == path but without building the string.
func IsSubresource(op operation.Operation, path string) bool {
	subs := op.Request.Subresources
	if len(subs) == 0 {
		return path == "/"
	}
	for _, s := range subs {
		if !strings.HasPrefix(path, "/") || !strings.HasPrefix(path[1:], s) {
			return false
		}
		path = path[1+len(s):]
	}
	return path == ""
}

// EnumExclusion leaves Value out of an enum while Option is in state When
// (+k8s:ifEnabled(Option)=+k8s:enumExclude on a constant).
type EnumExclusion[T ~string] struct {
	Value  T
	Option string
	When   bool
}

// EnumOption is Enum for enums with option-dependent exclusions: the
// supported values are values minus those excluded in this operation. As in
// Kubernetes, every exclusion's option must be defined by the operation.
func EnumOption[T ~string](p *Path, op operation.Operation, v T, values []T, exclusions []EnumExclusion[T]) field.ErrorList {
	excluded, errs := isExcluded(p, op, v, exclusions)
	if errs != nil {
		return errs
	}
	member := false
	for _, x := range values {
		if x == v {
			member = true
			break
		}
	}
	if member && !excluded {
		return nil
	}
	supported := make([]T, 0, len(values))
	for _, x := range values {
		if out, _ := isExcluded(p, op, x, exclusions); !out {
			supported = append(supported, x)
		}
	}
	return Enum(p, v, supported)
}

func isExcluded[T ~string](p *Path, op operation.Operation, v T, exclusions []EnumExclusion[T]) (bool, field.ErrorList) {
	excluded := false
	for _, e := range exclusions {
		on, defined := op.HasOption(e.Option)
		if !defined {
			return false, UndefinedOption(p, e.Option)
		}
		if e.Value == v && on == e.When {
			excluded = true
		}
	}
	return excluded, nil
}
