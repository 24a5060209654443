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
func ChainsAll(p *model.Package) bool {
	if p == nil {
		return false
	}
	for _, t := range p.Tags {
		if t.Name == TypedefChainsTag && t.Value.Text == "all" {
			return true
		}
	}
	return false
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
	if tp.Named.IsStruct() {
		return TypeBody{Fields: tp}
	}
	next, ok := types.Unalias(tp.Named.RHS).(*types.Named)
	if !ok {
		return TypeBody{Items: tp.Named.RHS}
	}
	if ChainsAll(tp.Named.Pkg) {
		return TypeBody{Link: next}
	}
	if _, isStruct := next.Underlying().(*types.Struct); isStruct {
		if sp := p.structAtEnd(next); sp != nil {
			return TypeBody{Fields: sp}
		}
		return TypeBody{Link: next}
	}
	return TypeBody{Items: next.Underlying()}
}

// structAtEnd follows a typedef chain from n to the declaration of its
// struct literal and returns that declaration's plan, or nil when a link
// was not analyzed in this run.
func (p *Plan) structAtEnd(n *types.Named) *TypePlan {
	seen := map[*types.TypeName]bool{}
	for {
		obj := n.Origin().Obj()
		tp := p.types[obj]
		if tp == nil || seen[obj] {
			return nil
		}
		seen[obj] = true
		if tp.Named.IsStruct() {
			return tp
		}
		next, ok := types.Unalias(tp.Named.RHS).(*types.Named)
		if !ok {
			return nil
		}
		n = next
	}
}
