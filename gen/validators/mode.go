package validators

import (
	"go/types"
	"regexp"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// Modes: +k8s:modeDiscriminator(modality: m) marks the field whose value is
// the struct's current mode, and +k8s:ifMode(modality: m, mode: v)=<tag> on
// a sibling applies <tag> only while the discriminator equals v. As in
// Kubernetes, a field that names modes of a modality exists only in those
// modes: in any other mode it must be unset (field.Forbidden(path, "")).
//
// The payload is applied to the field itself under a Condition on the
// discriminator, so it renders like any other check of the field; the
// implicit "forbidden in other modes" is one more conditional check.

// modalityName is the form Kubernetes accepts for modality names.
var modalityName = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9_]*$`)

const (
	modeDiscriminatorTag = "modeDiscriminator"
	ifModeTag            = "ifMode"
)

func init() {
	Register(&Tag{
		Name:      modeDiscriminatorTag,
		Scopes:    ScopeField,
		Stability: Stable,
		Args:      []Arg{{Name: "modality", Doc: "the modality's name, when the struct has several (default \"\")"}},
		Doc: "The field whose value selects the mode of its struct for +k8s:ifMode rules on sibling fields. " +
			"It must be a string, bool or integer (or a pointer to one; nil matches no mode).",
		Example:  "// +k8s:modeDiscriminator\n// +k8s:required\nMode string `json:\"mode\"`",
		Behavior: "Checks nothing itself; see +k8s:ifMode.",
		Apply:    applyModeDiscriminator,
	}, &Tag{
		Name:      ifModeTag,
		Kind:      KindConditional,
		Scopes:    ScopeField,
		Stability: Stable,
		Args: []Arg{
			{Name: "", Doc: "the mode value, for the unnamed modality"},
			{Name: "modality", Doc: "the modality's name (default \"\")"},
			{Name: "mode", Doc: "the discriminator value in which the payload applies"},
		},
		Payload:    TagPayload,
		PayloadDoc: "<tag>",
		Doc: "Apply the payload tag only while the struct's +k8s:modeDiscriminator equals the mode. A field with +k8s:ifMode " +
			"exists only in the modes it names: in every other mode it must be unset. Repeat the tag for several modes or several tags per mode.",
		Example: "// +k8s:ifMode(\"Scheduled\")=+k8s:required\n// +k8s:ifMode(\"Scheduled\")=+k8s:minimum=1\nInterval *int32 `json:\"interval,omitempty\"`",
		Behavior: "The payload's checks run at the field's path while the discriminator has that value. In a mode the field does not name, " +
			"a set field reports field.Forbidden(path, \"\") (no origin, as in Kubernetes), marked alpha or beta when all of the field's " +
			"+k8s:ifMode tags are. On update, a field equal to its old value is not re-validated.",
		Apply: applyIfMode,
	})
}

// reservedModality refuses the modality name Kubernetes' validation-gen
// reserves.
func reservedModality(t tags.Tag) error {
	if a, ok := t.Arg("modality"); ok && a.Value == "default" {
		return Errorf(t, "modality name \"default\" is reserved, as in Kubernetes' validation-gen; choose another name")
	}
	return nil
}

// modalityOf returns the modality named by a modeDiscriminator or ifMode tag.
func modalityOf(t tags.Tag) string {
	a, _ := t.Arg("modality")
	return a.Value
}

// modeValueArg returns the mode an ifMode tag names: the positional
// argument or mode:.
func modeValueArg(t tags.Tag) (tags.Arg, bool) {
	if a, ok := t.Positional(); ok {
		return a, true
	}
	return t.Arg("mode")
}

// describeModality renders a modality for messages: `modality "m"` or `the unnamed modality`.
func describeModality(m string) string {
	if m == "" {
		return "the unnamed modality"
	}
	return "modality " + strconv.Quote(m)
}

// discriminatorTagText is how a discriminator for m is written.
func discriminatorTagText(m string) string {
	if m == "" {
		return "+k8s:" + modeDiscriminatorTag
	}
	return "+k8s:" + modeDiscriminatorTag + "(modality: " + strconv.Quote(m) + ")"
}

