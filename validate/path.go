package validate

import (
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Path is a field path that is built only when an error is reported.
//
// Generated code keeps Paths on the stack: a child holds a pointer to its
// parent and the name, index or key of its own step. Nothing is rendered or
// allocated until an error constructor calls String or Field. Paths are
// relative to the object passed to a generated Validate_<Type> function;
// Rebase turns the relative error paths into absolute ones at that boundary.
//
// Rendering copies the bytes of names and keys and never keeps a pointer
// that was read from a Path, so escape analysis leaves every Path of a
// traversal on the stack.
type Path struct {
	parent *Path
	name   string // field name or map key
	index  int64  // list index or integer map key; int64 so IntKey never truncates
	kind   pathKind
	// anchored marks a root that stands for a non-nil path of the caller
	// (errors are rebased onto it): the object is not the top of the tree.
	anchored bool
}

type pathKind uint8

const (
	rootStep pathKind = iota
	childStep
	indexStep
	keyStep
	intKeyStep
)

// relativeRoot is how field.Path renders a nil path; a relative path that
// names the object itself renders this way too, and Rebase replaces it.
const relativeRoot = "<nil>"

// Root returns the path of the object being validated.
func Root() Path { return Path{} }

// RootAt returns the root of a traversal whose errors are rebased onto
// fldPath afterwards (see Rebase): a nil fldPath is the top of the tree.
func RootAt(fldPath *field.Path) Path { return Path{anchored: fldPath != nil} }

// Embedded returns the path of the fields of an embedded struct whose JSON
// name is empty: they are inlined at p, except at the top of the tree, where
// Kubernetes names them after the embedded type (typeName) instead.
func (p *Path) Embedded(typeName string) Path {
	if p.kind == rootStep && !p.anchored {
		return Path{parent: p, name: typeName, kind: childStep}
	}
	return *p
}

// Child returns the path of the struct field named name (its JSON name).
func (p *Path) Child(name string) Path { return Path{parent: p, name: name, kind: childStep} }

// Index returns the path of list item i.
func (p *Path) Index(i int) Path { return Path{parent: p, index: int64(i), kind: indexStep} }

// Key returns the path of the map value at key.
func (p *Path) Key(key string) Path { return Path{parent: p, name: key, kind: keyStep} }

// IntKey returns the path of the map value at an integer key.
func (p *Path) IntKey(key int64) Path {
	return Path{parent: p, index: key, kind: intKeyStep}
}

// String renders the path exactly as field.Path.String does.
func (p *Path) String() string {
	if p == nil || p.kind == rootStep {
		return relativeRoot
	}
	// Most paths fit in this buffer, so rendering costs one allocation: the
	// returned string.
	var buf [128]byte
	return string(p.appendTo(buf[:0]))
}

// appendTo appends the steps from the root down to p. It recurses instead of
// collecting the steps so that no pointer read from a Path is stored.
func (p *Path) appendTo(b []byte) []byte {
	if p == nil || p.kind == rootStep {
		return b
	}
	b = p.parent.appendTo(b)
	switch p.kind {
	case childStep:
		// field.Path renders a nameless step as an empty subscript.
		if p.name == "" {
			return append(b, "[]"...)
		}
		if len(b) > 0 {
			b = append(b, '.')
		}
		return append(b, p.name...)
	case keyStep:
		b = append(b, '[')
		b = append(b, p.name...)
		return append(b, ']')
	default:
		b = append(b, '[')
		b = strconv.AppendInt(b, p.index, 10)
		return append(b, ']')
	}
}

// Field returns the path as a *field.Path (nil for the root). Generated code
// uses it to call hand-written or other packages' validation functions; their
// errors are then relative too, and Rebase fixes them up with everything else.
func (p *Path) Field() *field.Path {
	if p == nil || p.kind == rootStep {
		return nil
	}
	parent := p.parent.Field()
	switch p.kind {
	case childStep:
		return parent.Child(strings.Clone(p.name))
	case indexStep:
		return parent.Index(int(p.index))
	case intKeyStep:
		return parent.Key(strconv.FormatInt(p.index, 10))
	default:
		return parent.Key(strings.Clone(p.name))
	}
}

// Rebase rewrites the relative Field of every error in errs to be relative to
// root instead, in place, and returns errs. It does nothing when root is nil,
// which is the common case for top-level validation.
func Rebase(root *field.Path, errs field.ErrorList) field.ErrorList {
	if root == nil || len(errs) == 0 {
		return errs
	}
	return prefixAll(root.String(), errs)
}

// restartRoot is the shared root of traversals started by Restart. Paths
// are never modified, so one value serves every caller.
var restartRoot = Path{anchored: true}

// Restart returns a root path for validating a value whose errors the
// caller then re-anchors with Under. Generated code uses it where a type's
// validation calls itself (directly or through other types): a pointer to a
// Path on the caller's stack passed into a recursive call would force every
// Path of the recursion onto the heap.
func Restart() *Path { return &restartRoot }

// Under rewrites errors reported relative to a Restart path so that they
// are relative to p instead, in place, and returns errs.
func Under(p *Path, errs field.ErrorList) field.ErrorList {
	if len(errs) == 0 || p == nil || p.kind == rootStep {
		return errs
	}
	return prefixAll(p.String(), errs)
}

func prefixAll(prefix string, errs field.ErrorList) field.ErrorList {
	for _, e := range errs {
		switch {
		case e.Field == relativeRoot:
			e.Field = prefix
		case strings.HasPrefix(e.Field, "["):
			e.Field = prefix + e.Field
		default:
			e.Field = prefix + "." + e.Field
		}
	}
	return errs
}
