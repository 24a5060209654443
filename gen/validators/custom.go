package validators

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:customValidation calls hand-written validation from the generated
// traversal: ValidateCustom_<Type> for a type, ValidateCustom_<Type>_<Field>
// for a field, declared in the package that holds the generated code. Its
// path parameter may be Kubernetes' *field.Path (drop-in: the path is built
// for every call) or our *validate.Path (lazy: nothing is allocated unless it
// reports an error).

const customPrefix = "ValidateCustom_"

func init() {
	Register(&Tag{
		Name:      "customValidation",
		Scopes:    ScopeField | ScopeType,
		Stability: Stable,
		Doc:       "Call hand-written validation: ValidateCustom_<Type>(ctx, op, fldPath, obj, oldObj *<Type>) field.ErrorList, or ValidateCustom_<Type>_<Field> for a field.",
		Example:   "// +k8s:customValidation\nSchedule string `json:\"schedule\"`",
		Behavior: "The function runs with the value and its correlated old value (nil on create), in tag order with the value's other checks, " +
			"unless ratcheting finds the value unchanged. As in Kubernetes, Validate_<Type> called directly (for a root object) " +
			"runs the type's function on an unchanged value too. fldPath may be *field.Path or *validate.Path (allocation-free).",
		Apply: func(s *Site, t tags.Tag) error {
			name := customPrefix + s.Owner
			if s.Scope == ScopeField {
				name += "_" + s.FieldName
			}
			if s.Owner == "" { // chained sites (eachVal, item, subfield) have no owner
				return Errorf(t, "+k8s:customValidation applies to a type or a struct field directly, not inside a chain")
			}
			value := Deref(s.Type)
			if _, isStruct := value.Underlying().(*types.Struct); s.Scope == ScopeType || isStruct {
				value = s.ValueType()
			}
			want := name + "(ctx context.Context, op operation.Operation, fldPath *field.Path, obj, oldObj *" + typeString(value) + ") field.ErrorList"
			var fn *types.Func
			if s.Funcs != nil {
				fn, _ = s.Funcs.Lookup(name).(*types.Func)
			}
			if fn == nil && s.SchemaOnly {
				s.Add(Check{Tag: t, Rule: &CustomRule{}})
				return nil
			}
			if fn == nil {
				return Errorf(t, "no hand-written function %s; declare %s in the package of the generated code", name, want)
			}
			lazy, byValue, ok := customSignature(fn.Type().(*types.Signature), value)
			if !ok {
				hint := "fldPath may also be *validate.Path"
				if nilable(value) {
					hint += "; obj and oldObj may also be " + typeString(value)
				}
				return Errorf(t, "%s has the wrong signature; want %s (%s)", name, want, hint)
			}
			s.Add(Check{Tag: t, Unratcheted: true, Rule: &CustomRule{Func: fn, LazyPath: lazy, ByValue: byValue}})
			return nil
		},
	})
}

// customSignature checks fn against func(context.Context,
// operation.Operation, *field.Path|*validate.Path, *T, *T) field.ErrorList
// (or T, T for slices and maps, as Kubernetes passes them) and reports
// whether it takes the lazy path and the values themselves.
func customSignature(sig *types.Signature, value types.Type) (lazy, byValue, ok bool) {
	if sig.Params().Len() != 5 || sig.Results().Len() != 1 || sig.Variadic() {
		return false, false, false
	}
	named := func(t types.Type, pkg, name string) bool {
		n, ok := types.Unalias(t).(*types.Named)
		return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg && n.Obj().Name() == name
	}
	ptrTo := func(t types.Type, pkg, name string) bool {
		p, ok := types.Unalias(t).(*types.Pointer)
		return ok && named(p.Elem(), pkg, name)
	}
	p := sig.Params()
	if !named(p.At(0).Type(), "context", "Context") || !named(p.At(1).Type(), "k8s.io/apimachinery/pkg/api/operation", "Operation") ||
		!named(sig.Results().At(0).Type(), "k8s.io/apimachinery/pkg/util/validation/field", "ErrorList") {
		return false, false, false
	}
	switch want := types.NewPointer(value); {
	case types.Identical(p.At(3).Type(), want) && types.Identical(p.At(4).Type(), want):
	case nilable(value) && types.Identical(p.At(3).Type(), value) && types.Identical(p.At(4).Type(), value):
		byValue = true
	default:
		return false, false, false
	}
	switch {
	case ptrTo(p.At(2).Type(), "k8s.io/apimachinery/pkg/util/validation/field", "Path"):
		return false, byValue, true
	case ptrTo(p.At(2).Type(), RuntimePkg, "Path"):
		return true, byValue, true
	}
	return false, false, false
}

func nilable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Slice, *types.Map:
		return true
	}
	return false
}

// CustomRule calls a hand-written ValidateCustom_ function with the value
// and its old value.
type CustomRule struct {
	// Func is nil in a plan made by AnalyzeTypes when none is declared.
	Func *types.Func
	// LazyPath: the function takes a *validate.Path (else a *field.Path).
	LazyPath bool
	// ByValue: the function takes the values (slices and maps), not
	// pointers to them.
	ByValue bool
}

func (*CustomRule) isRule() {}
