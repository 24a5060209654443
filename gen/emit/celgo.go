package emit

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/types"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/cel"
)

// The compiled tier of CEL rules: a checked rule (gen/cel.Program) at a site
// of a known Go type becomes Go functions that give exactly the value or the
// error cel-go gives on the object's JSON form in the Kubernetes CRD
// environment, calling validate/cel for CEL's semantics. A rule the
// translator cannot reproduce exactly is refused with the reason, and stays
// in the interpreted tier.

// celRuntimePkg is the runtime library of compiled CEL.
const celRuntimePkg = "github.com/kubedv/kubedv/validate/cel"

// CELFuncs names the generated functions of one compiled rule. Rule has the
// signature func(self, oldSelf *T) (bool, cel.Err), with T the site's Go
// type; oldSelf is only read by transition rules, which run only when an
// old value exists. Message, when the rule has a messageExpression, has the
// signature func(self, oldSelf *T) (string, cel.Err) and is called only
// after the rule failed.
type CELFuncs struct {
	Rule, Message string
}

// CELCompilable reports whether prog at a site of Go type self is
// translated exactly, and if not, why (for --lint -v).
func CELCompilable(prog *cel.Program, self types.Type) (ok bool, why string) {
	_, why = NewFile(nil).CompileCEL(prog, self)
	return why == "", why
}

// CompileCEL writes the compiled functions of prog at a site of Go type
// self into the file, or returns why the rule is not translated (the file
// is then unchanged).
func (f *File) CompileCEL(prog *cel.Program, self types.Type) (CELFuncs, string) {
	if prog == nil || prog.Expr == nil {
		return CELFuncs{}, "no checked program"
	}
	if prog.Rule.OptionalOldSelf && prog.Message != nil && prog.Message.UsesOldSelf() {
		// The API server evaluates the message without the optional binding.
		return CELFuncs{}, "a messageExpression that reads oldSelf under optionalOldSelf is not compiled"
	}
	// Translate into a scratch file first so that a refusal leaves f as it
	// was (no imports or package variables of a half translation).
	scratch := NewFile(f.pkg)
	ct := &celTypes{}
	if _, why := scratch.celFunc(ct, prog.Expr, prog.Rule.Rule, self, false, prog.Rule.OptionalOldSelf); why != "" {
		return CELFuncs{}, why
	}
	if prog.Message != nil {
		if _, why := scratch.celFunc(ct, prog.Message, prog.Rule.MessageExpression, self, true, false); why != "" {
			return CELFuncs{}, "messageExpression: " + why
		}
	}
	// Now for real: the same translation, in f.
	var out CELFuncs
	out.Rule, _ = f.celFunc(&celTypes{}, prog.Expr, prog.Rule.Rule, self, false, prog.Rule.OptionalOldSelf)
	if prog.Message != nil {
		out.Message, _ = f.celFunc(&celTypes{}, prog.Message, prog.Rule.MessageExpression, self, true, false)
	}
	return out, ""
}

// celFunc renders one expression as a function of self and oldSelf.
func (f *File) celFunc(ct *celTypes, e *cel.Expr, src string, self types.Type, message, optionalOld bool) (string, string) {
	selfType, why := ct.of(self)
	if why != "" {
		return "", why
	}
	g := &celGen{f: f, types: ct, message: message, rt: f.Import(celRuntimePkg), scope: map[string]cval{}}
	g.scope["self"] = g.bindRoot("self", selfType)
	g.scope["oldSelf"] = g.bindRoot("oldSelf", selfType)
	if optionalOld {
		// oldSelf is optional: nil when absent, read only through
		// hasValue, value and orValue (optionalOld in celgo_calls.go).
		old := g.scope["oldSelf"]
		old.optionalOld = true
		g.scope["oldSelf"] = old
	}
	v := g.expr(e)
	if g.why != "" {
		return "", g.why
	}
	want, result := celBool, "bool"
	if message {
		want, result = celString, "string"
	}
	if v.t.kind != want {
		return "", fmt.Sprintf("the expression is not a %s", result)
	}
	body := g.b.String()
	ret := v.x
	if v.err == "" {
		ret += ", " + g.rt + ".Err{}"
	} else {
		ret += ", " + v.err
	}
	// go/format turns '' in comments into a typographic quote: escape '.
	decl := fmt.Sprintf("(self, oldSelf *%s) (%s, %s.Err) {\n// %s\n%sreturn %s\n}", f.TypeName(self), result, g.rt, strings.ReplaceAll(strconv.Quote(src), "'", `\'`), body, ret)
	hint, doc := "celRule", "evaluates a CEL rule as the API server does, on the JSON form."
	if message {
		hint, doc = "celMessage", "evaluates a CEL messageExpression as the API server does, on the JSON form."
	}
	return f.Func(hint, doc, decl), ""
}

// bindRoot binds self or oldSelf: objects by pointer, other kinds by value.
func (g *celGen) bindRoot(name string, t *celType) cval {
	if t.kind == celObject {
		return cval{x: name, t: t}
	}
	return g.goValue("(*"+name+")", t)
}

