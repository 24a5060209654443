package schema

import (
	"cmp"
	"encoding/json"
	"fmt"
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// The schema carries what the validation plan asks for: each check's rule
// is translated to an OpenAPI keyword on the value's own schema node where
// one says the same thing, else to an x-kubernetes-validations CEL rule
// (cel.go). A check without a faithful CRD form is left out and reported
// at the tag (crd-inexpressible, findings.go): nothing is dropped silently.

// fieldSite is the struct field whose value a site describes: rules that
// need the field's presence or its old value sit on the struct (parent).
type fieldSite struct {
	parent *Props
	json   string
	typ    types.Type // as declared, pointer included
	// siblings are the fields of the declaring struct, for rules that
	// read another field (+k8s:ifMode); nil where that struct is not
	// the declaration being built (a +k8s:subfield).
	siblings []*model.Field
	// atRoot: the declaring struct is the resource itself, which an
	// update always has an old value of.
	atRoot bool
}

// refuse reports a tag that has no faithful CRD form: the CRD is written
// without it, and a crd-inexpressible finding names it (an error with
// --crd-strict).
func (b *builder) refuse(t tags.Tag, where, why string) {
	b.inexpressible(t.Pos, t.Text, where, why)
}

// applyPlan adds the validations v of a site to its schema p and reports
// whether a field site is required.
func (b *builder) applyPlan(p *Props, v *validators.Validations, where string, f *fieldSite) (required bool) {
	if v == nil {
		return false
	}
	b.docs(p, v)
	defer b.snapshotCEL(p, len(b.celRecorded))
	if v.Presence != validators.NoPresence {
		if ok, why := b.opts.emitted(v.PresenceLevel, v.PresenceCond); why != "" {
			b.refuse(v.PresenceTag, where, why)
		} else if ok {
			required = b.presence(p, v.Presence, f, v.PresenceTag, where)
			b.presenceDrift(p, v, required)
		}
	}
	for _, c := range v.Checks {
		if r, ok := c.Rule.(*validators.CELRule); ok && b.allCEL {
			// The Go code runs every rule, whatever the CRD leaves out.
			b.celRule(p, r, c.Tag)
			continue
		}
		if mode, rest := modeConds(c.Cond); len(mode) > 0 {
			b.modeCheck(c, mode, rest, v, where, f)
			continue
		}
		ok, why := b.opts.emitted(c.Level, c.Cond)
		switch {
		case why != "":
			b.refuse(c.Tag, where, why)
		case ok:
			required = b.check(p, c, v, where, f) || required
			b.keyDrift(c)
		}
	}
	if v.List != nil {
		b.list(p, v.List, where)
	}
	if v.Each != nil {
		switch {
		case p.Items != nil:
			b.applyPlan(p.Items, v.Each, "items of "+where, nil)
		case p.AdditionalProperties != nil:
			b.applyPlan(p.AdditionalProperties, v.Each, "values of "+where, nil)
		}
	}
	if v.Keys != nil {
		b.keys(p, v.Keys, where)
	}
	if v.List != nil {
		b.listDrift(p, v.List)
	}
	for _, it := range v.Items {
		b.item(p, it, v, where, f)
	}
	for _, sf := range v.Subfields {
		b.subfield(p, sf, where)
	}
	return required
}

// presence maps +k8s:required and +k8s:forbidden of a field; optional
// needs nothing (a CRD checks only the values that are there).
func (b *builder) presence(node *Props, p validators.Presence, f *fieldSite, t tags.Tag, where string) (required bool) {
	if f == nil {
		if p != validators.Optional {
			b.refuse(t, where, "presence is a property of a struct field")
		}
		return false
	}
	switch p {
	case validators.Required:
		b.requiredZero(node, f, t)
		return true
	case validators.Forbidden:
		// On the field's own node: the rule runs only when the key is
		// there, and the API server ratchets it per field, as the Go code
		// does.
		rule := "false" // a pointer: any value is set
		if _, isPtr := types.Unalias(f.typ).(*types.Pointer); !isPtr {
			nonZero, ok := nonZeroExpr("self", f.typ)
			if !ok {
				b.refuse(t, where, "a struct value is always set, so the field could never be valid")
				return false
			}
			rule = "!(" + nonZero + ")"
		}
		node.Validations = append(node.Validations, Rule{Rule: rule, Message: "Forbidden", Reason: "FieldValueForbidden", pos: t.Pos, tag: t.Text})
	}
	return false
}

// requiredZero matches +k8s:required on a value whose zero is a JSON
// value ("" or 0, an empty list): the Go code reports it as missing, a
// CRD's `required` only wants the key. A rule on the field's own node
// says Required there, as the Go code does, and is ratcheted per field.
func (b *builder) requiredZero(node *Props, f *fieldSite, t tags.Tag) {
	if _, isPtr := types.Unalias(f.typ).(*types.Pointer); isPtr {
		return // nil is the only unset value, and null is dropped
	}
	nonZero, ok := nonZeroExpr("self", f.typ)
	if !ok {
		return // a struct value: always set
	}
	node.Validations = append(node.Validations, Rule{Rule: nonZero, Message: "Required value", Reason: "FieldValueRequired", pos: t.Pos, tag: t.Text})
}

// check translates one check and reports whether it makes a field required
// (+k8s:ifEnabled(X)=+k8s:required with X on).
func (b *builder) check(p *Props, c validators.Check, v *validators.Validations, where string, f *fieldSite) (required bool) {
	switch r := c.Rule.(type) {
	case *validators.DependencyRule:
		b.dependency(p, r, c.Tag, where)
		return false
	case *validators.EqualToRule:
		b.equalTo(p, r, c.Tag, where)
		return false
	case *validators.UnionRule:
		b.union(p, r, c.Tag, where, f, v)
		return false
	case *validators.FieldBoundRule:
		b.fieldBound(p, r, c.Tag, where)
		return false
	case *validators.CELRule:
		b.celRule(p, r, c.Tag)
		return false
	}
	call, ok := c.Rule.(*validators.Call)
	if !ok {
		b.refuse(c.Tag, where, ruleKind(c.Rule)+" has no CRD form in this version")
		return false
	}
	call = keywordCall(call)
	switch fn := call.Func; {
	case fn == "RequiredIf" || fn == "ForbiddenIf" || fn == "Stop":
		return b.conditionalPresence(p, fn, c.Tag, where, f)
	case fn == "NoNilItems" || fn == "NoNilValues":
		// A CRD's items and map values are never nullable: null is rejected as a type error.
	case strings.HasPrefix(fn, "Unique"):
		if id := v.Identity(); id == nil || (id.Type != "set" && id.Type != "map") {
			b.refuse(c.Tag, where, "uniqueness without +k8s:listType=set|map has no CRD form (a CRD list type also changes how the list merges)")
		} // else x-kubernetes-list-type enforces it
	case fn == "Immutable" || fn == "Update" || fn == "Monotonic":
		b.transition(c, call, where, f)
	default:
		call = durationOnInteger(p, call)
		b.listKeywordDrift(c, call, v)
		if !b.keyword(p, c, call, where) {
			b.celCheck(p, c, call, where)
		}
	}
	return false
}

// conditionalPresence maps the presence checks of a presence tag under an
// option that is on.
func (b *builder) conditionalPresence(node *Props, fn string, t tags.Tag, where string, f *fieldSite) (required bool) {
	switch fn {
	case "RequiredIf":
		return b.presence(node, validators.Required, f, t, where)
	case "ForbiddenIf":
		return b.presence(node, validators.Forbidden, f, t, where)
	}
	return false // Stop: optional, or what follows a forbidden field
}

// ruleKind names a cross-field rule for messages.
func ruleKind(r validators.Rule) string {
	switch r.(type) {
	case *validators.UnionRule:
		return "a union (+k8s:unionMember, +k8s:zeroOrOneOfMember, +k8s:unionDiscriminator)"
	case *validators.FieldBoundRule:
		return "a bound by another field (constraint:)"
	case *validators.DependencyRule:
		return "a dependency between fields"
	case *validators.EqualToRule:
		return "an equality of two fields"
	case *validators.CustomRule:
		return "a hand-written validation function, which the API server cannot run,"
	}
	return fmt.Sprintf("a rule of kind %T", r)
}

// keyword sets the OpenAPI keyword that says what call checks, and
// reports whether there is one.
func (b *builder) keyword(p *Props, c validators.Check, call *validators.Call, where string) bool {
	need := func(typ string) bool {
		if p.Type != typ {
			b.errs.add(errorAt(c.Tag.Pos, "%s on %s: the schema has type %q, the tag needs %q", c.Tag.Text, where, p.Type, typ))
			return false
		}
		return true
	}
	n, hasInt := intOperand(call)
	if hasInt && !exactInFloat(n) && (strings.Contains(call.Func, "imum") || call.Func == "MultipleOf") {
		// The API server reads bounds as float64, which rounds this one:
		// a CEL rule compares int64 values exactly.
		return false
	}
	switch call.Func {
	case "Minimum", "ExclusiveMinimum":
		if hasInt && need("integer") {
			lowerBound(p, float64(n), call.Func == "ExclusiveMinimum")
		}
	case "Maximum", "ExclusiveMaximum":
		if hasInt && need("integer") {
			upperBound(p, float64(n), call.Func == "ExclusiveMaximum")
		}
	case "FloatMinimum", "FloatExclusiveMinimum", "FloatMaximum", "FloatExclusiveMaximum":
		return b.floatBound(p, c, call, need)
	case "FloatMultipleOf":
		return b.floatMultipleOf(p, c, call, need)
	case "MultipleOf":
		if p.MultipleOf != nil && *p.MultipleOf != float64(n) { // a second factor: both must divide
			return false
		}
		if hasInt && need("integer") {
			f := float64(n)
			p.MultipleOf = &f
		}
	case "MinLength":
		if hasInt && need("string") {
			p.MinLength = tighter(p.MinLength, n, maxInt)
		}
	case "MaxLength":
		if hasInt && need("string") {
			p.MaxLength = tighter(p.MaxLength, n, minInt)
		}
	case "MinItems", "MaxItems", "MinProperties", "MaxProperties":
		typ, dst := "array", &p.MinItems
		switch call.Func {
		case "MaxItems":
			dst = &p.MaxItems
		case "MinProperties":
			typ, dst = "object", &p.MinProperties
		case "MaxProperties":
			typ, dst = "object", &p.MaxProperties
		}
		if hasInt && need(typ) {
			pick := maxInt
			if strings.HasPrefix(call.Func, "Max") {
				pick = minInt
			}
			*dst = tighter(*dst, n, pick)
		}
	case "Enum", "EnumOption":
		if need("string") {
			b.enum(p, c, call, where)
		}
	case "EnumInteger": // +kubebuilder:validation:Enum on an integer
		if need("integer") {
			b.enum(p, c, call, where)
		}
	case "IntOrStringMinLength", "IntOrStringMaxLength", "IntOrStringPattern", "IntOrStringEnum":
		return b.intOrStringKeyword(p, c, call, where)
	case "JSONStringMinLength", "JSONStringMaxLength", "JSONStringPattern": // a type that marshals itself to a string
		return b.keyword(p, c, &validators.Call{Func: strings.TrimPrefix(call.Func, "JSONString"), Args: call.Args}, where)
	case "Base64MinLength", "Base64MaxLength": // on a []byte: the base64 string's length
		if hasInt && need("string") {
			if call.Func == "Base64MinLength" {
				p.MinLength = tighter(p.MinLength, n, maxInt)
			} else {
				p.MaxLength = tighter(p.MaxLength, n, minInt)
			}
		}
	case "Pattern", "Matches":
		if p.Pattern != "" { // a second pattern: both must match
			return false
		}
		for _, a := range call.Args {
			if re, ok := a.(validators.ArgRegexp); ok && need("string") {
				p.Pattern = re.Pattern
			}
		}
	default:
		if openAPIFormatFuncs[call.Func] { // +kubebuilder:validation:Format
			b.openAPIFormat(p, c, where, need)
			return true
		}
		return false
	}
	return true
}

// exactInFloat reports an integer that float64 (the type of the OpenAPI
// bounds in the API server) holds exactly, with room for the value next to
// it, so that the keyword draws the same line as the Go check.
func exactInFloat(n int64) bool { return n > -(1<<53) && n < 1<<53 }

// intOperand returns the integer literal of a bound.
func intOperand(call *validators.Call) (int64, bool) {
	for _, a := range call.Args {
		if l, ok := a.(validators.Literal); ok && l.Kind == validators.IntLit {
			var n int64
			if _, err := fmt.Sscan(l.Text, &n); err == nil {
				return n, true
			}
		}
	}
	return 0, false
}

// tighter keeps the stricter of an existing bound and n: a typedef's bound
// and a field's both hold.
func tighter(cur *int64, n int64, pick func(a, b int64) int64) *int64 {
	if cur != nil {
		n = pick(*cur, n)
	}
	return &n
}

// lowerBound sets minimum (exclusive or not) on an integer to the stricter
// of the existing bound and the new one; integers make > n the same as
// >= n+1.
func lowerBound(p *Props, n float64, exclusive bool) {
	eff := n
	if exclusive {
		eff++
	}
	if p.Minimum != nil {
		cur := *p.Minimum
		if p.ExclusiveMinimum {
			cur++
		}
		if cur >= eff {
			return
		}
	}
	p.Minimum, p.ExclusiveMinimum = &n, exclusive
}

func upperBound(p *Props, n float64, exclusive bool) {
	eff := n
	if exclusive {
		eff--
	}
	if p.Maximum != nil {
		cur := *p.Maximum
		if p.ExclusiveMaximum {
			cur--
		}
		if cur <= eff {
			return
		}
	}
	p.Maximum, p.ExclusiveMaximum = &n, exclusive
}

// enum lists the enum's values, without those the enabled options (or the
// disabled ones) exclude.
func (b *builder) enum(p *Props, c validators.Check, call *validators.Call, where string) {
	var values []*types.Const
	excluded := map[*types.Const]bool{}
	for _, a := range call.Args {
		switch a := a.(type) {
		case validators.ArgEnumLiterals:
			// +kubebuilder:validation:Enum: the values as written.
			p.Enum = make([]any, len(a.Values))
			for i, v := range a.Values {
				p.Enum[i] = v.Text
				if v.Kind == validators.IntLit {
					p.Enum[i] = json.Number(v.Text)
				}
			}
			return
		case validators.ArgEnumValues:
			values = a.Values
		case validators.ArgEnumExclusions:
			for _, x := range a.Items {
				if b.opts.enabled(x.Option) == x.When {
					excluded[x.Value] = true
				}
			}
		}
	}
	// Declaration order, as authors list them (the plan sorts by value).
	values = slices.Clone(values)
	slices.SortStableFunc(values, func(x, y *types.Const) int { return cmp.Compare(x.Pos(), y.Pos()) })
	p.Enum = nil
	for _, v := range values {
		if !excluded[v] && v.Val().Kind() == constant.String {
			p.Enum = append(p.Enum, constant.StringVal(v.Val()))
		}
	}
	if len(p.Enum) == 0 {
		b.errs.add(errorAt(c.Tag.Pos, "%s on %s: no allowed values (every constant is excluded); a CRD enum cannot be empty", c.Tag.Text, where))
	}
}

// list sets the list type and keys declared at a site.
func (b *builder) list(p *Props, l *validators.List, where string) {
	if l.Unique != "" && l.Type != l.Unique {
		b.refuse(l.UniqueTag, where, "uniqueness without +k8s:listType=set|map has no CRD form (a CRD list type also changes how the list merges)")
	}
	if l.Custom {
		b.refuse(l.CustomTag, where, "uniqueness checked by hand (+k8s:customUnique) has no CRD form")
	}
	if l.Type == "" {
		return
	}
	if p.Type != "array" {
		b.errs.add(errorAt(l.TypeTag.Pos, "%s on %s: the schema has type %q, not a list", l.TypeTag.Text, where, p.Type))
		return
	}
	p.ListType = l.Type
	if l.Type == "set" && p.Items != nil {
		// The API server compares set items as whole values, and wants the
		// items' own structure atomic to say so.
		switch {
		case p.Items.Type == "object" && p.Items.MapType == "":
			p.Items.MapType = "atomic"
		case p.Items.Type == "array" && p.Items.ListType == "":
			p.Items.ListType = "atomic"
		case p.Items.Type == "object" && p.Items.MapType != "atomic", p.Items.Type == "array" && p.Items.ListType != "atomic":
			b.errs.add(errorAt(l.TypeTag.Pos, "%s on %s: the items of a set must be atomic values, and theirs are not", l.TypeTag.Text, where))
		}
	}
	if l.Type != "map" {
		return
	}
	p.ListMapKeys = append([]string(nil), l.KeyNames...)
	if p.Items.IsStub() {
		return // the items' definition has the keys (publish.go)
	}
	for i, k := range l.KeyNames {
		if p.Items == nil || p.Items.Properties[k] == nil {
			b.errs.add(errorAt(l.KeyTags[i].Pos, "+k8s:listMapKey=%s on %s: the items have no JSON field %q", k, where, k))
		} else if !contains(p.Items.Required, k) && p.Items.Properties[k].Default == nil {
			b.errs.add(errorAt(l.KeyTags[i].Pos, "+k8s:listMapKey=%s on %s: a CRD needs every map-list key to be required or defaulted; add +k8s:required or a +default to the items' field %q", k, where, k))
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// own returns the validations declared on a type, nil for types the plan
// does not know (their package was not analyzed).
func (b *builder) own(n *model.Named) *validators.Validations {
	if tp := b.plan.Type(n.Obj); tp != nil {
		return tp.Own
	}
	return nil
}

// fieldPlan returns the validations of a field of n.
func (b *builder) fieldPlan(n *model.Named, f *model.Field) *validators.Validations {
	tp := b.plan.Type(n.Obj)
	if tp == nil {
		return nil
	}
	for _, fp := range tp.Fields {
		if fp.Field == f {
			return fp.V
		}
	}
	return nil
}

// refuseAll reports every tag behind v at a place where no rule can go,
// those chained below it (eachVal, eachKey, item, subfield) included.
func (b *builder) refuseAll(v *validators.Validations, where, why string) {
	if v == nil {
		return
	}
	if v.Presence != validators.NoPresence && v.Presence != validators.Optional {
		b.refuse(v.PresenceTag, where, why)
	}
	for _, c := range v.Checks {
		if !(c.ShortCircuit && c.NonError) { // inherited rules report nothing
			b.refuse(c.Tag, where, why)
		}
	}
	b.refuseAll(v.Each, where, why)
	b.refuseAll(v.Keys, where, why)
	for _, it := range v.Items {
		b.refuseAll(it.V, where, why)
	}
	for _, sf := range v.Subfields {
		b.refuseAll(sf.V, where, why)
	}
}

func minInt(a, b int64) int64 { return min(a, b) }
func maxInt(a, b int64) int64 { return max(a, b) }

// docs writes the site's title and example (documentation the plan
// carries, kubebuilder_docs.go) over those of the value's type: a
// field's own win, as in controller-gen. Published OpenAPI has none:
// openapi-gen reads no controller-gen marker.
func (b *builder) docs(p *Props, v *validators.Validations) {
	if b.publish {
		return
	}
	if v.Title != "" {
		p.Title = v.Title
	}
	if v.Example != "" {
		p.Example = json.RawMessage(v.Example)
	}
}
