package validators

import (
	"errors"
	"fmt"
	"go/types"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// Unions: +k8s:unionMember, +k8s:unionDiscriminator and
// +k8s:zeroOrOneOfMember. The tags sit on the members, but the rule reads
// all of them, so it is hoisted to their common ancestor (KEP-5073
// "Handling Ratcheting In Cross-Field Validation Tags"): the struct that
// declares the member fields, or the list whose items +k8s:item selects.
//
// Each union becomes one check on that ancestor, backed by a package-level
// descriptor (validate.NewUnion) and a generated function reporting which
// members are set. On update the check compares that report for the new and
// the old value, so a union whose members did not change between set and
// unset (nor its discriminator) is not re-validated, as in Kubernetes.

type unionKind uint8

const (
	oneOfUnion unionKind = iota + 1
	zeroOrOneOfUnion
)

// origin is the origin of the union's errors.
func (k unionKind) origin() string {
	if k == zeroOrOneOfUnion {
		return "zeroOrOneOf"
	}
	return "union"
}

func (k unionKind) tagName() string {
	if k == zeroOrOneOfUnion {
		return "zeroOrOneOfMember"
	}
	return "unionMember"
}

// unionGroup is one union of a struct or a list, collected from its tags.
type unionGroup struct {
	name    string
	target  *Site // the struct's type site, or the list's site
	kind    unionKind
	first   tags.Tag // the first tag of the union; it fixed level and cond
	members []*unionMember
	disc    *Site // the discriminator field's site
	discTag tags.Tag
	level   Level
	cond    []Condition
	virtual bool // members came from +k8s:memberOf; +k8s:union must declare it
}

// unionMember is one member: a struct field, or a list item chosen by
// +k8s:item.
type unionMember struct {
	tag   tags.Tag
	name  string // for errors: the JSON name, or list[{"key": "value"}]
	value string // the discriminator value that selects it
	site  *Site  // field members
	item  *Item  // item members
}

func init() {
	memberArgs := []Arg{
		{Name: "union", Doc: "the union's name, when the struct has several (default \"\")"},
		{Name: "memberName", Doc: "the discriminator value selecting this member (default: the field's Go name)"},
	}
	Register(&Tag{
		Name:      "unionMember",
		Scopes:    ScopeField | ScopeValue,
		Stability: Stable,
		Args:      memberArgs,
		Doc: "The field (or the list item selected with +k8s:item) is a member of a union: exactly one member must be set, " +
			"or, with a +k8s:unionDiscriminator, the member the discriminator names. Members are pointers, lists, maps or primitive values.",
		Example: "// +k8s:unionMember\n// +k8s:optional\nCircle *Circle `json:\"circle,omitempty\"`",
		Behavior: "Without a discriminator: field.Invalid(structPath, \"\", \"must specify one of: `a`, `b`\") when none is set and " +
			"field.Invalid(structPath, \"{a, b}\", \"must specify exactly one of: `a`, `b`\") when several are. With one: " +
			"field.Invalid(structPath.member, \"\", \"may only be specified when `d` is \\\"A\\\"\" | \"must be specified when `d` is \\\"A\\\"\"). " +
			"Origin \"union\". On update, nothing is reported when no member changed between set and unset and the discriminator is unchanged.",
		Apply: func(s *Site, t tags.Tag) error { return applyUnionMember(s, t, oneOfUnion) },
	}, &Tag{
		Name:      "zeroOrOneOfMember",
		Scopes:    ScopeField | ScopeValue,
		Stability: Stable,
		Args:      memberArgs,
		Doc: "The field (or the list item selected with +k8s:item) is a member of a zero-or-one-of union: at most one member may be set. " +
			"memberName is accepted for compatibility with Kubernetes' generator; without a discriminator it has no effect.",
		Example: "// +k8s:zeroOrOneOfMember\n// +k8s:optional\nSecret *SecretRef `json:\"secret,omitempty\"`",
		Behavior: "Several set members report field.Invalid(structPath, \"{a, b}\", \"must specify at most one of: `a`, `b`\") with origin " +
			"\"zeroOrOneOf\". On update, nothing is reported when no member changed between set and unset.",
		Apply: func(s *Site, t tags.Tag) error { return applyUnionMember(s, t, zeroOrOneOfUnion) },
	}, &Tag{
		Name:      "unionDiscriminator",
		Scopes:    ScopeField,
		Stability: Beta,
		Args:      []Arg{{Name: "union", Doc: "the union's name, when the struct has several (default \"\")"}},
		Doc:       "The string field whose value names the member of a +k8s:unionMember union that must be set; other members must be unset.",
		Example: "// unionDiscriminator is Beta: a Stable (v1) package writes it behind a beta prefix,\n" +
			"// and then every tag of its union too (a union is checked as a whole).\n" +
			"// +k8s:beta(since: \"1.36\")=+k8s:unionDiscriminator\n// +k8s:required\nType ShapeType `json:\"type\"`\n\n" +
			"// +k8s:beta(since: \"1.36\")=+k8s:unionMember\n// +k8s:optional\nCircle *Circle `json:\"circle,omitempty\"`",
		Behavior: "The union's errors are reported at the members (see +k8s:unionMember). A value naming no member is not a union error; " +
			"validate it with +k8s:enum.",
		Apply: applyUnionDiscriminator,
	})
}

func unionName(t tags.Tag) string {
	a, _ := t.Arg("union")
	return a.Value
}

func applyUnionMember(s *Site, t tags.Tag, kind unionKind) error {
	m := &unionMember{tag: t}
	var target *Site
	switch {
	case s.Scope == ScopeField && s.Parent != nil && s.Field != nil:
		if err := memberKind(s, t); err != nil {
			return err
		}
		if s.Field.JSONName == "" {
			return Errorf(t, "%s has no JSON name to report the union's errors at; give it one", s.What)
		}
		target, m.site, m.name, m.value = s.Parent, s, s.Field.JSONName, s.Field.Name
	case s.Selected && s.Outer != nil:
		it := selectedItem(s)
		list := s.Outer
		if it == nil || (list.Field == nil && list.Scope != ScopeType) {
			return Errorf(t, "a union of list items belongs to a list field or a list type; +k8s:item here selects among the %s", list.What)
		}
		listName := list.Owner
		if list.Field != nil {
			listName = list.Field.JSONName
		}
		target, m.item, m.name = list, it, listName+"["+selectorText(it.Tag)+"]"
	case s.Scope == ScopeValue:
		return Errorf(t, "+k8s:%s on list items needs the member item selected by key: +k8s:item(<key>: <value>)=+k8s:%s", t.Name, t.Name)
	default:
		return Errorf(t, "+k8s:%s must be written on the member field itself, not reached through another tag", t.Name)
	}
	if a, ok := t.Arg("memberName"); ok {
		if a.Value == "" {
			return Errorf(t, "memberName may not be empty")
		}
		m.value = a.Value
	}
	g, err := unionOf(target, s, t)
	if err != nil {
		return err
	}
	switch {
	case g.kind == 0:
		g.kind = kind
	case g.kind != kind:
		return Errorf(t, "union %s already has +k8s:%s members (%s); a union is either exactly-one-of or zero-or-one-of, so give this one another union name",
			quoteUnion(g.name), g.kind.tagName(), g.members[0].name)
	}
	for _, other := range g.members {
		if other.name == m.name {
			return Errorf(t, "%s is already a member of union %s; remove one of the tags", m.name, quoteUnion(g.name))
		}
	}
	if len(g.members) == maxUnionMembers {
		return Errorf(t, "union %s has more than %d members; split it", quoteUnion(g.name), maxUnionMembers)
	}
	g.members = append(g.members, m)
	return nil
}

// maxUnionMembers is validate.MaxUnionMembers: one bit per member.
const maxUnionMembers = 64

// memberKind checks that a member field has a set/unset state.
func memberKind(s *Site, t tags.Tag) error {
	if !hasSetState(s.Type) {
		return Errorf(t, "%s has type %s; union members must be pointers, lists, maps or primitive values so that \"unset\" is defined (make it a pointer)",
			s.What, typeString(s.Type))
	}
	return nil
}

// selectedItem returns the +k8s:item selector that created site s.
func selectedItem(s *Site) *Item {
	for _, it := range s.Outer.V.Items {
		if it.V == s.V {
			return it
		}
	}
	return nil
}

// selectorText renders an item selector as Kubernetes names the member in
// errors: {"name": "succeeded", "port": 80}.
func selectorText(t tags.Tag) string {
	pairs := make([]string, len(t.Args))
	for i, a := range t.Args {
		v := a.Value
		if a.Kind == tags.ArgString || a.Kind == tags.ArgIdent {
			v = strconv.Quote(v)
		}
		pairs[i] = strconv.Quote(a.Name) + ": " + v
	}
	return "{" + strings.Join(pairs, ", ") + "}"
}

func applyUnionDiscriminator(s *Site, t tags.Tag) error {
	if s.Parent == nil || s.Field == nil {
		return Errorf(t, "+k8s:unionDiscriminator must be written on the discriminator field itself, not reached through another tag")
	}
	value := types.Unalias(s.Type)
	if pt, ok := value.(*types.Pointer); ok {
		value = pt.Elem()
	}
	if !isString(value) {
		return Errorf(t, "%s has type %s; a union discriminator must be a string (or *string)", s.What, typeString(s.Type))
	}
	g, err := unionOf(s.Parent, s, t)
	if err != nil {
		return err
	}
	if g.disc != nil {
		return Errorf(t, "union %s already has a discriminator, %s (%s); a union has one", quoteUnion(g.name), g.disc.Field.JSONName, g.discTag.Text)
	}
	g.disc, g.discTag = s, t
	return nil
}

// unionOf returns the union named by t on target, creating it on first use.
// Every tag of a union must share the lifecycle level and conditions of the
// first: the union is one check, enforced or skipped as a whole.
func unionOf(target, s *Site, t tags.Tag) (*unionGroup, error) {
	name := unionName(t)
	if target.V.unions == nil {
		target.V.unions = map[string]*unionGroup{}
	}
	g := target.V.unions[name]
	if g == nil {
		g = &unionGroup{name: name, target: target, first: t, level: s.Level, cond: s.Cond}
		target.V.unions[name] = g
		target.Later(RulePhase, func(*Site) error { return finishUnion(g) })
		return g, nil
	}
	if g.level != s.Level || !reflect.DeepEqual(normalCond(g.cond), normalCond(s.Cond)) {
		return nil, Errorf(t, "the tags of union %s must all have the same lifecycle (alpha, beta) and conditions (ifEnabled, ...) as its first tag, %s; the union is checked as a whole",
			quoteUnion(g.name), g.first.Text)
	}
	return g, nil
}

func normalCond(c []Condition) []Condition {
	if len(c) == 0 {
		return nil
	}
	return c
}

func quoteUnion(name string) string { return strconv.Quote(name) }

// finishUnion checks a union once every tag is known and adds its check to
// the ancestor.
func finishUnion(g *unionGroup) error {
	if err := checkVirtual(g); err != nil {
		return err
	}
	if len(g.members) == 0 {
		// A discriminator without members checks nothing, as in
		// Kubernetes.
		return nil
	}
	if g.disc != nil && g.kind == zeroOrOneOfUnion {
		return Errorf(g.discTag, "union %s is a zero-or-one-of union (+k8s:zeroOrOneOfMember), which has no discriminator; use +k8s:unionMember members",
			quoteUnion(g.name))
	}
	if len(g.members) == 1 && g.disc == nil && len(g.target.V.unions) > 1 {
		// A lone member of a union nothing else names is most likely a typo.
		var others []string
		for n := range g.target.V.unions {
			if n != g.name {
				others = append(others, n)
			}
		}
		sort.Strings(others)
		msg := fmt.Sprintf("unknown union %s: no other tag of %s names it", quoteUnion(g.name), g.target.What)
		if near := tags.Suggest(g.name, others); near != "" {
			return Errorf(g.members[0].tag, "%s; did you mean %s?", msg, quoteUnion(near))
		}
		quoted := make([]string, len(others))
		for i, n := range others {
			quoted[i] = quoteUnion(n)
		}
		return Errorf(g.members[0].tag, "%s; its unions are: %s", msg, strings.Join(quoted, ", "))
	}
	if g.disc != nil {
		var errs []error
		seen := map[string]*unionMember{}
		for _, m := range g.members {
			if prev := seen[m.value]; prev != nil {
				errs = append(errs, Errorf(m.tag, "members %s and %s of union %s are both selected by discriminator value %q; give one a memberName",
					prev.name, m.name, quoteUnion(g.name), m.value))
			}
			seen[m.value] = m
		}
		if err := errors.Join(errs...); err != nil {
			return err
		}
	}
	check := Check{Tag: g.first, Emits: g.emits(), Level: g.level, Cond: g.cond, Rule: g.rule()}
	check.Tag.Text = "+k8s:" + g.kind.tagName() + " " + g.about()
	g.target.V.Checks = append(g.target.V.Checks, check)
	return nil
}

// emits declares the union's errors: at the struct, or, for a
// discriminated union on a Kubernetes 1.38 tree, at each field member,
// where its errors are reported.
func (g *unionGroup) emits() []Emission {
	if g.disc == nil || !g.target.Universe.Release.CoverageUnionAtMembers() {
		return emits(field.ErrorTypeInvalid, g.kind.origin())
	}
	var out []Emission
	for _, m := range g.members {
		e := Emission{Type: field.ErrorTypeInvalid, Origin: g.kind.origin()}
		if m.site != nil && m.site.Field != nil {
			e.Fragment, e.Member = "."+m.site.Field.JSONName, true
		}
		out = append(out, e)
	}
	return out
}

// about names the union in comments: `union "a" of type T`, `the union of T.Items`.
func (g *unionGroup) about() string {
	of := strings.TrimPrefix(g.target.What, "field ")
	if g.name == "" {
		return "the union of " + of
	}
	return "union " + strconv.Quote(g.name) + " of " + of
}

// rule is the union's check as data.
func (g *unionGroup) rule() *UnionRule {
	r := &UnionRule{Kind: OneOf, Name: g.name, About: g.about(), Owner: g.target.Owner, Target: g.target.ValueType()}
	if g.kind == zeroOrOneOfUnion {
		r.Kind = ZeroOrOneOf
	}
	if g.target.Field != nil {
		r.OwnerField = g.target.FieldName
	}
	for _, m := range g.members {
		um := UnionMember{Name: m.name, Value: m.value}
		if m.item != nil {
			um.Item = m.item
		} else {
			um.Field = m.site.Field.Var
		}
		r.Members = append(r.Members, um)
	}
	if g.disc != nil {
		r.Discriminator, r.DiscriminatorJSON = g.disc.Field.Var, g.disc.Field.JSONName
	}
	return r
}

// UnionKind is exactly-one-of or zero-or-one-of.
type UnionKind uint8

const (
	OneOf UnionKind = iota + 1
	ZeroOrOneOf
)

// UnionRule is one union, checked on the struct that declares its member
// fields or on the list whose items +k8s:item selects. On update it is
// skipped unless a member changed between set and unset, or the
// discriminator changed.
type UnionRule struct {
	Kind UnionKind
	// Name is the union's name, "" for the unnamed one; About names it in
	// comments: `union "a" of T`.
	Name, About string
	// Owner is the declared type whose function checks the union, and
	// OwnerField the Go name of its field whose value holds the union (a
	// list of members, a struct reached by +k8s:subfield), "" for the type's
	// own value.
	Owner, OwnerField string
	// Target is the type of the struct or list value.
	Target  types.Type
	Members []UnionMember
	// Discriminator is the field naming the member that must be set (nil
	// without one); DiscriminatorJSON its JSON name.
	Discriminator     *types.Var
	DiscriminatorJSON string
}

// UnionMember is a struct field (Field) or the list item Item selects.
type UnionMember struct {
	// Name is how errors name the member: its JSON name, or
	// list[{"key": "value"}].
	Name string
	// Value is the discriminator value that selects it.
	Value string
	Field *types.Var
	Item  *Item
}

func (*UnionRule) isRule() {}
