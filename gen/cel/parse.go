package cel

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Limits cel-go's parser enforces with the options Kubernetes uses (defaults).
const (
	maxRecursionDepth = 250
	maxCodePoints     = 100_000
)

// ParseError is one reason the source does not parse.
type ParseError struct {
	Offset int // byte offset in the source
	Msg    string
}

func (e ParseError) Error() string { return fmt.Sprintf("%d: %s", e.Offset, e.Msg) }

// Parse parses src as cel-go does in the Kubernetes CRD environment (optional
// syntax on, escaped field names on, the environment's macros). It returns nil
// and the errors when cel-go would refuse the expression.
func Parse(src string) (*Expr, []ParseError) {
	if !utf8.ValidString(src) {
		// cel-go reads the source as runes: each invalid byte is U+FFFD.
		src = string([]rune(src))
	}
	if n := utf8.RuneCountInString(src); n > maxCodePoints {
		return nil, []ParseError{{0, fmt.Sprintf("expression code point size exceeds limit: size: %d, limit %d", n, maxCodePoints)}}
	}
	toks, lerr := lex(src)
	if lerr != nil {
		return nil, []ParseError{{lerr.off, lerr.msg}}
	}
	p := &parser{toks: toks, depth: map[string]int{}}
	e := p.run()
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	if d := visitDepth(e); d > maxRecursionDepth {
		return nil, []ParseError{{0, "max recursion depth exceeded"}}
	}
	return e, nil
}

type parser struct {
	toks   []token
	pos    int
	nextID int64
	errs   []ParseError
	// depth counts, per grammar rule, the rule invocations ANTLR has open, as
	// cel-go's recursion listener sees them (the suffixes of a left-recursive
	// rule do not add up; measured against cel-go); over maxRecursionDepth is
	// an error.
	depth map[string]int
}

// bail aborts the parse at the first error (cel-go reports more, but one
// refusal is a refusal).
type bail struct{}

func (p *parser) run() (e *Expr) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bail); !ok {
				panic(r)
			}
			e = nil
		}
	}()
	e = p.expr()
	if t := p.peek(); t.kind != tEOF {
		p.fail(t.off, fmt.Sprintf("Syntax error: extraneous input '%s' expecting <EOF>", t.text))
	}
	return e
}

func (p *parser) fail(off int, msg string) {
	p.errs = append(p.errs, ParseError{off, msg})
	panic(bail{})
}

func (p *parser) enter(rule string) {
	p.depth[rule]++
	if p.depth[rule] > maxRecursionDepth {
		p.fail(p.peek().off, fmt.Sprintf("expression recursion limit exceeded: %d", maxRecursionDepth))
	}
}

func (p *parser) exit(rule string, n int) { p.depth[rule] -= n }

func (p *parser) peek() token { return p.toks[p.pos] }
func (p *parser) peekAt(i int) token {
	if p.pos+i < len(p.toks) {
		return p.toks[p.pos+i]
	}
	return p.toks[len(p.toks)-1]
}
func (p *parser) next() token { t := p.toks[p.pos]; p.pos++; return t }
func (p *parser) isOp(s string) bool {
	t := p.peek()
	return t.kind == tOp && t.text == s
}
func (p *parser) expect(s string) token {
	if !p.isOp(s) {
		t := p.peek()
		txt := t.text
		if t.kind == tEOF {
			txt = "<EOF>"
		}
		p.fail(t.off, fmt.Sprintf("Syntax error: mismatched input '%s' expecting '%s'", txt, s))
	}
	return p.next()
}

func (p *parser) node(kind ExprKind, off int) *Expr {
	p.nextID++
	return &Expr{ID: p.nextID, Kind: kind, Offset: off}
}

func (p *parser) call(off int, fn string, target *Expr, args ...*Expr) *Expr {
	e := p.node(Call, off)
	e.Name, e.Target, e.Args = fn, target, args
	return e
}

// expr: conditionalOr ('?' conditionalOr ':' expr)?
func (p *parser) expr() *Expr {
	p.enter("expr")
	defer p.exit("expr", 1)
	e := p.logic("||")
	if !p.isOp("?") {
		return e
	}
	q := p.next()
	t := p.logic("||")
	p.expect(":")
	f := p.expr()
	return p.call(q.off, "_?_:_", nil, e, t, f)
}

