// Package load turns Go package patterns into a model.Universe: it finds the
// target packages, follows their +k8s:validation-gen-input tags, loads
// targets, inputs and readonly packages with syntax and types in one pass
// (so type identity holds across them), and records every tag with its
// position.
package load

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// InputTag names the package whose types a target generates for.
const InputTag = "validation-gen-input"

// Config says what to load.
type Config struct {
	// Dir is the working directory for resolving patterns ("" = current).
	Dir string
	// Targets are the package patterns to generate for.
	Targets []string
	// Readonly are packages whose generated functions targets may call.
	Readonly []string
	// BuildTags are extra build tags.
	BuildTags []string
	// OutputFile is the generated file's name. A target's existing copy is
	// ignored while loading: it may be stale and no longer compile.
	OutputFile string
}

// Result is a loaded universe plus the resolved target packages.
type Result struct {
	Universe *model.Universe
	// Targets in import-path order.
	Targets []*model.Package
	// InputOf maps a target's path to the package declaring its types
	// (the target itself unless it has +k8s:validation-gen-input).
	InputOf map[string]*model.Package
	// FuncPkgOf maps the path of a package declaring types to the package
	// holding their generated Validate_<Type> functions, for targets and
	// readonly packages.
	FuncPkgOf map[string]string
}

// Load resolves cfg into a universe.
func Load(cfg Config) (*Result, error) {
	if len(cfg.Targets) == 0 {
		return nil, errors.New("no packages given; pass one or more Go package patterns (e.g. ./pkg/apis/...)")
	}
	fset := token.NewFileSet()
	targets, err := resolve(cfg, cfg.Targets)
	if err != nil {
		return nil, err
	}
	inputs := map[string]string{} // target -> input path
	for _, t := range targets {
		in, err := inputTag(fset, t)
		if err != nil {
			return nil, err
		}
		inputs[t.PkgPath] = in
	}

	roles := map[string]model.Role{}
	for _, t := range targets {
		roles[t.PkgPath] |= model.Target
		if in := inputs[t.PkgPath]; in != "" {
			roles[in] |= model.Input
		}
	}
	funcPkgOf := map[string]string{}
	for _, t := range targets {
		funcPkgOf[orSelf(inputs[t.PkgPath], t.PkgPath)] = t.PkgPath
	}
	if len(cfg.Readonly) > 0 {
		ro, err := resolve(cfg, cfg.Readonly)
		if err != nil {
			return nil, err
		}
		for _, p := range ro {
			roles[p.PkgPath] |= model.Readonly
			in, err := inputTag(fset, p)
			if err != nil {
				return nil, err
			}
			if _, taken := funcPkgOf[orSelf(in, p.PkgPath)]; !taken {
				funcPkgOf[orSelf(in, p.PkgPath)] = p.PkgPath
			}
		}
	}

	overlay := map[string][]byte{}
	for _, t := range targets {
		for _, f := range t.GoFiles {
			if cfg.OutputFile != "" && filepath.Base(f) == cfg.OutputFile {
				overlay[f] = []byte("package " + t.Name + "\n")
			}
		}
	}

	var paths []string
	for p := range roles {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	pkgs, err := packages.Load(&packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax |
			packages.NeedTypes | packages.NeedTypesInfo | packages.NeedImports,
		Dir:        cfg.Dir,
		Fset:       fset,
		Overlay:    overlay,
		BuildFlags: buildFlags(cfg.BuildTags),
		ParseFile: func(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
			return parser.ParseFile(fset, filename, src, parser.ParseComments|parser.SkipObjectResolution)
		},
	}, paths...)
	if err != nil {
		return nil, fmt.Errorf("loading packages: %w", err)
	}
	if err := packageErrors(pkgs); err != nil {
		return nil, err
	}

	u := model.NewUniverse(fset)
	var errs []error
	for _, p := range pkgs {
		mp, err := build(fset, p, roles[p.PkgPath])
		if err != nil {
			errs = append(errs, err)
		}
		u.Add(mp)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}

	res := &Result{Universe: u, InputOf: map[string]*model.Package{}, FuncPkgOf: funcPkgOf}
	for _, t := range targets {
		tp := u.Packages[t.PkgPath]
		res.Targets = append(res.Targets, tp)
		in := tp
		if p := inputs[t.PkgPath]; p != "" {
			in = u.Packages[p]
			if in == nil {
				return nil, fmt.Errorf("%s: +k8s:%s=%s: package not found", t.PkgPath, InputTag, p)
			}
		}
		res.InputOf[t.PkgPath] = in
	}
	sort.Slice(res.Targets, func(i, j int) bool { return res.Targets[i].Path < res.Targets[j].Path })
	return res, nil
}

