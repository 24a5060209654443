package lint

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/validators"
)

// typedefChain warns, for `type A B` where B is a declared type with
// validation tags, at each of B's tags: like Kubernetes' generator, the
// function of A applies only A's own tags (and B's structure), so a reader
// who expects B's rules on A's values is wrong unless A's package opts in
// to n-deep chains.
func (l *linter) typedefChain(s site) {
	a := s.named
	if s.field != nil || a == nil || validators.ChainsAll(a.Pkg) {
		return
	}
	next, ok := types.Unalias(a.RHS).(*types.Named)
	if !ok {
		return
	}
	b := l.u.NamedOf(next.Origin().Obj())
	if b == nil {
		return
	}
	for _, t := range b.Tags {
		if foreign(t.Name) {
			continue
		}
		l.report(t.Pos, "%s on type %s does not apply to values of type %s (declared `type %s %s`): only a type's own tags apply, as in Kubernetes; "+
			"repeat the tag on %s, or add +k8s:%s=all to package %s to apply every link of the chain",
			t.Text, b.Name(), a.Name(), a.Name(), b.Name(), a.Name(), validators.TypedefChainsTag, a.Pkg.Name)
	}
}
