package crdtest

import (
	"slices"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Differences that follow from how the API server runs CEL rules.

// celSkippedDetail is what the API server reports, at no field, when it
// did not run the CEL rules because a schema keyword failed.
const celSkippedDetail = "some validation rules were not checked because the object was invalid"

// celSkipped: the API server evaluates no x-kubernetes-validations rule
// once a keyword failed anywhere in the object; it reports that at no
// field. The Go code runs every check. Matches the API server's note
// itself, and Go-only errors at a path a CEL rule enforces, in a case
// where the note was reported.
func celSkipped(c *Case, d Difference) bool {
	noted := slices.ContainsFunc(c.CRD, func(p Problem) bool {
		return p.Field == "<nil>" && strings.Contains(p.Detail, celSkippedDetail)
	})
	if !noted {
		return false
	}
	if !d.GoOnly {
		return d.Path == "<nil>" && slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeInvalid})
	}
	return celEnforced(c.schema, d.Path)
}

// celEnforced reports whether a CEL rule reports at path (written the Go
// way): a rule on the node itself, or a rule on its parent whose
// fieldPath names it.
func celEnforced(s *structuralschema.Structural, path string) bool {
	var parent *structuralschema.Structural
	last := ""
	rest := path
	for rest != "" && s != nil {
		parent = s
		if rest[0] == '[' {
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				return false
			}
			rest, last = rest[end+1:], ""
			switch {
			case s.Items != nil:
				s = s.Items
			case s.AdditionalProperties != nil:
				s = s.AdditionalProperties.Structural
			default:
				return false
			}
			continue
		}
		rest = strings.TrimPrefix(rest, ".")
		end := strings.IndexAny(rest, ".[")
		if end < 0 {
			end = len(rest)
		}
		last = rest[:end]
		rest = rest[end:]
		p, ok := s.Properties[last]
		if !ok {
			return false
		}
		s = &p
	}
	if s == nil {
		return false
	}
	if len(s.XValidations) > 0 {
		return true
	}
	return parent != nil && last != "" && slices.ContainsFunc(parent.XValidations, func(r apiextensionsv1.ValidationRule) bool {
		return r.FieldPath == "."+last
	})
}

// keysRatchet: +k8s:eachKey is a CEL rule on the whole map, which the API
// server runs again whenever the map changed; the Go code checks only the
// keys that are new, and reports a bad one at the map. Matches a CEL keys
// error at a map that kept some of its old keys, where the Go code found
// every new key valid (it reported nothing at the map).
func keysRatchet(c *Case, d Difference) bool {
	if d.GoOnly || c.Old == nil || !slices.ContainsFunc(c.CRD, func(p Problem) bool {
		return p.Field == d.Path && strings.HasPrefix(p.Detail, "keys ")
	}) {
		return false
	}
	oldV, inOld := lookup(c.Old, d.Path)
	newV, inNew := lookup(c.New, d.Path)
	oldMap, ok1 := oldV.(map[string]any)
	newMap, ok2 := newV.(map[string]any)
	if !inOld || !inNew || !ok1 || !ok2 {
		return false
	}
	if slices.ContainsFunc(c.Go, func(p Problem) bool { return p.Field == d.Path }) {
		return false
	}
	for k := range newMap {
		if _, kept := oldMap[k]; kept {
			return true
		}
	}
	return false
}

// requiredRatchet: a CRD's `required` is a keyword of the struct, which
// the API server checks again whenever the struct changed; the Go code
// does not re-check a field that is missing (or null) in the old and the
// new object alike. Matches an update's CRD-only Required at such a field.
func requiredRatchet(c *Case, d Difference) bool {
	if d.GoOnly || c.Old == nil || !slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeRequired}) {
		return false
	}
	oldV, inOld := lookup(c.Old, d.Path)
	newV, inNew := lookup(c.New, d.Path)
	return (!inOld || oldV == nil) && (!inNew || newV == nil)
}
