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
	f.Printf("func RegisterValidations(scheme *%s%s) error {\n", reg, registryType)
	for _, n := range roots {
		tn := f.TypeName(n.Type())
		f.Printf("// type %s\n", n.Name())
		call := fmt.Sprintf("scheme.AddValidationFunc((*%s)(nil),", tn)
		fun := fmt.Sprintf("func(ctx %s.Context, op %s.Operation, obj, oldObj interface{}) %s.ErrorList {", ctx, op, fld)
		if tabWidth+len(call)+len(" ")+len(fun) > maxWidth {
			call += "\n" // gofmt indents the function literal under the call
		} else {
			call += " "
		}
		f.Printf("%s%s\n", call, fun)
		// Subresource paths are compared without building the path string.
		var conds []string
		for _, p := range paths[n] {
			conds = append(conds, fmt.Sprintf("%s.IsSubresource(op, %q)", f.Import(runtimePkg), p))
		}
		f.Printf("if %s {\n", wrapOr(conds, maxWidth-2*tabWidth))
		f.Printf("if newObj, ok := obj.(*%s); ok {\n", tn)
		f.Printf("old, _ := oldObj.(*%s)\n", tn)
		f.Printf("return Validate_%s(ctx, op, nil /* fldPath */, newObj, old)\n}\n}\n", n.Name())
		f.Printf("err := %s.Errorf(\"no validation found for %%T, subresource: %%v\", obj, op.Request.SubresourcePath())\n", fm)
		f.Printf("return %s.ErrorList{%s.InternalError(nil, err)}\n", fld, fld)
		f.Printf("})\n")
	}
	f.Printf("return nil\n}\n\n")
}
