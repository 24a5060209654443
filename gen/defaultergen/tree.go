package defaultergen

import (
	"go/token"
	"go/types"
)

// fn is a defaulting function: hand-written (found in a package) or to be
// generated (SetObjectDefaults_<Type>).
type fn struct {
	pkg, name string
	comments  []string
}

// funcSet holds the defaulting functions known for one type.
type funcSet struct {
	// object defaults the whole value, calling every nested defaulter.
	object *fn
	// base is SetDefaults_<Type>; unless tagged "covers" the nested
	// defaulters still have to be called.
	base *fn
	// additional are SetDefaults_<Type>_<Suffix>, called after base.
	additional []*fn
}

// callNode is one step of the path from the object to a value that needs
// defaulting: a field, the elements of a slice or map, or a pointer's
// target; calls and defaults apply at the node, children below it.
type callNode struct {
	field string
	key   bool // the values of a map
	index bool // the elements of a slice or array
	elem  bool // a pointer that is checked for nil before use
	array bool // an array, whose elements Go reaches through a pointer too

	call     []*fn
	children []callNode

	def        defaultSpec
	markerOnly bool // the node exists only to apply a default
}

// defaultSpec is a +default on a node.
type defaultSpec struct {
	inline    string // the JSON value as written
	refPkg    string // ref(pkg.Name): the package ("" for the file's own)
	refName   string
	primitive bool       // assigned directly instead of unmarshalled from JSON
	base      types.Type // the value type behind aliases and pointers
	top       types.Type // the type of the defaulted value itself
	// zeroStruct: a non-pointer struct, defaulted when it is its zero
	// value: a field with omitzero in a package written for controller-gen,
	// whose key JSON leaves out exactly then (and the API server defaults).
	zeroStruct bool
}

func (d defaultSpec) empty() bool { return d.inline == "" && d.refName == "" }

// treeBuilder builds call trees; errors are collected, not fatal.
type treeBuilder struct {
	g        *generator
	existing map[types.Type]funcSet
	newFns   map[types.Type]*fn // nil value: a candidate not (yet) generated
	building map[types.Type]bool
	// zeroStructField is set while the field being defaulted is a
	// +kubebuilder:default on a non-pointer struct with omitzero.
	zeroStructField bool
}

func (g *generator) newTree(newFns map[types.Type]*fn) *treeBuilder {
	return &treeBuilder{g: g, existing: g.existing, newFns: newFns, building: map[types.Type]bool{}}
}