func orSelf(input, self string) string {
	if input != "" {
		return input
	}
	return self
}

func buildFlags(tags []string) []string {
	if len(tags) == 0 {
		return nil
	}
	return []string{"-tags=" + strings.Join(tags, ",")}
}

// resolve expands patterns to packages without parsing them.
func resolve(cfg Config, patterns []string) ([]*packages.Package, error) {
	pkgs, err := packages.Load(&packages.Config{
		Mode:       packages.NeedName | packages.NeedFiles,
		Dir:        cfg.Dir,
		BuildFlags: buildFlags(cfg.BuildTags),
	}, patterns...)
	if err != nil {
		return nil, fmt.Errorf("resolving %s: %w", strings.Join(patterns, " "), err)
	}
	if err := packageErrors(pkgs); err != nil {
		return nil, err
	}
	var out []*packages.Package
	for _, p := range pkgs {
		if len(p.GoFiles) > 0 {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no Go packages match %s", strings.Join(patterns, " "))
	}
	return out, nil
}

func packageErrors(pkgs []*packages.Package) error {
	var errs []error
	seen := map[string]bool{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			if msg := e.Error(); !seen[msg] {
				seen[msg] = true
				errs = append(errs, errors.New(msg))
			}
		}
	})
	return errors.Join(errs...)
}

// inputTag reads +k8s:validation-gen-input from a package's files without
// type-checking it.
func inputTag(fset *token.FileSet, p *packages.Package) (string, error) {
	var found string
	for _, name := range p.GoFiles {
		f, err := parser.ParseFile(fset, name, nil, parser.PackageClauseOnly|parser.ParseComments)
		if err != nil {
			return "", err
		}
		ts, _, err := tags.Extract(fset, packageComments(f)...)
		if err != nil {
			return "", err
		}
		for _, t := range ts {
			if t.Name == InputTag {
				if t.Value.Text == "" {
					return "", fmt.Errorf("%s: +k8s:%s needs an import path, e.g. +k8s:%s=k8s.io/api/apps/v1", t.Pos, InputTag, InputTag)
				}
				found = t.Value.Text
			}
		}
	}
	return found, nil
}

// packageComments returns the comment groups above the package clause.
func packageComments(f *ast.File) []*ast.CommentGroup {
	var out []*ast.CommentGroup
	for _, g := range f.Comments {
		if g.End() < f.Package {
			out = append(out, g)
		}
	}
	return out
}

// build makes the model of one loaded package.
func build(fset *token.FileSet, p *packages.Package, role model.Role) (*model.Package, error) {
	mp := &model.Package{Path: p.PkgPath, Name: p.Name, Role: role, Types: p.Types, Files: p.Syntax}
	if len(p.GoFiles) > 0 {
		mp.Dir = dirOf(p.GoFiles[0])
	}
	var errs []error
	var other []tags.Line // the non-k8s tags of the last collect
	collect := func(groups ...*ast.CommentGroup) []tags.Tag {
		ts, lines, err := tags.Extract(fset, groups...)
		// A readonly package's tags matter only if it is generated by this
		// tool too; its own run reports their mistakes.
		if err != nil && role&(model.Target|model.Input) != 0 {
			errs = append(errs, err)
		}
		other = lines
		return ts
	}
	files := append([]*ast.File(nil), p.Syntax...)
	sort.Slice(files, func(i, j int) bool {
		return fset.Position(files[i].Package).Filename < fset.Position(files[j].Package).Filename
	})
	for _, f := range files {
		mp.Tags = append(mp.Tags, collect(packageComments(f)...)...)
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, spec := range gd.Specs {
				switch s := spec.(type) {
				case *ast.TypeSpec:
					if s.Assign.IsValid() { // alias: the aliased type carries the tags
						continue
					}
					obj, ok := p.TypesInfo.Defs[s.Name].(*types.TypeName)
					if !ok {
						continue
					}
					n := &model.Named{
						Obj:  obj,
						Pkg:  mp,
						Tags: typeTags(fset, f, gd, s.Doc, collect, &errs, role),
						Pos:  fset.Position(s.Name.Pos()),
						RHS:  p.TypesInfo.TypeOf(s.Type),
					}
					n.Other = other
					if st, ok := s.Type.(*ast.StructType); ok {
						n.Fields = fields(fset, p.TypesInfo, st, collect, &other)
					}
					mp.Named = append(mp.Named, n)
				case *ast.ValueSpec:
					if gd.Tok != token.CONST {
						continue
					}
					doc := s.Doc
					if doc == nil && len(gd.Specs) == 1 {
						doc = gd.Doc
					}
					for _, name := range s.Names {
						c, ok := p.TypesInfo.Defs[name].(*types.Const)
						if !ok {
							continue
						}
						if _, named := c.Type().(*types.Named); !named {
							continue
						}
						mp.Consts = append(mp.Consts, &model.Const{Obj: c, Tags: collect(doc), Pos: fset.Position(name.Pos())})
					}
				}
			}
		}
	}
	return mp, errors.Join(errs...)
}

