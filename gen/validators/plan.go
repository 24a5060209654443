package validators

import (
	"fmt"
	"go/types"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// Plan is the result of applying every tag in the universe: what each
// declared type and field asks for, and which types need a generated
// validation function.
type Plan struct {
	Universe  *model.Universe
	types     map[*types.TypeName]*TypePlan
	funcPkgOf map[string]string
}

// TypePlan is the plan for one declared type.
type TypePlan struct {
	Named *model.Named
	// Own holds the tags written on the type declaration (and its eachVal /
	// eachKey chains).
	Own *Validations
	// Fields are the struct's fields in declaration order.
	Fields []*FieldPlan
	// Has reports whether values of the type need validation, directly or
	// through anything they contain; only such types get a function.
	Has bool
	// markersOnly: a type of a package written for controller-gen whose
	// rules all come from its markers. controller-gen writes no schema for
	// a map's keys, so as a map key type its rules do not apply.
	markersOnly bool
	// unlooked: a type whose own tags the generator does not look at
	// (AnalyzeReached): it gets no function, whatever it contains.
	unlooked bool
}

// FieldPlan is the plan for one struct field.
type FieldPlan struct {
	Field *model.Field
	V     *Validations
}

// Analyze applies the tags of every type, field and constant declared in
// pkgs, the packages whose types this run generates validation for.
// funcPkgOf maps a package declaring types to the package holding their
// generated functions; types of packages not analyzed here have validation
// exactly when that package declares their Validate_<Type> function.
func Analyze(u *model.Universe, pkgs []*model.Package, funcPkgOf map[string]string) (*Plan, error) {
	p, err := AnalyzeAll(u, pkgs, funcPkgOf)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// AnalyzeAll is Analyze that, when tags are rejected, also returns the plan
// of everything else: a type with a rejected tag (or a rule that fails once
// the tags are applied) is planned as if it had no validation, and every
// other type as usual. Generation goes on with that plan to the checks that
// come after the analysis (CEL rules), so that one run reports every
// problem; it still writes nothing when the error is not nil.
func AnalyzeAll(u *model.Universe, pkgs []*model.Package, funcPkgOf map[string]string) (*Plan, error) {
	return AnalyzeReached(u, pkgs, funcPkgOf, nil)
}

// Look says how much of a declared type a generator looks at.
type Look int

const (
	// LookNone: nothing. Kubernetes' generator discovers types from its
	// root types only, so it accepts any tag on a type no root reaches,
	// and writes no function for it.
	LookNone Look = iota
	// LookFields: the fields, of the struct at the end of a typedef chain
	// that is looked at (`type A B` validates B's fields in A's function),
	// not B's own tags, and no function for B.
	LookFields
	// LookAll: the type, its fields and its function.
	LookAll
)

// AnalyzeReached is AnalyzeAll for the parts of types a generator looks at
// (look; nil: all of them). What it does not look at is planned without
// validation and its tags are not checked.
func AnalyzeReached(u *model.Universe, pkgs []*model.Package, funcPkgOf map[string]string, look func(*types.TypeName) Look) (*Plan, error) {
	p, err := analyze(u, pkgs, funcPkgOf, false, nil, look)
	if err != nil {
		return p, err
	}
	if err := p.checkReachable(); err != nil {
		return nil, err
	}
	return p, nil
}

// AnalyzeTypes is Analyze for backends that call no generated or
// hand-written functions (CRD schemas): the validation of every type
// reached from pkgs need not be callable, and +k8s:customValidation gets a
// CustomRule without a function when none is declared.
func AnalyzeTypes(u *model.Universe, pkgs []*model.Package, funcPkgOf map[string]string) (*Plan, error) {
	return analyze(u, pkgs, funcPkgOf, true, nil, nil)
}

// AnalyzeTypesAsControllerGen is AnalyzeTypes that also reads the
// controller-gen markers of the packages markersIn selects, which need not
// be written for controller-gen themselves: controller-gen writes the
// markers of every type a CRD reaches (metav1.Condition's +required and
// +kubebuilder:validation: markers), so a CRD built for a controller-gen
// package must read them too (gen/schema decides which packages).
func AnalyzeTypesAsControllerGen(u *model.Universe, pkgs []*model.Package, funcPkgOf map[string]string, markersIn func(*model.Package) bool) (*Plan, error) {
	return analyze(u, pkgs, funcPkgOf, true, markersIn, nil)
}

func analyze(u *model.Universe, pkgs []*model.Package, funcPkgOf map[string]string, schemaOnly bool, markersIn func(*model.Package) bool,
	look func(*types.TypeName) Look) (*Plan, error) {
	p := &Plan{Universe: u, types: map[*types.TypeName]*TypePlan{}, funcPkgOf: funcPkgOf}
	var errs []error
	// Every site, with the type its list semantics are inherited from and
	// the declared type it belongs to.
	type applied struct {
		v     *Validations
		t     types.Type
		owner *types.TypeName
	}
	var sites []applied
	// failed are the types with a rejected tag: their own errors are
	// reported, and they are planned without validation so that the
	// analysis goes on with the other types.
	failed := map[*types.TypeName]bool{}
	for _, pkg := range sortPackages(pkgs) {
		pkgErrs := checkChainsTag(pkg)
		errs = append(errs, pkgErrs...)
		var funcs *types.Scope
		if fp := u.Packages[funcPkgOf[pkg.Path]]; fp != nil && fp.Types != nil {
			funcs = fp.Types.Scope()
		}
		reached := !KubebuilderPackage(pkg) && markersIn != nil && markersIn(pkg)
		kb := KubebuilderPackage(pkg) || reached
		kbOptional := kb && kbPackageOptional(pkg)
		// siteTags are the tags of a place: its +k8s: tags and, in a
		// package written for controller-gen, its markers.
		siteTags := func(ts []tags.Tag, other []tags.Line) ([]tags.Tag, []tags.Tag) {
			if !kb {
				return ts, nil
			}
			markers, merrs := kbMarkers(other)
			errs = append(errs, merrs...)
			if reached {
				ts = kbReachedTags(ts)
			}
			markers = kbDropShadowed(markers, ts)
			return append(append([]tags.Tag(nil), ts...), markers...), markers
		}
		for _, n := range pkg.Named {
			errsBefore := len(errs)
			tp := &TypePlan{Named: n, Own: &Validations{}}
			typeSite := &Site{Scope: ScopeType, Type: n.Type(), Pos: n.Pos, What: "type " + n.Name(), Universe: u, V: tp.Own, Owner: n.Name(), Funcs: funcs, SchemaOnly: schemaOnly}
			all, markers := siteTags(n.Tags, n.Other)
			typeSite.Markers = markers
			errs = append(errs, ApplyAll(typeSite, all)...)
			looks := LookAll
			if look != nil {
				looks = look(n.Obj)
			}
			if looks == LookAll {
				sites = append(sites, applied{tp.Own, n.RHS, n.Obj})
			} else {
				errs = errs[:errsBefore]
				tp.unlooked = true
			}
			for _, f := range n.Fields {
				fp := &FieldPlan{Field: f, V: &Validations{}}
				if f.Skip {
					// Unexported fields are skipped with their tags, as in
					// Kubernetes; tags on a json:"-" field are a mistake.
					if len(validationTags(f.Tags)) > 0 && f.Var.Exported() {
						errs = append(errs, Errorf(f.Tags[0], "field %s.%s is not serialized (json:\"-\"), so its tags would never apply; remove them", n.Name(), f.Name))
					}
					continue
				}
				site := &Site{Scope: ScopeField, Type: f.Var.Type(), Pos: f.Pos, What: "field " + n.Name() + "." + f.Name, Universe: u, V: fp.V,
					Owner: n.Name(), FieldName: f.Name, Funcs: funcs, Parent: typeSite, Field: f, SchemaOnly: schemaOnly, Kubebuilder: kb}
				all, markers := siteTags(f.Tags, f.Other)
				site.Markers = markers
				errs = append(errs, ApplyAll(site, all)...)
				if kb {
					if err := kbField(site, f, markers, kbOptional); err != nil {
						errs = append(errs, err)
					}
				}
				sites = append(sites, applied{fp.V, f.Var.Type(), n.Obj})
				tp.Fields = append(tp.Fields, fp)
			}
			if kb {
				kbStatusSubresource(n, tp)
				kbOwnJSONForm(n, tp)
				tp.markersOnly = !reached && len(validationTags(n.Tags)) == 0
			}
			p.types[n.Obj] = tp
			if looks == LookNone {
				// Its tags are still applied, then their errors dropped:
				// a definition `type A B` reads the list semantics B's
				// tags declare, whether B is looked at or not (output
				// test typedeflast: TopList, KeyedTop).
				errs = errs[:errsBefore]
				failed[n.Obj] = true
			} else if len(errs) > errsBefore || len(pkgErrs) > 0 {
				failed[n.Obj] = true
			}
		}
		for _, c := range pkg.Consts {
			site := &Site{Scope: ScopeConst, Type: c.Obj.Type(), Pos: c.Pos, What: "constant " + c.Obj.Name(), Universe: u, V: &Validations{}}
			errs = append(errs, ApplyAll(site, c.Tags)...)
		}
	}
	// With every tag applied: values learn the list semantics of their
	// types, then list semantics are resolved, then the rules that read them
	// (not in the types whose tags were rejected: their rules are
	// incomplete).
	for _, a := range sites {
		p.inheritLists(a.v, a.t)
	}
	for phase := ListPhase; phase < numPhases; phase++ {
		failedHere := map[*types.TypeName]bool{}
		for _, a := range sites {
			if failed[a.owner] {
				continue
			}
			if perrs := runPhase(a.v, phase); len(perrs) > 0 {
				errs = append(errs, perrs...)
				failedHere[a.owner] = true
			}
		}
		for obj := range failedHere {
			failed[obj] = true
		}
	}
	// Subfields inherit the rules written on their fields (not the nil-item
	// check, which no tag asks for).
	var all []*Validations
	for _, a := range sites {
		if !failed[a.owner] {
			all = append(all, a.v)
		}
	}
	for obj := range failed {
		p.types[obj] = withoutValidation(p.types[obj])
	}
	p.inheritSubfieldRules(all)
	p.computeHas()
	p.addNoNilItems()
	p.computeHas()
	return p, tags.Sorted(errs...)
}

// withoutValidation is the plan of a type whose tags were rejected: its
// declaration and fields, and no rules.
func withoutValidation(tp *TypePlan) *TypePlan {
	out := &TypePlan{Named: tp.Named, Own: &Validations{}, unlooked: tp.unlooked}
	for _, f := range tp.Fields {
		out.Fields = append(out.Fields, &FieldPlan{Field: f.Field, V: &Validations{}})
	}
	return out
}

// inheritLists records, for v and the validations nested in it, the list
// semantics declared on the named type of the value (t).
func (p *Plan) inheritLists(v *Validations, t types.Type) {
	if v == nil {
		return
	}
	if n, ok := types.Unalias(Deref(t)).(*types.Named); ok {
		v.TypeList = p.namedList(n, map[*types.TypeName]bool{})
	}
	var elem, key types.Type
	switch u := Deref(t).Underlying().(type) {
	case *types.Slice:
		elem = u.Elem()
	case *types.Array:
		elem = u.Elem()
	case *types.Map:
		elem, key = u.Elem(), u.Key()
	}
	p.inheritLists(v.Each, elem)
	p.inheritLists(v.Keys, key)
	for _, it := range v.Items {
		p.inheritLists(it.V, elem)
	}
	for _, sf := range v.Subfields {
		p.inheritLists(sf.V, sf.Field.Type())
	}
}

// namedList returns the list semantics declared on a named type or, in a
// package that opted in to typedef chains, down its chain.
func (p *Plan) namedList(n *types.Named, seen map[*types.TypeName]bool) *List {
	obj := n.Origin().Obj()
	tp := p.types[obj]
	if tp == nil || seen[obj] {
		return nil
	}
	seen[obj] = true
	if tp.Own.List != nil {
		return tp.Own.List
	}
	if next, ok := types.Unalias(tp.Named.RHS).(*types.Named); ok && ChainsAll(tp.Named.Pkg) {
		return p.namedList(next, seen)
	}
	return nil
}

// Type returns the plan of a declared type, or nil when its package was not
// loaded with syntax.
func (p *Plan) Type(obj *types.TypeName) *TypePlan { return p.types[obj] }

// HasNamed reports whether the declared type t has a validation function.
func (p *Plan) HasNamed(t *types.Named) bool {
	if tp := p.types[t.Origin().Obj()]; tp != nil {
		return tp.Has
	}
	return p.External(t) != nil
}

// FuncPkg returns the path of the package holding the generated functions
// for types declared in package path, or "".
func (p *Plan) FuncPkg(path string) string { return p.funcPkgOf[path] }

// External returns the generated Validate_<Type> function of a type that
// this run does not analyze, when its package has one.
func (p *Plan) External(t *types.Named) *types.Func {
	obj := t.Origin().Obj()
	if obj.Pkg() == nil {
		return nil
	}
	fp := p.Universe.Packages[p.funcPkgOf[obj.Pkg().Path()]]
	if fp == nil || fp.Types == nil {
		return nil
	}
	fn, _ := fp.Types.Scope().Lookup("Validate_" + obj.Name()).(*types.Func)
	return fn
}

// Needs reports whether a value of type t at a site with validations v
// needs any generated code. structural is true where the site itself must
// traverse t's items (t is not covered by a named type's function).
func (p *Plan) Needs(t types.Type, v *Validations, structural bool) bool {
	if v.HasOwn() || (v != nil && (len(v.Items) > 0 || len(v.Subfields) > 0)) {
		return true
	}
	if v == nil && !structural {
		// Nothing here and a type function covers the rest. Returning now
		// also ends the walk through recursive types (type L []L).
		return false
	}
	t = Deref(t)
	if n, ok := types.Unalias(t).(*types.Named); ok {
		if structural && (v == nil || !v.Opaque) && p.HasNamed(n) {
			return true
		}
		structural = false
	}
	var each, keys *Validations
	if v != nil {
		each, keys = v.Each, v.Keys
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return p.Needs(u.Elem(), each, structural)
	case *types.Array:
		return p.Needs(u.Elem(), each, structural)
	case *types.Map:
		return p.Needs(u.Key(), keys, p.KeysStructural(u.Key(), structural)) || p.Needs(u.Elem(), each, structural)
	}
	return false
}

// KeyTypeIgnored reports whether key, a map's key type, is a type whose
// rules all come from controller-gen's markers: controller-gen writes no
// schema for a map's keys, so neither the Go code nor the CRD checks them
// there (the type's rules still apply where it is a value).
func (p *Plan) KeyTypeIgnored(key types.Type) bool {
	n, ok := types.Unalias(key).(*types.Named)
	if !ok {
		return false
	}
	tp := p.types[n.Origin().Obj()]
	return tp != nil && tp.markersOnly
}

// KeysStructural is structural for the keys of a map with key type key:
// false where the key type's own rules do not apply (KeyTypeIgnored).
func (p *Plan) KeysStructural(key types.Type, structural bool) bool {
	return structural && !p.KeyTypeIgnored(key)
}

// Deref strips pointers from t.
func Deref(t types.Type) types.Type {
	for {
		ptr, ok := types.Unalias(t).(*types.Pointer)
		if !ok {
			return t
		}
		t = ptr.Elem()
	}
}

// computeHas finds the types that need a function. Recursive types make
// this a fixpoint: start from "no" and grow until nothing changes.
func (p *Plan) computeHas() {
	for changed := true; changed; {
		changed = false
		for _, tp := range p.types {
			if !tp.Has && p.typeNeeds(tp) {
				tp.Has, changed = true, true
			}
		}
	}
}

func (p *Plan) typeNeeds(tp *TypePlan) bool {
	if tp.unlooked {
		return false
	}
	if tp.Own.HasOwn() || len(tp.Own.Items) > 0 || len(tp.Own.Subfields) > 0 {
		return true
	}
	if tp.Own.Opaque { // what the type contains is not validated
		return !tp.Own.Empty()
	}
	body := p.Body(tp)
	switch {
	case body.Fields != nil:
		for _, f := range body.Fields.Fields {
			if p.Needs(f.Field.Var.Type(), f.V, true) {
				return true
			}
		}
		return false
	case body.Link != nil:
		return p.HasNamed(body.Link) || p.Needs(body.Link, &Validations{Each: tp.Own.Each, Keys: tp.Own.Keys}, false)
	}
	return p.Needs(body.Items, &Validations{Each: tp.Own.Each, Keys: tp.Own.Keys}, true)
}

// checkReachable fails for struct types from packages that were not loaded
// with syntax, reached where their validation would run: we cannot know
// whether they have any.
func (p *Plan) checkReachable() error {
	var errs tags.ErrorList
	for _, tp := range p.types {
		if !tp.Has || tp.Own.Opaque {
			continue // no function traverses what it contains
		}
		for _, f := range tp.Fields {
			what := fmt.Sprintf("field %s.%s", tp.Named.Name(), f.Field.Name)
			if err := p.included(f.Field.Var.Type(), f.V, true, what, "it", "+k8s:opaqueType"); err != nil {
				errs = append(errs, &tags.Error{Pos: f.Field.Pos, Msg: err.Error()})
			}
		}
		if body := p.Body(tp); body.Fields == nil {
			what := "type " + tp.Named.Name()
			t := body.Items
			if body.Link != nil {
				t = body.Link
			}
			if err := p.included(t, &Validations{Each: tp.Own.Each, Keys: tp.Own.Keys}, true, what, "it", ""); err != nil {
				errs = append(errs, &tags.Error{Pos: tp.Named.Pos, Msg: err.Error()})
			}
		}
	}
	return errs.Err()
}

// included checks the type of what (part says which part of it: "it",
// "its items", ...).
func (p *Plan) included(t types.Type, v *Validations, structural bool, what, part, opaqueHint string) error {
	t = Deref(t)
	if n, ok := types.Unalias(t).(*types.Named); ok {
		if !structural || (v != nil && v.Opaque) {
			return nil
		}
		pkg := n.Obj().Pkg()
		if _, isStruct := n.Underlying().(*types.Struct); isStruct && p.types[n.Origin().Obj()] == nil && pkg != nil && p.funcPkgOf[pkg.Path()] == "" && !isStdlib(pkg.Path()) {
			hint := "add " + opaqueHint + " to skip its validation"
			if opaqueHint == "" {
				hint = "or mark the fields that use it +k8s:opaqueType"
			}
			verb := "has"
			if part != "it" {
				verb = "have"
			}
			return fmt.Errorf("%s: %s %s type %s.%s, whose package is not part of this run; pass --readonly-pkg %s so its validation can be called, or %s",
				what, part, verb, pkg.Name(), n.Obj().Name(), pkg.Path(), hint)
		}
		return nil
	}
	var each, keys *Validations
	if v != nil {
		each, keys = v.Each, v.Keys
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return p.included(u.Elem(), each, structural, what, "its items", "+k8s:eachVal=+k8s:opaqueType")
	case *types.Array:
		return p.included(u.Elem(), each, structural, what, "its items", "+k8s:eachVal=+k8s:opaqueType")
	case *types.Map:
		if err := p.included(u.Key(), keys, structural, what, "its keys", "+k8s:eachKey=+k8s:opaqueType"); err != nil {
			return err
		}
		return p.included(u.Elem(), each, structural, what, "its values", "+k8s:eachVal=+k8s:opaqueType")
	}
	return nil
}

// isStdlib reports whether path is a standard library package; those never
// carry validation tags.
func isStdlib(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

func validationTags(ts []tags.Tag) []tags.Tag {
	var out []tags.Tag
	for _, t := range ts {
		if t.Marker || !ForeignTag(t.Name) {
			out = append(out, t)
		}
	}
	return out
}

func sortPackages(pkgs []*model.Package) []*model.Package {
	out := append([]*model.Package(nil), pkgs...)
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}
