package emit

// Generated functions declare a local (a field's old value, a path step, a
// dereferenced pointer) only where the code after it reads it: Go rejects
// unused variables. Whether it is read is known by construction: the code
// that reads a local is rendered from an expr naming it, and rendering an
// expr (String, which fmt's %s calls) marks its locals used. A block is
// rendered first and its declarations are written in front of it.

// local is a variable whose declaration waits for its first use.
type local struct {
	name string
	used bool
}

// expr is generated code for a value, a pointer or a path, with the
// locals it names.
type expr struct {
	text string
	refs []*local
}

// code is an expression that names no lazily declared local.
func code(text string) expr { return expr{text: text} }

// nilExpr is the old value of a site that has none.
var nilExpr = code("nil")

// ref is the expression naming l.
func (l *local) ref() expr { return expr{text: l.name, refs: []*local{l}} }

// String renders e and marks its locals used.
func (e expr) String() string {
	for _, l := range e.refs {
		l.used = true
	}
	return e.text
}

func (e expr) isNil() bool { return e.text == "nil" }

// addr is &e.
func (e expr) addr() expr { return expr{text: "&" + e.text, refs: e.refs} }

// deref renders *e, written x for e = &x.
func (e expr) deref() string { return deref(e.String()) }

// operand renders *e so that an index or selector can follow it.
func (e expr) operand() string { return operand(e.String()) }

// local returns a fresh local named after base.
func (g *fn) local(base string) *local { return &local{name: g.fresh(base)} }

// pathAt is the path whose validate.Path value is the local l.
func pathAt(l *local) pathExpr { return pathExpr{ref: l.ref().addr(), recv: l.ref()} }
