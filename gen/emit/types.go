package emit

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

const (
	contextPkg   = "context"
	operationPkg = "k8s.io/apimachinery/pkg/api/operation"
	fieldPkg     = "k8s.io/apimachinery/pkg/util/validation/field"
)

// TypeFuncs emits the functions of every type in tps (sorted by the caller).
func (f *File) TypeFuncs(plan *validators.Plan, input *types.Package, tps []*validators.TypePlan) {
	calls := newCallGraph(plan, tps)
	for _, tp := range tps {
		f.typeFunc(plan, input, tp, calls)
	}
}

// typeFunc emits Validate_<Type>, the public entry point with Kubernetes'
// signature, and validate_<Type>, which does the work on a lazy path.
func (f *File) typeFunc(plan *validators.Plan, input *types.Package, tp *validators.TypePlan, calls callGraph) {
	name := tp.Named.Name()
	tn := f.TypeName(tp.Named.Type())
	ctx, op, fld, rt := f.Import(contextPkg), f.Import(operationPkg), f.Import(fieldPkg), f.Import(runtimePkg)

	p := f.par
	f.Printf("// Validate_%s validates an instance of %s according\n// to declarative validation rules in the API schema.\n", name, name)
	f.Printf("%s {\n", signature(fmt.Sprintf("func Validate_%s(%s %s.Context, %s %s.Operation, %s *%s.Path,", name, p.ctx, ctx, p.op, op, p.fldPath, fld),
		fmt.Sprintf("%s, %s *%s) %s.ErrorList", p.obj, p.oldObj, tn, fld)))
	f.Printf("if %s == nil {\nreturn nil\n}\n", p.obj)
	g := &fn{f: f, plan: plan, input: input, self: tp.Named.Obj, calls: calls, b: &strings.Builder{}, names: f.newNamer(), par: p}
	root := g.local("root")
	f.Printf("%s := %s.RootAt(%s)\n", root.name, rt, p.fldPath)
	f.body.WriteString(g.unchanged(tp, root))
	f.Printf("return %s.Rebase(%s, %s(%s, %s, &%s, %s, %s))\n}\n\n", rt, p.fldPath, lazyName(name), p.ctx, p.op, root.name, p.obj, p.oldObj)

	g = &fn{f: f, plan: plan, input: input, self: tp.Named.Obj, calls: calls, b: &strings.Builder{}, names: f.newNamer(), par: p}
	body := plan.Body(tp)
	inside := func() {}
	if body.Fields != nil && !tp.Own.Opaque { // +k8s:opaqueType: only the type's own tags apply
		inside = func() { g.fields(body.Fields) }
	}
	var link types.Type
	if body.Link != nil {
		link = body.Link
	}
	g.value(site{t: tp.Named.Type(), v: tp.Own, ptr: code(p.obj), old: code(p.oldObj), path: g.rootPath(), structural: true, self: true, link: link,
		inside: inside})
	f.Printf("// %s validates an instance of %s at fldPath,\n// a path on the caller's stack that is rendered only for errors (see %s.Path).\n", lazyName(name), name, rt)
	f.Printf("%s {\n", signature(fmt.Sprintf("func %s(%s %s.Context, %s %s.Operation, %s *%s.Path,", lazyName(name), p.ctx, ctx, p.op, op, p.fldPath, rt),
		fmt.Sprintf("%s, %s *%s) (%s %s.ErrorList)", p.obj, p.oldObj, tn, p.errs, fld)))
	f.body.WriteString(g.b.String())
	f.Printf("return %s\n}\n\n", p.errs)
}

