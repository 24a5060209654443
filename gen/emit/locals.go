package emit

import "strconv"

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

// Local names say what they hold (v, ov, stop, idx, ...) and are numbered
// only to avoid a name visible where they are declared: one of an enclosing
// block, a parameter, an import or a package-level name. Blocks a field, an
// item or a cohort opens are scopes whose names are free again after them,
// so the names inside one field's block never depend on the fields before
// it: adding a field renames nothing else.

// namer hands out the local names of one generated function.
type namer struct {
	taken map[string]bool
	stack []string // taken names in the order they were handed out
}

// params are the names of the parameters every generated validation
// function declares: Kubernetes' names, numbered in a package that declares
// one of them at package level, whose own name the function body may need.
type params struct{ ctx, op, fldPath, obj, oldObj, errs string }

func (f *File) newParams() params {
	n := f.localNames("ctx", "op", "fldPath", "obj", "oldObj", "errs")
	return params{ctx: n[0], op: n[1], fldPath: n[2], obj: n[3], oldObj: n[4], errs: n[5]}
}

// localNames names the parameters and locals of a generated function whose
// names are fixed: each base, or base with the smallest number from 2 up
// that is no package-level name of the file (the package's own, imports,
// generated ones) and none of the others. Imports added later avoid them.
func (f *File) localNames(bases ...string) []string {
	names := make([]string, len(bases))
	taken := map[string]bool{}
	for i, base := range bases {
		name := base
		for n := 2; taken[name] || f.fileLevel(name); n++ {
			name = base + strconv.Itoa(n)
		}
		taken[name] = true
		f.locals[name] = true
		names[i] = name
	}
	return names
}

func (f *File) newNamer() namer {
	n := namer{taken: map[string]bool{}}
	p := f.par
	for _, name := range []string{p.ctx, p.op, p.fldPath, p.obj, p.oldObj, p.errs} {
		n.taken[name] = true
	}
	return n
}

// fresh returns base, or base with the smallest number from 2 up, such
// that the name hides nothing the code below its declaration could need.
func (g *fn) fresh(base string) string {
	name := base
	for i := 2; g.names.taken[name] || g.f.fileLevel(name); i++ {
		name = base + strconv.Itoa(i)
	}
	g.names.taken[name] = true
	g.names.stack = append(g.names.stack, name)
	g.f.locals[name] = true
	return name
}

// scope runs body and frees the names it handed out. The caller promises
// that every declaration body renders ends up inside a block the caller
// closes, and that no code after that block names them.
func (g *fn) scope(body func()) {
	mark := g.mark()
	body()
	g.release(mark)
}

// mark and release delimit a scope where a closure does not fit (a loop
// body): release frees the names handed out since mark.
func (g *fn) mark() int { return len(g.names.stack) }

func (g *fn) release(mark int) {
	for _, name := range g.names.stack[mark:] {
		delete(g.names.taken, name)
	}
	g.names.stack = g.names.stack[:mark]
}

// pathAt is the path whose validate.Path value is the local l.
func pathAt(l *local) pathExpr { return pathExpr{ref: l.ref().addr(), recv: l.ref()} }
