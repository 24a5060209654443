package validators

import (
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/release"
	"github.com/kubedv/kubedv/gen/tags"
)

// Scope is a set of places where a tag may be written.
type Scope uint8

const (
	// ScopeField is a struct field.
	ScopeField Scope = 1 << iota
	// ScopeType is a type declaration.
	ScopeType
	// ScopeValue is a list item or map value, reached through eachVal.
	ScopeValue
	// ScopeKey is a map key, reached through eachKey.
	ScopeKey
	// ScopeConst is a constant declaration.
	ScopeConst
	// ScopePackage is a package clause's comments (doc.go); only the
	// selection tags are written there.
	ScopePackage
)

var scopeNames = []struct {
	s    Scope
	name string
}{
	{ScopeField, "struct fields"},
	{ScopeType, "type declarations"},
	{ScopeValue, "list items and map values (via +k8s:eachVal)"},
	{ScopeKey, "map keys (via +k8s:eachKey)"},
	{ScopeConst, "constants"},
	{ScopePackage, "packages (the comments of doc.go)"},
}

// String lists the places in s, e.g. "struct fields, type declarations".
func (s Scope) String() string {
	var out []string
	for _, n := range scopeNames {
		if s&n.s != 0 {
			out = append(out, n.name)
		}
	}
	return strings.Join(out, ", ")
}

// Short is the one-letter form used in TAGS.md: "F T V K C P".
func (s Scope) Short() string {
	var out []string
	for i, l := range []string{"F", "T", "V", "K", "C", "P"} {
		if s&(1<<i) != 0 {
			out = append(out, l)
		}
	}
	return strings.Join(out, " ")
}

// Stability is a tag's maturity (KEP-5073 "Tag Stability Levels").
type Stability uint8

const (
	Alpha Stability = iota
	Beta
	Stable
)

func (s Stability) String() string {
	return [...]string{"Alpha", "Beta", "Stable"}[s]
}

// Promotion is a release from which a tag has another stability.
type Promotion struct {
	Release   release.Release
	Stability Stability
}

// StabilityIn is the tag's stability on a tree of release r.
func (t *Tag) StabilityIn(r release.Release) Stability {
	st := t.Stability
	for _, p := range t.Promoted {
		if r >= p.Release {
			st = p.Stability
		}
	}
	return st
}

// PayloadKind is what may follow '=' in a tag.
type PayloadKind uint8

const (
	// NoPayload: the tag takes no '=' part.
	NoPayload PayloadKind = iota
	// IntPayload: an integer, e.g. +k8s:minimum=0.
	IntPayload
	// StringPayload: a quoted string or a bare word.
	StringPayload
	// TagPayload: another tag, e.g. +k8s:eachVal=+k8s:minimum=1.
	TagPayload
	// ValuePayload: a string, integer or boolean literal.
	ValuePayload
)

// Arg documents one argument of a tag. Name is "" for the positional one.
type Arg struct {
	Name     string
	Required bool
	Doc      string
}

// Kind says what a tag does with the value it is written on: what lint,
// docs and the generator's tag selection need to know about a tag beyond
// its arguments.
type Kind uint8

const (
	// KindValue tags check the value they are written on, alone or with its
	// siblings, or say how it is compared (+k8s:minimum, +k8s:required,
	// +k8s:unionMember, +k8s:listType, ...).
	KindValue Kind = iota
	// KindPresence tags say whether a field must, may or must not be set
	// (+k8s:required, +k8s:optional, +k8s:forbidden).
	KindPresence
	// KindWrapper tags apply their payload to the same value and mark its
	// errors with a lifecycle level (+k8s:alpha=..., +k8s:beta=...).
	KindWrapper
	// KindConditional tags apply their payload to the same value only in
	// some requests (+k8s:ifEnabled(X)=..., +k8s:ifSubresource(...)=...).
	KindConditional
	// KindChain tags apply their payload somewhere below the value
	// (+k8s:eachVal=..., +k8s:subfield(name)=..., +k8s:item(k: v)=...).
	KindChain
	// KindSelection tags choose the packages and types generation covers
	// and how (+k8s:validation-gen, +k8s:validation-gen-scheme-registry).
	KindSelection
	// KindSubresource tags declare the subresources a root type's
	// registered validation accepts (+k8s:supportsSubresource).
	KindSubresource
	// KindDeclaration tags declare what other generators act on and check
	// nothing themselves (+k8s:default: defaulter-gen and --crd-dir write
	// the default, and an optional field with one is required).
	KindDeclaration
)

