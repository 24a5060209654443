package schema

import (
	"cmp"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/cel"
	"github.com/kubedv/kubedv/gen/defaulttag"
	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
)

const (
	metaV1Pkg   = "k8s.io/apimachinery/pkg/apis/meta/v1"
	resourcePkg = "k8s.io/apimachinery/pkg/api/resource"
	intstrPkg   = "k8s.io/apimachinery/pkg/util/intstr"
	runtimePkg  = "k8s.io/apimachinery/pkg/runtime"
	apiextV1Pkg = "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	// apiextV1beta1Pkg's JSON is any JSON value too.
	apiextV1beta1Pkg = "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1beta1"
	unstructuredPkg  = "k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
)

// builder turns Go types into schema nodes. Every problem is collected so
// one run reports all of them.
type builder struct {
	u    *model.Universe
	plan *validators.Plan
	// markersIn selects the packages whose controller-gen markers are
	// read (analyze).
	markersIn func(*model.Package) bool
	// controllerGen: a target is written for controller-gen, so the CRD
	// describes the types controller-gen special-cases as it does
	// (resource.Quantity's pattern, a nested ObjectMeta).
	controllerGen bool
	opts          Options
	errs          errorSet
	notLoaded     map[string]bool // packages whose types a schema needs and the run did not load
	// findings are the crd-inexpressible and crd-drift findings, at the
	// tags (findings.go).
	findings []lint.Finding
	drifts   map[token.Position]*driftNote
	stack    []*types.TypeName // named types being built, to refuse recursion
	// opaque counts the +k8s:opaqueType fields being built: below them the
	// Go code runs none of the type's validation, so the schema keeps the
	// structure and no tags.
	opaque int
	// pending are the defaults written so far, checked when the root's
	// schema is complete.
	pending []pendingDefault
	// ruled are the written defaults below CEL rules, by position.
	ruled map[token.Position]string
	// celRecorded are the CEL rules written as the source spells them, with
	// the schema of their node (celrules.go).
	celRecorded []celRecord
	// celPrograms are the checked rules by node, for the compiled tier.
	celPrograms map[celSite]*cel.Program
	// allCEL places every source CEL rule, whatever its lifecycle level
	// and conditions, for the Go code (CELSchemas), not for a CRD.
	allCEL bool
	// publish builds OpenAPI definitions (publish.go): struct values are
	// stubs (but unstub, an inlined struct being built), defaults are
	// openapi-gen's.
	publish bool
	unstub  *types.TypeName
	// kb caches which packages are written for controller-gen.
	kb map[*model.Package]bool
}

// special returns the schema of the types whose JSON form is not their Go
// structure (custom marshalers), as the CRD API expects them. The types
// controller-gen v0.23 knows (its pkg/crd/known_types.go) get its schema;
// for a target written for controller-gen (controllerGen) so do the types
// it describes by their Go structure, where the other dialect writes what
// the value holds.
func special(pkg, name string, controllerGen bool) (*Props, bool) {
	switch pkg + "." + name {
	case metaV1Pkg + ".Time", metaV1Pkg + ".MicroTime":
		return &Props{Type: "string", Format: "date-time"}, true
	case metaV1Pkg + ".TypeMeta":
		return &Props{Type: "object", Properties: map[string]*Props{"apiVersion": {Type: "string"}, "kind": {Type: "string"}}}, true
	case metaV1Pkg + ".Duration":
		return &Props{Type: "string"}, true
	case apiextV1Pkg + ".JSON", apiextV1beta1Pkg + ".JSON":
		// Any JSON value, as controller-gen writes it: no type, so a
		// string or a number is as valid as an object.
		return &Props{PreserveUnknownFields: new(true)}, true
	case runtimePkg + ".RawExtension":
		return &Props{Type: "object", PreserveUnknownFields: new(true)}, true
	case metaV1Pkg + ".FieldsV1":
		if controllerGen {
			// controller-gen reads its Go structure: an object with no
			// properties (its only field is json:"-"), whose content the
			// API server prunes.
			return &Props{Type: "object"}, true
		}
		return &Props{Type: "object", PreserveUnknownFields: new(true)}, true
	case unstructuredPkg + ".Unstructured":
		if controllerGen {
			// controller-gen's known type: an object with no properties,
			// pruned by the API server unless the field keeps unknown
			// fields (+kubebuilder:pruning:PreserveUnknownFields).
			return &Props{Type: "object"}, true
		}
		// Any object, as its Go value holds.
		return &Props{Type: "object", PreserveUnknownFields: new(true)}, true
	case resourcePkg + ".Quantity", intstrPkg + ".IntOrString":
		return &Props{IntOrString: true, AnyOf: []*Props{{Type: "integer"}, {Type: "string"}}}, true
	}
	return nil, false
}