// logic parses conditionalOr / conditionalAnd and balances the chain as
// cel-go's logic manager does.
func (p *parser) logic(op string) *Expr {
	rule, fn := "conditionalOr", "_||_"
	if op == "&&" {
		rule, fn = "conditionalAnd", "_&&_"
	}
	p.enter(rule)
	defer p.exit(rule, 1)
	sub := func() *Expr {
		if op == "||" {
			return p.logic("&&")
		}
		return p.relation()
	}
	terms := []*Expr{sub()}
	var offs []int
	for p.isOp(op) {
		offs = append(offs, p.next().off)
		terms = append(terms, sub())
	}
	if len(terms) == 1 {
		return terms[0]
	}
	var build func(lo, hi int) *Expr
	build = func(lo, hi int) *Expr {
		mid := (lo + hi + 1) / 2
		var l, r *Expr
		if mid == lo {
			l = terms[mid]
		} else {
			l = build(lo, mid-1)
		}
		if mid == hi {
			r = terms[mid+1]
		} else {
			r = build(mid+1, hi)
		}
		return p.call(offs[mid], fn, nil, l, r)
	}
	return build(0, len(offs)-1)
}

var relOps = map[string]string{"<": "_<_", "<=": "_<=_", ">=": "_>=_", ">": "_>_", "==": "_==_", "!=": "_!=_"}

func (p *parser) relOp() (string, bool) {
	t := p.peek()
	if t.kind == tIn {
		return "@in", true
	}
	if t.kind != tOp {
		return "", false
	}
	fn, ok := relOps[t.text]
	return fn, ok
}

// relation: left-recursive, one precedence level, left associative.
func (p *parser) relation() *Expr {
	p.enter("relation")
	defer p.exit("relation", 1)
	e := p.calc(0)
	for {
		fn, ok := p.relOp()
		if !ok {
			return e
		}
		op := p.next()
		p.enter("relation") // the right operand is a relation at higher precedence
		r := p.calc(0)
		p.exit("relation", 1)
		e = p.call(op.off, fn, nil, e, r)
	}
}

// calc: left-recursive; level 0 allows + and -, level 1 only * / %.
func (p *parser) calc(level int) *Expr {
	p.enter("calc")
	defer p.exit("calc", 1)
	e := p.unary()
	for {
		t := p.peek()
		if t.kind != tOp {
			return e
		}
		var fn string
		var rhs int
		switch t.text {
		case "*", "/", "%":
			fn, rhs = map[string]string{"*": "_*_", "/": "_/_", "%": "_%_"}[t.text], 2
		case "+", "-":
			if level > 0 {
				return e
			}
			fn, rhs = map[string]string{"+": "_+_", "-": "_-_"}[t.text], 1
		default:
			return e
		}
		p.next()
		r := p.calc(rhs)
		e = p.call(t.off, fn, nil, e, r)
	}
}

// unary: member | '!'+ member | '-'+ member. A single '-' before a number is
// the literal's sign (ANTLR prefers that alternative).
func (p *parser) unary() *Expr {
	p.enter("unary")
	defer p.exit("unary", 1)
	for _, op := range []string{"!", "-"} {
		if !p.isOp(op) {
			continue
		}
		if op == "-" && (p.peekAt(1).kind == tInt || p.peekAt(1).kind == tFloat) {
			return p.member()
		}
		first := p.peek()
		n := 0
		for p.isOp(op) {
			p.next()
			n++
		}
		m := p.member()
		if n%2 == 0 {
			return m
		}
		fn := "!_"
		if op == "-" {
			fn = "-_"
		}
		return p.call(first.off, fn, nil, m)
	}
	return p.member()
}

// member: primary followed by selections, calls and indexes.
func (p *parser) member() *Expr {
	p.enter("member")
	defer p.exit("member", 1)
	e := p.primary()
	for {
		switch {
		case p.isOp("."):
			dot := p.next()
			opt := false
			if p.isOp("?") {
				p.next()
				opt = true
			}
			t := p.peek()
			if !opt && t.kind == tIdent && p.peekAt(1).kind == tOp && p.peekAt(1).text == "(" {
				p.next()
				open := p.next()
				args := p.exprList(")")
				e = p.callOrMacro(open.off, t.text, e, args)
				continue
			}
			name := p.fieldName()
			if opt {
				lit := p.node(Literal, t.off)
				lit.Lit = name
				e = p.call(dot.off, "_?._", nil, e, lit)
				e.Optional = true
				continue
			}
			s := p.node(Select, dot.off)
			s.Target, s.Name = e, name
			e = s
		case p.isOp("["):
			open := p.next()
			fn := "_[_]"
			if p.isOp("?") {
				p.next()
				fn = "_[?_]"
			}
			idx := p.expr()
			p.expect("]")
			e = p.call(open.off, fn, nil, e, idx)
			e.Optional = fn == "_[?_]"
		default:
			return e
		}
	}
}