// floatingTags are the only tags read from the floating comment block above
// a type's doc comment, as Kubernetes' validation-gen reads that block: the
// type selection and subresource tags. Other lines there are prose.
var floatingTags = []string{"validation-gen", "supportsSubresource", "isSubresource"}

// typeTags returns the tags of a type: those of its doc comment and, like
// Kubernetes' generators, the selection and subresource tags of the block
// just above it when a single blank line separates the two (where
// +genclient-style tags live).
func typeTags(fset *token.FileSet, f *ast.File, gd *ast.GenDecl, doc *ast.CommentGroup,
	collect func(...*ast.CommentGroup) []tags.Tag, errs *[]error, role model.Role) []tags.Tag {
	if doc == nil && len(gd.Specs) == 1 {
		doc = gd.Doc
	}
	if doc == nil {
		return collect()
	}
	var out []tags.Tag
	for i, g := range f.Comments {
		if g != doc || i == 0 {
			continue
		}
		prev := f.Comments[i-1]
		if fset.Position(doc.Pos()).Line-fset.Position(prev.End()).Line == 2 && prev.End() > f.Package {
			ts, err := tags.ExtractNamed(fset, floatingTags, prev)
			if err != nil && role&(model.Target|model.Input) != 0 {
				*errs = append(*errs, err)
			}
			out = ts
		}
		break
	}
	return append(out, collect(doc)...)
}

func fields(fset *token.FileSet, info *types.Info, st *ast.StructType, collect func(...*ast.CommentGroup) []tags.Tag, other *[]tags.Line) []*model.Field {
	var out []*model.Field
	for _, f := range st.Fields.List {
		var idents []*ast.Ident
		if len(f.Names) == 0 {
			idents = []*ast.Ident{embeddedIdent(f.Type)}
		} else {
			idents = f.Names
		}
		for _, id := range idents {
			if id == nil {
				continue
			}
			v, ok := info.Defs[id].(*types.Var) // embedded fields too
			if !ok {
				continue
			}
			mf := &model.Field{Var: v, Name: v.Name(), Tags: collect(f.Doc), Pos: fset.Position(id.Pos())}
			mf.Other = *other
			jsonName, inline, skip := jsonOf(f.Tag, v)
			mf.JSONName, mf.Inline, mf.Skip = jsonName, inline, skip || !v.Exported()
			out = append(out, mf)
		}
	}
	return out
}

// embeddedIdent returns the identifier that names an embedded field:
// T, *T, pkg.T, T[X].
func embeddedIdent(e ast.Expr) *ast.Ident {
	switch t := e.(type) {
	case *ast.Ident:
		return t
	case *ast.StarExpr:
		return embeddedIdent(t.X)
	case *ast.SelectorExpr:
		return t.Sel
	case *ast.IndexExpr:
		return embeddedIdent(t.X)
	case *ast.IndexListExpr:
		return embeddedIdent(t.X)
	}
	return nil
}

// jsonOf reads a field's serialized name the way encoding/json does.
func jsonOf(tag *ast.BasicLit, v *types.Var) (name string, inline, skip bool) {
	var value string
	if tag != nil {
		if s, err := strconv.Unquote(tag.Value); err == nil {
			value = reflect.StructTag(s).Get("json")
		}
	}
	if value == "-" {
		return "", false, true
	}
	name, opts, _ := strings.Cut(value, ",")
	if strings.Contains(","+opts+",", ",inline,") || (v.Embedded() && name == "") {
		return "", true, false
	}
	if name == "" {
		name = v.Name()
	}
	return name, false, false
}

func dirOf(file string) string {
	return filepath.Dir(file)
}
