// Package validators holds the +k8s: tags the generator understands. Each tag
// is a self-describing plugin (name, scopes, arguments, payload, stability,
// documentation and an Apply function) registered in a public registry, so a
// custom validation-gen can add its own tags with Register.
//
// Apply runs once per use of a tag: it checks the tag against the place it is
// written (its Site) and records what the generated code must do in the
// site's Validations, usually as Checks whose Expr renders a call into the
// runtime package github.com/kubedv/kubedv/validate.
package validators

import (
	"fmt"
	"sort"
	"strings"

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

// Short is the one-letter form used in TAGS.md: "F T V K C".
func (s Scope) Short() string {
	var out []string
	for i, l := range []string{"F", "T", "V", "K", "C"} {
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

// Tag describes and implements one +k8s: tag.
type Tag struct {
	Name      string
	Scopes    Scope
	Stability Stability
	Args      []Arg
	// FreeArgs accepts any named arguments (+k8s:item's key fields); the
	// tag checks them itself.
	FreeArgs bool
	Payload  PayloadKind
	// PayloadDoc describes the payload, e.g. "<integer>".
	PayloadDoc string
	// PayloadOptional allows the tag to be written without its payload.
	PayloadOptional bool
	// Doc says what the tag means, in one or two sentences.
	Doc string
	// Example is a short tagged Go declaration.
	Example string
	// Behavior says what the generated code does, including ratcheting.
	Behavior string
	// Apply records what one use of the tag at site s asks for, or says
	// what is wrong with it.
	Apply func(s *Site, t tags.Tag) error
}

var registry = map[string]*Tag{}

// Register adds tags to the registry. Registering a name twice panics: it
// is a programming error in the generator, found at startup.
func Register(ts ...*Tag) {
	for _, t := range ts {
		if _, dup := registry[t.Name]; dup {
			panic(fmt.Sprintf("validators: tag %q registered twice", t.Name))
		}
		if t.Apply == nil {
			panic(fmt.Sprintf("validators: tag %q has no Apply", t.Name))
		}
		registry[t.Name] = t
	}
}

// Lookup returns the registered tag named name.
func Lookup(name string) (*Tag, bool) {
	t, ok := registry[name]
	return t, ok
}

// All returns every registered tag, sorted by name.
func All() []*Tag {
	out := make([]*Tag, 0, len(registry))
	for _, t := range registry {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Names returns every registered tag name, sorted.
func Names() []string {
	out := make([]string, 0, len(registry))
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