// celGen translates one expression.
type celGen struct {
	f       *File
	rt      string
	types   *celTypes
	b       strings.Builder
	n       int
	scope   map[string]cval
	message bool   // a messageExpression: it runs only on failure, so it may allocate
	why     string // the first reason the expression is not translated
}

// cval is a translated expression: Go code computing its value, valid once
// err (a cel.Err expression, "" when the expression cannot fail) is known
// not to have failed.
type cval struct {
	x   string
	err string
	t   *celType
	lit any // the constant, for literals
	// optionalOld: oldSelf under optionalOldSelf, an optional whose value
	// is x when oldSelf is not nil.
	optionalOld bool
}

func (g *celGen) refuse(format string, args ...any) cval {
	if g.why == "" {
		g.why = fmt.Sprintf(format, args...)
	}
	return cval{x: "false", t: basicCEL(celBool)}
}

func (g *celGen) p(format string, args ...any) {
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

// tmp names a fresh local.
func (g *celGen) tmp(base string) string {
	g.n++
	return base + strconv.Itoa(g.n)
}

var basicCELTypes = map[celKind]*celType{
	celBool:     {kind: celBool, gt: types.Typ[types.Bool]},
	celInt:      {kind: celInt, gt: types.Typ[types.Int64]},
	celDouble:   {kind: celDouble, gt: types.Typ[types.Float64]},
	celString:   {kind: celString, gt: types.Typ[types.String]},
	celDuration: {kind: celDuration},
}

func basicCEL(k celKind) *celType { return basicCELTypes[k] }

// goType is the Go type of a value of t in generated code.
func (g *celGen) goType(t *celType) string {
	switch t.kind {
	case celBool:
		return "bool"
	case celInt:
		return "int64"
	case celDouble:
		return "float64"
	case celString:
		return "string"
	case celDuration:
		return g.f.Import("time") + ".Duration"
	case celObject:
		return "*" + g.f.TypeName(t.gt)
	}
	return g.f.TypeName(t.gt)
}

// goValue converts a Go expression x of t's Go type to the compiled form
// of its CEL value: int64, float64, string or bool for scalars, the value
// itself for lists and maps; objects are pointers and must be addressed by
// the caller.
func (g *celGen) goValue(x string, t *celType) cval {
	want := map[celKind]types.Type{celBool: types.Typ[types.Bool], celInt: types.Typ[types.Int64], celDouble: types.Typ[types.Float64], celString: types.Typ[types.String]}[t.kind]
	if want != nil && !types.Identical(t.gt, want) {
		x = want.String() + "(" + x + ")"
	}
	return cval{x: x, t: t}
}

// strict evaluates body only when none of ops failed; otherwise the result
// is the first failure in argument order, as cel-go's strict functions
// return it. body assigns the named value and error locals (or just the
// value) and reports whether it assigned the error.
func (g *celGen) strict(t *celType, ops []cval, body func(v, e string, xs []string) bool) cval {
	v, e := g.tmp("v"), g.tmp("e")
	g.p("var %s %s", v, g.goType(t))
	g.p("var %s %s.Err", e, g.rt)
	xs := make([]string, len(ops))
	var fails []string
	for i, o := range ops {
		xs[i] = paren(o.x)
		if o.err != "" {
			fails = append(fails, o.err)
		}
	}
	for i, fe := range fails {
		if i == 0 {
			g.p("if %s.Failed() {", fe)
		} else {
			g.p("} else if %s.Failed() {", fe)
		}
		g.p("%s = %s", e, fe)
	}
	if len(fails) > 0 {
		g.p("} else {")
	}
	body(v, e, xs)
	if len(fails) > 0 {
		g.p("}")
	}
	return cval{x: v, err: e, t: t}
}

// infallible combines operands with a Go expression that cannot fail nor
// panic on zero values: inline when no operand can fail, else guarded.
func (g *celGen) infallible(t *celType, ops []cval, expr func(xs []string) string) cval {
	fallible := false
	xs := make([]string, len(ops))
	for i, o := range ops {
		xs[i] = paren(o.x)
		fallible = fallible || o.err != ""
	}
	if !fallible {
		return cval{x: expr(xs), t: t}
	}
	return g.strict(t, ops, func(v, e string, xs []string) bool {
		g.p("%s = %s", v, expr(xs))
		return false
	})
}

// fallibleCall is a runtime call returning (value, Err).
func (g *celGen) fallibleCall(t *celType, ops []cval, call func(xs []string) string) cval {
	return g.strict(t, ops, func(v, e string, xs []string) bool {
		g.p("%s, %s = %s", v, e, call(xs))
		return true
	})
}

// paren parenthesizes a Go expression that is not a primary expression, so
// that operators compose without precedence surprises.
func paren(x string) string {
	e, err := parser.ParseExpr(x)
	if err != nil {
		return "(" + x + ")"
	}
	switch e.(type) {
	case *ast.BinaryExpr, *ast.UnaryExpr, *ast.StarExpr:
		return "(" + x + ")"
	}
	return x
}
