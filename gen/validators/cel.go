package validators

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// CEL rules (KEP-3937), in two spellings that mean the same thing:
//
//	+k8s:validation:cel[0]:rule="self.min <= self.max"      kube-openapi's openapi-gen
//	+k8s:validation:cel[0]:message="min must not exceed max"
//	+kubebuilder:validation:XValidation:rule="self.min <= self.max",message="min must not exceed max"   controller-gen
//
// Both become one CELRule check at the site: an x-kubernetes-validations
// entry in the CRD, and in the generated Go code the rule compiled to Go
// or, when the translation is not exact, a call of the interpreted tier
// (validate/celinterp); both evaluate it as the API server does.
// The rule is parsed, type-checked and cost-estimated against the site's
// schema when code is generated (gen/celcheck.go).

// CELReasons are the reasons (error types) a rule may give, as the API
// server accepts them.
var CELReasons = []string{"FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired"}

// celMembers are the members of a rule, in the order the API documents them.
var celMembers = []string{"rule", "message", "messageExpression", "reason", "fieldPath", "optionalOldSelf"}

const celScopes = ScopeField | ScopeType | ScopeValue

func init() {
	Register(&Tag{
		Name:            "validation:cel",
		Scopes:          celScopes,
		Stability:       Stable,
		Payload:         ValuePayload,
		PayloadOptional: true,
		PayloadDoc:      `<JSON value>`,
		Usage:           `+k8s:validation:cel[<N>]:<rule|message|messageExpression|reason|fieldPath|optionalOldSelf>=<JSON value>`,
		Doc: "A CEL validation rule (KEP-3937), one member per line: +k8s:validation:cel[N]:rule=\"<CEL>\" with :message=, " +
			":messageExpression=, :reason=, :fieldPath= and :optionalOldSelf=true, exactly as kube-openapi's openapi-gen reads them " +
			"(values are JSON; rule>text takes the rest of the line raw, and consecutive rule> lines join with line breaks). " +
			"self is the value, oldSelf its old value on update. Works under +k8s:eachVal, +k8s:alpha/beta and +k8s:ifEnabled/ifDisabled " +
			"(write each member under the same wrappers).",
		Example:  "// +k8s:validation:cel[0]:rule=\"self.min <= self.max\"\n// +k8s:validation:cel[0]:message=\"min must not exceed max\"\ntype Range struct {...}",
		Behavior: celBehavior,
		Apply:    applyKEPMember,
	}, &Tag{
		Name:      "kubebuilder:validation:XValidation",
		Scopes:    ScopeField | ScopeType,
		Stability: Stable,
		FreeArgs:  true,
		Marker:    true,
		Usage:     `+kubebuilder:validation:XValidation:rule="<CEL>"[,message="<text>"][,messageExpression="<CEL>"][,reason=<reason>][,fieldPath="<path>"][,optionalOldSelf=true]`,
		Doc: "controller-gen's spelling of a CEL validation rule, written +kubebuilder:validation:XValidation:rule=\"<CEL>\",message=\"...\"," +
			"messageExpression=\"...\",reason=FieldValueForbidden,fieldPath=\".x\",optionalOldSelf=true (only rule is required); " +
			"the same rule as +k8s:validation:cel.",
		Example:  "// +kubebuilder:validation:XValidation:rule=\"self.min <= self.max\",message=\"min must not exceed max\"\ntype Range struct {...}",
		Behavior: celBehavior,
		Apply:    applyXValidation,
	})
}

const celBehavior = "The rule runs as the API server runs it on the CRD this tool writes (x-kubernetes-validations at the value's schema node), " +
	"on the value's JSON form: compiled to Go when the translation is exact (docs/cel-compiled.md), otherwise interpreted by cel-go with the Kubernetes CEL environment " +
	"(validate/celinterp, imported only by generated code with such rules; validation-gen --lint -v lists each rule's tier). " +
	"It does not run on an absent value; rules on oldSelf run only on update with an old value, unless optionalOldSelf; " +
	"an unchanged value is ratcheted. The error has the rule's reason as type (FieldValueInvalid by default), its fieldPath below the value, " +
	"and its message, messageExpression or the API server's default message."

