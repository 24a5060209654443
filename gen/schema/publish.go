package schema

import (
	"errors"
	"go/token"
	"go/types"
	"slices"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/validators"
)

// Publishing (openapi-gen --publish-validation, KEP-3937): the validation
// the +k8s: tags declare, in the OpenAPI definitions of API types. It is
// the CRD translation (keywords where one exists, else
// x-kubernetes-validations rules with the Go code's message, reason and
// field path; source CEL rules as written), run on one definition at a
// time: OpenAPI refers to struct types by $ref where a CRD inlines them,
// so a definition's node is "shallow":
//
//   - struct-typed values other than the definition itself are stubs
//     (their own rules are published in their own definition); what the
//     referring field adds (presence, update rules, +k8s:subfield payloads)
//     sits on the stub, next to the $ref;
//   - non-struct named types (typedefs of strings, lists, maps) are
//     inlined with their tags, as OpenAPI inlines them;
//   - defaults are left to openapi-gen's own +default handling.
//
// Tags without a faithful form are crd-inexpressible findings, as for a
// CRD.

// Publisher builds the published node of API types, sharing one
// validation plan.
type Publisher struct {
	res *load.Result
	b   *builder
}

// NewPublisher analyzes the loaded packages (targets and readonly ones)
// once.
func NewPublisher(res *load.Result, opts Options) (*Publisher, error) {
	plan, _, err := analyze(res)
	if err != nil {
		return nil, err
	}
	return &Publisher{res: res, b: &builder{u: res.Universe, plan: plan, opts: opts, publish: true}}, nil
}

// Definition returns the published node of the struct type name declared
// in package pkgPath: its keywords, x-kubernetes-validations and required
// fields, its properties' (by JSON name), and below them their items',
// values' and subfields'. ok is false when the package is not loaded or
// the type is not a struct. The errors are those the type's tags cause
// (a tag on a value of the wrong schema type, ...), with positions.
func (p *Publisher) Definition(pkgPath, name string) (node *Props, ok bool, err error) {
	pkg := p.res.Universe.Packages[pkgPath]
	if pkg == nil {
		return nil, false, nil
	}
	for _, n := range pkg.Named {
		if n.Name() != name || !n.IsStruct() {
			continue
		}
		b := p.b
		before := len(b.errs.list)
		b.stack = []*types.TypeName{n.Obj}
		defer func() { b.stack = nil }()
		// Not as a resource root: in OpenAPI, metadata is a field like
		// any other, and an update need not have an old value of it.
		node = b.structOf(n, false)
		b.applyPlan(node, b.own(n), "type "+n.Name(), nil)
		b.checkCorrelatable(node, "")
		if errs := b.errs.list[before:]; len(errs) > 0 {
			sorted := (&errorSet{list: slices.Clone(errs)}).sorted()
			return nil, true, errors.Join(sorted...)
		}
		return node, true, nil
	}
	return nil, false, nil
}

// Declares reports whether the type name of package pkgPath declares
// validation, on itself or its fields, without building its schema (for
// types described by their own OpenAPI methods).
func (p *Publisher) Declares(pkgPath, name string) bool {
	pkg := p.res.Universe.Packages[pkgPath]
	if pkg == nil {
		return false
	}
	for _, n := range pkg.Named {
		tp := p.b.plan.Type(n.Obj)
		if n.Name() != name || tp == nil {
			continue
		}
		if !tp.Own.Empty() {
			return true
		}
		for _, f := range tp.Fields {
			if !f.V.Empty() {
				return true
			}
		}
	}
	return false
}

// Findings returns the crd-inexpressible findings of the definitions built
// so far (the tags left out of the published OpenAPI), without those
// silenced by +k8s:validation-gen-nolint. The crd-drift findings are a
// CRD's concern and left out.
func (p *Publisher) Findings() []lint.Finding {
	var out []lint.Finding
	for _, f := range p.b.finish(p.res) {
		if f.Rule == lint.CRDInexpressible {
			out = append(out, f)
		}
	}
	return out
}

// publishStub returns the stub of a struct-typed value: the definition
// itself is built by Definition, never through a value (a field of its
// own type is a $ref too).
func (b *builder) publishStub(t *types.Named) (*Props, bool) {
	if !b.publish {
		return nil, false
	}
	if t.Obj() == b.unstub {
		b.unstub = nil
		return nil, false
	}
	if _, isStruct := t.Underlying().(*types.Struct); !isStruct {
		return nil, false
	}
	return &Props{Type: "object", stub: true}, true
}

// inlinedType builds the type of an inlined (embedded) field: its fields
// are the enclosing object's, so its struct is built, not a stub.
func (b *builder) inlinedType(t types.Type, pos token.Position) *Props {
	if nt, ok := types.Unalias(validators.Deref(t)).(*types.Named); ok && b.publish {
		b.unstub = nt.Obj()
	}
	return b.typeOf(t, pos)
}

// subfieldNode returns the node of the subfield json of the stub p,
// created from its Go type: a stub carries the subfields the referring
// field's tags reach (+k8s:subfield), next to its $ref.
func (b *builder) subfieldNode(p *Props, sf *validators.Subfield) *Props {
	if !p.stub {
		return nil
	}
	node := b.typeOf(sf.Field.Type(), sf.Tag.Pos)
	if p.Properties == nil {
		p.Properties = map[string]*Props{}
	}
	p.Properties[sf.JSON] = node
	return node
}

// IsStub reports a node that stands for a struct published in its own
// definition: its keywords and rules are the referring field's.
func (p *Props) IsStub() bool { return p != nil && p.stub }
