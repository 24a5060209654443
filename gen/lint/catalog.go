package lint

import (
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// The registry (validators.All) is the source of truth for the tags this
// generator implements. Lint also knows the rest of the tag catalog
// (TAGS.md), so that a tag that is specified but not implemented yet is
// reported as such rather than as a typo, and so that rules about tags such
// as +k8s:alpha work on the tag text before (and after) a validator exists.

// planned describes a catalog tag lint knows by name.
type planned struct {
	// wrapper tags apply their payload to the same value, adding a
	// lifecycle or a condition (+k8s:alpha=..., +k8s:ifEnabled(X)=...).
	wrapper bool
	// conditional wrappers apply their payload only sometimes.
	conditional bool
	// chain tags apply their payload somewhere below the value
	// (+k8s:subfield(name)=..., +k8s:item(k: v)=...).
	chain bool
}

var catalog = map[string]planned{
	"alpha":              {wrapper: true},
	"beta":               {wrapper: true},
	"ifEnabled":          {wrapper: true, conditional: true},
	"ifDisabled":         {wrapper: true, conditional: true},
	"ifSubresource":      {wrapper: true, conditional: true},
	"ifNotSubresource":   {wrapper: true, conditional: true},
	"ifMode":             {wrapper: true, conditional: true},
	"eachVal":            {chain: true},
	"eachKey":            {chain: true},
	"subfield":           {chain: true},
	"item":               {chain: true},
	"required":           {},
	"optional":           {},
	"forbidden":          {},
	"default":            {},
	"listType":           {},
	"listMapKey":         {},
	"unique":             {},
	"customUnique":       {},
	"immutable":          {},
	"update":             {},
	"monotonic":          {},
	"unionMember":        {},
	"unionDiscriminator": {},
	"zeroOrOneOfMember":  {},
	"dependentRequired":  {},
	"dependentForbidden": {},
	"modeDiscriminator":  {},
	"memberOf":           {},
	"listMapItem":        {},
	"union":              {},
	"customValidation":   {},
}

// renamed maps tag names Kubernetes used before to their current names.
var renamed = map[string]string{
	"ifOptionEnabled":  "ifEnabled",
	"ifOptionDisabled": "ifDisabled",
}

// lifecycleTags mark a validation's maturity; they must start a chain.
func isLifecycle(name string) bool { return name == "alpha" || name == "beta" }

// foreign reports whether a +k8s: tag is not a validation tag (another
// generator's, or validation-gen's own package and type selection).
func foreign(name string) bool { return validators.ForeignTag(name) }

// registered reports whether a validator implements name.
func registered(name string) bool {
	_, ok := validators.Lookup(name)
	return ok
}

// known reports whether name is a validation tag lint understands:
// implemented or in the catalog.
func known(name string) bool {
	if registered(name) {
		return true
	}
	_, ok := catalog[name]
	return ok
}

// isWrapper reports whether name applies its payload to the same value.
func isWrapper(name string) bool { return catalog[name].wrapper }

// isConditional reports whether name applies its payload only sometimes.
func isConditional(name string) bool { return catalog[name].conditional }

// takesTag reports whether name's payload is another tag.
func takesTag(name string) bool {
	if def, ok := validators.Lookup(name); ok && def.Payload == validators.TagPayload {
		return true
	}
	p := catalog[name]
	return p.wrapper || p.chain
}

// links returns the tags of a chain, outermost first.
func links(t tags.Tag) []tags.Tag {
	out := []tags.Tag{t}
	for cur := t; cur.Value.Kind == tags.ValueTag && cur.Value.Tag != nil; {
		cur = *cur.Value.Tag
		out = append(out, cur)
	}
	return out
}

// unwrap strips wrapper tags (+k8s:alpha=, +k8s:ifEnabled(X)=, ...) from
// the front of a chain. conditional reports whether one of them made the
// rest conditional.
func unwrap(t tags.Tag) (inner tags.Tag, conditional bool) {
	for isWrapper(t.Name) && t.Value.Kind == tags.ValueTag && t.Value.Tag != nil {
		conditional = conditional || isConditional(t.Name)
		t = *t.Value.Tag
	}
	return t, conditional
}

// enforcedTags returns ts with lifecycle prefixes removed and conditional
// tags left out: the tags that always apply to the value, for rules that
// reason about what values are valid.
func enforcedTags(ts []tags.Tag) []tags.Tag {
	var out []tags.Tag
	for _, t := range ts {
		if foreign(t.Name) {
			continue
		}
		inner, cond := unwrap(t)
		if !cond {
			out = append(out, inner)
		}
	}
	return out
}

// hasValidation reports whether t asks for any check beyond presence and
// opacity, looking through chains.
func hasValidation(t tags.Tag) bool {
	switch {
	case foreign(t.Name), t.Name == "optional", t.Name == "required", t.Name == "forbidden", t.Name == "opaqueType":
		return false
	case takesTag(t.Name):
		return t.Value.Tag != nil && hasValidation(*t.Value.Tag)
	}
	return known(t.Name)
}

// firstValidation returns the first tag in ts that asks for a check.
func firstValidation(ts []tags.Tag) (tags.Tag, bool) {
	for _, t := range ts {
		if hasValidation(t) {
			return t, true
		}
	}
	return tags.Tag{}, false
}

// presenceTag returns the +k8s:required, optional or forbidden tag of ts,
// looking through wrappers.
func presenceTag(ts []tags.Tag) (tags.Tag, bool) {
	for _, t := range ts {
		inner, _ := unwrap(t)
		switch inner.Name {
		case "required", "optional", "forbidden":
			return inner, true
		}
	}
	return tags.Tag{}, false
}

// opacity says which parts of a value +k8s:opaqueType cuts off.
type opacity struct{ value, items, keys bool }

func opacityOf(ts []tags.Tag) opacity {
	var o opacity
	for _, t := range ts {
		t, _ = unwrap(t)
		switch {
		case t.Name == "opaqueType":
			o.value = true
		case t.Name == "eachVal" && t.Value.Tag != nil && t.Value.Tag.Name == "opaqueType":
			o.items = true
		case t.Name == "eachKey" && t.Value.Tag != nil && t.Value.Tag.Name == "opaqueType":
			o.keys = true
		}
	}
	return o
}

// knownNames lists every tag name a suggestion may point to.
func knownNames() []string {
	names := validators.Names()
	for n := range catalog {
		if !registered(n) {
			names = append(names, n)
		}
	}
	return names
}