// embeddedObjectMeta is the schema of a metav1.ObjectMeta below the
// resource root with Options.EmbeddedObjectMeta: the properties
// controller-gen v0.23 writes with crd:generateEmbeddedObjectMeta=true,
// and no others (the API server prunes the rest, such as generateName or
// ownerReferences, from the embedded metadata).
func embeddedObjectMeta() *Props {
	stringMap := func() *Props { return &Props{Type: "object", AdditionalProperties: &Props{Type: "string"}} }
	return &Props{Type: "object", Properties: map[string]*Props{
		"name":        {Type: "string"},
		"namespace":   {Type: "string"},
		"annotations": stringMap(),
		"labels":      stringMap(),
		"finalizers":  {Type: "array", Items: &Props{Type: "string"}},
	}}
}

// quantityPattern is the pattern controller-gen writes for a
// resource.Quantity: the forms resource.ParseQuantity accepts.
const quantityPattern = `^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$`

// root builds the schema of a root type: its ObjectMeta is `type: object`
// (the API server owns metadata's schema at the resource root).
func (b *builder) root(n *model.Named) *Props {
	b.stack = append(b.stack, n.Obj)
	defer func() { b.stack = b.stack[:len(b.stack)-1] }()
	p := b.structOf(n, true)
	p.Description = n.Doc
	b.applyPlan(p, b.own(n), "type "+n.Name(), nil)
	if b.readsMarkers(n.Pkg) {
		b.externalDocs(p, n.Other)
	}
	b.checkCorrelatable(p, "")
	b.checkCRDCost(n, b.checkCEL(p, cel.RootContext(), "openAPIV3Schema"))
	b.checkDefaults()
	b.celDrift(p)
	return p
}

// typeOf returns the schema of t used at pos.
func (b *builder) typeOf(t types.Type, pos token.Position) *Props {
	switch t := types.Unalias(t).(type) {
	case *types.Pointer:
		return b.typeOf(t.Elem(), pos)
	case *types.Named:
		return b.named(t, pos)
	case *types.Basic:
		return basic(t, pos, &b.errs)
	case *types.Slice:
		if e, ok := types.Unalias(t.Elem()).(*types.Basic); ok && e.Kind() == types.Byte {
			return &Props{Type: "string", Format: "byte"}
		}
		items := b.typeOf(t.Elem(), pos)
		b.elemDefault(items, t.Elem(), "items of "+types.TypeString(t, shortPkg))
		return &Props{Type: "array", Items: items}
	case *types.Map:
		return b.mapOf(t, pos, func() *Props {
			values := b.typeOf(t.Elem(), pos)
			withoutNestedDefaults(values)
			b.elemDefault(values, t.Elem(), "values of "+types.TypeString(t, shortPkg))
			return values
		})
	case *types.Array:
		// A fixed-size array is a JSON array, described as controller-gen
		// describes it (its length is not written).
		items := b.typeOf(t.Elem(), pos)
		b.elemDefault(items, t.Elem(), "items of "+types.TypeString(t, shortPkg))
		return &Props{Type: "array", Items: items}
	case *types.Interface:
		if b.publish {
			return &Props{} // openapi-gen describes no interface
		}
	}
	b.errs.add(errorAt(pos, "type %s cannot be expressed in a CRD schema; API fields are structs, scalars, slices, maps or pointers to them", t))
	return &Props{}
}

