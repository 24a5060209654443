package emit

import (
	"fmt"

	"github.com/kubedv/kubedv/gen/model"
)

// Register emits RegisterValidations for the root types, and the init that
// adds it to the package's localSchemeBuilder (the SchemeBuilder convention
// of Kubernetes API packages).
func (f *File) Register(registryPkg, registryType string, roots []*model.Named, paths map[*model.Named][]string) {
	if len(roots) == 0 {
		return
	}
	ctx, op, fld, fm := f.Import(contextPkg), f.Import(operationPkg), f.Import(fieldPkg), f.Import("fmt")
	reg := f.Import(registryPkg)
	if reg != "" {
		reg += "."
	}
	f.Printf("func init() { localSchemeBuilder.Register(RegisterValidations) }\n\n")
	f.Printf("// RegisterValidations adds validation functions to the given scheme.\n// Public to allow building arbitrary schemes.\n")
	// The closures name the root types: no local may hide one.
	n := f.localNames("scheme", "ctx", "op", "obj", "oldObj", "newObj", "ok", "old", "err")
	scheme, ctxVar, opVar, obj, oldObj, newObj, ok, old, errVar := n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7], n[8]
	f.Printf("func RegisterValidations(%s *%s%s) error {\n", scheme, reg, registryType)
	for _, r := range roots {
		tn := f.TypeName(r.Type())
		f.Printf("// type %s\n", r.Name())
		call := fmt.Sprintf("%s.AddValidationFunc((*%s)(nil),", scheme, tn)
		fun := fmt.Sprintf("func(%s %s.Context, %s %s.Operation, %s, %s interface{}) %s.ErrorList {", ctxVar, ctx, opVar, op, obj, oldObj, fld)
		if tabWidth+len(call)+len(" ")+len(fun) > maxWidth {
			call += "\n" // gofmt indents the function literal under the call
		} else {
			call += " "
		}
		f.Printf("%s%s\n", call, fun)
		// Subresource paths are compared without building the path string.
		var conds []string
		for _, p := range paths[r] {
			conds = append(conds, fmt.Sprintf("%s.IsSubresource(%s, %q)", f.Import(runtimePkg), opVar, p))
		}
		f.Printf("if %s {\n", wrapOr(conds, maxWidth-2*tabWidth))
		f.Printf("if %s, %s := %s.(*%s); %s {\n", newObj, ok, obj, tn, ok)
		f.Printf("%s, _ := %s.(*%s)\n", old, oldObj, tn)
		f.Printf("return Validate_%s(%s, %s, nil /* fldPath */, %s, %s)\n}\n}\n", r.Name(), ctxVar, opVar, newObj, old)
		f.Printf("%s := %s.Errorf(\"no validation found for %%T, subresource: %%v\", %s, %s.Request.SubresourcePath())\n", errVar, fm, obj, opVar)
		f.Printf("return %s.ErrorList{%s.InternalError(nil, %s)}\n", fld, fld, errVar)
		f.Printf("})\n")
	}
	f.Printf("return nil\n}\n\n")
}
