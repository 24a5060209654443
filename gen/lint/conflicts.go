package lint

import (
	"go/types"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
	"github.com/kubedv/kubedv/validate"
)

// Conflicting and deprecated tags. Conflicts are judged on the effective
// tags of each level (typedef chains included) and reported where a
// conflicting tag is written on the site being linted, so that a conflict
// inside a type's own chain is reported once, at the type, not at every
// field that uses it.

// bound is the tightest inclusive bound found so far and the tag behind it.
type bound struct {
	v   int64
	src sourced
	ok  bool
}

func (l *linter) conflicts(s site, lv *level) {
	lv.walk(func(x *level) {
		ts := x.enforced()
		l.rangeConflicts(ts)
		l.floatRangeConflicts(ts)
		l.listConflict(x, ts)
	})
	l.openAPIListConflict(s)
	l.emptyEnum(s)
}

// emptyEnum reports +k8s:enum on a type without constants: generation
// accepts it, as Kubernetes does, but no value is valid.
func (l *linter) emptyEnum(s site) {
	if s.field != nil || s.named == nil {
		return
	}
	nt, ok := types.Unalias(s.named.Type()).(*types.Named)
	if !ok {
		return
	}
	for _, t := range s.tags {
		if t.Name == "enum" && len(l.u.ConstsOf(nt)) == 0 {
			l.report(t.Pos, "%s: type %s has no constants, so no value is valid; declare them, e.g. const X %s = \"X\"", t.Text, s.named.Name(), s.named.Name())
		}
	}
}

// rangeConflicts reports, for each quantity the tags of ts bound
// (validators.Tag.Bound), a lower bound above the upper bound.
func (l *linter) rangeConflicts(ts []sourced) {
	type span struct {
		lo, hi bound
		of     *validators.Bound
	}
	var order []string
	spans := map[string]*span{}
	for _, st := range ts {
		def, ok := validators.Lookup(st.tag.Name)
		if !ok || def.Bound == nil {
			continue
		}
		n, err := st.tag.Value.Int()
		b := def.Bound
		if st.tag.Value.Kind == tags.ValueString && def.DurationPayload {
			// +k8s:minimum="1m" (kubernetes#142368): compared in nanoseconds.
			d, derr := time.ParseDuration(st.tag.Value.Text)
			n, err = int64(d), derr
			b = &validators.Bound{Of: "duration", Plural: "values", Upper: b.Upper}
		}
		if err != nil {
			continue
		}
		sp := spans[b.Of]
		if sp == nil {
			sp = &span{of: b}
			spans[b.Of] = sp
			order = append(order, b.Of)
		}
		v := saturatingAdd(n, b.Adjust)
		switch {
		case b.Upper && (!sp.hi.ok || v < sp.hi.v):
			sp.hi = bound{v, st, true}
		case !b.Upper && (!sp.lo.ok || v > sp.lo.v):
			sp.lo = bound{v, st, true}
		}
	}
	for _, q := range order {
		sp := spans[q]
		l.rangeConflict(sp.lo, sp.hi, sp.of)
	}
}

func (l *linter) rangeConflict(lo, hi bound, of *validators.Bound) {
	if !lo.ok || !hi.ok || lo.v <= hi.v {
		return
	}
	at, other := hi.src, lo.src
	if !at.local() || (other.local() && other.tag.Pos.Offset > at.tag.Pos.Offset && other.tag.Pos.Filename == at.tag.Pos.Filename) {
		at, other = other, at
	}
	if !at.local() {
		return // a conflict within a type's chain; reported at that type
	}
	l.report(at.tag.Pos, "%s conflicts with %s%s: no %s %s satisfy both; loosen one of them",
		at.tag.Text, other.tag.Text, other.origin(), of.Of, of.Plural)
}

func saturatingAdd(n, d int64) int64 {
	switch {
	case d > 0 && n > math.MaxInt64-d:
		return math.MaxInt64
	case d < 0 && n < math.MinInt64-d:
		return math.MinInt64
	}
	return n + d
}

// listConflict checks the list tags of one level together: key fields
// belong to map lists, and map lists need key fields.
func (l *linter) listConflict(x *level, ts []sourced) {
	var listType, unique, firstKey *sourced
	local := false
	for i := range ts {
		st := &ts[i]
		switch st.tag.Name {
		case "listType":
			listType = st
		case "unique":
			unique = st
		case "listMapKey":
			if firstKey == nil {
				firstKey = st
			}
		default:
			continue
		}
		local = local || st.local()
	}
	if !local {
		return
	}
	byKey := (listType != nil && listType.tag.Value.Text == "map") || (unique != nil && unique.tag.Value.Text == "map")
	switch {
	case firstKey != nil && !byKey:
		l.report(firstKey.tag.Pos, "%s: +k8s:listMapKey names a key field, but the list is not a map list; add +k8s:listType=map (or +k8s:unique=map), or remove the key", firstKey.tag.Text)
	case byKey && firstKey == nil:
		at := listType
		if at == nil || at.tag.Value.Text != "map" {
			at = unique
		}
		l.report(at.tag.Pos, "%s: a map list needs its key fields; add +k8s:listMapKey=<JSON name of an item field>", at.tag.Text)
	}
}

// openAPIListConflict compares a declaration's +k8s:listType and
// +k8s:listMapKey with the +listType and +listMapKey written for the
// OpenAPI schema (and server-side apply): they describe one list and must
// agree.
func (l *linter) openAPIListConflict(s site) {
	var schemaType string
	var schemaKeys, keys []string
	var typeTag, keyTag *tags.Tag
	for _, o := range s.other {
		if v, ok := strings.CutPrefix(o.Text, "+listType="); ok {
			schemaType = strings.TrimSpace(v)
		}
		if v, ok := strings.CutPrefix(o.Text, "+listMapKey="); ok {
			schemaKeys = append(schemaKeys, strings.TrimSpace(v))
		}
	}
	for _, t := range enforcedTags(s.tags) {
		switch t.Name {
		case "listType":
			typeTag = &t
		case "listMapKey":
			keys = append(keys, t.Value.Text)
			if keyTag == nil {
				keyTag = &t
			}
		}
	}
	if typeTag != nil && schemaType != "" && typeTag.Value.Text != schemaType {
		l.report(typeTag.Pos, "%s disagrees with +listType=%s on the same declaration; one list has one type, so make them equal", typeTag.Text, schemaType)
	}
	if keyTag != nil && len(schemaKeys) > 0 && !sameSet(keys, schemaKeys) {
		l.report(keyTag.Pos, "the +k8s:listMapKey keys (%s) differ from the +listMapKey keys (%s) on the same declaration; make them equal",
			strings.Join(keys, ", "), strings.Join(schemaKeys, ", "))
	}
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(slices.Compact(a), slices.Compact(b))
}

// deprecated reports deprecated tags and tag values anywhere in a chain.
// Renamed tag names are unknown tags (generation rejects them) and are
// reported by that rule.
func (l *linter) deprecated(s site) {
	for _, t := range s.tags {
		if foreign(t.Name) {
			continue
		}
		for _, link := range links(t) {
			if link.Name != "format" {
				continue
			}
			if why := validate.Formats[link.Value.Text].Deprecated; why != "" {
				l.report(link.Pos, "%s: format %s is deprecated: %s", link.Text, link.Value.Text, why)
			}
		}
	}
}
