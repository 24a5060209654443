package validators

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// Typedef chains. For `type A B` where B is itself a declared type,
// Kubernetes' generator applies only A's own tags: the right-hand side
// counts only for its structure (a struct's fields with their tags, a
// list's or map's items), never for the tags written on B or further down
// the chain. That is the default here too. A package tagged
// +k8s:validation-gen-typedef-chains=all opts in to n-deep chains: the
// function of A also runs B's validation, and so on down the chain, and
// list semantics are inherited from the links.

// ChainsAll reports whether the typedefs declared in p apply the validation
// of every link of their chain.
// A package written for controller-gen chains by default: controller-gen
// gives `type A B` the schema of B with A's markers added, so B's markers
// apply to A's values (Gateway API's HTTPHeaderName and HeaderName);
// +k8s:validation-gen-typedef-chains=last there keeps Kubernetes' rule.
func ChainsAll(p *model.Package) bool {
	if p == nil {
		return false
	}
	for _, t := range p.Tags {
		if t.Name == TypedefChainsTag {
			return t.Value.Text == "all"
		}
	}
	return KubebuilderPackage(p)
}

// checkChainsTag reports a +k8s:validation-gen-typedef-chains tag with a
// value other than all or last.
func checkChainsTag(p *model.Package) []error {
	var errs []error
	for _, t := range p.Tags {
		if t.Name != TypedefChainsTag {
			continue
		}
		if v := t.Value.Text; t.Value.Kind == tags.ValueNone || (v != "all" && v != "last") {
			errs = append(errs, Errorf(t, "want +k8s:%s=all (the tags of every link of a typedef chain apply) or =last (only the declared type's own tags, as Kubernetes does)", TypedefChainsTag))
		}
	}
	return errs
}

// TypeBody is what a type's function validates besides the type's own tags.
type TypeBody struct {
	// Fields is the plan of the struct whose fields are validated: the type
	// itself, or the struct at the end of its typedef chain. Nil when the
	// type is no struct.
	Fields *TypePlan
	// Link is the next link of a typedef chain whose function is called
	// (chains opted in with +k8s:validation-gen-typedef-chains=all, or a
	// struct declared in a package this run did not analyze).
	Link *types.Named
	// Items is the type whose items, keys and values are traversed
	// structurally, nil when there are none to traverse here.
	Items types.Type
}

// Body returns what the function of tp validates besides tp's own tags.
func (p *Plan) Body(tp *TypePlan) TypeBody {
	fields, link, items := TypedefBody(tp.Named, func(n *types.Named) *model.Named {
		if tp := p.types[n.Origin().Obj()]; tp != nil {
			return tp.Named
		}
		return nil
	})
	switch {
	case fields != nil:
		return TypeBody{Fields: p.types[fields.Obj]}
	case link != nil:
		return TypeBody{Link: link}
	}
	return TypeBody{Items: items}
}

// TypedefBody says what the values of n contain besides n's own tags, as
// generation validates them (lint reads the same answer): the declaration
// of the struct whose fields apply (n itself, or the struct at the end of
// its typedef chain), or the next link of a chain whose function is called
// (chains opted in with +k8s:validation-gen-typedef-chains=all, or a chain
// that leaves the declarations known to declared), or else the type whose
// items apply. declared returns the declaration of a named type, or nil.
func TypedefBody(n *model.Named, declared func(*types.Named) *model.Named) (fields *model.Named, link *types.Named, items types.Type) {
	if n.IsStruct() {
		return n, nil, nil
	}
	next, ok := types.Unalias(n.RHS).(*types.Named)
	if !ok {
		return nil, nil, n.RHS
	}
	if ChainsAll(n.Pkg) {
		return nil, next, nil
	}
	if _, isStruct := next.Underlying().(*types.Struct); isStruct {
		if s := structAtEnd(next, declared); s != nil {
			return s, nil, nil
		}
		return nil, next, nil
	}
	return nil, nil, next.Underlying()
}

// structAtEnd follows a typedef chain from n to the declaration of its
// struct literal, or returns nil when a link is not declared.
func structAtEnd(n *types.Named, declared func(*types.Named) *model.Named) *model.Named {
	seen := map[*model.Named]bool{}
	for {
		m := declared(n)
		if m == nil || seen[m] {
			return nil
		}
		seen[m] = true
		if m.IsStruct() {
			return m
		}
		next, ok := types.Unalias(m.RHS).(*types.Named)
		if !ok {
			return nil
		}
		n = next
	}
}
