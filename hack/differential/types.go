package main

import (
	"fmt"
	"math/rand"
	"strings"
)

// The random API types of one case: a Root struct (with TypeMeta, so it is
// registered) and the types its fields need, tagged with random valid
// combinations of the tags the chosen upstream release accepts.

type kind int

const (
	kStr kind = iota
	kInt
	kBool
	kEnum
	kStruct
	kPtr
	kSlice
	kMap
)

type typ struct {
	k      kind
	name   string // the Go type expression
	elem   *typ
	st     *structT
	under  *typ // a typedef's underlying type (nil for none)
	values []string
}

type structT struct {
	name   string
	fields []*fieldT
	tags   []string
}

type fieldT struct {
	name, json string
	t          *typ
	tags       []string
	presence   string
}

type caseGen struct {
	r       *rand.Rand
	v38     bool
	n       int
	decls   []string
	options map[string]bool
}

func (g *caseGen) chance(p float64) bool { return g.r.Float64() < p }

func (g *caseGen) pick(s ...string) string { return s[g.r.Intn(len(s))] }

func (g *caseGen) next(prefix string) string {
	g.n++
	return fmt.Sprintf("%s%d", prefix, g.n)
}

func (g *caseGen) newType(depth int) *typ {
	w := g.r.Intn(100)
	if depth >= 3 {
		w = g.r.Intn(45)
	}
	switch {
	case w < 18:
		return &typ{k: kStr, name: "string"}
	case w < 30:
		return &typ{k: kInt, name: g.pick("int", "int32", "int64")}
	case w < 33:
		return &typ{k: kBool, name: "bool"}
	case w < 40:
		return g.enumType()
	case w < 45:
		return g.typedef(depth)
	case w < 55:
		return g.structType(depth + 1)
	case w < 68:
		var e *typ
		if g.chance(0.4) {
			e = g.structType(depth + 1)
		} else {
			e = g.scalar()
		}
		return &typ{k: kPtr, name: "*" + e.name, elem: e}
	case w < 88:
		return g.sliceType(depth)
	default:
		return g.mapType(depth)
	}
}

func (g *caseGen) scalar() *typ {
	switch g.r.Intn(6) {
	case 0, 1:
		return &typ{k: kStr, name: "string"}
	case 2, 3:
		return &typ{k: kInt, name: g.pick("int", "int32", "int64")}
	case 4:
		return g.enumType()
	default:
		return &typ{k: kBool, name: "bool"}
	}
}

func (g *caseGen) enumType() *typ {
	name := g.next("Enum")
	t := &typ{k: kEnum, name: name, values: []string{"A", "B"}}
	var b strings.Builder
	fmt.Fprintf(&b, "// +k8s:enum\ntype %s string\n\nconst (\n", name)
	for _, v := range t.values {
		fmt.Fprintf(&b, "\t%s%s %s = %q\n", name, v, name, v)
	}
	b.WriteString(")\n")
	g.decls = append(g.decls, b.String())
	return t
}

// typedef declares a named string, int or list type with tags of its own.
func (g *caseGen) typedef(depth int) *typ {
	var u *typ
	switch g.r.Intn(3) {
	case 0:
		u = &typ{k: kStr, name: "string"}
	case 1:
		u = &typ{k: kInt, name: "int32"}
	default:
		u = g.sliceType(depth + 1)
	}
	name := g.next("Def")
	t := *u
	t.name = name
	t.under = u
	tags := g.valueTags(u, depth+1, 2)
	g.decls = append(g.decls, fmt.Sprintf("%stype %s %s\n", comment(tags), name, u.name))
	return &t
}

func (g *caseGen) sliceType(depth int) *typ {
	var e *typ
	switch g.r.Intn(5) {
	case 0, 1:
		e = g.scalar()
	case 2, 3:
		e = g.structType(depth + 1)
	default:
		e = g.newType(depth + 1)
		for e.k == kSlice || (e.k == kPtr && g.chance(0.7)) {
			e = g.scalar()
		}
	}
	return &typ{k: kSlice, name: "[]" + e.name, elem: e}
}

func (g *caseGen) mapType(depth int) *typ {
	var e *typ
	if g.chance(0.4) {
		e = g.structType(depth + 1)
	} else {
		e = g.scalar()
	}
	return &typ{k: kMap, name: "map[string]" + e.name, elem: e}
}

func (g *caseGen) structType(depth int) *typ {
	st := &structT{name: g.next("S")}
	t := &typ{k: kStruct, name: st.name, st: st}
	n := 1 + g.r.Intn(4)
	for i := 0; i < n; i++ {
		st.fields = append(st.fields, g.field(depth, i))
	}
	g.unions(st)
	g.decls = append(g.decls, renderStruct(st, false))
	return t
}

