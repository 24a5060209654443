package defaultergen

import (
	"fmt"
	"go/types"
	"strings"
)

// body writes Go statements for a call tree. Formatting is left to gofmt.
type body struct {
	b  strings.Builder
	im *importSet
}

func (w *body) line(format string, args ...any) {
	fmt.Fprintf(&w.b, format, args...)
	w.b.WriteByte('\n')
}

// varsForDepth names the loop index and element variables of a nesting
// depth: i/a, j/b, ... then i9/local9 beyond the letters.
func varsForDepth(depth int) (index, local string) {
	const indexes, locals = "ijklmnop", "abcdefgh"
	if depth > len(indexes) {
		index = fmt.Sprintf("i%d", depth)
	} else {
		index = indexes[depth : depth+1]
	}
	if depth > len(locals) {
		local = fmt.Sprintf("local%d", depth)
	} else {
		local = locals[depth : depth+1]
	}
	return index, local
}

func (w *body) calls(n *callNode, v string, isPointer bool) {
	if !isPointer {
		v = "&" + v
	}
	for _, f := range n.call {
		if local := w.im.add(f.pkg); local != "" {
			w.line("%s.%s(%s)", local, f.name, v)
		} else {
			w.line("%s(%s)", f.name, v)
		}
	}
}

// value is the Go expression of a node's default.
func (w *body) value(d defaultSpec) string {
	if d.inline != "" {
		return d.inline
	}
	if local := w.im.add(d.refPkg); local != "" {
		return local + "." + d.refName
	}
	return d.refName
}

// method writes the statements for node n reached through variable v.
func (w *body) method(n *callNode, v string, depth int, ancestors []*callNode) {
	if n.field != "" {
		v += "." + n.field
	}
	index, local := varsForDepth(depth)
	isPointer := n.elem && !n.index
	if isPointer && len(ancestors) > 0 {
		w.line("if %s != nil {", v)
	}
	switch {
	case n.index:
		w.line("for %s := range %s {", index, v)
		if !n.markerOnly {
			if n.elem {
				w.line("%s := %s[%s]", local, v, index)
			} else {
				w.line("%s := &%s[%s]", local, v, index)
			}
		}
		w.defaulter(n, v, index, isPointer)
		w.calls(n, local, true)
		for i := range n.children {
			w.method(&n.children[i], local, depth+1, append(ancestors, n))
		}
		w.line("}")
	case n.key:
		if !n.def.empty() {
			index += "_" + nearestField(ancestors)
			w.line("for %s := range %s {", index, v)
			w.defaulter(n, v, index, isPointer)
			w.line("}")
		}
	default:
		w.defaulter(n, v, index, isPointer)
		w.calls(n, v, isPointer)
		for i := range n.children {
			child := v
			if isPointer && (n.children[i].index || n.children[i].key) {
				// A pointer to a slice or map: Go ranges and indexes
				// only through the value (Kubernetes' generator writes
				// the pointer here, which does not compile).
				child = "(*" + v + ")"
			}
			w.method(&n.children[i], child, depth, append(ancestors, n))
		}
	}
	if isPointer && len(ancestors) > 0 {
		w.line("}")
	}
}

// nearestField is the name of the innermost field above a node: a map's
// field, or the field holding the pointer to it.
func nearestField(ancestors []*callNode) string {
	for i := len(ancestors) - 1; i >= 0; i-- {
		if ancestors[i].field != "" {
			return ancestors[i].field
		}
	}
	return ""
}

// defaulter writes the "if unset, set the default" statement of a node.
func (w *body) defaulter(n *callNode, v, index string, isPointer bool) {
	d := n.def
	if d.empty() {
		return
	}
	target := v
	if n.index || n.key {
		target = v + "[" + index + "]"
	}
	switch {
	case d.primitive && len(pointerPath(d.top)) > 0:
		path := pointerPath(d.top)
		w.line("if %s == nil {", target)
		elem := path[len(path)-1]
		if d.inline != "" {
			w.line("var ptrVar%d %s = %s", len(path), w.im.raw(elem), w.value(d))
		} else {
			w.line("ptrVar%d := %s(%s)", len(path), w.im.raw(elem), w.value(d))
		}
		// Take addresses from the value up to the field, converting where
		// a named pointer type sits between two levels.
		for i := len(path); i >= 1; i-- {
			dest, assign := fmt.Sprintf("ptrVar%d", i-1), ":="
			if i == 1 {
				dest, assign = target, "="
			}
			source := "*" + typeString(elem)
			if i == len(path) {
				source = typeString(elem)
			}
			elem = path[i-1]
			if typeString(elem) == source {
				w.line("%s %s &ptrVar%d", dest, assign, i)
			} else {
				w.line("%s %s (*%s)(&ptrVar%d)", dest, assign, w.im.raw(elem), i)
			}
		}
	case d.primitive:
		w.line("if %s == %s {", target, zeroLiterals[d.base.Underlying().(*types.Basic).Name()])
		if d.inline != "" {
			w.line("%s = %s", target, w.value(d))
		} else {
			w.line("%s = %s(%s)", target, w.im.raw(d.top), w.value(d))
		}
	default:
		unmarshal := w.im.add("encoding/json") + ".Unmarshal"
		if d.zeroStruct {
			// Through a pointer: the struct is not copied into an
			// interface, so the check allocates nothing.
			w.line("if %s.ValueOf(&%s).Elem().IsZero() {", w.im.add("reflect"), target)
		} else {
			w.line("if %s == nil {", target)
		}
		if n.key {
			tmp := index + "_default"
			w.line("%s := %s", tmp, target)
			w.line("if err := %s([]byte(`%s`), &%s); err != nil {", unmarshal, d.inline, tmp)
		} else {
			ptr := target
			if !isPointer {
				ptr = "&" + ptr
			}
			w.line("if err := %s([]byte(`%s`), %s); err != nil {", unmarshal, d.inline, ptr)
		}
		w.line("panic(err)")
		w.line("}")
		if n.key {
			w.line("%s = %s", target, index+"_default")
		}
	}
	w.line("}")
}
