package validationgen

import (
	"go/token"
	"sort"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
)

// celPastMalformed runs generation's CEL checks on packages that lint
// loaded past their malformed tags (readonly, so that the loader skipped
// those lines), so that one run also reports what generation will refuse
// once the lines parse. Only packages generation would analyze are
// checked, and a type with a malformed line is left out: with a line
// missing its rules are incomplete. The analysis' own errors are the
// invalid-tag rule's.
func celPastMalformed(res *load.Result, pkgs []*model.Package, malformed, have []lint.Finding) []lint.Finding {
	var inputs []*model.Package
	for _, p := range pkgs {
		if _, found, err := packageCriteria(p); err == nil && found {
			inputs = append(inputs, p)
		}
	}
	if len(inputs) == 0 {
		return nil
	}
	plan, _ := validators.AnalyzeAll(res.Universe, inputs, res.FuncPkgOf)
	if plan == nil {
		return nil
	}
	_, err := celNodes(res, plan, inputs, false)
	if err == nil {
		return nil
	}
	decls := declarations(inputs)
	broken := map[*model.Named]bool{}
	for _, f := range malformed {
		if n := decls.owner(f.Pos); n != nil {
			broken[n] = true
		}
	}
	var kept []error
	for _, e := range flattenErrors(err) {
		if pos, _, ok := errorPos(e); ok && broken[decls.owner(pos)] {
			continue
		}
		kept = append(kept, e)
	}
	if len(kept) == 0 {
		return nil
	}
	return refusals(sortedErrors(kept...), have)
}

// decls are the positions of declared types and their fields, by file.
type decls map[string][]decl

type decl struct {
	pos   token.Position
	named *model.Named
}

func declarations(pkgs []*model.Package) decls {
	out := decls{}
	for _, p := range pkgs {
		for _, n := range p.Named {
			out[n.Pos.Filename] = append(out[n.Pos.Filename], decl{n.Pos, n})
			for _, f := range n.Fields {
				out[f.Pos.Filename] = append(out[f.Pos.Filename], decl{f.Pos, n})
			}
		}
	}
	for _, ds := range out {
		sort.Slice(ds, func(i, j int) bool { return ds[i].pos.Offset < ds[j].pos.Offset })
	}
	return out
}

// owner returns the type whose declaration (its own or a field's) follows
// pos most closely in its file: a tag belongs to the declaration its
// comment is written above.
func (d decls) owner(pos token.Position) *model.Named {
	for _, x := range d[pos.Filename] {
		if x.pos.Line >= pos.Line {
			return x.named
		}
	}
	return nil
}
