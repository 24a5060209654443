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
// Where Go needs the value rather than a pointer to it (ranging, indexing,
// a call or nil check one pointer further down), the children of a node
// reached through a pointer get the dereferenced variable; fields are
// selected through the pointer, as Kubernetes' generator writes them.
// Kubernetes' generator writes the pointer in those places, which does not
// compile, so the dereference changes nothing it gets right.
func (w *body) method(n *callNode, v string, depth int, ancestors []*callNode) {
	if n.field != "" {
		v = operand(v) + "." + n.field
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
				w.line("%s := %s[%s]", local, operand(v), index)
			} else {
				w.line("%s := &%s[%s]", local, operand(v), index)
			}
		}
		w.defaulter(n, v, index, isPointer)
		w.calls(n, local, true)
		for i := range n.children {
			// An element that is a pointer is its own child node, which
			// checks it for nil; &v[i] is dereferenced here.
			w.method(&n.children[i], through(local, !n.elem, n, &n.children[i]), depth+1, append(ancestors, n))
		}
		w.line("}")
	case n.key:
		if !n.def.empty() {
			// The name of the field right above, "" when the map is
			// reached through a pointer or a named type: as Kubernetes'
			// generator names it.
			index += "_" + ancestors[len(ancestors)-1].field
			w.line("for %s := range %s {", index, v)
			w.defaulter(n, v, index, isPointer)
			w.line("}")
		}
	default:
		w.defaulter(n, v, index, isPointer)
		w.calls(n, v, isPointer)
		for i := range n.children {
			w.method(&n.children[i], through(v, isPointer, n, &n.children[i]), depth, append(ancestors, n))
		}
	}
	if isPointer && len(ancestors) > 0 {
		w.line("}")
	}
}

// through is the variable child is reached by from v, which points to
// n's value when pointer is set: *v when Go needs the value itself (to
// range over or index a slice or map, to test or pass the next pointer),
// else v (a field is selected through the pointer, and an array is ranged
// over and indexed through one).
func through(v string, pointer bool, n, child *callNode) string {
	if pointer && child.field == "" && !(n.array && child.index) {
		return "*" + v
	}
	return v
}

// operand parenthesizes a dereference for use before a selector or an
// index: (*v).f, (*v)[i].
func operand(v string) string {
	if strings.HasPrefix(v, "*") {
		return "(" + v + ")"
	}
	return v
}

// defaulter writes the "if unset, set the default" statement of a node.
func (w *body) defaulter(n *callNode, v, index string, isPointer bool) {
	d := n.def
	if d.empty() {
		return
	}
	target := v
	if n.index || n.key {
		target = operand(v) + "[" + index + "]"
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