func (g *caseGen) field(depth, i int) *fieldT {
	var t *typ
	if depth >= 3 {
		t = g.scalar()
	} else {
		t = g.newType(depth)
	}
	f := &fieldT{name: fmt.Sprintf("F%d", i), json: fmt.Sprintf("f%d", i), t: t}
	// Upstream's lint wants a presence tag on every field with validation.
	switch w := g.r.Intn(100); {
	case w < 62:
		f.presence = "+k8s:optional"
	case w < 95:
		f.presence = "+k8s:required"
	default:
		f.presence = "+k8s:forbidden"
	}
	if t.k == kStruct && (!g.v38 || g.chance(0.5)) {
		// v1.37's generator refuses presence tags on a struct held by value.
		f.presence = ""
	}
	tag := f.presence
	if tag == "" {
	} else if g.chance(0.08) {
		tag = g.cond(tag)
	}
	if tag != "" {
		f.tags = append(f.tags, tag)
	}
	f.tags = append(f.tags, g.valueTags(t, depth, 3)...)
	f.tags = append(f.tags, g.updateTags(t)...)
	return f
}

// cond wraps a tag in an option condition.
func (g *caseGen) cond(tag string) string {
	opt := g.pick("OptA", "OptB")
	g.options[opt] = true
	return fmt.Sprintf("+k8s:%s(%s)=%s", g.pick("ifEnabled", "ifDisabled"), opt, tag)
}

func (g *caseGen) updateTags(t *typ) []string {
	if !g.chance(0.2) {
		return nil
	}
	switch {
	case g.chance(0.35):
		return []string{"+k8s:immutable"}
	}
	// One constraint a tag; a few tags.
	var all []string
	if t.k == kSlice && g.chance(0.5) {
		all = []string{"NoAddItem", "NoRemoveItem", "NoSet", "NoUnset"}
	} else {
		all = []string{"NoSet", "NoModify", "NoUnset"}
	}
	var tags []string
	for _, c := range all {
		if g.chance(0.4) {
			tags = append(tags, "+k8s:update="+c)
		}
	}
	return tags
}

// valueTags draws up to max tags that check a value of t.
func (g *caseGen) valueTags(t *typ, depth, max int) []string {
	var tags []string
	for i := g.r.Intn(max + 1); i > 0; i-- {
		tag := g.valueTag(t, depth)
		if tag == "" {
			continue
		}
		dup := false
		for _, x := range tags {
			if tagName(x) == tagName(tag) {
				dup = true
			}
		}
		if !dup {
			if g.chance(0.08) {
				tag = g.cond(tag)
			} else if g.chance(0.06) {
				tag = fmt.Sprintf(`+k8s:%s(since: "1.3%d")=%s`, g.pick("alpha", "beta"), g.r.Intn(5), tag)
			}
			tags = append(tags, tag)
		}
	}
	return tags
}

func tagName(tag string) string {
	s := strings.TrimPrefix(tag, "+k8s:")
	if i := strings.IndexAny(s, "=("); i >= 0 {
		s = s[:i]
	}
	if strings.HasPrefix(s, "eachVal") || strings.HasPrefix(s, "item") {
		return tag // several are fine
	}
	return s
}

func (g *caseGen) valueTag(t *typ, depth int) string {
	switch t.k {
	case kStr:
		switch g.r.Intn(6) {
		case 0, 1:
			return fmt.Sprintf("+k8s:maxLength=%d", g.r.Intn(6))
		case 2:
			return fmt.Sprintf("+k8s:minLength=%d", 1+g.r.Intn(3))
		case 3:
			return "+k8s:format=" + g.pick("k8s-short-name", "k8s-long-name", "k8s-label-value", "k8s-label-key",
				"k8s-uuid", "k8s-long-name-caseless", "k8s-path-segment-name", "k8s-extended-resource-name",
				"k8s-prefixed-label-key", "k8s-resource-fully-qualified-name", "k8s-resource-pool-name")
		case 4:
			if g.v38 && g.chance(0.5) {
				return `+k8s:eq="a"`
			}
			return `+k8s:neq="a"`
		default:
			return ""
		}
	case kInt:
		switch g.r.Intn(5) {
		case 0, 1:
			return fmt.Sprintf("+k8s:minimum=%d", g.r.Intn(4))
		case 2, 3:
			return fmt.Sprintf("+k8s:maximum=%d", 1+g.r.Intn(5))
		default:
			if g.v38 && g.chance(0.5) {
				return "+k8s:eq=1"
			}
			return "+k8s:neq=1"
		}
	case kEnum:
		if g.chance(0.3) {
			return `+k8s:neq="A"`
		}
		return ""
	case kPtr:
		return g.valueTag(t.elem, depth)
	case kStruct:
		if len(t.st.fields) == 0 || depth > 4 {
			return ""
		}
		f := t.st.fields[g.r.Intn(len(t.st.fields))]
		var inner string
		if g.chance(0.2) {
			inner = g.pick("+k8s:immutable", "+k8s:update=NoModify", "+k8s:required", "+k8s:optional")
		} else {
			inner = g.valueTag(f.t, depth+1)
		}
		if inner == "" {
			return ""
		}
		return fmt.Sprintf("+k8s:subfield(%s)=%s", f.json, inner)
	case kSlice:
		switch g.r.Intn(4) {
		case 0:
			return fmt.Sprintf("+k8s:maxItems=%d", g.r.Intn(4))
		case 1:
			if g.chance(0.15) {
				return "+k8s:eachVal=" + g.pick("+k8s:immutable", "+k8s:update=NoModify")
			}
			if t.elem.k == kStruct && !g.v38 && g.chance(0.75) {
				// eachVal=+k8s:subfield is a known difference on 1.37 trees: seldom.
				return ""
			}
			inner := g.valueTag(t.elem, depth+1)
			if inner == "" {
				return ""
			}
			return "+k8s:eachVal=" + inner
		default:
			return g.listTag(t)
		}
	case kMap:
		switch g.r.Intn(4) {
		case 0:
			return fmt.Sprintf("+k8s:%s=%d", g.pick("maxProperties", "minProperties"), g.r.Intn(3))
		case 1:
			return "+k8s:eachKey=" + g.pick("+k8s:maxLength=1", "+k8s:format=k8s-short-name", `+k8s:neq="a"`)
		default:
			if t.elem.k == kStruct && !g.v38 && g.chance(0.75) {
				return ""
			}
			inner := g.valueTag(t.elem, depth+1)
			if inner == "" {
				return ""
			}
			return "+k8s:eachVal=" + inner
		}
	}
	return ""
}

