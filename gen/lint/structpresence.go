package lint

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// structPresence checks +k8s:required and +k8s:optional on a field whose
// type is a struct held by value. Neither emits a presence check there (an
// unset struct is its zero value), so what the field says must be what
// its struct does: a struct with a required or union member rejects its
// zero value and makes the field required, one without makes it optional.
// Kubernetes v1.38's validation-gen refuses a mismatch at generation.
func (l *linter) structPresence(s site) {
	if s.field == nil || !hasTopTag(s.tags, "required") && !hasTopTag(s.tags, "optional") {
		return
	}
	n := l.valueStruct(s.field.Var.Type())
	if n == nil {
		return
	}
	name, opaque, required := n.Name(), hasTopTag(s.tags, "opaqueType"), hasTopTag(s.tags, "required")
	implied := !opaque && l.impliedRequired(n, map[*model.Named]bool{})
	switch {
	case opaque && required:
		l.report(s.pos, "+k8s:required on %s, a non-pointer opaque struct (%s): its validations are ignored, so the field is in effect optional; make the field a pointer, or drop +k8s:required", s.what, name)
	case required && !implied:
		l.report(s.pos, "+k8s:required on %s, a non-pointer struct (%s) with no required or union member: the field is in effect optional; make the field a pointer, or mark a member of %s +k8s:required", s.what, name, name)
	case !required && implied:
		l.report(s.pos, "+k8s:optional on %s, a non-pointer struct (%s) with a required or union member: the field is in effect required; make the field a pointer, or write +k8s:required", s.what, name)
	}
}

// valueStruct is the declared struct type a non-pointer field holds, or nil.
func (l *linter) valueStruct(t types.Type) *model.Named {
	nt, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	if _, isStruct := nt.Underlying().(*types.Struct); !isStruct {
		return nil
	}
	return l.u.NamedOf(nt.Origin().Obj())
}

// impliedRequired reports whether a struct rejects its zero value: a member
// is +k8s:required or +k8s:unionMember, here or in a struct held by value
// (an unset pointer, list or map holds nothing to validate). Opaque
// members do not count.
func (l *linter) impliedRequired(n *model.Named, seen map[*model.Named]bool) bool {
	if seen[n] {
		return false
	}
	seen[n] = true
	fields, _ := l.structure(n)
	if fields == nil {
		return false
	}
	for _, f := range fields.Fields {
		if hasTopTag(f.Tags, "required") || hasTopTag(f.Tags, "unionMember") {
			return true
		}
		if hasTopTag(f.Tags, "opaqueType") {
			continue
		}
		if m := l.valueStruct(f.Var.Type()); m != nil && l.impliedRequired(m, seen) {
			return true
		}
	}
	return false
}

// hasTopTag reports a tag written by name, not as another tag's payload.
func hasTopTag(ts []tags.Tag, name string) bool {
	for _, t := range ts {
		if t.Name == name {
			return true
		}
	}
	return false
}
