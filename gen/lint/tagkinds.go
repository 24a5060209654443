package lint

import (
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// The registry (validators.Default) describes every tag lint knows: the
// validation tags with their kinds (wrapper, conditional, chain, value),
// the selection, subresource and declaration tags (+k8s:default).

// kindOf returns the kind of the tag named name, and false for a name the
// registry does not know.
func kindOf(name string) (validators.Kind, bool) {
	def, ok := validators.Default.Lookup(name)
	if !ok {
		return 0, false
	}
	return def.Kind, true
}

// isLifecycle reports whether name marks a validation's maturity; those
// must start a chain.
func isLifecycle(name string) bool {
	k, ok := kindOf(name)
	return ok && k == validators.KindWrapper
}

// foreign reports whether a +k8s: tag is not a validation tag (another
// generator's, or validation-gen's own package and type selection).
func foreign(name string) bool { return validators.Default.Foreign(name) }

// registered reports whether a validator implements name.
func registered(name string) bool {
	_, ok := validators.Default.Validator(name)
	return ok
}

// isPresence reports whether name is +k8s:required, optional or forbidden.
func isPresence(name string) bool {
	k, ok := kindOf(name)
	return ok && k == validators.KindPresence
}

// isWrapper reports whether name applies its payload to the same value.
func isWrapper(name string) bool {
	k, ok := kindOf(name)
	return ok && k.Wraps()
}

// isConditional reports whether name applies its payload only sometimes.
func isConditional(name string) bool {
	k, ok := kindOf(name)
	return ok && k == validators.KindConditional
}

// takesTag reports whether name's payload is another tag.
func takesTag(name string) bool {
	k, ok := kindOf(name)
	return ok && k.TakesTag()
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
	case foreign(t.Name), isPresence(t.Name), t.Name == "opaqueType":
		return false
	case takesTag(t.Name):
		return t.Value.Tag != nil && hasValidation(*t.Value.Tag)
	}
	return registered(t.Name)
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
		if inner, _ := unwrap(t); isPresence(inner.Name) {
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