// listTag declares the list's type: atomic, a set of comparable items, or a
// map keyed by string fields of its struct items (with item rules).
func (g *caseGen) listTag(t *typ) string {
	e := t.elem
	switch e.k {
	case kStr, kInt, kEnum, kBool:
		return "+k8s:listType=" + g.pick("atomic", "set", "set")
	case kStruct:
		var keys []*fieldT
		for _, f := range e.st.fields {
			if f.t.k == kStr || f.t.k == kEnum || f.t.k == kInt {
				keys = append(keys, f)
			}
		}
		if len(keys) == 0 {
			return "+k8s:listType=atomic"
		}
		k := keys[g.r.Intn(len(keys))]
		tag := "+k8s:listType=map\n+k8s:listMapKey=" + k.json
		if len(keys) > 1 && g.chance(0.2) {
			for _, k2 := range keys {
				if k2 != k {
					tag += "\n+k8s:listMapKey=" + k2.json
					break
				}
			}
		}
		if g.chance(0.3) && len(e.st.fields) > 0 && strings.Count(tag, "listMapKey") == 1 {
			val := `"a"`
			if k.t.k == kInt {
				val = "1"
			}
			f := e.st.fields[g.r.Intn(len(e.st.fields))]
			var inner string
			if f != k && g.chance(0.7) {
				inner = g.valueTag(f.t, 5)
				if inner != "" {
					inner = fmt.Sprintf("+k8s:subfield(%s)=%s", f.json, inner)
				}
			}
			if inner == "" {
				inner = g.pick("+k8s:immutable", "+k8s:update=NoModify")
			}
			tag += fmt.Sprintf("\n+k8s:item(%s: %s)=%s", k.json, val, inner)
		}
		return tag
	}
	return "+k8s:listType=atomic"
}

// unions makes some optional pointer fields of a struct a union.
func (g *caseGen) unions(st *structT) {
	var members []*fieldT
	for _, f := range st.fields {
		if (f.t.k == kPtr || f.t.k == kSlice || f.t.k == kMap) && f.presence == "+k8s:optional" {
			members = append(members, f)
		}
	}
	if len(members) < 2 || !g.chance(0.4) {
		return
	}
	tag := g.pick("+k8s:unionMember", "+k8s:zeroOrOneOfMember")
	for _, f := range members {
		f.tags = append(f.tags, tag)
	}
}

func comment(tags []string) string {
	var b strings.Builder
	for _, t := range tags {
		for _, line := range strings.Split(t, "\n") {
			b.WriteString("// " + line + "\n")
		}
	}
	return b.String()
}

func renderStruct(st *structT, root bool) string {
	var b strings.Builder
	b.WriteString(comment(st.tags))
	fmt.Fprintf(&b, "type %s struct {\n", st.name)
	if root {
		b.WriteString("\tTypeMeta int\n\n")
	}
	for _, f := range st.fields {
		for _, line := range strings.Split(strings.TrimRight(comment(f.tags), "\n"), "\n") {
			if line != "" {
				b.WriteString("\t" + line + "\n")
			}
		}
		fmt.Fprintf(&b, "\t%s %s `json:\"%s,omitempty\"`\n", f.name, f.t.name, f.json)
	}
	b.WriteString("}\n")
	return b.String()
}

// newCase draws the types of one case and returns the package's types.go
// body (after the package clause) and the options its tags name.
func newCase(r *rand.Rand, v38 bool) (string, []string) {
	g := &caseGen{r: r, v38: v38, options: map[string]bool{}}
	root := &structT{name: "Root"}
	for i, n := 0, 1+r.Intn(5); i < n; i++ {
		root.fields = append(root.fields, g.field(0, i))
	}
	g.unions(root)
	var b strings.Builder
	b.WriteString(renderStruct(root, true))
	for _, d := range g.decls {
		b.WriteString("\n" + d)
	}
	var opts []string
	for _, o := range []string{"OptA", "OptB"} {
		if g.options[o] {
			opts = append(opts, o)
		}
	}
	return b.String(), opts
}