// siblingsOf returns the model fields of the struct that declares field
// site s, or nil when its declaration was not loaded.
func siblingsOf(s *Site) []*model.Field {
	if s.Parent == nil || s.Universe == nil {
		return nil
	}
	named, ok := types.Unalias(s.Parent.Type).(*types.Named)
	if !ok {
		return nil
	}
	n := s.Universe.NamedOf(named.Origin().Obj())
	if n == nil {
		return nil
	}
	return n.Fields
}

// walkChain calls visit for t and every tag chained in its payload.
func walkChain(t tags.Tag, visit func(tags.Tag)) {
	visit(t)
	if t.Value.Tag != nil {
		walkChain(*t.Value.Tag, visit)
	}
}

// isPrefixTag reports whether a tag only qualifies its payload (lifecycle,
// option conditions) without moving it to another value.
func isPrefixTag(name string) bool {
	switch name {
	case "alpha", "beta", "ifEnabled", "ifDisabled":
		return true
	}
	return false
}

// discriminatorTags returns the modeDiscriminator tags written on f,
// also behind a lifecycle prefix (+k8s:beta(since: "1.37")=+k8s:modeDiscriminator,
// as k8s.io/api writes them) or an option condition, as Kubernetes' suite
// writes them.
func discriminatorTags(f *model.Field) []tags.Tag {
	var out []tags.Tag
	for _, t := range f.Tags {
		for isPrefixTag(t.Name) && t.Value.Tag != nil {
			t = *t.Value.Tag
		}
		if t.Name == modeDiscriminatorTag {
			out = append(out, t)
		}
	}
	return out
}

func applyModeDiscriminator(s *Site, t tags.Tag) error {
	// Lifecycle and option prefixes are accepted, as in Kubernetes: the
	// discriminator checks nothing itself, and its ifMode rules carry their
	// own levels and conditions.
	if s.Field == nil || s.Parent == nil || s.Outer != nil {
		return Errorf(t, "+k8s:%s must be written on the discriminator field itself, not reached through another tag", t.Name)
	}
	m := modalityOf(t)
	if a, ok := t.Arg("modality"); ok && !modalityName.MatchString(a.Value) {
		return Errorf(t, "modality name %q must start with a letter and contain only letters, digits and '_'", a.Value)
	}
	if err := reservedModality(t); err != nil {
		return err
	}
	if _, err := discriminatorKind(s.Field.Var.Type()); err != "" {
		return Errorf(t, "%s has type %s; a mode discriminator must be %s", s.What, typeString(s.Type), err)
	}
	used := false
	for _, f := range siblingsOf(s) {
		for _, other := range discriminatorTags(f) {
			if modalityOf(other) != m || f == s.Field {
				continue
			}
			if f.Pos.Offset < s.Field.Pos.Offset {
				return Errorf(t, "%s already has a discriminator, %s (%s); a modality has one", describeModality(m), f.JSONName, other.Text)
			}
		}
		for _, ft := range f.Tags {
			walkChain(ft, func(c tags.Tag) { used = used || (c.Name == ifModeTag && modalityOf(c) == m) })
		}
	}
	if !used {
		hint := "+k8s:ifMode(\"<mode>\")=<tag>"
		if m != "" {
			hint = "+k8s:ifMode(modality: " + strconv.Quote(m) + ", mode: \"<mode>\")=<tag>"
		}
		return Errorf(t, "%s has a discriminator but no field uses it; add %s to the fields that depend on the mode, or remove this tag",
			describeModality(m), hint)
	}
	return nil
}

// discriminatorKind returns the basic kind a discriminator of type t
// compares as, or what is wrong with t.
func discriminatorKind(t types.Type) (types.BasicInfo, string) {
	if pt, ok := types.Unalias(t).(*types.Pointer); ok {
		t = pt.Elem()
	}
	const want = "a string, bool or integer, or a pointer to one"
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return 0, want
	}
	switch info := b.Info(); {
	case info&types.IsString != 0:
		return types.IsString, ""
	case info&types.IsBoolean != 0:
		return types.IsBoolean, ""
	case info&types.IsInteger != 0:
		return types.IsInteger, ""
	}
	return 0, want
}