// build returns the call tree for t, nil when nothing in t needs defaulting.
// Recursion stops at types whose object defaulter is (to be) generated or
// written by hand, at "covers" base defaulters, and at types already being
// built (recursive types).
func (b *treeBuilder) build(t types.Type, root bool) *callNode {
	parent := &callNode{elem: root}
	set := b.existing[t]
	gen, isNew := b.newFns[t]
	switch {
	case !root && isNew && gen != nil:
		parent.call = append(parent.call, gen)
		return parent
	case set.object != nil:
		parent.call = append(parent.call, set.object)
		return parent
	case set.base != nil:
		parent.call = append(parent.call, set.base)
		if covers, err := hasOnlyValue(set.base.comments, tagCovers); err != nil {
			b.g.errorf(token.NoPos, "%s.%s: %v", set.base.pkg, set.base.name, err)
		} else if covers {
			return parent
		}
	}
	parent.call = append(parent.call, set.additional...)
	if b.building[t] {
		return nil
	}
	b.building[t] = true
	defer func() { b.building[t] = false }()

	switch kindOf(t) {
	case kindPointer:
		if child := b.build(elemOf(t), false); child != nil {
			child.elem = true
			parent.children = append(parent.children, *child)
		}
	case kindSlice, kindArray:
		parent.array = kindOf(t) == kindArray
		elem := elemOf(t)
		if child := b.build(elem, false); child != nil {
			child.index = true
			if kindOf(elem) == kindPointer {
				child.elem = true
			}
			parent.children = append(parent.children, *child)
		} else if m := b.withDefault(nil, elem, b.g.typeComments(elem), pkgPathOf(elem), token.NoPos); m != nil {
			m.index = true
			parent.children = append(parent.children, *m)
		}
	case kindMap:
		elem := elemOf(t)
		if child := b.build(elem, false); child != nil {
			child.key = true
			parent.children = append(parent.children, *child)
		} else if m := b.withDefault(nil, elem, b.g.typeComments(elem), pkgPathOf(elem), token.NoPos); m != nil {
			m.key = true
			parent.children = append(parent.children, *m)
		}
	case kindStruct:
		st := t.Underlying().(*types.Struct)
		for i := 0; i < st.NumFields(); i++ {
			f := st.Field(i)
			comments, pos := b.g.w.docComment(f.Pos()), b.g.w.defaultTagPos(f.Pos())
			zeroStruct := false
			if v, ok := b.g.kubebuilderDefault(f); ok {
				comments = []string{"+" + defaultTag + "=" + v}
				zeroStruct = kindOf(f.Type()) == kindStruct && hasOmitZero(st.Tag(i))
			}
			child := b.build(f.Type(), false)
			b.zeroStructField = zeroStruct // after build, which defaults the fields below
			if child != nil {
				child.field = f.Name()
				b.withDefault(child, f.Type(), comments, pkgPathOf(f.Type()), pos)
				parent.children = append(parent.children, *child)
			} else if m := b.withDefault(nil, f.Type(), comments, pkgPathOf(t), pos); m != nil {
				m.field = f.Name()
				parent.children = append(parent.children, *m)
			}
			b.zeroStructField = false
		}
	case kindAlias:
		if child := b.build(t.Underlying(), false); child != nil {
			parent.children = append(parent.children, *child)
		}
	}
	if len(parent.children) == 0 && len(parent.call) == 0 {
		return nil
	}
	return parent
}

// withDefault applies the +default in comments (or, for pointers, the one
// on the pointed-to type) to node, creating a marker-only node if needed.
// An unqualified ref() resolves in refPkg.
func (b *treeBuilder) withDefault(node *callNode, t types.Type, comments []string, refPkg string, pos token.Pos) *callNode {
	value, err := defaultValue(comments)
	if err != nil {
		b.g.errorf(pos, "%v", err)
		return node
	}
	base, depth := resolve(t)
	if depth > 0 && value == "" {
		value = b.nestedDefault(t)
	}
	if value == "" {
		return node
	}
	spec := defaultSpec{base: base, top: t, primitive: kindOf(base) == kindBuiltin, zeroStruct: b.zeroStructField && kindOf(t) == kindStruct}
	if pkg, name, ok := parseRef(value, refPkg); ok {
		spec.refPkg, spec.refName = pkg, name
	} else {
		parsed, err := decodeJSON(value)
		if err != nil {
			b.g.errorf(pos, "+default=%s: the value is not JSON (%v); write a JSON value or ref(<identifier>)", value, err)
			return node
		}
		if parsed != nil && isZeroValue(typeString(t), parsed) {
			return node // the zero value: nothing to default
		}
		if m, ok := parsed.(map[string]any); ok && len(m) == 0 && kindOf(t) == kindStruct && !spec.zeroStruct {
			// {} on a struct that is always there: what it has, its
			// fields defaulted (controller-gen writes it, and so does
			// --crd-dir, for the API server to do the same).
			return node
		}
		spec.inline = value
	}
	if msg := b.g.checkDefault(spec, t); msg != "" {
		b.g.errorf(pos, "+default=%s on %s: %s", value, typeString(t), msg)
		return node
	}
	if node == nil {
		node = &callNode{markerOnly: true}
	}
	node.def = spec
	return node
}

// nestedDefault is the first +default found on t or, following aliases
// and pointers, on the types behind it.
func (b *treeBuilder) nestedDefault(t types.Type) string {
	for {
		v, err := defaultValue(b.g.typeComments(t))
		if err != nil {
			b.g.errorf(b.g.w.defaultTagPos(b.g.typePos(t)), "%v", err)
			return ""
		}
		if v != "" {
			return v
		}
		switch kindOf(t) {
		case kindAlias:
			t = t.Underlying()
		case kindPointer:
			t = elemOf(t)
		default:
			return ""
		}
	}
}
