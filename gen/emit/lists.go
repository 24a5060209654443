package emit

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// List items. On update, each item of a changed list is correlated with
// the old list (KEP-5073 "Ratcheting"): by key for map lists, by value for
// set lists (listType or +k8s:unique). An item found unchanged is skipped; a
// map list's changed item is validated against its old self, which update
// rules on items need. Items of an atomic list (and of an array) have no
// identity, as in Kubernetes: once the list changed, every item is validated
// as new, with no old value.

// atomicItems reports whether t is a list (or a pointer to one) whose items
// are not correlated with old items: an array, or a slice that v does not
// declare a set or map.
func atomicItems(t types.Type, v *validators.Validations) bool {
	switch types.Unalias(validators.Deref(t)).Underlying().(type) {
	case *types.Array:
		return true
	case *types.Slice:
		return !v.Identity().Identified()
	}
	return false
}

// skippedItem is the comment on the statement that skips an item found
// unchanged in the old list.
const skippedItem = "// unchanged: validated when it was added"

// listItems emits the loop over a list's items.
func (g *fn) listItems(s site, elem types.Type, each *validators.Validations, list *validators.List) {
	_, ptrItems := types.Unalias(elem).(*types.Pointer)
	item := validators.Deref(elem)

	// How items are correlated with the old list.
	const (
		none = iota
		byKey
		byValueIndex // items that == compares, indexed by value
		byValueHash  // other items, indexed by a generated hash, confirmed by equality
	)
	mode := none
	if !s.old.isNil() {
		switch {
		case list.ByKey():
			mode = byKey
		case list.ByValue() && validators.DeepComparable(item):
			mode = byValueIndex
		case list.ByValue():
			mode = byValueHash
		}
	}
	idx := ""
	if mode == byKey || mode == byValueIndex || mode == byValueHash {
		idx = g.fresh("idx")
	}
	defer g.release(g.mark()) // the loop is a scope: idx is declared before it
	i, ip, ev := g.local("i"), g.local("ip"), g.local("ev")
	old := nilExpr
	var oev *local
	var found string
	if mode == byKey {
		oev = g.local("oev")
		old = oev.ref()
		if ptrItems {
			found = g.fresh("found")
		}
	}
	body := g.capture(func() {
		g.value(site{t: elem, v: each, ptr: ev.ref(), old: old, path: pathAt(ip), structural: s.structural, stop: s.itemsStop})
	})
	if body == "" {
		return
	}
	useIdx := mode == byValueIndex || mode == byValueHash || (mode == byKey && oev.used)
	inLoop := g.capture(func() {
		switch {
		case mode == byKey && oev.used && ptrItems:
			// The site's old value must be nil for an item with no old
			// counterpart, so that update rules see a new item.
			g.p("var %s *%s", oev.name, g.f.TypeName(elem))
			g.p("if *%s != nil {\nif %s := %s.Find(%s, *%s); %s != nil {\n%s = &%s\n}\n}", ev.ref(), found, idx, i.ref(), ev.ref(), found, oev.name, found)
		case mode == byKey && oev.used:
			g.p("%s := %s.Find(%s, %s)", oev.name, idx, i.ref(), ev.ref())
		case mode == byValueIndex && ptrItems:
			g.p("if *%s != nil && %s.Find(%s, *%s) != nil {\ncontinue %s\n}", ev.ref(), idx, i.ref(), ev.ref(), skippedItem)
		case mode == byValueIndex:
			g.p("if %s.Find(%s, %s) != nil {\ncontinue %s\n}", idx, i.ref(), ev.ref(), skippedItem)
		case mode == byValueHash && ptrItems:
			g.p("if *%s != nil && %s.Find(%s, *%s) != nil {\ncontinue %s\n}", ev.ref(), idx, i.ref(), ev.ref(), skippedItem)
		case mode == byValueHash:
			g.p("if %s.Find(%s, %s) != nil {\ncontinue %s\n}", idx, i.ref(), ev.ref(), skippedItem)
		}
		if ip.used {
			g.p("%s := %s.Index(%s)", ip.name, s.path.recv, i.ref())
		}
		g.b.WriteString(body)
	})
	evDecl := ""
	if ev.used {
		evDecl = fmt.Sprintf("%s := &%s[%s]\n", ev.name, s.ptr.operand(), i.ref())
	}
	if useIdx {
		var key string
		// The runtime's index constructors, by whether items are pointers.
		ctor := map[bool]string{false: "NewIndex", true: "NewPtrIndex"}
		switch mode {
		case byKey:
			key = g.f.KeyFunc(item, list.Keys)
		case byValueIndex:
			key = g.f.KeyFunc(item, nil)
		default:
			// Hash collisions must not hide an equal old item.
			key = g.f.HashFunc(item) + ", " + g.f.EqualFunc(item)
			ctor = map[bool]string{false: "NewEqIndex", true: "NewEqPtrIndex"}
		}
		g.p("%s := %s.%s(%s.Deref(%s), %s)", idx, g.rt(), ctor[ptrItems], g.rt(), s.old, key)
	}
	if i.used {
		g.p("for %s := range %s {", i.name, s.ptr.deref())
	} else {
		g.p("for range %s {", s.ptr.deref())
	}
	g.b.WriteString(evDecl)
	g.b.WriteString(inLoop)
	g.p("}")
}