// fieldName reads an escapeIdent: IDENTIFIER or `escaped`.
func (p *parser) fieldName() string {
	t := p.peek()
	switch t.kind {
	case tIdent:
		p.next()
		return t.text
	case tEscIdent:
		p.next()
		return t.text[1 : len(t.text)-1]
	}
	p.fail(t.off, fmt.Sprintf("Syntax error: no viable alternative at input '%s'", t.text))
	return ""
}

func (p *parser) exprList(close string) []*Expr {
	args := []*Expr{}
	if p.isOp(close) {
		p.next()
		return args
	}
	p.enter("exprList")
	for {
		args = append(args, p.expr())
		if !p.isOp(",") {
			break
		}
		p.next()
	}
	p.exit("exprList", 1)
	p.expect(close)
	return args
}

var reserved = map[string]bool{
	"as": true, "break": true, "const": true, "continue": true, "else": true,
	"for": true, "function": true, "if": true, "import": true, "let": true,
	"loop": true, "package": true, "namespace": true, "return": true,
	"var": true, "void": true, "while": true,
}

func (p *parser) primary() *Expr {
	p.enter("primary")
	defer p.exit("primary", 1)
	t := p.peek()
	switch {
	case t.kind == tIdent || (p.isOp(".") && p.peekAt(1).kind == tIdent):
		return p.identLike()
	case p.isOp("("):
		p.next()
		e := p.expr()
		p.expect(")")
		return e
	case p.isOp("["):
		return p.listLit()
	case p.isOp("{"):
		return p.mapLit()
	}
	return p.literal()
}

// identLike: ident, global call, or message construction a.b.C{...}.
func (p *parser) identLike() *Expr {
	start := p.peek()
	lead := ""
	if p.isOp(".") {
		p.next()
		lead = "."
	}
	// a message name is IDENT ('.' IDENT)* followed by '{'
	i := 0
	for p.peekAt(i).kind == tIdent && p.peekAt(i+1).kind == tOp && p.peekAt(i+1).text == "." && p.peekAt(i+2).kind == tIdent {
		i += 2
	}
	if nt := p.peekAt(i + 1); nt.kind == tOp && nt.text == "{" {
		var parts []string
		for j := 0; j <= i; j += 2 {
			parts = append(parts, p.peekAt(j).text)
		}
		p.pos += i + 1
		return p.structLit(lead+strings.Join(parts, "."), start.off)
	}
	id := p.next()
	if p.isOp("(") {
		open := p.next()
		args := p.exprList(")")
		if reserved[id.text] {
			p.fail(id.off, "reserved identifier: "+id.text)
		}
		return p.callOrMacro(open.off, lead+id.text, nil, args)
	}
	if reserved[id.text] {
		p.fail(id.off, "reserved identifier: "+id.text)
	}
	e := p.node(Ident, id.off)
	e.Name = lead + id.text
	return e
}

func (p *parser) listLit() *Expr {
	open := p.next()
	e := p.node(ListLit, open.off)
	if !p.isOp("]") && !p.isOp(",") {
		p.enter("listInit")
		for {
			opt := false
			if p.isOp("?") {
				p.next()
				opt = true
			}
			if opt {
				e.OptIndices = append(e.OptIndices, len(e.Args))
			}
			e.Args = append(e.Args, p.expr())
			if !p.isOp(",") || p.peekAt(1).kind == tOp && p.peekAt(1).text == "]" {
				break
			}
			p.next()
		}
		p.exit("listInit", 1)
	}
	if p.isOp(",") {
		p.next()
	}
	p.expect("]")
	return e
}