// mapOf builds a map with string keys; values builds the values' schema.
func (b *builder) mapOf(t *types.Map, pos token.Position, values func() *Props) *Props {
	k, ok := t.Key().Underlying().(*types.Basic)
	if (!ok || k.Info()&types.IsString == 0) && !marshalsText(t.Key()) { // a text marshaler is written as a string key
		b.errs.add(errorAt(pos, "map key type %s cannot be expressed in a CRD schema; JSON object keys are strings, use a string key type", t.Key()))
		return &Props{Type: "object"}
	}
	p := &Props{Type: "object", AdditionalProperties: values()}
	b.keyTypeRules(p, t.Key())
	return p
}

// keyTypeRules adds the rules of a map's key type (and of the types it is
// defined from) as rules on the map's keys: the Go code checks every key
// by its type's tags, as it does values.
func (b *builder) keyTypeRules(p *Props, key types.Type) {
	for b.opaque == 0 {
		nt, ok := types.Unalias(key).(*types.Named)
		if !ok || b.plan.KeyTypeIgnored(nt) {
			return
		}
		n := b.u.NamedOf(nt.Obj())
		if n == nil {
			return
		}
		if own := b.own(n); own != nil {
			b.keys(p, own, "key type "+n.Name())
		}
		key = n.RHS
	}
}

func (b *builder) named(t *types.Named, pos token.Position) *Props {
	obj := t.Obj()
	pkg := ""
	if obj.Pkg() != nil {
		pkg = obj.Pkg().Path()
	}
	if p, ok := special(pkg, obj.Name(), b.controllerGen); ok {
		b.describeSpecial(p, obj)
		if pkg == resourcePkg && obj.Name() == "Quantity" && b.controllerGen {
			p.Pattern = quantityPattern
		}
		return p
	}
	if pkg == metaV1Pkg && obj.Name() == "ObjectMeta" {
		switch {
		case b.opts.EmbeddedObjectMeta:
			return embeddedObjectMeta()
		case b.controllerGen:
			// controller-gen describes an ObjectMeta below the resource
			// root as an object with no properties (the API server prunes
			// nothing in it: embedded metadata is not its concern).
			return &Props{Type: "object"}
		}
	}
	if p, ok := b.publishStub(t); ok {
		return p
	}
	for i, s := range b.stack {
		if s == obj {
			cycle := make([]string, 0, len(b.stack)-i+1)
			for _, c := range b.stack[i:] {
				cycle = append(cycle, c.Name())
			}
			cycle = append(cycle, obj.Name())
			b.errs.add(errorAt(pos, "recursive type %s (%s): CRD schemas cannot recurse; break the cycle or use runtime.RawExtension for the recursive part",
				obj.Name(), strings.Join(cycle, " -> ")))
			return &Props{Type: "object"}
		}
	}
	if p, ok := b.ownJSONForm(t); ok {
		return p
	}
	if customJSON(t) && !b.describedByStructure(obj) {
		b.errs.add(errorAt(pos, "type %s.%s has its own JSON form (a MarshalJSON method), so its schema cannot be read from its Go structure", pkg, obj.Name()))
		return &Props{}
	}
	n := b.u.NamedOf(obj)
	if n == nil {
		if pkg == "" || !strings.Contains(strings.Split(pkg, "/")[0], ".") || b.publish {
			// A standard-library type such as time.Duration: its structure
			// is all there is; it carries no tags. Published OpenAPI
			// describes the tags of the packages of the run only.
			return b.typeOf(t.Underlying(), pos)
		}
		b.errs.add(errorAt(pos, "type %s.%s is not loaded, so its +k8s: tags are unknown; add --readonly-pkg %s", pkg, obj.Name(), pkg))
		if b.notLoaded == nil {
			b.notLoaded = map[string]bool{}
		}
		b.notLoaded[pkg] = true
		return &Props{}
	}
	b.stack = append(b.stack, obj)
	defer func() { b.stack = b.stack[:len(b.stack)-1] }()
	own := b.own(n)
	if own != nil && own.Opaque {
		// The type's own rules apply; what it contains is not validated.
		b.opaque++
		defer func() { b.opaque-- }()
	}
	var p *Props
	if n.IsStruct() {
		p = b.structOf(n, false)
	} else {
		// `type B A` keeps A's tags: build A's schema, then add B's.
		p = b.typeOf(n.RHS, n.Pos)
	}
	// The type's doc describes it wherever it is used; a field's own doc
	// replaces it (structOf), as in controller-gen's CRDs.
	if n.Doc != "" {
		p.Description = n.Doc
	}
	if b.opaque == 0 || (own != nil && own.Opaque && b.opaque == 1) {
		b.applyPlan(p, own, "type "+n.Name(), nil)
	}
	if b.readsMarkers(n.Pkg) {
		shapeMarkers(p, n.Other)
		mergeType(p, n.Other)
		b.externalDocs(p, n.Other)
	}
	return p
}

