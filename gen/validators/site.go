package validators

import (
	"fmt"
	"go/token"
	"go/types"
	"iter"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// RuntimePkg is the import path of the runtime library generated code calls.
const RuntimePkg = "github.com/kubedv/kubedv/validate"

// Site is a place that holds a value and the tags written for it: a struct
// field, a type declaration, the items or values of a collection, or the
// keys of a map. Apply functions read it and add to its Validations.
type Site struct {
	Scope Scope
	// Type is the declared type of the value at this place. For fields and
	// items it may be a pointer; value tags apply to what it points to.
	Type types.Type
	// Pos is where the site is declared (for diagnostics without a tag).
	Pos token.Position
	// What names the site in messages: "field WidgetSpec.Replicas".
	What string
	// Universe gives access to declarations (enum constants, other types).
	Universe *model.Universe
	// V collects what the site's tags ask for.
	V *Validations
	// Selected marks the item chosen by +k8s:item, whose rules may forbid
	// its removal from the list.
	Selected bool
	// ItemOf is the list whose items this site describes (eachVal).
	ItemOf *Validations
	// Parent is the type site of the struct that declares a field site:
	// cross-field tags (unions, dependents) add their checks there.
	Parent *Site
	// Field is the struct field of a field site.
	Field *model.Field
	// Chained marks a site reached through another tag's payload (eachVal,
	// item, subfield, ifEnabled, ...): lifecycle tags may not appear there.
	Chained bool
	// Level and Cond apply to every check added at the site. Wrapper tags
	// (+k8s:alpha/beta, +k8s:ifEnabled/ifSubresource, +k8s:ifMode) apply
	// their payload at a copy of the site that has them (see within); a
	// site is never changed and restored.
	Level Level
	Cond  []Condition
	// Owner is the declared type of a type site, or the struct declaring a
	// field site; FieldName is the field's Go name. Funcs is the scope of
	// the package that holds the generated code, where hand-written
	// ValidateCustom_ functions live.
	Owner     string
	FieldName string
	Funcs     *types.Scope
	// SchemaOnly marks a plan for a backend that calls no functions (see
	// AnalyzeTypes).
	SchemaOnly bool
	// Outer is the site whose chaining tag (eachVal, item, subfield, ...)
	// led to this one; nil for fields and type declarations. A union member
	// selected with +k8s:item finds its list there.
	Outer *Site
	// Markers are the controller-gen markers written at the site, in a
	// package written for controller-gen (kubebuilder_package.go): a
	// marker's meaning may depend on another (ExclusiveMinimum on Minimum).
	Markers []tags.Tag
	// Kubebuilder is set in a package written for controller-gen, where
	// +kubebuilder:default is the field's default.
	Kubebuilder bool
	// optionWrapped marks the copy of a site that +k8s:ifEnabled or
	// +k8s:ifDisabled applies its payload at: a subfield chain applied
	// there is unscoped (Subfield.Unscoped).
	optionWrapped bool
	// rank is the place of the site's tag being applied in Kubernetes'
	// order of checks (see ApplyAll); checks added now carry it.
	rank int
}

// Level is the lifecycle of a validation (KEP-5073 "Lifecycle Tags").
type Level uint8

const (
	// Standard validations are always enforced.
	Standard Level = iota
	// AlphaLevel validations are shadowed: errors are marked alpha.
	AlphaLevel
	// BetaLevel validations are enforced unless DeclarativeValidationBeta
	// is off: errors are marked beta.
	BetaLevel
)

// Condition limits a check to an option state, a subresource, or a value
// of a sibling field of the same struct.
type Condition struct {
	Option      string // feature option name, for ifEnabled/ifDisabled
	Subresource string // "/status", for ifSubresource/ifNotSubresource
	Want        bool   // enabled / the subresource matches / the sibling equals
	// Sibling and Equals: the check runs only when the struct's field
	// Sibling equals Equals (+k8s:ifMode).
	Sibling *types.Var
	Equals  Literal
}

// Presence is the short-circuit presence rule of a field.
type Presence uint8

const (
	NoPresence Presence = iota
	Required
	Optional
	Forbidden
)

func (p Presence) String() string {
	return [...]string{"", "required", "optional", "forbidden"}[p]
}

// Validations is what the tags of one site ask the generated code to do.
type Validations struct {
	Presence    Presence
	PresenceTag tags.Tag
	// PresenceLevel and PresenceCond are the lifecycle and conditions of
	// the presence tag.
	PresenceLevel Level
	PresenceCond  []Condition
	// PresenceDetail is the detail of the Required or Forbidden error, the
	// tag's payload (+k8s:required="why", Kubernetes v1.38).
	PresenceDetail string
	// PresenceOrder is the presence tag's rank among the site's tags (see
	// Check.Order): short-circuit checks of tags named before it
	// (+k8s:immutable before +k8s:required) report before it, as
	// Kubernetes orders a site's checks by tag name.
	PresenceOrder int
	// PresenceUnmarked: the presence error is not marked short-circuit
	// (+k8s:eachVal=+k8s:subfield(x)=+k8s:required on a v1.38 tree, whose
	// checks stop nothing).
	PresenceUnmarked bool
	// JSONRequired: the CRD requires the field's key, which the field's
	// JSON always has (a controller-gen required field without omitempty),
	// so the Go code checks nothing for it.
	JSONRequired bool
	// Nullable: the field's null is a value (controller-gen's +nullable),
	// which the CRD keeps; the Go code sees nil.
	Nullable bool
	// AbsentWhenZero: the field (a controller-gen optional non-pointer
	// struct) is validated only when its Go value is not the zero struct,
	// which stands for an absent object (kubebuilder_absent.go).
	AbsentWhenZero bool
	// ZeroOmitted: the JSON leaves that zero struct out (omitzero), so a
	// zero old value is no old object, and nothing is ratcheted against it.
	ZeroOmitted bool
	// Title and Example document the value in the CRD (controller-gen's
	// +kubebuilder:title and +kubebuilder:example, kubebuilder_docs.go):
	// they check nothing, so the Go code is the same with or without
	// them. Example is the value as JSON, "" when there is none.
	Title, Example string
	// Checks run on the value, in order; short-circuit ones run first.
	Checks []Check
	// Each holds the validations of list items or map values (eachVal).
	Each *Validations
	// Keys holds the validations of map keys (eachKey).
	Keys *Validations
	// Opaque stops the traversal into the value's type (+k8s:opaqueType).
	Opaque bool
	// OnlySubresource, when set, validates the field (presence, checks and
	// everything inside) only in requests for that subresource: the status
	// of a controller-gen root with +kubebuilder:subresource:status, which
	// the API server drops on the main resource (kubebuilder_status.go).
	OnlySubresource string
	// List holds list semantics (+k8s:listType, listMapKey, unique).
	List *List
	// Items select listType=map items by key (+k8s:item).
	Items []*Item
	// Subfields validate fields of a struct value (+k8s:subfield).
	Subfields []*Subfield

	// deferred is the work that runs once every tag of every site was
	// applied, by phase (see phases.go).
	deferred [numPhases][]func() error
	updates  []*updateState

	// TypeList is the list semantics declared on the value's named type (or
	// down its typedef chain), found after all tags are applied.
	TypeList *List

	// unions are the unions whose checks this value (a struct or a list)
	// holds, by union name (see union.go).
	unions map[string]*unionGroup
	// declared are the groups +k8s:union declares here (virtual fields).
	declared map[string]tags.Tag
	// cel gathers the members of KEP-3937 list markers by index
	// (+k8s:validation:cel[0]:rule=..., see cel.go).
	cel []*celGroup
}

// Identity returns the list semantics that identify the value's items:
// declared here, or else on its type.
func (v *Validations) Identity() *List {
	if v == nil {
		return nil
	}
	if v.List != nil {
		return v.List
	}
	return v.TypeList
}

// Later defers work to a phase that runs once every tag of every site has
// been applied. The work gets the site as it is now (its lifecycle level,
// conditions and tag rank), whatever tags are applied at it meanwhile.
func (s *Site) Later(phase Phase, f func(at *Site) error) {
	at := s.within(s.Level, s.Cond)
	s.V.deferred[phase] = append(s.V.deferred[phase], func() error { return f(at) })
}

// within returns a copy of s whose checks get level and conditions cond:
// wrapper tags apply their payload there.
func (s *Site) within(level Level, cond []Condition) *Site {
	c := *s
	c.Level, c.Cond = level, cond
	return &c
}

// withCond returns a copy of s, reached through a wrapper tag, whose checks
// also need cond.
func (s *Site) withCond(cond Condition) *Site {
	c := s.within(s.Level, append(append([]Condition(nil), s.Cond...), cond))
	c.Chained = true
	return c
}

// Empty reports whether v asks for nothing.
func (v *Validations) Empty() bool {
	return v == nil || (v.Presence == NoPresence && len(v.Checks) == 0 && v.Each.Empty() && v.Keys.Empty() &&
		len(v.Items) == 0 && len(v.Subfields) == 0)
}

// Nested yields the validations nested one level in v (nil ones left
// out): of its items, keys, selected items and subfields.
func (v *Validations) Nested() iter.Seq[*Validations] {
	return func(yield func(*Validations) bool) {
		if v == nil {
			return
		}
		inner := []*Validations{v.Each, v.Keys}
		for _, it := range v.Items {
			inner = append(inner, it.V)
		}
		for _, sf := range v.Subfields {
			inner = append(inner, sf.V)
		}
		for _, n := range inner {
			if n != nil && !yield(n) {
				return
			}
		}
	}
}

// HasOwn reports whether v checks the value itself (not only its items).
// +k8s:optional alone checks nothing: it only guards other checks.
func (v *Validations) HasOwn() bool {
	return v != nil && (v.Presence == Required || v.Presence == Forbidden || len(v.Checks) > 0)
}

// Check is one generated check on a value.
type Check struct {
	// Tag is the tag that asked for the check; generated code names it.
	Tag tags.Tag
	// ShortCircuit checks run together with the presence checks; when one
	// fails, the value's other checks are skipped.
	ShortCircuit bool
	// NonError makes a failing short-circuit check stop the other checks
	// without reporting its errors.
	NonError bool
	// Cohort groups checks whose short-circuiting is independent of other
	// groups. The unnamed cohort runs first and its short-circuit failures
	// stop everything; named cohorts run next, in order of appearance.
	Cohort string
	// Raw checks see the value as declared, pointer included, together with
	// its old value: update rules compare set, unset and changed states.
	Raw bool
	// Unratcheted checks do not skip an unchanged value by themselves
	// (hand-written and test checks). Kubernetes leaves ratcheting to the
	// caller of a type's function, so Validate_<Type> called directly on
	// an unchanged value still runs the type's own unratcheted checks.
	Unratcheted bool
	// Order is the rank of the site's tag that asked for the check: checks
	// run sorted by it (stably), as Kubernetes orders them by tag name.
	Order int
	// AfterItems checks (a list's uniqueness) run, as in Kubernetes, after
	// the checks its +k8s:eachVal puts on every item and before the items'
	// type validation.
	AfterItems bool
	// Level marks the check's errors alpha or beta; Cond limits when it runs.
	Level Level
	Cond  []Condition
	// Rule is what the check verifies (see rule.go).
	Rule Rule
	// Emits are the errors the check reports when it fails (none for checks
	// that only stop others, or call hand-written code).
	Emits []Emission
}

// ValueType is the type value tags at s check: Type without pointers.
func (s *Site) ValueType() types.Type {
	t := s.Type
	for {
		p, ok := types.Unalias(t).(*types.Pointer)
		if !ok {
			return t
		}
		t = p.Elem()
	}
}

// Underlying is the underlying type of ValueType.
func (s *Site) Underlying() types.Type {
	return s.ValueType().Underlying()
}

// Add appends a check to the site, under the site's lifecycle level and
// conditions.
func (s *Site) Add(c Check) {
	c = s.qualify(c)
	if s.Universe == nil || !s.Universe.Release.CoverageDeclaresModePayloads() {
		c.Emits = declaredEmits(s.Cond, c.Emits)
	}
	c.Order = s.rank
	s.V.Checks = append(s.V.Checks, c)
}

// qualify gives c the site's lifecycle level (unless c has its own) and
// conditions, for checks a field's tag adds elsewhere (to its struct).
func (s *Site) qualify(c Check) Check {
	if c.Level == Standard {
		c.Level = s.Level
	}
	c.Cond = append(append([]Condition(nil), s.Cond...), c.Cond...)
	return c
}

// sub returns a site for a chained payload one level down: it inherits the
// lifecycle level and conditions and is marked chained.
func (s *Site) sub(scope Scope, t types.Type, what string, v *Validations) *Site {
	return &Site{Scope: scope, Type: t, Pos: s.Pos, What: what, Universe: s.Universe, V: v, Chained: true, Level: s.Level, Cond: s.Cond, Funcs: s.Funcs, Outer: s, rank: s.rank, SchemaOnly: s.SchemaOnly}
}

// Errorf returns a diagnostic positioned at tag t.
func Errorf(t tags.Tag, format string, args ...any) error {
	return &tags.Error{Pos: t.Pos, Msg: tags.Abbrev(t.Text) + ": " + fmt.Sprintf(format, args...)}
}

// Elem returns the site of the list items or map values of s, for eachVal.
func (s *Site) Elem(t tags.Tag) (*Site, error) {
	var elem types.Type
	switch u := s.Underlying().(type) {
	case *types.Slice:
		elem = u.Elem()
	case *types.Array:
		elem = u.Elem()
	case *types.Map:
		elem = u.Elem()
	default:
		return nil, Errorf(t, "%s, which is not a list or map; +k8s:%s applies only to slices and maps", s.hasType(s.Type), t.Name)
	}
	if s.V.Each == nil {
		s.V.Each = &Validations{}
	}
	sub := s.sub(ScopeValue, elem, "items of "+s.What, s.V.Each)
	if _, isList := s.Underlying().(*types.Slice); isList {
		sub.ItemOf = s.V
	}
	return sub, nil
}

// Key returns the site of the map keys of s, for eachKey.
func (s *Site) Key(t tags.Tag) (*Site, error) {
	m, ok := s.Underlying().(*types.Map)
	if !ok {
		return nil, Errorf(t, "%s has type %s, which is not a map; +k8s:eachKey applies only to maps", s.What, typeString(s.Type))
	}
	if s.V.Keys == nil {
		s.V.Keys = &Validations{}
	}
	return s.sub(ScopeKey, m.Key(), "keys of "+s.What, s.V.Keys), nil
}

// hasType describes the type of the value at s for a message: "field
// T.F has type x.I", or for a type declaration, whose type is itself, what
// it is declared as: "type I is interface{M()}".
func (s *Site) hasType(t types.Type) string {
	if s.Scope == ScopeType {
		if n, ok := types.Unalias(t).(*types.Named); ok && types.Identical(n, s.Type) {
			return s.What + " is " + typeString(n.Underlying())
		}
	}
	return s.What + " has type " + typeString(t)
}

func typeString(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string { return p.Name() })
}