// unchanged renders the part of Validate_<Type> that handles an unchanged
// value, or "" when the type has no checks for it. Kubernetes' callers skip
// unchanged values before calling a type's function, and the function
// itself runs all of the type's own checks: called directly (for a root
// object) on an unchanged value, the checks that do not ratchet by
// themselves, hand-written and test ones, still run. Calls from generated
// code go to ValidateAt_<Type>, which skips the unchanged value whole.
func (g *fn) unchanged(tp *validators.TypePlan, root *local) string {
	var checks []validators.Check
	for _, c := range tp.Own.Checks {
		if c.Unratcheted {
			checks = append(checks, c)
		}
	}
	if len(checks) == 0 {
		return ""
	}
	t := tp.Named.Type()
	p := g.par
	s := site{t: t, v: &validators.Validations{Checks: checks}, ptr: code(p.obj), old: code(p.oldObj), path: pathAt(root), self: true}
	body := g.capture(func() { g.phases(s) })
	if body == "" {
		return ""
	}
	return g.capture(func() {
		g.p("if %s != nil && %s.Type == %s.Update && %s {", p.oldObj, p.op, g.f.Import(operationPkg), g.f.Equal(t, p.obj, p.oldObj))
		g.p("var %s %s.ErrorList", p.errs, g.f.Import(fieldPkg))
		g.b.WriteString(body)
		g.p("return %s.Rebase(%s, %s)", g.rt(), p.fldPath, p.errs)
		g.p("}")
	})
}

// signature joins the two halves of a function's signature, on one line
// when it fits in maxWidth, on two otherwise.
func signature(head, tail string) string {
	if len(head)+len(" ")+len(tail)+len(" {") <= maxWidth {
		return head + " " + tail
	}
	return head + "\n" + tail
}

// fields emits the validation of a struct's fields, in declaration order.
func (g *fn) fields(tp *validators.TypePlan) {
	f, plan, name := g.f, g.plan, tp.Named.Name()
	mark := g.mark()
	defer g.release(mark)
	for _, fp := range tp.Fields {
		// Each field's block is a scope: its names do not depend on the
		// fields before it.
		g.release(mark)
		ft := fp.Field.Var.Type()
		if !plan.Needs(ft, fp.V, true) {
			continue
		}
		pathVar, value, old := g.local("fp"), g.local("v"), g.local("ov")
		path := pathAt(pathVar)
		body := g.capture(func() {
			g.value(site{t: ft, v: fp.V, ptr: value.ref(), old: old.ref(), path: path, structural: true})
		})
		if body == "" {
			continue
		}
		g.p("{ // field %s.%s", name, fp.Field.Name)
		only := fp.V.OnlySubresource
		if only != "" {
			// Validated only in requests for that subresource (the status
			// of a controller-gen root with a status subresource).
			g.p("if %s.IsSubresource(%s, %q) {", g.rt(), g.par.op, only)
		}
		if fp.V.AbsentWhenZero {
			// A zero optional struct of a controller-gen package is an
			// absent object.
			g.p("if %s {", f.structSet(ft, g.par.obj+"."+fp.Field.Name))
		}
		switch {
		case !pathVar.used:
		case fp.Field.Inline:
			// Kubernetes inlines the fields of an embedded struct, except at
			// the top of the tree, where it names the embedded type.
			g.p("%s := %s.Embedded(%q)", pathVar.name, g.par.fldPath, f.TypeName(validators.Deref(ft)))
		default:
			g.p("%s := %s.Child(%q)", pathVar.name, g.par.fldPath, fp.Field.JSONName)
		}
		if value.used {
			g.p("%s := &%s.%s", value.name, g.par.obj, fp.Field.Name)
		}
		switch {
		case old.used && fp.V.ZeroOmitted:
			// An old struct the JSON left out is no old value: what the
			// update adds is validated whole, as the API server validates
			// a new object.
			g.p("var %s *%s", old.name, f.TypeName(ft))
			g.p("if %[1]s != nil && %[4]s {\n%[2]s = &%[1]s.%[3]s\n}", g.par.oldObj, old.name, fp.Field.Name, f.structSet(ft, g.par.oldObj+"."+fp.Field.Name))
		case old.used:
			g.p("var %s *%s", old.name, f.TypeName(ft))
			g.p("if %[1]s != nil {\n%[2]s = &%[1]s.%[3]s\n}", g.par.oldObj, old.name, fp.Field.Name)
		}
		g.b.WriteString(body)
		if fp.V.AbsentWhenZero {
			g.p("}")
		}
		if only != "" {
			g.p("}")
		}
		g.p("}")
	}
}