// describeSpecial gives the properties of a type with a fixed schema
// (TypeMeta's apiVersion and kind) the docs of its fields, when its
// package is loaded (--readonly-pkg), as controller-gen does.
func (b *builder) describeSpecial(p *Props, obj *types.TypeName) {
	n := b.u.NamedOf(obj)
	if n == nil {
		return
	}
	if b.controllerGen && obj.Name() == "FieldsV1" && obj.Pkg().Path() == metaV1Pkg {
		// Described by its structure, so by its doc too.
		p.Description = n.Doc
	}
	for _, f := range n.Fields {
		if fp := p.Properties[f.JSONName]; fp != nil && f.Doc != "" {
			fp.Description = f.Doc
		}
	}
}

// structOf builds an object schema from the model's fields: JSON names,
// inlined embedded structs, skipped fields, required fields.
func (b *builder) structOf(n *model.Named, root bool) *Props {
	p := &Props{Type: "object", Properties: map[string]*Props{}}
	origin := map[string]token.Position{}
	// inlined are the JSON fields an inlined struct brings. As in
	// encoding/json, a field of the struct itself wins over an inlined
	// one of the same name, which JSON never carries.
	inlined := map[string]bool{}
	for _, f := range n.Fields {
		if f.Skip {
			continue
		}
		fv := b.fieldPlan(n, f)
		if f.Inline {
			if b.opaque == 0 && !fv.Empty() {
				b.refuseAll(fv, "an inlined field", "rules on an inlined field have no place in the object it is inlined into")
			}
			if d, ok := defaulttag.Of(f.Other, f.Tags); ok {
				b.refuse(asTag(d), "inlined field "+f.Name, "an inlined struct is always present, so the Go defaulter never applies its default")
			}
			sub := b.inlinedType(f.Var.Type(), f.Pos)
			if sub.Type == "" && !sub.IntOrString && len(b.errs.list) > 0 {
				continue // the type's problem is reported already
			}
			if sub.Type != "object" || sub.AdditionalProperties != nil {
				b.errs.add(errorAt(f.Pos, "inlined field %s is not a struct; only structs can be inlined into a JSON object", f.Name))
				continue
			}
			shadowed := map[string]bool{}
			for name, sp := range sub.Properties {
				if prev, dup := origin[name]; dup {
					if !inlined[name] {
						shadowed[name] = true // the struct's own field wins
						continue
					}
					b.errs.add(errorAt(f.Pos, "inlined field %s repeats the JSON field %q of %s", f.Name, name, prev))
					continue
				}
				origin[name] = f.Pos
				inlined[name] = true
				p.Properties[name] = sp
			}
			for _, r := range sub.Required {
				if !shadowed[r] {
					p.Required = append(p.Required, r)
				}
			}
			if p.MapType == "" {
				// controller-gen merges the embedded struct's schema into
				// the object: its +structType too (the object's own wins).
				p.MapType = sub.MapType
			}
			// The embedded struct's own rules see its fields in the object
			// it is inlined into, under the same names (as controller-gen
			// writes them; the Go code runs them on the embedded value).
			p.Validations = append(p.Validations, sub.Validations...)
			continue
		}
		if prev, dup := origin[f.JSONName]; dup && !inlined[f.JSONName] {
			b.errs.add(errorAt(f.Pos, "JSON field %q is declared twice (also at %s)", f.JSONName, prev))
			continue
		} else if dup {
			// The struct's own field wins over an inlined one (above).
			delete(inlined, f.JSONName)
			p.Required = slices.DeleteFunc(p.Required, func(r string) bool { return r == f.JSONName })
		}
		origin[f.JSONName] = f.Pos
		var fp *Props
		if root && f.JSONName == "metadata" && isNamed(f.Var.Type(), metaV1Pkg, "ObjectMeta") {
			fp = &Props{Type: "object"}
			b.rootMetadata(fv)
			if d, ok := defaulttag.Of(f.Other, f.Tags); ok {
				b.refuse(asTag(d), "metadata at the resource root", "the API server allows no default in a resource's top-level metadata")
			}
		} else if b.opaque > 0 {
			fp = b.typeOf(f.Var.Type(), f.Pos)
			b.fieldDefault(fp, n, f, "field "+f.Name)
		} else {
			if b.readsMarkers(n.Pkg) && schemalessField(f.Other) {
				fp = &Props{} // the field's type is not read
			} else {
				fp = b.fieldOf(f, fv)
			}
			if b.readsMarkers(n.Pkg) {
				shapeMarkers(fp, f.Other)
				b.externalDocs(fp, f.Other)
			}
			required := b.applyPlan(fp, fv, "field "+f.Name, &fieldSite{parent: p, json: f.JSONName, typ: f.Var.Type(), siblings: n.Fields, atRoot: root})
			// controller-gen's required fields whose key the JSON always has.
			required = required || (fv != nil && fv.JSONRequired)
			fp.Nullable = fv != nil && fv.Nullable
			if b.readsMarkers(n.Pkg) {
				mergeType(fp, f.Other)
				k8sRequiredMinimum(fp, f)
			}
			b.fieldDefault(fp, n, f, "field "+f.Name)
			// A defaulted field is always there once the API server has
			// defaulted it; listing it would make every default of the
			// enclosing object spell it out (defaults are checked as written).
			switch {
			case required && fp.Default == nil:
				p.Required = append(p.Required, f.JSONName)
			case required:
				fp.requiredUnlessDefaulted = true
			}
			if zero, ok := b.zeroExempt(f, fv); ok {
				if floatBoundRejectsZero(fp) {
					b.errs.add(errorAt(f.Pos, "field %s is optional and written as 0 when unset (no omitempty), and its bound rejects 0 in the CRD; the Go code skips 0, and no CEL rule reproduces how the API server compares floats with a bound: add omitempty, or make it a pointer", f.Name))
				}
				exemptZero(fp, zero)
			}
			b.zeroDrift(f, fv, fp)
		}
		if f.Doc != "" && !(root && f.JSONName == "metadata") {
			fp.Description = f.Doc
		}
		p.Properties[f.JSONName] = fp
	}
	sort.Strings(p.Required)
	if len(p.Properties) == 0 {
		p.Properties = nil
	}
	return p
}