// itemSelectors emits the +k8s:item rules of a list: the chained checks of
// the selected item, and its addition or removal where its rules forbid it.
func (g *fn) itemSelectors(s site, elem types.Type, items []*validators.Item) {
	_, ptrItems := types.Unalias(elem).(*types.Pointer)
	mark := g.mark()
	defer g.release(mark)
	for _, sel := range items {
		g.release(mark) // each item rule's block is a scope
		it, oit, at, j := g.fresh("it"), g.fresh("oit"), g.fresh("at"), g.fresh("j")
		match := func(list string) string { return itemMatch(sel, list, j, ptrItems) }
		ip := g.local("ip")
		oitLocal := &local{name: oit}
		inner := g.capture(func() {
			if sel.ForbidsAddition() && !s.old.isNil() {
				g.p("if %s.Type == %s.Update && %s != nil && %s == nil {\n%s\n}", g.par.op, g.f.Import(operationPkg), s.old, oitLocal.ref(),
					g.appendStmt(fmt.Sprintf("%s.ItemAdded(%s)", g.rt(), ip.ref().addr())))
			}
			g.value(site{t: elem, v: sel.V, ptr: code(it), old: oitLocal.ref(), path: pathAt(ip)})
		})
		removal := sel.ForbidsRemoval() && !s.old.isNil()
		if inner == "" && !removal {
			continue
		}
		g.p("// %s\n{", sel.Tag.Text) // above the block: gofmt would align it with comments around
		if oitLocal.used || removal {
			g.p("var %s, %s *%s", it, oit, g.f.TypeName(elem))
		} else {
			g.p("var %s *%s", it, g.f.TypeName(elem))
		}
		if ip.used {
			g.p("%s := 0", at)
			g.p("for %s := range %s {\nif %s {\n%s, %s = &%s[%s], %s\nbreak\n}\n}", j, s.ptr.deref(), match(s.ptr.String()), it, at, s.ptr.operand(), j, j)
		} else {
			g.p("for %s := range %s {\nif %s {\n%s = &%s[%s]\nbreak\n}\n}", j, s.ptr.deref(), match(s.ptr.String()), it, s.ptr.operand(), j)
		}
		if !s.old.isNil() && (oitLocal.used || removal) {
			g.p("if %s != nil {\nfor %s := range %s {\nif %s {\n%s = &%s[%s]\nbreak\n}\n}\n}", s.old, j, s.old.deref(), match(s.old.String()), oit, s.old.operand(), j)
		}
		g.p("if %s != nil {", it)
		if ip.used {
			g.p("%s := %s.Index(%s)", ip.name, s.path.recv, at)
		}
		g.b.WriteString(inner)
		if removal {
			g.p("} else if %s.Type == %s.Update && %s != nil {\n%s", g.par.op, g.f.Import(operationPkg), oit,
				g.appendStmt(fmt.Sprintf("%s.ItemRemoved(%s)", g.rt(), s.path.ref)))
		}
		g.p("}")
		g.p("}")
	}
}

// itemMatch renders the test that item j of list (a pointer expression)
// is the item sel selects.
func itemMatch(sel *validators.Item, list, j string, ptrItems bool) string {
	var conds []string
	if ptrItems {
		conds = append(conds, operand(list)+"["+j+"] != nil")
	}
	for _, k := range sel.Match {
		f := operand(list) + "[" + j + "]." + k.Field.Name()
		if _, isPtr := types.Unalias(k.Field.Type()).(*types.Pointer); isPtr {
			conds = append(conds, f+" != nil && *"+f+" == "+literal(k.Literal))
			continue
		}
		conds = append(conds, f+" == "+literal(k.Literal))
	}
	return strings.Join(conds, " && ")
}

// itemRemovals emits the removal checks of the item rules of a list known
// to be empty: an item whose rules forbid removal may not be in the old
// list.
func (g *fn) itemRemovals(s site, elem types.Type, items []*validators.Item) {
	_, ptrItems := types.Unalias(elem).(*types.Pointer)
	mark := g.mark()
	defer g.release(mark)
	for _, sel := range items {
		if !sel.ForbidsRemoval() || s.old.isNil() {
			continue
		}
		g.release(mark) // each item rule's block is a scope
		j := g.fresh("j")
		g.p("// %s", sel.Tag.Text)
		g.p("if %s.Type == %s.Update && %s != nil {", g.par.op, g.f.Import(operationPkg), s.old)
		g.p("for %s := range %s {\nif %s {", j, s.old.deref(), itemMatch(sel, s.old.String(), j, ptrItems))
		g.appendErrs("%s.ItemRemoved(%s)", g.rt(), s.path.ref)
		g.p("break\n}\n}\n}")
	}
}

// subfields emits the +k8s:subfield rules of a struct value.
func (g *fn) subfields(s site, subs []*validators.Subfield) {
	mark := g.mark()
	defer g.release(mark)
	for _, sf := range subs {
		g.release(mark) // each subfield's block is a scope
		sp, sv, sov := g.local("sp"), g.local("sv"), g.local("sov")
		old := nilExpr
		if !s.old.isNil() {
			old = sov.ref()
		}
		body := g.capture(func() {
			g.value(site{t: sf.Field.Type(), v: sf.V, ptr: sv.ref(), old: old, path: pathAt(sp)})
		})
		if body == "" {
			continue
		}
		g.p("// %s\n{", sf.Tag.Text) // above the block: gofmt would align it with comments around
		if sp.used {
			g.p("%s := %s.Child(%q)", sp.name, s.path.recv, sf.JSON)
		}
		if sv.used {
			g.p("%s := &%s.%s", sv.name, s.ptr.operand(), sf.Field.Name())
		}
		if sov.used {
			g.p("var %s *%s", sov.name, g.f.TypeName(sf.Field.Type()))
			g.p("if %s != nil {\n%s = &%s.%s\n}", s.old, sov.name, s.old.operand(), sf.Field.Name())
		}
		g.b.WriteString(body)
		g.p("}")
	}
}