// findDiscriminator returns the sibling field declared as the discriminator
// of modality m, and the modalities the struct has, for suggestions.
func findDiscriminator(s *Site, m string) (*model.Field, []string) {
	var modalities []string
	for _, f := range siblingsOf(s) {
		for _, t := range discriminatorTags(f) {
			if modalityOf(t) == m {
				return f, nil
			}
			modalities = append(modalities, modalityOf(t))
		}
	}
	return nil, modalities
}

func applyIfMode(s *Site, t tags.Tag) error {
	if s.Field == nil || s.Parent == nil {
		return Errorf(t, "+k8s:%s must be written on a struct field, not reached through another tag", t.Name)
	}
	if err := reservedModality(t); err != nil {
		return err
	}
	m := modalityOf(t)
	arg, ok := modeValueArg(t)
	if !ok {
		return Errorf(t, "+k8s:ifMode needs the mode: +k8s:ifMode(\"<mode>\")=<tag> or +k8s:ifMode(modality: <name>, mode: <mode>)=<tag>")
	}
	disc, modalities := findDiscriminator(s, m)
	if disc == nil {
		msg := "no field of " + s.Parent.What + " has " + discriminatorTagText(m)
		if m != "" {
			msg = "unknown modality " + strconv.Quote(m) + ": " + msg
		}
		if near := tags.Suggest(m, modalities); near != "" {
			return Errorf(t, "%s; did you mean modality: %q?", msg, near)
		}
		return Errorf(t, "%s; mark the field that selects the mode with it", msg)
	}
	if disc == s.Field {
		return Errorf(t, "%s is the discriminator of %s; +k8s:ifMode belongs on the fields that depend on it", s.What, describeModality(m))
	}
	literal, err := modeLiteral(disc, arg)
	if err != "" {
		return Errorf(t, "%s", err)
	}
	for _, c := range s.Cond {
		if c.Sibling == disc.Var {
			return Errorf(t, "+k8s:ifMode is nested in another +k8s:ifMode of %s; one discriminator value cannot be two modes", describeModality(m))
		}
	}
	if err := addForbiddenInOtherModes(s, t, disc); err != nil {
		return err
	}
	return Apply(s.withCond(Condition{Sibling: disc.Var, Equals: literal, Want: true}), *t.Value.Tag)
}

// modeLiteral returns the mode value as a literal comparable with the
// discriminator, or says why it cannot be.
func modeLiteral(disc *model.Field, a tags.Arg) (Literal, string) {
	kind, _ := discriminatorKind(disc.Var.Type())
	t := Deref(disc.Var.Type())
	wrong := func(want string) string {
		return "mode " + quoteArg(a) + " is not " + want + ", but discriminator " + disc.JSONName + " has type " + typeString(disc.Var.Type())
	}
	switch kind {
	case types.IsString:
		if a.Kind != tags.ArgString && a.Kind != tags.ArgIdent {
			return Literal{}, wrong("a string") + "; quote it: \"" + a.Value + "\""
		}
		return strLit(a.Value), ""
	case types.IsBoolean:
		// Kubernetes writes boolean modes quoted: mode: "true".
		if (a.Kind == tags.ArgBool || a.Kind == tags.ArgString) && (a.Value == "true" || a.Value == "false") {
			return Literal{BoolLit, a.Value}, ""
		}
		return Literal{}, wrong("true or false")
	default:
		lo, hi := intRange(t)
		if a.Kind == tags.ArgInt {
			if n, err := strconv.ParseInt(a.Value, 10, 64); err == nil && n >= lo && (n < 0 || uint64(n) <= hi) {
				return intLit(strconv.FormatInt(n, 10)), ""
			}
			if n, err := strconv.ParseUint(a.Value, 10, 64); err == nil && n <= hi {
				return intLit(strconv.FormatUint(n, 10)), ""
			}
			return Literal{}, "mode " + a.Value + " does not fit discriminator " + disc.JSONName + "'s type " + typeString(t) +
				" (range " + strconv.FormatInt(lo, 10) + " to " + strconv.FormatUint(hi, 10) + ")"
		}
		return Literal{}, wrong("an integer")
	}
}

