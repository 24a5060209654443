package emit

import (
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// List items. On update, each item of a changed list is correlated with
// the old list (KEP-5073 "Ratcheting"): by key for listType=map, by value
// otherwise. An item found unchanged is skipped; a map list's changed item
// is validated against its old self, which update rules on items need.

// listItems emits the loop over a list's items.
func (g *fn) listItems(s site, elem types.Type, each *validators.Validations, list *validators.List) {
	i, ip, ev := g.fresh("i"), g.fresh("ip"), g.fresh("ev")
	_, ptrItems := types.Unalias(elem).(*types.Pointer)
	item := validators.Deref(elem)
	_, isSlice := s.t.Underlying().(*types.Slice)

	// How items are correlated with the old list.
	const (
		none = iota
		byKey
		byValueIndex // items that == compares, indexed by value
		byValueHash  // other items, indexed by a generated hash, confirmed by equality
		byPosition   // arrays: the old item at the same index
	)
	mode := none
	idx := ""
	if s.old != "nil" {
		switch {
		case isSlice && list.ByKey():
			mode = byKey
		case isSlice && deepComparable(item):
			mode = byValueIndex
		case isSlice:
			mode = byValueHash
		default:
			mode = byPosition
		}
	}
	if mode == byKey || mode == byValueIndex || mode == byValueHash {
		var key string
		ctor := "NewIndex"
		switch mode {
		case byKey:
			key = g.f.KeyFunc(item, list.Keys)
		case byValueIndex:
			key = g.f.KeyFunc(item, nil)
		default:
			// Hash collisions must not hide an equal old item.
			key = g.f.HashFunc(item) + ", " + g.f.EqualFunc(item)
			ctor = "NewEqIndex"
		}
		idx = g.fresh("idx")
		if ptrItems {
			ctor = strings.Replace(ctor, "Index", "PtrIndex", 1)
		}
		g.p("%s := %s.%s(%s.Deref(%s), %s)", idx, g.rt(), ctor, g.rt(), s.old, key)
	}

	g.p("for %s := range *%s {", i, s.ptr)
	g.p("%s := &(*%s)[%s]", ev, s.ptr, i)
	old := "nil"
	switch mode {
	case byKey:
		oev := g.fresh("oev")
		if ptrItems {
			// The site's old value must be nil for an item with no old
			// counterpart, so that update rules see a new item.
			found := g.fresh("found")
			g.p("var %s *%s", oev, g.f.TypeName(elem))
			g.p("if *%s != nil {\nif %s := %s.Find(%s, *%s); %s != nil {\n%s = &%s\n}\n}", ev, found, idx, i, ev, found, oev, found)
		} else {
			g.p("%s := %s.Find(%s, %s)", oev, idx, i, ev)
		}
		old = oev
	case byValueIndex:
		if ptrItems {
			g.p("if *%s != nil && %s.Find(%s, *%s) != nil {\ncontinue\n}", ev, idx, i, ev)
		} else {
			g.p("if %s.Find(%s, %s) != nil {\ncontinue\n}", idx, i, ev)
		}
	case byValueHash:
		if ptrItems {
			g.p("if *%s != nil && %s.Find(%s, *%s) != nil {\ncontinue\n}", ev, idx, i, ev)
		} else {
			g.p("if %s.Find(%s, %s) != nil {\ncontinue\n}", idx, i, ev)
		}
	case byPosition:
		g.p("if %s != nil && %s((*%s)[:], %s, %s) {\ncontinue\n}", s.old, g.f.containsFunc(elem), s.old, i, ev)
	}
	g.p("%s := %s.Index(%s)", ip, s.path.recv, i)
	g.value(site{t: elem, v: each, ptr: ev, old: old, path: pathExpr{"&" + ip, ip}, structural: s.structural})
	g.p("}")
}

// itemSelectors emits the +k8s:item rules of a list: the chained checks of
// the selected item, and its addition or removal where its rules forbid it.
func (g *fn) itemSelectors(s site, elem types.Type, items []*validators.Item) {
	_, ptrItems := types.Unalias(elem).(*types.Pointer)
	for _, sel := range items {
		it, oit, at, j := g.fresh("it"), g.fresh("oit"), g.fresh("at"), g.fresh("j")
		match := func(list string) string {
			var conds []string
			if ptrItems {
				conds = append(conds, "(*"+list+")["+j+"] != nil")
			}
			for _, k := range sel.Match {
				f := "(*" + list + ")[" + j + "]." + k.Field.Name()
				if _, isPtr := types.Unalias(k.Field.Type()).(*types.Pointer); isPtr {
					conds = append(conds, f+" != nil && *"+f+" == "+k.Literal)
					continue
				}
				conds = append(conds, f+" == "+k.Literal)
			}
			return strings.Join(conds, " && ")
		}
		ip := g.fresh("ip")
		inner := tidy(g.capture(func() {
			if sel.ForbidsAddition() && s.old != "nil" {
				g.p("if op.Type == %s.Update && %s != nil && %s == nil {\nerrs = append(errs, %s.ItemAdded(&%s)...)\n}", g.f.Import(operationPkg), s.old, oit, g.rt(), ip)
			}
			g.value(site{t: elem, v: sel.V, ptr: it, old: oit, path: pathExpr{"&" + ip, ip}})
		}))
		removal := sel.ForbidsRemoval() && s.old != "nil"
		if inner == "" && !removal {
			continue
		}
		body := tidy(g.capture(func() {
			g.p("var %s, %s *%s", it, oit, g.f.TypeName(elem))
			if uses(inner, ip) {
				g.p("%s := 0", at)
				g.p("for %s := range *%s {\nif %s {\n%s, %s = &(*%s)[%s], %s\nbreak\n}\n}", j, s.ptr, match(s.ptr), it, at, s.ptr, j, j)
			} else {
				g.p("for %s := range *%s {\nif %s {\n%s = &(*%s)[%s]\nbreak\n}\n}", j, s.ptr, match(s.ptr), it, s.ptr, j)
			}
			if s.old != "nil" && (uses(inner, oit) || removal) {
				g.p("if %s != nil {\nfor %s := range *%s {\nif %s {\n%s = &(*%s)[%s]\nbreak\n}\n}\n}", s.old, j, s.old, match(s.old), oit, s.old, j)
			}
			g.p("if %s != nil {", it)
			if uses(inner, ip) {
				g.p("%s := %s.Index(%s)", ip, s.path.recv, at)
			}
			g.b.WriteString(inner)
			if removal {
				g.p("} else if op.Type == %s.Update && %s != nil {\nerrs = append(errs, %s.ItemRemoved(%s)...)", g.f.Import(operationPkg), oit, g.rt(), s.path.ref)
			}
			g.p("}")
		}))
		g.p("{ // %s", sel.Tag.Text)
		g.b.WriteString(body)
		g.p("}")
	}
}

// subfields emits the +k8s:subfield rules of a struct value.
func (g *fn) subfields(s site, subs []*validators.Subfield) {
	for _, sf := range subs {
		sp, sv, sov := g.fresh("sp"), g.fresh("sv"), g.fresh("sov")
		old := "nil"
		if s.old != "nil" {
			old = sov
		}
		body := tidy(g.capture(func() {
			g.value(site{t: sf.Field.Type(), v: sf.V, ptr: sv, old: old, path: pathExpr{"&" + sp, sp}})
		}))
		if body == "" {
			continue
		}
		g.p("{ // %s", sf.Tag.Text)
		if uses(body, sp) {
			g.p("%s := %s.Child(%q)", sp, s.path.recv, sf.JSON)
		}
		g.p("%s := &(*%s).%s", sv, s.ptr, sf.Field.Name())
		if old != "nil" && uses(body, old) {
			g.p("var %s *%s", sov, g.f.TypeName(sf.Field.Type()))
			g.p("if %s != nil {\n%s = &(*%s).%s\n}", s.old, sov, s.old, sf.Field.Name())
		}
		g.b.WriteString(body)
		g.p("}")
	}
}
