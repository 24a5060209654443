package defaultergen

import (
	"bytes"
	"fmt"

	"golang.org/x/tools/imports"
)

const runtimePkg = "k8s.io/apimachinery/pkg/runtime"

// file renders one target: header, package clause, imports,
// RegisterDefaults, then one SetObjectDefaults_<Type> per type, by name.
func (g *generator) file(t *target, header []byte) ([]byte, error) {
	g.outputPkg = t.pkg.path
	w := &body{im: newImports(t.pkg.path)}
	order := sortedTypes(t.newFns)

	w.line("// RegisterDefaults adds defaulters functions to the given scheme.")
	w.line("// Public to allow building arbitrary schemes.")
	w.line("// All generated defaulters are covering - they call all nested defaulters.")
	w.line("func RegisterDefaults(scheme *%s.Scheme) error {", w.im.add(runtimePkg))
	for _, typ := range order {
		raw := w.im.raw(typ)
		w.line("scheme.AddTypeDefaultingFunc(&%s{}, func(obj interface{}) { %s(obj.(*%s)) })", raw, t.newFns[typ].name, raw)
	}
	w.line("return nil")
	w.line("}")
	w.line("")

	for _, typ := range order {
		tree := g.newTree(t.newFns).build(typ, true)
		if tree == nil {
			continue
		}
		// Packages named by ref() defaults are imported before those of
		// the calls, in tree order, as Kubernetes' generator does.
		visit(tree, func(n *callNode) {
			if n.def.refName != "" {
				w.im.add(n.def.refPkg)
			}
		})
		w.line("func %s(in *%s) {", t.newFns[typ].name, w.im.raw(typ))
		w.method(tree, "in", 0, nil)
		w.line("}")
		w.line("")
	}

	var src bytes.Buffer
	src.Write(header)
	fmt.Fprintf(&src, "package %s\n\n", t.pkg.name)
	if lines := w.im.lines(); len(lines) > 0 {
		src.WriteString("import (\n")
		for _, l := range lines {
			src.WriteString("\t" + l + "\n")
		}
		src.WriteString(")\n\n")
	}
	src.WriteString(w.b.String())
	out, err := imports.Process("", src.Bytes(), &imports.Options{Comments: true, TabIndent: true, TabWidth: 8, FormatOnly: true})
	if err != nil {
		// Never write code that does not parse: report it as a generator bug.
		return nil, fmt.Errorf("%s: defaulter-gen produced invalid Go (%v); please report this with the package's types", t.pkg.path, err)
	}
	return out, nil
}

func visit(n *callNode, f func(*callNode)) {
	f(n)
	for i := range n.children {
		visit(&n.children[i], f)
	}
}
