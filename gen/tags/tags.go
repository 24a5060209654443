// Package tags parses the `+k8s:` comment tags that declare validation on
// Kubernetes-style API types (KEP-5073):
//
//	+k8s:name
//	+k8s:name=payload
//	+k8s:name(positional)=payload
//	+k8s:name(key: value, other: "quoted")=payload
//	+k8s:eachVal=+k8s:minimum=1          (a chained tag as payload, any depth)
//
// The parser knows the grammar only; which tags exist and what their
// arguments mean is the business of the validators.
package tags

import (
	"fmt"
	"go/token"
	"strconv"
	"strings"
)

// prefix starts every tag this package owns.
const prefix = "+k8s:"

// Tag is one parsed `+k8s:` tag. For a chained tag
// (`+k8s:eachVal=+k8s:minimum=1`) the inner tag is Value.Tag.
type Tag struct {
	Name  string         // "minimum"
	Args  []Arg          // in written order; nil when there are none
	Value Value          // the payload after '='
	Pos   token.Position // position of this tag's '+'
	Text  string         // the tag as written, from its '+' to the end of the line

	// Indexed, Index and Member spell one member of a KEP-3937 list
	// marker: +k8s:validation:cel[0]:rule="..." has Name "validation:cel",
	// Index 0 and Member "rule" (see marker.go).
	Indexed bool
	Index   int
	Member  string
	// Marker tags are written in controller-gen's dialect, +<Name>:k=v,...
	// (+kubebuilder:validation:XValidation:rule="...",message="..."): the
	// arguments are named and follow a ':' (see marker.go).
	Marker bool
}

// Arg is one argument inside a tag's parentheses.
type Arg struct {
	Name  string         // "" for the positional argument
	Value string         // unquoted
	Kind  ArgKind        // how the value was written
	Pos   token.Position // start of the argument (its name when named)
}

// ArgKind says how an argument value was written.
type ArgKind int

const (
	ArgString ArgKind = iota // "quoted" or `raw`
	ArgInt                   // decimal integer, optionally negative
	ArgBool                  // true or false
	ArgIdent                 // identifier, dotted path or type reference (T, *T, []T, pkg/path.T)
)

func (k ArgKind) String() string {
	switch k {
	case ArgString:
		return "string"
	case ArgInt:
		return "int"
	case ArgBool:
		return "bool"
	case ArgIdent:
		return "identifier"
	}
	return "ArgKind(" + strconv.Itoa(int(k)) + ")"
}

// Value is a tag's payload.
type Value struct {
	Kind ValueKind
	Text string         // unquoted string, raw text, integer text or "true"/"false"
	Tag  *Tag           // the chained tag when Kind == ValueTag
	Pos  token.Position // start of the payload; zero for ValueNone
}

// ValueKind says how a payload was written.
type ValueKind int

const (
	ValueNone   ValueKind = iota // no '='
	ValueString                  // "quoted" or `raw`; Text is unquoted
	ValueRaw                     // a bare word, the rest of the line: k8s-short-name, NoSet,NoModify
	ValueInt                     // decimal integer, optionally negative
	ValueBool                    // true or false
	ValueTag                     // a chained +k8s: tag
	ValueLine                    // KEP-3937's raw line after '>' (+k8s:validation:cel[0]:rule>self.x > 0); Text is the rest of the line
)

func (k ValueKind) String() string {
	switch k {
	case ValueNone:
		return "none"
	case ValueString:
		return "string"
	case ValueRaw:
		return "raw"
	case ValueInt:
		return "int"
	case ValueBool:
		return "bool"
	case ValueTag:
		return "tag"
	case ValueLine:
		return "line"
	}
	return "ValueKind(" + strconv.Itoa(int(k)) + ")"
}

// Arg returns the named argument called name.
func (t Tag) Arg(name string) (Arg, bool) {
	for _, a := range t.Args {
		if a.Name != "" && a.Name == name {
			return a, true
		}
	}
	return Arg{}, false
}

// Positional returns the tag's single positional argument.
func (t Tag) Positional() (Arg, bool) {
	if len(t.Args) == 1 && t.Args[0].Name == "" {
		return t.Args[0], true
	}
	return Arg{}, false
}

// Int returns the payload as an integer. Only ValueInt payloads are
// integers: a quoted "5" is a string on purpose.
func (v Value) Int() (int64, error) {
	if v.Kind != ValueInt {
		return 0, fmt.Errorf("payload is %s, not an integer", v.Kind)
	}
	return strconv.ParseInt(v.Text, 10, 64)
}

// Bool returns the payload as a boolean; only ValueBool payloads are booleans.
func (v Value) Bool() (bool, error) {
	if v.Kind != ValueBool {
		return false, fmt.Errorf("payload is %s, not a boolean", v.Kind)
	}
	return strconv.ParseBool(v.Text)
}

// Int returns the argument as an integer; only ArgInt arguments are integers.
func (a Arg) Int() (int64, error) {
	if a.Kind != ArgInt {
		return 0, fmt.Errorf("argument is %s, not an integer", a.Kind)
	}
	return strconv.ParseInt(a.Value, 10, 64)
}

// String renders the tag in canonical form: arguments separated by ", ",
// strings double-quoted, chained tags inline. Parsing the result yields a
// tag Equal to t.
func (t Tag) String() string {
	var b strings.Builder
	for cur := &t; cur != nil; {
		if cur.Marker {
			writeMarker(&b, cur)
			break
		}
		b.WriteString(prefix)
		b.WriteString(cur.Name)
		if cur.Indexed {
			b.WriteString("[" + strconv.Itoa(cur.Index) + "]:" + cur.Member)
		}
		writeArgs(&b, cur.Args)
		next := (*Tag)(nil)
		switch cur.Value.Kind {
		case ValueNone:
		case ValueLine:
			b.WriteByte('>')
			b.WriteString(cur.Value.Text)
		case ValueString:
			b.WriteByte('=')
			b.WriteString(strconv.Quote(cur.Value.Text))
		case ValueTag:
			b.WriteByte('=')
			next = cur.Value.Tag
		default:
			b.WriteByte('=')
			b.WriteString(cur.Value.Text)
		}
		cur = next
	}
	return b.String()
}

func writeArgs(b *strings.Builder, args []Arg) {
	if len(args) == 0 {
		return
	}
	b.WriteByte('(')
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		if a.Name != "" {
			b.WriteString(a.Name)
			b.WriteString(": ")
		}
		if a.Kind == ArgString {
			b.WriteString(strconv.Quote(a.Value))
		} else {
			b.WriteString(a.Value)
		}
	}
	b.WriteByte(')')
}

// Equal reports whether t and u say the same thing: same names, arguments
// and payloads down the whole chain. Where and how they were written (Pos,
// Text, quoting style, spacing) does not matter.
func (t Tag) Equal(u Tag) bool {
	a, b := &t, &u
	for a != nil && b != nil {
		if a.Name != b.Name || len(a.Args) != len(b.Args) || a.Marker != b.Marker ||
			a.Indexed != b.Indexed || a.Index != b.Index || a.Member != b.Member ||
			a.Value.Kind != b.Value.Kind || a.Value.Text != b.Value.Text {
			return false
		}
		for i := range a.Args {
			x, y := a.Args[i], b.Args[i]
			if x.Name != y.Name || x.Value != y.Value || x.Kind != y.Kind {
				return false
			}
		}
		if a.Value.Kind != ValueTag {
			return true
		}
		a, b = a.Value.Tag, b.Value.Tag
	}
	return a == nil && b == nil
}