// CELRule is one CEL validation rule at a site (an x-kubernetes-validations
// entry), with where each of its members is written.
type CELRule struct {
	Rule, Message, MessageExpression, Reason, FieldPath string
	// OptionalOldSelf is nil when the rule does not say.
	OptionalOldSelf *bool
	// Spelling is how the rule was written: "+k8s:validation:cel[N]" or
	// "+kubebuilder:validation:XValidation".
	Spelling string
	// Members locate each member's value in the source, by member name.
	Members map[string]CELMember
	// OmitZero: the rule is on a struct field whose zero value the JSON tag
	// omits (omitempty, omitzero; not structs, which omitempty keeps), so
	// the API server sees no value to check there.
	OmitZero bool
}

func (*CELRule) isRule() {}

// CELMember is where one member's value is written: one segment per source
// line (a KEP-3937 rule> value may span lines, joined with "\n").
type CELMember struct {
	Tag      tags.Tag
	Segments []CELSegment
}

// CELSegment is one line's part of a value: Raw is the text as written
// (between the quotes of a quoted value), Pos where Raw starts.
type CELSegment struct {
	Pos    token.Position
	Raw    string
	Quoted bool // Raw has Go escapes ("...")
}

// Position returns where byte offset off of member's value is written;
// the member's tag when it is unknown.
func (r *CELRule) Position(member string, off int) token.Position {
	m, ok := r.Members[member]
	if !ok {
		for _, name := range celMembers {
			if mm, ok := r.Members[name]; ok {
				return mm.Tag.Pos
			}
		}
		return token.Position{}
	}
	if len(m.Segments) == 0 {
		return m.Tag.Pos
	}
	if off < 0 {
		return m.Segments[0].Pos // the whole value: where it starts
	}
	for _, seg := range m.Segments {
		raw, n := 0, 0 // bytes of Raw read, bytes of the value they give
		for raw < len(seg.Raw) && n < off {
			if seg.Quoted && seg.Raw[raw] == '\\' {
				r, multi, tail, err := strconv.UnquoteChar(seg.Raw[raw:], '"')
				if err != nil {
					break
				}
				if multi {
					n += utf8.RuneLen(r)
				} else {
					n++
				}
				raw = len(seg.Raw) - len(tail)
				continue
			}
			raw++
			n++
		}
		if n >= off {
			p := seg.Pos
			p.Column += raw
			p.Offset += raw
			return p
		}
		off -= n + 1 // and the "\n" joining the next line
	}
	return m.Tag.Pos
}

// celGroup gathers the members of one KEP-3937 list item at a site.
type celGroup struct {
	index int
	first tags.Tag
	level Level
	cond  []Condition
	rule  *CELRule
	last  string // the member of the group's latest line, for rule> continuations
	line  int    // and its line
	// broken groups were reported (an index out of order): their other
	// lines are not.
	broken bool
}

// applyKEPMember records one +k8s:validation:cel[N]:member= line; the rule
// is checked and added once every tag of the site is known.
func applyKEPMember(s *Site, t tags.Tag) error {
	if !t.Indexed {
		return Errorf(t, "+k8s:validation:cel is a list; write one member per line: +k8s:validation:cel[0]:rule=\"...\" and +k8s:validation:cel[0]:message=\"...\"")
	}
	var g *celGroup
	for _, x := range s.V.cel {
		if x.index == t.Index {
			g = x
		}
	}
	switch {
	case g == nil:
		g = &celGroup{index: t.Index, first: t, level: s.Level, cond: s.Cond,
			rule: &CELRule{Spelling: "+k8s:validation:cel[" + strconv.Itoa(t.Index) + "]", Members: map[string]CELMember{}}}
		s.V.cel = append(s.V.cel, g)
		if want := len(s.V.cel) - 1; t.Index != want {
			g.broken = true // reported once, at the index's first line
			return Errorf(t, "index %d does not follow the site's other rules; number the rules of a value 0, 1, 2, ... (the next one is cel[%d])", t.Index, want)
		}
		s.Later(RulePhase, func(at *Site) error { return addCEL(at, g.rule, g.first) })
	case g.broken:
		return nil
	case g.level != s.Level || !slices.EqualFunc(g.cond, s.Cond, sameCondition):
		return Errorf(t, "cel[%d] is also written at %s under other +k8s:alpha/beta/ifEnabled/ifDisabled wrappers; write every member of one rule under the same ones", t.Index, g.first.Pos)
	}
	return g.set(t)
}

func sameCondition(a, b Condition) bool { return a == b }