func (k Kind) String() string {
	return [...]string{"value", "presence", "wrapper", "conditional wrapper", "chain", "selection", "subresource", "declaration"}[k]
}

// Validates reports whether tags of kind k are validation tags, applied by
// a validator.
func (k Kind) Validates() bool { return k <= KindChain }

// Wraps reports whether tags of kind k apply their payload to the value
// they are written on.
func (k Kind) Wraps() bool { return k == KindWrapper || k == KindConditional }

// TakesTag reports whether tags of kind k have another tag as payload.
func (k Kind) TakesTag() bool { return k.Wraps() || k == KindChain }

// Bound says that a tag bounds one quantity of a value, so that lint can
// find bounds no value satisfies.
type Bound struct {
	// Of names the values, Plural the quantity: "integer" "values",
	// "string" "lengths", "list" "sizes".
	Of, Plural string
	// Upper is true for an upper bound.
	Upper bool
	// Adjust makes the payload inclusive: exclusiveMinimum=N is N+1.
	Adjust int64
}

// Known is a value known before any request (a +default), for Eval.
type Known struct {
	// Value is decoded JSON: json.Number, string, bool, []any or
	// map[string]any.
	Value any
	// EnumValues returns the values allowed by the value's enum type.
	EnumValues func() []string
	// Formats are the project's own formats (--validation-extensions-file).
	Formats map[string]model.FormatExtension
}

// Tag describes and implements one +k8s: tag.
type Tag struct {
	Name      string
	Kind      Kind
	Scopes    Scope
	Stability Stability
	// Promoted lists the releases that raised the tag's stability, oldest
	// first (dependentRequired: Beta from Kubernetes v1.38).
	Promoted []Promotion
	Args     []Arg
	// FreeArgs accepts any named arguments (+k8s:item's key fields); the
	// tag checks them itself.
	FreeArgs bool
	Payload  PayloadKind
	// PayloadDoc describes the payload, e.g. "<integer>".
	PayloadDoc string
	// PayloadOptional allows the tag to be written without its payload.
	PayloadOptional bool
	// DurationPayload lets an IntPayload tag take a quoted Go duration
	// instead (+k8s:minimum="1s"); Apply decides where it is allowed.
	DurationPayload bool
	// Marker tags are written in controller-gen's dialect, +<Name>:k=v,...
	// (+kubebuilder:validation:XValidation), not +k8s:<Name>.
	Marker bool
	// Usage says how the tag is written where the grammar is not
	// +k8s:name(args)=payload (list markers, controller-gen markers).
	Usage string
	// Doc says what the tag means, in one or two sentences.
	Doc string
	// Example is a short tagged Go declaration.
	Example string
	// SingleValued tags take one value per place: two uses with different
	// values are both enforced, so one of them is dead or wrong.
	SingleValued bool
	// Bound is set for tags that bound a quantity (+k8s:minimum, ...).
	Bound *Bound
	// Formerly are names Kubernetes used for the tag before, so that
	// messages about them name the current one.
	Formerly []string
	// Behavior says what the generated code does, including ratcheting.
	Behavior string
	// Apply records what one use of the tag at site s asks for, or says
	// what is wrong with it. Validation tags (Kind.Validates) have one;
	// selection, subresource and reserved tags have none.
	Apply func(s *Site, t tags.Tag) error
	// Eval checks a known value against one use of the tag with the
	// runtime functions the generated code calls, so that lint cannot
	// disagree with generation about what a tag accepts. It returns nil
	// when the value passes or has a shape the tag does not check. Tags
	// that need a request (presence, updates, cross-field) have none.
	Eval func(k Known, t tags.Tag) field.ErrorList
}

// Written is how the tag's name is written: +k8s:<Name>, or +<Name> for a
// controller-gen marker.
func (t *Tag) Written() string {
	if t.Marker {
		return "+" + t.Name
	}
	return "+k8s:" + t.Name
}
