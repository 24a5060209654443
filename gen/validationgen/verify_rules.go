package validationgen

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"github.com/kubedv/kubedv/gen/emit"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/verify"
)

// verifyRules are what validation-gen adds to the check of its files
// (gen/verify): errors in Validate_<T> are reported at T, registration is
// checked at the input, and the interpreted tier of CEL rules is a module
// of its own.
var verifyRules = verify.Rules{
	Generator:  generatorName,
	PackageTag: mainTag,
	TypeFuncs:  []string{"ValidateAt_", "Validate_"},
	Modules: []verify.Module{{
		Path:  emit.CELInterpreterPkg,
		Dir:   "validate/celinterp",
		About: "the interpreted tier of CEL rules, a module of its own",
		Note: emit.CELInterpreterPkg + " is imported for the package's CEL rules that the compiler leaves to the interpreted tier; " +
			generatorName + " --lint -v lists each and why, should you rather rewrite them",
	}},
	Before: registration,
}

// registration reports what the generated RegisterValidations needs from
// the package and its types, with the fix: a registry type that exists and
// has AddValidationFunc, a localSchemeBuilder for the init to add to, and
// registered types that are runtime.Objects. The type check would find the
// same problems, but in the generated file instead of the input.
// It is validation-gen's verify.Rules.Before.
func registration(fset *token.FileSet, imp types.Importer, j verify.Job, f *ast.File) error {
	if !declaresFunc(f, "RegisterValidations") {
		return nil
	}
	regPkg, regType, _, err := schemeRegistry(j.Target)
	if err != nil {
		return err
	}
	var regTag *tags.Tag
	for i, t := range j.Target.Tags {
		if t.Name == registryTag {
			regTag = &j.Target.Tags[i]
		}
	}
	if regTag != nil {
		if err := registryExists(imp, *regTag, regPkg, regType); err != nil {
			return err
		}
	}
	var errs []error
	if j.Target.Types.Scope().Lookup("localSchemeBuilder") == nil {
		errs = append(errs, fmt.Errorf("%s: package %s declares no localSchemeBuilder, which the generated init() adds RegisterValidations to; "+
			"declare it as Kubernetes API packages do in register.go (var SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes); var localSchemeBuilder = &SchemeBuilder), "+
			"or add +k8s:%s=nil to generate no registration", verify.PackagePos(fset, j.Target, mainTag), j.Target.Name, registryTag))
	}
	if regPkg+"."+regType == defaultReg {
		for _, n := range registeredTypes(f, j.Input) {
			if types.NewMethodSet(types.NewPointer(n.Obj.Type())).Lookup(nil, "DeepCopyObject") == nil {
				errs = append(errs, fmt.Errorf("%s: type %s is registered for validation, but *%s has no DeepCopyObject method, so it is not a runtime.Object; "+
					"run deepcopy-gen first (with +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object on the type), "+
					"or leave it out of registration with +k8s:%s=false", n.Pos, n.Name(), n.Name(), mainTag))
			}
		}
	}
	return errors.Join(errs...)
}

// registryExists checks that the registry tag names a type with an
// AddValidationFunc method.
func registryExists(imp types.Importer, t tags.Tag, pkgPath, typeName string) error {
	hint := fmt.Sprintf("name a type with an AddValidationFunc method, such as %s, or write nil for no registration", defaultReg)
	p, err := imp.Import(pkgPath)
	if err != nil {
		return tagError(t, "cannot load package %s (%v); %s", pkgPath, err, hint)
	}
	obj, ok := p.Scope().Lookup(typeName).(*types.TypeName)
	if !ok || !obj.Exported() {
		return tagError(t, "package %s has no exported type %s; %s", pkgPath, typeName, hint)
	}
	if types.NewMethodSet(types.NewPointer(obj.Type())).Lookup(nil, "AddValidationFunc") == nil {
		return tagError(t, "%s.%s has no AddValidationFunc method; %s", pkgPath, typeName, hint)
	}
	return nil
}

func declaresFunc(f *ast.File, name string) bool {
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == name {
			return true
		}
	}
	return false
}

// registeredTypes returns the input types of the generated
// AddValidationFunc((*T)(nil), ...) calls.
func registeredTypes(f *ast.File, input *model.Package) []*model.Named {
	var out []*model.Named
	ast.Inspect(f, func(node ast.Node) bool {
		call, ok := node.(*ast.CallExpr)
		if !ok || len(call.Args) == 0 {
			return true
		}
		if sel, ok := call.Fun.(*ast.SelectorExpr); !ok || sel.Sel.Name != "AddValidationFunc" {
			return true
		}
		conv, ok := call.Args[0].(*ast.CallExpr)
		if !ok {
			return true
		}
		paren, ok := conv.Fun.(*ast.ParenExpr)
		if !ok {
			return true
		}
		star, ok := paren.X.(*ast.StarExpr)
		if !ok {
			return true
		}
		var name string
		switch x := star.X.(type) {
		case *ast.Ident:
			name = x.Name
		case *ast.SelectorExpr:
			name = x.Sel.Name
		}
		for _, n := range input.Named {
			if n.Name() == name {
				out = append(out, n)
			}
		}
		return true
	})
	return out
}