// customJSON reports a type that marshals itself: its Go structure does not
// say what its JSON looks like.
func customJSON(t *types.Named) bool {
	for _, typ := range []types.Type{t, types.NewPointer(t)} {
		obj, _, _ := types.LookupFieldOrMethod(typ, false, t.Obj().Pkg(), "MarshalJSON")
		if _, ok := obj.(*types.Func); ok {
			return true
		}
	}
	return false
}

// fieldOf builds a field's type, without the type's own tags when the
// field says +k8s:opaqueType.
func (b *builder) fieldOf(f *model.Field, v *validators.Validations) *Props {
	if v != nil && !v.Opaque && v.Each != nil && v.Each.Opaque {
		if p, ok := b.opaqueValues(f.Var.Type(), f.Pos); ok {
			return p
		}
	}
	if v == nil || !v.Opaque {
		return b.typeOf(f.Var.Type(), f.Pos)
	}
	b.opaque++
	defer func() { b.opaque-- }()
	return b.typeOf(f.Var.Type(), f.Pos)
}

// opaqueValues builds a list or map field whose values are
// +k8s:eachVal=+k8s:opaqueType: the values' type keeps its structure and
// loses its rules, as in the Go code. ok is false for a named list or map
// type, whose own rules would be lost too.
func (b *builder) opaqueValues(t types.Type, pos token.Position) (*Props, bool) {
	if ptr, isPtr := types.Unalias(t).(*types.Pointer); isPtr {
		t = ptr.Elem()
	}
	opaque := func(elem types.Type) *Props {
		b.opaque++
		defer func() { b.opaque-- }()
		return b.typeOf(elem, pos)
	}
	switch u := types.Unalias(t).(type) {
	case *types.Slice:
		if e, isByte := types.Unalias(u.Elem()).(*types.Basic); isByte && e.Kind() == types.Byte {
			return nil, false
		}
		items := opaque(u.Elem())
		b.elemDefault(items, u.Elem(), "items of "+types.TypeString(u, shortPkg))
		return &Props{Type: "array", Items: items}, true
	case *types.Map:
		return b.mapOf(u, pos, func() *Props {
			values := opaque(u.Elem())
			withoutNestedDefaults(values)
			b.elemDefault(values, u.Elem(), "values of "+types.TypeString(u, shortPkg))
			return values
		}), true
	}
	return nil, false
}