// set records member t.Member of the group's rule.
func (g *celGroup) set(t tags.Tag) error {
	r := g.rule
	name := t.Member
	known := slices.Contains(celMembers, name)
	if !known {
		if near := tags.Suggest(name, celMembers); near != "" {
			return Errorf(t, "unknown member %q of a CEL rule; did you mean %s?", name, near)
		}
		return Errorf(t, "unknown member %q of a CEL rule; the members are %s", name, strings.Join(celMembers, ", "))
	}
	prev, had := r.Members[name]
	cont := t.Value.Kind == tags.ValueLine && had && g.last == name && t.Pos.Line == g.line+1
	g.last, g.line = name, t.Pos.Line
	if had && !cont {
		return Errorf(t, "%s of cel[%d] is already set at %s; give each member once (continue a rule> value on the very next line)", name, g.index, prev.Tag.Pos)
	}
	if name == "optionalOldSelf" {
		var b bool
		switch t.Value.Kind {
		case tags.ValueNone:
			b = true // kube-openapi reads a bare member as true
		case tags.ValueBool:
			b = t.Value.Text == "true"
		default:
			return Errorf(t, "optionalOldSelf is a boolean; write optionalOldSelf=true")
		}
		r.OptionalOldSelf = &b
		r.Members[name] = CELMember{Tag: t}
		return nil
	}
	var seg CELSegment
	switch t.Value.Kind {
	case tags.ValueString:
		// A quoted payload ends the tag's text: its last byte is the quote.
		seg = CELSegment{Pos: advanceCol(t.Value.Pos, 1), Raw: valueRaw(t), Quoted: strings.HasSuffix(t.Text, `"`)}
	case tags.ValueLine:
		seg = CELSegment{Pos: t.Value.Pos, Raw: t.Value.Text}
	default:
		return Errorf(t, "the value of %s is JSON: quote it, as in %s=%s", name, name, strconv.Quote(t.Value.Text))
	}
	text := t.Value.Text
	if cont {
		prev.Segments = append(prev.Segments, seg)
		r.Members[name] = prev
		text = *r.member(name) + "\n" + text
	} else {
		r.Members[name] = CELMember{Tag: t, Segments: []CELSegment{seg}}
	}
	*r.member(name) = text
	return nil
}

// valueRaw returns a quoted payload as written between its quotes: the
// quoted payload ends the tag's text.
func valueRaw(t tags.Tag) string {
	text := t.Text
	if len(text) < 2 {
		return t.Value.Text
	}
	q := text[len(text)-1]
	if q == '`' {
		return t.Value.Text
	}
	// The payload starts at its position's column, relative to the tag's.
	start := t.Value.Pos.Offset - t.Pos.Offset
	if start < 0 || start+1 > len(text)-1 {
		return t.Value.Text
	}
	return text[start+1 : len(text)-1]
}

func advanceCol(p token.Position, n int) token.Position {
	p.Column += n
	p.Offset += n
	return p
}

// member returns the string member called name.
func (r *CELRule) member(name string) *string {
	switch name {
	case "rule":
		return &r.Rule
	case "message":
		return &r.Message
	case "messageExpression":
		return &r.MessageExpression
	case "reason":
		return &r.Reason
	case "fieldPath":
		return &r.FieldPath
	}
	return nil
}

// applyXValidation reads one controller-gen XValidation marker.
func applyXValidation(s *Site, t tags.Tag) error {
	if s.Chained {
		return Errorf(t, "+kubebuilder:validation:XValidation cannot be chained; write +k8s:validation:cel[N]:... under a wrapper tag")
	}
	r := &CELRule{Spelling: "+kubebuilder:validation:XValidation", Members: map[string]CELMember{}}
	for _, a := range t.Args {
		if !slices.Contains(celMembers, a.Name) {
			if near := tags.Suggest(a.Name, celMembers); near != "" {
				return Errorf(t, "unknown argument %q; did you mean %s?", a.Name, near)
			}
			return Errorf(t, "unknown argument %q; XValidation takes %s", a.Name, strings.Join(celMembers, ", "))
		}
		if a.Name == "optionalOldSelf" {
			if a.Kind != tags.ArgBool {
				return Errorf(t, "optionalOldSelf=%s: write optionalOldSelf=true or false", a.Value)
			}
			b := a.Value == "true"
			r.OptionalOldSelf = &b
			r.Members[a.Name] = CELMember{Tag: t}
			continue
		}
		// The value starts after "name=" and, when quoted, its quote.
		pos := advanceCol(a.Pos, len(a.Name)+1)
		quoted := a.Kind == tags.ArgString
		raw := a.Value
		if quoted {
			off := pos.Offset - t.Pos.Offset
			if off >= 0 && off < len(t.Text) && t.Text[off] == '"' {
				if end, err := strconv.QuotedPrefix(t.Text[off:]); err == nil {
					raw = end[1 : len(end)-1]
				}
			} else {
				quoted = false // `raw`
			}
			pos = advanceCol(pos, 1)
		}
		*r.member(a.Name) = a.Value
		r.Members[a.Name] = CELMember{Tag: t, Segments: []CELSegment{{Pos: pos, Raw: raw, Quoted: quoted}}}
	}
	return addCEL(s, r, t)
}

