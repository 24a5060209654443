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

	f.Printf("// Validate_%s validates an instance of %s according\n// to declarative validation rules in the API schema.\n", name, name)
	f.Printf("%s {\n", signature(fmt.Sprintf("func Validate_%s(ctx %s.Context, op %s.Operation, fldPath *%s.Path,", name, ctx, op, fld),
		fmt.Sprintf("obj, oldObj *%s) %s.ErrorList", tn, fld)))
	f.Printf("if obj == nil {\nreturn nil\n}\n")
	f.Printf("root := %s.RootAt(fldPath)\n", rt)
	g := &fn{f: f, plan: plan, input: input, self: tp.Named.Obj, calls: calls, b: &strings.Builder{}, names: newNamer()}
	f.body.WriteString(g.unchanged(tp))
	f.Printf("return %s.Rebase(fldPath, %s(ctx, op, &root, obj, oldObj))\n}\n\n", rt, lazyName(name))

	g = &fn{f: f, plan: plan, input: input, self: tp.Named.Obj, calls: calls, b: &strings.Builder{}, names: newNamer()}
	body := plan.Body(tp)
	inside := func() {}
	if body.Fields != nil && !tp.Own.Opaque { // +k8s:opaqueType: only the type's own tags apply
		inside = func() { g.fields(body.Fields) }
	}
	var link types.Type
	if body.Link != nil {
		link = body.Link
	}
	g.value(site{t: tp.Named.Type(), v: tp.Own, ptr: code("obj"), old: code("oldObj"), path: rootPath, structural: true, self: true, link: link,
		inside: inside})
	f.Printf("// %s validates an instance of %s at fldPath,\n// a path on the caller's stack that is rendered only for errors (see %s.Path).\n", lazyName(name), name, rt)
	f.Printf("%s {\n", signature(fmt.Sprintf("func %s(ctx %s.Context, op %s.Operation, fldPath *%s.Path,", lazyName(name), ctx, op, rt),
		fmt.Sprintf("obj, oldObj *%s) (errs %s.ErrorList)", tn, fld)))
	f.body.WriteString(g.b.String())
	f.Printf("return errs\n}\n\n")
}

// unchanged renders the part of Validate_<Type> that handles an unchanged
// value, or "" when the type has no checks for it. Kubernetes' callers skip
// unchanged values before calling a type's function, and the function
// itself runs all of the type's own checks: called directly (for a root
// object) on an unchanged value, the checks that do not ratchet by
// themselves, hand-written and test ones, still run. Calls from generated
// code go to ValidateAt_<Type>, which skips the unchanged value whole.
func (g *fn) unchanged(tp *validators.TypePlan) string {
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
	root := &local{name: "root"}
	s := site{t: t, v: &validators.Validations{Checks: checks}, ptr: code("obj"), old: code("oldObj"), path: pathAt(root), self: true}
	body := g.capture(func() { g.phases(s) })
	if body == "" {
		return ""
	}
	return g.capture(func() {
		g.p("if oldObj != nil && op.Type == %s.Update && %s {", g.f.Import(operationPkg), g.f.Equal(t, "obj", "oldObj"))
		g.p("var errs %s.ErrorList", g.f.Import(fieldPkg))
		g.b.WriteString(body)
		g.p("return %s.Rebase(fldPath, errs)", g.rt())
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
		switch {
		case !pathVar.used:
		case fp.Field.Inline:
			// Kubernetes inlines the fields of an embedded struct, except at
			// the top of the tree, where it names the embedded type.
			g.p("%s := fldPath.Embedded(%q)", pathVar.name, f.TypeName(validators.Deref(ft)))
		default:
			g.p("%s := fldPath.Child(%q)", pathVar.name, fp.Field.JSONName)
		}
		if value.used {
			g.p("%s := &obj.%s", value.name, fp.Field.Name)
		}
		if old.used {
			g.p("var %s *%s", old.name, f.TypeName(ft))
			g.p("if oldObj != nil {\n%s = &oldObj.%s\n}", old.name, fp.Field.Name)
		}
		g.b.WriteString(body)
		g.p("}")
	}
}