func isNamed(t types.Type, pkg, name string) bool {
	if ptr, ok := types.Unalias(t).(*types.Pointer); ok {
		t = ptr.Elem()
	}
	nt, ok := types.Unalias(t).(*types.Named)
	return ok && nt.Obj().Name() == name && nt.Obj().Pkg() != nil && nt.Obj().Pkg().Path() == pkg
}

func basic(t *types.Basic, pos token.Position, errs *errorSet) *Props {
	switch k := t.Kind(); {
	case k == types.Bool:
		return &Props{Type: "boolean"}
	case k == types.String:
		return &Props{Type: "string"}
	case k == types.Int32 || k == types.Uint16 || k == types.Int16 || k == types.Int8 || k == types.Uint8:
		return &Props{Type: "integer", Format: "int32"}
	case t.Info()&types.IsInteger != 0:
		return &Props{Type: "integer", Format: "int64"}
	case k == types.Float32:
		return &Props{Type: "number", Format: "float"}
	case k == types.Float64:
		return &Props{Type: "number", Format: "double"}
	}
	errs.add(errorAt(pos, "type %s cannot be expressed in a CRD schema", t))
	return &Props{}
}

// sorted returns the errors ordered by position (file, line, column);
// errors without a position come last.
func (s *errorSet) sorted() []error {
	out := slices.Clone(s.list)
	slices.SortStableFunc(out, func(a, b error) int {
		pa, oka := a.(*posError)
		pb, okb := b.(*posError)
		switch {
		case oka && okb:
			return cmp.Or(cmp.Compare(pa.Pos.Filename, pb.Pos.Filename), cmp.Compare(pa.Pos.Line, pb.Pos.Line), cmp.Compare(pa.Pos.Column, pb.Pos.Column))
		case oka:
			return -1
		case okb:
			return 1
		}
		return 0
	})
	return out
}

// errorSet collects errors once each: a type used twice reports its
// problems once.
type errorSet struct {
	list []error
	seen map[string]bool
}

func (s *errorSet) add(err error) {
	if s.seen == nil {
		s.seen = map[string]bool{}
	}
	if s.seen[err.Error()] {
		return
	}
	s.seen[err.Error()] = true
	s.list = append(s.list, err)
}

// shortPkg names packages by their name in messages.
func shortPkg(p *types.Package) string { return p.Name() }