func quoteArg(a tags.Arg) string {
	if a.Kind == tags.ArgString {
		return strconv.Quote(a.Value)
	}
	return a.Value
}

// addForbiddenInOtherModes adds, with the first ifMode tag of a field for
// the discriminator, the check that the field is unset in every mode its
// ifMode tags do not name. Later tags of the same modality must share the
// first one's conditions; the check keeps a lifecycle level only when all
// of them have it, as in Kubernetes.
func addForbiddenInOtherModes(s *Site, t tags.Tag, disc *model.Field) error {
	m := modalityOf(t)
	modes, lits := fieldModes(s.Field, disc, m)
	literals := make([]string, len(lits))
	for i, l := range lits {
		literals[i] = l.String()
	}
	// The text names the check in generated code and identifies it when
	// later ifMode tags of the field look for it.
	text := "+k8s:ifMode: forbidden unless " + disc.JSONName + " is " + orList(literals)
	for i := range s.V.Checks {
		c := &s.V.Checks[i]
		if c.Tag.Name != ifModeTag || c.Tag.Text != text {
			continue
		}
		if !sameConds(outerConds(c.Cond, disc), s.Cond) {
			return Errorf(t, "the +k8s:ifMode tags of %s for %s must share the conditions (ifEnabled, ifSubresource, ...) of its first one, on line %d: "+
				"the field is forbidden in the other modes as a whole", s.What, describeModality(m), c.Tag.Pos.Line)
		}
		if c.Level != s.Level {
			c.Level = Standard
		}
		return nil
	}
	if !hasSetState(s.Field.Var.Type()) {
		return Errorf(t, "%s has type %s; a field that depends on a mode must be a pointer, list, map or primitive value so that \"unset\" is defined (make it a pointer)",
			s.What, typeString(s.Type))
	}
	// Regular checks see the value behind the field's pointers, and only
	// when they are non-nil: a pointer field that gets here is set.
	check := Check{Tag: t, Emits: emits(field.ErrorTypeForbidden, ""), Cond: modes, Rule: runtimeCall("ForbiddenIf", ArgPath{}, ArgSet{})}
	if isPointer(s.Field.Var.Type()) {
		check.Rule = runtimeCall("Forbidden", ArgPath{})
	}
	check.Tag.Text = text
	s.Add(check)
	return nil
}

// fieldModes returns a "not this mode" condition for every distinct mode
// that the ifMode tags of field f name for modality m, and their literals.
// Tags with a bad mode are skipped here: applying them reports it.
func fieldModes(f *model.Field, disc *model.Field, m string) ([]Condition, []Literal) {
	var modes []Condition
	var literals []Literal
	seen := map[Literal]bool{}
	for _, ft := range f.Tags {
		walkChain(ft, func(c tags.Tag) {
			if c.Name != ifModeTag || modalityOf(c) != m {
				return
			}
			arg, ok := modeValueArg(c)
			if !ok {
				return
			}
			if lit, err := modeLiteral(disc, arg); err == "" && !seen[lit] {
				seen[lit] = true
				modes = append(modes, Condition{Sibling: disc.Var, Equals: lit, Want: false})
				literals = append(literals, lit)
			}
		})
	}
	return modes, literals
}

// orList renders "a", "a or b", "a, b or c".
func orList(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// outerConds returns the conditions of an implicit forbidden check that
// came from the tags around ifMode, without its own "not this mode" ones.
func outerConds(cond []Condition, disc *model.Field) []Condition {
	for i, c := range cond {
		if c.Sibling == disc.Var && !c.Want {
			return cond[:i]
		}
	}
	return cond
}

// sameConds compares two condition lists; nil and empty are the same.
func sameConds(a, b []Condition) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
