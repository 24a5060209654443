package lint

import (
	"encoding/json"
	"go/types"

	"github.com/kubedv/kubedv/gen/defaulttag"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// Presence and zero values (KEP-5073 "Handling Zero Values"): a field
// with validation must say whether it may be unset, and what it says must
// agree with its +default.

// computeHas finds the declared types whose values have validation, their
// own or through what they contain. Recursive types make it a fixpoint.
// What a type contains is the generator's answer (validators.TypedefBody);
// whether a tag asks for validation is read from the tags, not from the
// generator's plan, for two reasons: tags the generator rejects or does not
// implement yet still count, as they will once fixed (there is no plan
// while any tag is rejected); and presence tags do not count (the plan
// counts +k8s:required as a check, presence asks about everything else).
func (l *linter) computeHas() {
	l.has = map[*model.Named]bool{}
	var all []*model.Named
	for _, p := range l.u.Packages {
		all = append(all, p.Named...)
	}
	for changed := true; changed; {
		changed = false
		for _, n := range all {
			if !l.has[n] && l.typeNeeds(n) {
				l.has[n], changed = true, true
			}
		}
	}
}

func (l *linter) typeNeeds(n *model.Named) bool {
	if _, ok := firstValidation(n.Tags); ok {
		return true
	}
	o := opacityOf(n.Tags)
	if o.value { // +k8s:opaqueType on the type: what it contains is not validated
		return false
	}
	fields, rhs := l.structure(n)
	if fields != nil {
		for _, f := range fields.Fields {
			if f.Skip {
				continue
			}
			if _, ok := firstValidation(f.Tags); ok {
				return true
			}
			if l.needs(f.Var.Type(), opacityOf(f.Tags)) != nil {
				return true
			}
		}
		return false
	}
	return l.needs(rhs, o) != nil
}

// structure returns what a type's values contain besides its own tags, as
// generation sees it (validators.TypedefBody): the declaration of the
// struct whose fields apply, or else the type whose items (or whose own
// function) apply.
func (l *linter) structure(n *model.Named) (*model.Named, types.Type) {
	fields, link, items := validators.TypedefBody(n, func(t *types.Named) *model.Named { return l.u.NamedOf(t.Origin().Obj()) })
	if link != nil {
		return nil, link
	}
	return fields, items
}

// needs returns a declared type that gives values of type t validation,
// or nil. o says which parts are opaque.
func (l *linter) needs(t types.Type, o opacity) *model.Named {
	if o.value {
		return nil
	}
	t = validators.Deref(t)
	if nt, ok := types.Unalias(t).(*types.Named); ok {
		if n := l.u.NamedOf(nt.Origin().Obj()); n != nil && l.has[n] {
			return n
		}
		return nil
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return l.needs(u.Elem(), opacity{value: o.items})
	case *types.Array:
		return l.needs(u.Elem(), opacity{value: o.items})
	case *types.Map:
		if n := l.needs(u.Key(), opacity{value: o.keys}); n != nil {
			return n
		}
		return l.needs(u.Elem(), opacity{value: o.items})
	}
	return nil
}

// presence: every serialized field with validation declares exactly one
// of optional, required or forbidden (in a package written for
// controller-gen, +optional, +required, +kubebuilder:validation:Optional
// or +kubebuilder:validation:Required on the field or the package count). Two of them are generation's error;
// none is this rule's. Struct values (not pointers) and inlined embedded
// structs are exempt: they are never unset. So are the items of list
// types (those embedding metav1.ListMeta): lists are never written, so
// generation registers no validation for them.
func (l *linter) presence(s site) {
	f := s.field
	if f.Inline || isListType(s.named) {
		return
	}
	if _, isStruct := f.Var.Type().Underlying().(*types.Struct); isStruct {
		return
	}
	if _, ok := presenceTag(s.tags); ok {
		return
	}
	// In a package written for controller-gen its presence markers say it:
	// controller-gen writes them into the CRD, and generation reads them.
	if _, ok := validators.KubebuilderPresence(s.pkg, f); ok {
		return
	}
	none, fix := "+k8s:optional, +k8s:required or +k8s:forbidden", "add +k8s:optional if it may be unset, +k8s:required if it must be set, or +k8s:forbidden"
	if validators.KubebuilderPackage(s.pkg) {
		none, fix = "+optional, +required, +k8s:optional, +k8s:required or +k8s:forbidden", "add +optional if it may be unset or +required if it must be set (controller-gen's markers), or a +k8s: presence tag"
	}
	if t, ok := firstValidation(s.tags); ok {
		l.report(s.pos, "%s has validation (%s) but no %s; %s", s.what, tags.Abbrev(t.Text), none, fix)
		return
	}
	if n := l.needs(f.Var.Type(), opacityOf(s.tags)); n != nil {
		l.report(s.pos, "%s has validation through type %s but no %s; %s", s.what, n.Name(), none, fix)
	}
}

// defaultOf returns the +default (or +k8s:default) of a site.
// In a package written for controller-gen a field's +kubebuilder:default
// is its default (controller-gen applies it last).
func defaultOf(s site) (defaulttag.Default, bool) {
	if s.field != nil {
		return defaulttag.OfField(s.other, enforcedTags(s.tags), validators.KubebuilderPackage(s.pkg), s.field.Var.Type())
	}
	return defaulttag.Of(s.other, enforcedTags(s.tags))
}

// zeroValue applies the tri-state rules: +default excludes +k8s:required
// (a defaulted field is always set when validated, or, for a scalar
// defaulted to its zero value, required rejects the default) and
// +k8s:forbidden (every object would fail).
func (l *linter) zeroValue(s site) {
	p, ok := presenceTag(s.tags)
	if !ok || p.Name == "optional" {
		return
	}
	t := s.field.Var.Type()
	def, hasDefault := defaultOf(s)
	switch {
	case hasDefault && p.Name == "forbidden":
		l.report(p.Pos, "%s: %s contradicts +k8s:forbidden: the default sets the field, so every object would fail; remove one of them", p.Text, def.Tag)
	case hasDefault && isScalar(t) && isZeroJSON(def.Text):
		l.report(p.Pos, "%s: +k8s:required rejects the zero value, which %s declares valid; use +k8s:optional (a defaulted field needs no +k8s:required) or make the field a pointer", p.Text, def.Tag)
	case hasDefault:
		l.report(p.Pos, "%s: +k8s:required and %s are mutually exclusive (KEP-5073 zero values): after defaulting the field is always set, so the check can never fail; use +k8s:optional", p.Text, def.Tag)
	}
}

// requiredZero warns at +k8s:required without a default on a non-pointer
// bool or number whose zero value the field's own tags allow: 0 or false
// can then never be written on purpose.
func (l *linter) requiredZero(s site, lv *level) {
	p, ok := presenceTag(s.tags)
	t := s.field.Var.Type()
	if _, hasDefault := defaultOf(s); !ok || p.Name != "required" || hasDefault || !isScalar(t) {
		return
	}
	b := t.Underlying().(*types.Basic)
	if b.Info()&types.IsBoolean != 0 {
		l.report(p.Pos, "%s: %s is a non-pointer bool, so +k8s:required rejects false and false can never be set on purpose; use *bool to require an explicit choice, or +k8s:optional", p.Text, s.what)
		return
	}
	if b.Info()&types.IsNumeric == 0 {
		return
	}
	for _, st := range lv.enforced() {
		n, err := st.tag.Value.Int()
		if err != nil {
			continue
		}
		// A lower integer bound that admits 0 (minimum=0, exclusiveMinimum=-1).
		def, ok := validators.Lookup(st.tag.Name)
		if ok && def.Bound != nil && def.Bound.Of == "integer" && !def.Bound.Upper && saturatingAdd(n, def.Bound.Adjust) <= 0 {
			l.report(p.Pos, "%s: +k8s:required rejects 0, but %s%s allows it; make %s a pointer (*%s) so that unset is nil, or use +k8s:optional",
				p.Text, st.tag.Text, st.origin(), s.what, types.TypeString(t, types.RelativeTo(s.pkg.Types)))
			return
		}
	}
}

// isScalar reports whether t is a bool, number or string held by value.
func isScalar(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsBoolean|types.IsNumeric|types.IsString) != 0
}

// isZeroJSON reports whether text is the JSON of a zero scalar.
func isZeroJSON(text string) bool {
	var v any
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		return false
	}
	switch v := v.(type) {
	case bool:
		return !v
	case float64:
		return v == 0
	case string:
		return v == ""
	}
	return false
}

// listMetaPkg declares ListMeta, which marks a type as a list of objects.
const listMetaPkg = "k8s.io/apimachinery/pkg/apis/meta/v1"

func isListType(n *model.Named) bool {
	for _, f := range n.Fields {
		nt, ok := types.Unalias(f.Var.Type()).(*types.Named)
		if ok && f.Var.Embedded() && nt.Obj().Name() == "ListMeta" && nt.Obj().Pkg() != nil && nt.Obj().Pkg().Path() == listMetaPkg {
			return true
		}
	}
	return false
}