// addCEL checks what the API server checks of a rule without its schema
// (the rest is checked against the schema, gen/celcheck.go) and adds it.
func addCEL(s *Site, r *CELRule, t tags.Tag) error {
	at := func(member string, format string, args ...any) error {
		return &tags.Error{Pos: r.Position(member, -1), Msg: r.Spelling + ": " + fmt.Sprintf(format, args...)}
	}
	trimmed := strings.TrimSpace(r.Rule)
	switch {
	case trimmed == "":
		return at("rule", "the rule is not specified; write rule=\"<CEL expression>\", e.g. rule=\"self.size() <= 10\"")
	case r.Spelling != "+kubebuilder:validation:XValidation" && r.Message == "" && r.MessageExpression == "":
		// kube-openapi's openapi-gen refuses such a marker.
		return at("rule", "message or messageExpression must be set; add %s:message=\"<what is wrong>\"", r.Spelling)
	case r.Spelling != "+kubebuilder:validation:XValidation" && r.Message != "" && r.MessageExpression != "":
		return at("messageExpression", "message and messageExpression cannot be set at the same time; keep one")
	}
	if _, ok := r.Members["message"]; ok {
		switch msg := strings.TrimSpace(r.Message); {
		case msg == "":
			return at("message", "message must be non-empty if specified; write the message or drop it")
		case strings.ContainsAny(msg, "\n\r"):
			return at("message", "message must not contain line breaks; write it on one line")
		}
	} else if strings.ContainsAny(trimmed, "\n\r") {
		return at("rule", "message must be specified if rule contains line breaks; add a message")
	}
	if _, ok := r.Members["messageExpression"]; ok && strings.TrimSpace(r.MessageExpression) == "" {
		return at("messageExpression", "messageExpression must be non-empty if specified; write a CEL string expression or drop it")
	}
	if _, ok := r.Members["reason"]; ok && !slices.Contains(CELReasons, r.Reason) {
		return at("reason", "unsupported reason %q; use one of %s", r.Reason, strings.Join(CELReasons, ", "))
	}
	if _, ok := r.Members["fieldPath"]; ok {
		switch fp := strings.TrimSpace(r.FieldPath); {
		case fp == "":
			return at("fieldPath", "fieldPath must be non-empty if specified; write a path below the value such as \".spec.replicas\", or drop it")
		case strings.ContainsAny(fp, "\n\r"):
			return at("fieldPath", "fieldPath must not contain line breaks")
		}
	}
	if s.Scope == ScopeField && s.Field != nil && s.Field.OmitZero {
		// A pointer field is omitted when nil (the check does not run
		// then); the value it points to is always written.
		_, isPtr := types.Unalias(s.Type).(*types.Pointer)
		_, isStruct := s.Underlying().(*types.Struct)
		r.OmitZero = !isPtr && !isStruct
	}
	s.Add(Check{Tag: t, Rule: r, Emits: celEmits(r)})
	return nil
}

// celEmits is the error a failing rule reports.
func celEmits(r *CELRule) []Emission {
	typ := field.ErrorTypeInvalid
	switch r.Reason {
	case "FieldValueForbidden":
		typ = field.ErrorTypeForbidden
	case "FieldValueRequired":
		typ = field.ErrorTypeRequired
	case "FieldValueDuplicate":
		typ = field.ErrorTypeDuplicate
	}
	return []Emission{{Type: typ, Fragment: r.FieldPath}}
}