func (p *parser) mapLit() *Expr {
	open := p.next()
	e := p.node(MapLit, open.off)
	if !p.isOp("}") && !p.isOp(",") {
		for {
			opt := false
			if p.isOp("?") {
				p.next()
				opt = true
			}
			k := p.expr()
			col := p.expect(":")
			v := p.expr()
			e.Entries = append(e.Entries, MapEntry{Offset: col.off, Key: k, Value: v, Optional: opt})
			if !p.isOp(",") || p.peekAt(1).kind == tOp && p.peekAt(1).text == "}" {
				break
			}
			p.next()
		}
	}
	if p.isOp(",") {
		p.next()
	}
	p.expect("}")
	return e
}

func (p *parser) structLit(name string, off int) *Expr {
	open := p.expect("{")
	e := p.node(Struct, open.off)
	e.Name = name
	if !p.isOp("}") && !p.isOp(",") {
		for {
			opt := false
			if p.isOp("?") {
				p.next()
				opt = true
			}
			f := p.fieldName()
			col := p.expect(":")
			v := p.expr()
			e.Entries = append(e.Entries, MapEntry{Offset: col.off, Field: f, Value: v, Optional: opt})
			if !p.isOp(",") || p.peekAt(1).kind == tOp && p.peekAt(1).text == "}" {
				break
			}
			p.next()
		}
	}
	if p.isOp(",") {
		p.next()
	}
	p.expect("}")
	return e
}

func (p *parser) literal() *Expr {
	p.enter("literal")
	defer p.exit("literal", 1)
	t := p.next()
	sign := ""
	if t.kind == tOp && t.text == "-" && (p.peek().kind == tInt || p.peek().kind == tFloat) {
		sign = "-"
		t = p.next()
	}
	e := p.node(Literal, t.off)
	var err error
	switch t.kind {
	case tInt:
		text, base := t.text, 10
		if strings.HasPrefix(text, "0x") {
			text, base = text[2:], 16
		}
		e.Lit, err = strconv.ParseInt(sign+text, base, 64)
		if err != nil {
			p.fail(t.off, "invalid int literal")
		}
	case tUint:
		text, base := t.text[:len(t.text)-1], 10
		if strings.HasPrefix(text, "0x") {
			text, base = text[2:], 16
		}
		e.Lit, err = strconv.ParseUint(text, base, 64)
		if err != nil {
			p.fail(t.off, "invalid uint literal")
		}
	case tFloat:
		e.Lit, err = strconv.ParseFloat(sign+t.text, 64)
		if err != nil {
			p.fail(t.off, "invalid double literal")
		}
	case tString:
		s, err := unquote(t.text, false)
		if err != nil {
			p.fail(t.off, err.Error())
		}
		e.Lit = s
	case tBytes:
		s, err := unquote(t.text[1:], true)
		if err != nil {
			p.fail(t.off, err.Error())
		}
		e.Lit = []byte(s)
	case tTrue, tFalse:
		e.Lit = t.kind == tTrue
	case tNull:
		e.Lit = nil
	default:
		txt := t.text
		if t.kind == tEOF {
			txt = "<EOF>"
		}
		p.fail(t.off, fmt.Sprintf("Syntax error: mismatched input '%s' expecting an expression", txt))
	}
	return e
}

// visitDepth is the deepest nesting of the nodes cel-go's visitor counts
// against its recursion limit: ternaries, relations, arithmetic, selections,
// member calls and indexes (parentheses and logical chains do not count).
func visitDepth(e *Expr) int {
	if e == nil {
		return 0
	}
	best := 0
	for _, c := range children(e) {
		best = max(best, visitDepth(c))
	}
	if countsDepth(e) {
		best++
	}
	return best
}

func countsDepth(e *Expr) bool {
	switch e.Kind {
	case Select:
		return true
	case Macro:
		return e.Target != nil
	case Call:
		if e.Target != nil {
			return true
		}
		switch e.Name {
		case "_?_:_", "_?._", "_[_]", "_[?_]", "@in", "_<_", "_<=_", "_>=_", "_>_", "_==_", "_!=_",
			"_+_", "_-_", "_*_", "_/_", "_%_":
			return true
		}
	}
	return false
}

// children lists a node's sub-expressions in source order.
func children(e *Expr) []*Expr {
	var out []*Expr
	if e.Target != nil {
		out = append(out, e.Target)
	}
	out = append(out, e.Args...)
	for _, en := range e.Entries {
		if en.Key != nil {
			out = append(out, en.Key)
		}
		out = append(out, en.Value)
	}
	return out
}
