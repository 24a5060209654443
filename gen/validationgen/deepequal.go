package validationgen

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/emit"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// +k8s:validation-gen-deep-equal-func names the function that the package's
// generated code compares values with where == cannot (Kubernetes v1.38).
// It is resolved and checked before anything is rendered, so that a name
// that does not resolve, or a function that cannot be called with two
// values of any type, stops the run at the tag rather than in the check of
// the generated code.

// deepEqualFuncs resolves the tag of every job's target; targets without
// one (and every target of a tree before v1.38, whose generator does not
// read the tag) get the zero value: kubedv's generated equality.
func deepEqualFuncs(res *load.Result, jobs []job) (map[*model.Package]emit.DeepEqual, error) {
	out := map[*model.Package]emit.DeepEqual{}
	if !res.Universe.Release.ReadsDeepEqualFuncTag() {
		return out, nil
	}
	var errs tags.ErrorList
	for _, j := range jobs {
		d, err := deepEqualFunc(res, j.target)
		if err != nil {
			errs.Add(err)
			continue
		}
		out[j.target] = d
	}
	errs.Sort()
	return out, errs.Err()
}

// deepEqualFunc reads and resolves p's tag: a function of p (CustomEqual),
// or an import path and a function (example.com/eq.DeepEqual). A package
// variable's method (k8s.io/apimachinery/pkg/api/equality.Semantic.DeepEqual)
// is a function too. A value without a slash that p does not declare names
// a standard library package's function (reflect.DeepEqual). An empty
// value is no function, as in Kubernetes (its default).
func deepEqualFunc(res *load.Result, p *model.Package) (emit.DeepEqual, error) {
	var tag *tags.Tag
	for i, t := range p.Tags {
		if t.Name != validators.DeepEqualFuncTag {
			continue
		}
		if tag != nil {
			return emit.DeepEqual{}, tagError(t, "written twice in package %s; keep one", p.Path)
		}
		tag = &p.Tags[i]
	}
	if tag == nil || tag.Value.Text == "" {
		return emit.DeepEqual{}, nil
	}
	value := tag.Value.Text
	if !validFuncRef(value) {
		return emit.DeepEqual{}, tagError(*tag, "%q is not a function name; want a function of this package (CustomDeepEqual) "+
			"or an import path and a function (k8s.io/apimachinery/pkg/api/equality.Semantic.DeepEqual)", value)
	}
	pkgPath, name := "", value
	if i := strings.LastIndex(value, "/"); i >= 0 {
		dot := strings.Index(value[i:], ".")
		if dot < 0 {
			return emit.DeepEqual{}, tagError(*tag, "%q names a package but no function; want <import path>.<func>", value)
		}
		pkgPath, name = value[:i+dot], value[i+dot+1:]
	} else if lookupFunc(p.Types, name, true) == nil && strings.Contains(name, ".") {
		pkgPath, name, _ = strings.Cut(value, ".")
	}
	scope := p.Types
	if pkgPath != "" && pkgPath != p.Path {
		var err error
		if scope, err = importForDeepEqual(res, pkgPath); err != nil {
			return emit.DeepEqual{}, tagError(*tag, "cannot load package %s: %v", pkgPath, err)
		}
	}
	sig := lookupFunc(scope, name, scope == p.Types)
	if sig == nil {
		if scope != p.Types {
			return emit.DeepEqual{}, tagError(*tag, "package %s exports no function %s", pkgPath, name)
		}
		return emit.DeepEqual{}, tagError(*tag, "package %s declares no function %s", p.Path, name)
	}
	generic, ok := equalitySignature(sig)
	if !ok {
		return emit.DeepEqual{}, tagError(*tag, "%s is %s; want func[T any](a, b T) bool or func(a, b any) bool, "+
			"called with the two values (pointers, slices and maps as they are, a pointer to any other value)", name, sig)
	}
	if pkgPath == p.Path {
		pkgPath = ""
	}
	return emit.DeepEqual{Pkg: pkgPath, Name: name, Generic: generic}, nil
}

// validFuncRef reports whether v reads as [import path.]Name[.Method].
func validFuncRef(v string) bool {
	name := v[strings.LastIndex(v, "/")+1:]
	if strings.ContainsAny(v, " \t()[]{},\"'`") || name == "" {
		return false
	}
	for _, part := range strings.Split(name, ".") {
		if part == "" {
			return false
		}
	}
	return true
}

// importForDeepEqual returns the package at path, from the run's universe or
// checked from source for this purpose (the check of the generated code
// reuses it).
func importForDeepEqual(res *load.Result, path string) (*types.Package, error) {
	if mp := res.Universe.Packages[path]; mp != nil && mp.Types != nil && mp.Types.Complete() && mp.Types.Scope().Len() > 0 {
		return mp.Types, nil
	}
	if res.Imports == nil {
		return nil, fmt.Errorf("not loaded")
	}
	return res.Imports.Import(path)
}

// lookupFunc returns the signature of pkg's function name, or of the method
// of a package variable (Var.Method); nil when there is none, or when it is
// unexported and the caller is not pkg itself (local false).
func lookupFunc(pkg *types.Package, name string, local bool) *types.Signature {
	if pkg == nil {
		return nil
	}
	first, method, isMethod := strings.Cut(name, ".")
	obj := pkg.Scope().Lookup(first)
	if obj == nil || strings.Contains(method, ".") || !local && !obj.Exported() {
		return nil
	}
	if !isMethod {
		if fn, ok := obj.(*types.Func); ok {
			sig, _ := fn.Type().(*types.Signature)
			return sig
		}
		return nil
	}
	v, ok := obj.(*types.Var)
	if !ok {
		return nil
	}
	sel, _, _ := types.LookupFieldOrMethod(v.Type(), true, pkg, method)
	if fn, ok := sel.(*types.Func); ok {
		sig, _ := fn.Type().(*types.Signature)
		return sig
	}
	return nil
}

// equalitySignature reports whether sig can be called with two values of
// any one type and returns a bool: generic (func[T any](a, b T) bool, which
// also instantiates to the func(a, b *T) bool of runtime helpers) or with
// two empty-interface parameters.
func equalitySignature(sig *types.Signature) (generic, ok bool) {
	if sig.Params().Len() != 2 || sig.Results().Len() != 1 || sig.Variadic() {
		return false, false
	}
	if b, isBasic := sig.Results().At(0).Type().Underlying().(*types.Basic); !isBasic || b.Kind() != types.Bool {
		return false, false
	}
	a, b := sig.Params().At(0).Type(), sig.Params().At(1).Type()
	if tps := sig.TypeParams(); tps != nil {
		if tps.Len() != 1 {
			return false, false
		}
		tp := tps.At(0)
		iface, _ := tp.Constraint().Underlying().(*types.Interface)
		if iface == nil || !iface.IsMethodSet() || iface.NumMethods() != 0 || !types.Identical(a, tp) || !types.Identical(b, tp) {
			return false, false
		}
		return true, true
	}
	for _, p := range []types.Type{a, b} {
		iface, isIface := p.Underlying().(*types.Interface)
		if !isIface || !iface.Empty() {
			return false, false
		}
	}
	return false, true
}
