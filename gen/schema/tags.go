package schema

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// The +k8s: tags this version maps to OpenAPI keywords. They are read from
// the model's tags directly; when the validation plan (issue 11) lands, the
// plan replaces this reading and also brings the CEL rules for every other
// tag. Until then any other validation tag stops --crd-dir: a tag is never
// dropped silently.
//
// Known differences to the Go code, for the differential kit: CRD
// `required` means "key present" where +k8s:required means "not the zero
// value", and a present zero value is still checked by the keywords where
// +k8s:optional skips the field's checks.

// skipped reports the tags that have no CRD form by design, so leaving
// them out drops nothing the API server should enforce: tags of other
// generators, and +k8s:alpha rules, which the Go code runs shadow-only
// (reported, never enforced); issue 12 says they are never emitted.
func skipped(t tags.Tag) bool {
	return validators.ForeignTag(t.Name) || (t.Name == "alpha" && t.Value.Kind == tags.ValueTag)
}

// opaqueTag stops the referenced type's validation at a field.
const opaqueTag = "opaqueType"

// unmapped is the error for a validation tag that has no CRD form yet.
func unmapped(t tags.Tag, where string) error {
	return errorAt(t.Pos, "%s on %s cannot be expressed in a CRD by this version of validation-gen yet; "+
		"--crd-dir stops rather than drop it (remove the tag or generate the CRD by other means)", t.Text, where)
}

// refuseUnmapped reports every validation tag of ts: none is mapped where
// the caller found them.
func (b *builder) refuseUnmapped(ts []tags.Tag, where string) {
	for _, t := range ts {
		if !skipped(t) {
			b.errs.add(unmapped(t, where))
		}
	}
}

// applyFieldTags adds a field's tags to its schema and reports whether the
// field is required.
func (b *builder) applyFieldTags(p *Props, f *model.Field) (required bool) {
	for _, t := range f.Tags {
		switch {
		case skipped(t):
		case t.Name == "required" && plain(t):
			required = true
		case t.Name == "optional" && plain(t):
		case t.Name == opaqueTag && plain(t): // applied by fieldOf
		default:
			b.applyValueTag(p, t, "field "+f.Name)
		}
	}
	b.checkListMap(p, f.Tags, "field "+f.Name)
	return required
}

// applyTypeTags adds a type declaration's tags to its schema.
func (b *builder) applyTypeTags(p *Props, n *model.Named) {
	for _, t := range n.Tags {
		switch {
		case skipped(t):
		case t.Name == "enum" && plain(t):
			b.enum(p, n, t)
		default:
			b.applyValueTag(p, t, "type "+n.Name())
		}
	}
	b.checkListMap(p, n.Tags, "type "+n.Name())
}

// checkListMap enforces the CRD rule for map lists: every key is a
// property that items must carry (required), since a key has no default
// here.
func (b *builder) checkListMap(p *Props, ts []tags.Tag, where string) {
	i := slices.IndexFunc(ts, func(t tags.Tag) bool { return t.Name == "listType" || t.Name == "listMapKey" })
	if i < 0 {
		return // the list tags sit elsewhere (a typedef) and were checked there
	}
	pos := ts[i].Pos
	keyPos := func(key string) token.Position {
		for _, t := range ts {
			if t.Name == "listMapKey" && t.Value.Text == key {
				return t.Pos
			}
		}
		return pos
	}
	switch {
	case p.ListType != "map" && len(p.ListMapKeys) > 0:
		b.errs.add(errorAt(pos, "+k8s:listMapKey on %s needs +k8s:listType=map", where))
	case p.ListType == "map" && len(p.ListMapKeys) == 0:
		b.errs.add(errorAt(pos, "+k8s:listType=map on %s needs at least one +k8s:listMapKey", where))
	case p.ListType == "map":
		for _, k := range p.ListMapKeys {
			if p.Items == nil || p.Items.Properties[k] == nil {
				b.errs.add(errorAt(keyPos(k), "+k8s:listMapKey=%s on %s: the items have no JSON field %q", k, where, k))
			} else if !slices.Contains(p.Items.Required, k) {
				b.errs.add(errorAt(keyPos(k), "+k8s:listMapKey=%s on %s: a CRD needs every map-list key to be required; add +k8s:required to the items' field %q", k, where, k))
			}
		}
	}
}

// plain reports a tag without arguments or payload: the mapped forms.
func plain(t tags.Tag) bool {
	return len(t.Args) == 0 && t.Value.Kind == tags.ValueNone
}

// applyValueTag maps the bound and list tags that sit on fields and types
// alike.
func (b *builder) applyValueTag(p *Props, t tags.Tag, where string) {
	if len(t.Args) > 0 {
		b.errs.add(unmapped(t, where))
		return
	}
	bound := func(want string, dst **int64) {
		v, err := t.Value.Int()
		if t.Value.Kind != tags.ValueInt || err != nil {
			b.errs.add(unmapped(t, where))
			return
		}
		if p.Type != want {
			b.errs.add(errorAt(t.Pos, "%s on %s: the schema has type %q, the tag needs %q", t.Text, where, p.Type, want))
			return
		}
		*dst = &v
	}
	switch t.Name {
	case "minimum":
		bound("integer", &p.Minimum)
	case "maximum":
		bound("integer", &p.Maximum)
	case "minLength":
		bound("string", &p.MinLength)
	case "maxLength":
		bound("string", &p.MaxLength)
	case "minItems":
		bound("array", &p.MinItems)
	case "maxItems":
		bound("array", &p.MaxItems)
	case "listType":
		switch v := t.Value.Text; {
		case p.Type != "array":
			b.errs.add(errorAt(t.Pos, "%s on %s: the schema has type %q, not a list", t.Text, where, p.Type))
		case v == "atomic" || v == "set" || v == "map":
			p.ListType = v
		default:
			b.errs.add(errorAt(t.Pos, "%s on %s: want atomic, set or map", t.Text, where))
		}
	case "listMapKey":
		if t.Value.Text == "" || p.Type != "array" {
			b.errs.add(errorAt(t.Pos, "%s on %s: needs a list and a JSON field name", t.Text, where))
			return
		}
		if !slices.Contains(p.ListMapKeys, t.Value.Text) {
			p.ListMapKeys = append(p.ListMapKeys, t.Value.Text)
		}
	default:
		b.errs.add(unmapped(t, where))
	}
}

// enum lists the string constants of n's type, minus +k8s:enumExclude ones.
func (b *builder) enum(p *Props, n *model.Named, t tags.Tag) {
	nt, ok := n.Type().(*types.Named)
	if !ok || p.Type != "string" {
		b.errs.add(errorAt(t.Pos, "%s on type %s: only string types can be enums", t.Text, n.Name()))
		return
	}
	p.Enum = nil
	for _, c := range b.u.ConstsOf(nt) {
		excluded := false
		for _, ct := range c.Tags {
			switch {
			case ct.Name == "enumExclude" && plain(ct):
				excluded = true
			case !skipped(ct):
				b.errs.add(unmapped(ct, "constant "+c.Obj.Name()))
			}
		}
		if !excluded && c.Obj.Val().Kind() == constant.String {
			p.Enum = append(p.Enum, constant.StringVal(c.Obj.Val()))
		}
	}
	if len(p.Enum) == 0 {
		b.errs.add(errorAt(t.Pos, "%s on type %s: no allowed values (every constant is excluded); a CRD enum cannot be empty", t.Text, n.Name()))
	}
}
