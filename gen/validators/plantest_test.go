package validators

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/release"
	"github.com/kubedv/kubedv/gen/tags"
)

// analyzeSource applies the tags of one small package, given as source
// without imports, and returns its plan: validators are tested on the data
// they produce, without loading packages or emitting code.
// stdImporter lets sources import the standard library (time.Duration),
// type-checked from source once for all tests.
var stdImporter = importer.ForCompiler(token.NewFileSet(), "source", nil)

// planRelease is the release analyzeSource plans for; withRelease sets it
// for one test.
var planRelease release.Release

func withRelease(t *testing.T, r release.Release) {
	planRelease = r
	t.Cleanup(func() { planRelease = 0 })
}

func analyzeSource(t *testing.T, src string) (*Plan, *types.Package, error) {
	t.Helper()
	return analyzeSourceWith(t, nil, src)
}

// analyzeSourceWith is analyzeSource with project-defined formats, by
// name and pattern, each with the message "must be <name>".
func analyzeSourceWith(t *testing.T, formats map[string]string, src string) (*Plan, *types.Package, error) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "types.go", "package p\n\n"+src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Types: map[ast.Expr]types.TypeAndValue{}}
	tp, err := (&types.Config{Importer: stdImporter}).Check("example.com/p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	pkg := &model.Package{Path: tp.Path(), Name: tp.Name(), Role: model.Target, Types: tp, Files: []*ast.File{f}}
	var other []tags.Line // the other + lines of the last extract
	extract := func(groups ...*ast.CommentGroup) []tags.Tag {
		ts, lines, err := tags.Extract(fset, groups...)
		if err != nil {
			t.Fatal(err)
		}
		other = lines
		return ts
	}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, spec := range gd.Specs {
			switch s := spec.(type) {
			case *ast.TypeSpec:
				obj := info.Defs[s.Name].(*types.TypeName)
				n := &model.Named{Obj: obj, Pkg: pkg, Tags: extract(gd.Doc), Pos: fset.Position(s.Pos()), RHS: info.TypeOf(s.Type)}
				n.Other = other
				if st, ok := s.Type.(*ast.StructType); ok {
					for _, fl := range st.Fields.List {
						v := info.Defs[fl.Names[0]].(*types.Var)
						json, opts := v.Name(), ""
						if fl.Tag != nil {
							tag, _ := strconv.Unquote(fl.Tag.Value)
							json, opts, _ = strings.Cut(reflect.StructTag(tag).Get("json"), ",")
						}
						omit := strings.Contains(opts, "omitempty") || strings.Contains(opts, "omitzero")
						n.Fields = append(n.Fields, &model.Field{Var: v, Name: v.Name(), JSONName: json, OmitZero: omit, Tags: extract(fl.Doc), Other: other, Pos: fset.Position(fl.Pos())})
					}
				}
				pkg.Named = append(pkg.Named, n)
			case *ast.ValueSpec:
				for _, id := range s.Names {
					if c, ok := info.Defs[id].(*types.Const); ok {
						pkg.Consts = append(pkg.Consts, &model.Const{Obj: c, Tags: extract(gd.Doc, s.Doc), Pos: fset.Position(id.Pos())})
					}
				}
			}
		}
	}
	u := model.NewUniverse(fset)
	u.Release = planRelease
	u.Add(pkg)
	for name, pattern := range formats {
		if u.Formats == nil {
			u.Formats = map[string]model.FormatExtension{}
		}
		u.Formats[name] = model.FormatExtension{Name: name, Docs: "d", Pattern: pattern, Message: "must be " + name}
	}
	plan, err := Analyze(u, []*model.Package{pkg}, map[string]string{pkg.Path: pkg.Path})
	return plan, tp, err
}

// mustAnalyze is analyzeSource for sources without mistakes.
func mustAnalyze(t *testing.T, src string) (*Plan, *types.Package) {
	t.Helper()
	plan, pkg, err := analyzeSource(t, src)
	if err != nil {
		t.Fatal(err)
	}
	return plan, pkg
}

// mustAnalyzeWith is analyzeSourceWith for sources without mistakes.
func mustAnalyzeWith(t *testing.T, formats map[string]string, src string) (*Plan, *types.Package) {
	t.Helper()
	plan, pkg, err := analyzeSourceWith(t, formats, src)
	if err != nil {
		t.Fatal(err)
	}
	return plan, pkg
}

// typePlan returns the plan of the declared type name.
func typePlan(t *testing.T, plan *Plan, pkg *types.Package, name string) *TypePlan {
	t.Helper()
	obj, _ := pkg.Scope().Lookup(name).(*types.TypeName)
	if obj == nil || plan.Type(obj) == nil {
		t.Fatalf("no plan for type %s", name)
	}
	return plan.Type(obj)
}

// fieldChecks returns the checks of field name of type typ.
func fieldChecks(t *testing.T, plan *Plan, pkg *types.Package, typ, name string) []Check {
	t.Helper()
	for _, f := range typePlan(t, plan, pkg, typ).Fields {
		if f.Field.Name == name {
			return f.V.Checks
		}
	}
	t.Fatalf("type %s has no field %s in its plan", typ, name)
	return nil
}

// structField returns the *types.Var of a struct field.
func structField(t *testing.T, pkg *types.Package, typ, name string) *types.Var {
	t.Helper()
	st := pkg.Scope().Lookup(typ).Type().Underlying().(*types.Struct)
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i).Name() == name {
			return st.Field(i)
		}
	}
	t.Fatalf("type %s has no field %s", typ, name)
	return nil
}

// only returns the one check of checks.
func only(t *testing.T, checks []Check) Check {
	t.Helper()
	if len(checks) != 1 {
		t.Fatalf("want one check, got %d: %+v", len(checks), checks)
	}
	return checks[0]
}

// sameRule compares a rule with the expected one, printing both.
func sameRule(t *testing.T, got, want Rule) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("rule:\n got  %#v\n want %#v", got, want)
	}
}
