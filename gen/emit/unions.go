package emit

import (
	"fmt"
	"go/types"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// A union renders as one runtime call over a package-level descriptor
// (validate.NewUnion) and the member reports of the new and the old value,
// produced by a generated function: on update the runtime compares the two
// reports, so a union whose members and discriminator did not change is
// not re-validated.

// union renders the check of one union.
func (g *fn) union(r *validators.UnionRule, o operands) string {
	rt := g.rt()
	base := r.Owner
	if r.OwnerField != "" {
		base += "_" + r.OwnerField
	}
	if r.Name != "" {
		base += "_" + identifier(r.Name)
	}
	desc := g.f.PackageVar("unionOf_"+base, unionDescriptor(r, rt))
	report := g.f.Func("unionMembersOf_"+base, "reports which members of "+r.About+" are set.", g.unionReportDecl(r))
	old := rt + ".UnionState{}"
	if !o.old.isNil() {
		old = report + "(" + o.old.String() + ")"
	}
	fn := "OneOf"
	switch {
	case r.Kind == validators.ZeroOrOneOf:
		fn = "ZeroOrOneOf"
	case r.Discriminator != nil:
		fn = "Discriminated"
	}
	return callExpr(rt+"."+fn, o.path.String(), desc, o.update(g.f), report+"("+o.ptr.String()+")", old)
}

// unionDescriptor renders the validate.Union constructor of a union.
func unionDescriptor(r *validators.UnionRule, rt string) string {
	var args []string
	if r.Discriminator == nil {
		for _, m := range r.Members {
			args = append(args, strconv.Quote(m.Name))
		}
		return callExpr(rt+".NewUnion", args...)
	}
	args = append(args, strconv.Quote(r.DiscriminatorJSON))
	for _, m := range r.Members {
		args = append(args, fmt.Sprintf("%s.UnionMember{Field: %q, Value: %q}", rt, m.Name, m.Value))
	}
	return callExpr(rt+".NewDiscriminatedUnion", args...)
}

// unionReportDecl renders the function that reports a union's state for
// one value: a bit per set member, and the discriminator.
func (g *fn) unionReportDecl(r *validators.UnionRule) string {
	var b strings.Builder
	n := g.f.localNames("obj", "s", "i", "it")
	obj, s, idx, it := n[0], n[1], n[2], n[3]
	fmt.Fprintf(&b, "(%[1]s %[2]s) (%[3]s %[4]s.UnionState) {\nif %[1]s == nil {\nreturn %[3]s\n}\n", obj, g.f.TypeName(types.NewPointer(r.Target)), s, g.rt())
	if r.Members[0].Field == nil { // members are items of the list
		elem := r.Target.Underlying().(*types.Slice).Elem()
		fmt.Fprintf(&b, "for %s := range *%s {\n", idx, obj)
		if _, ptrItems := types.Unalias(elem).(*types.Pointer); ptrItems {
			fmt.Fprintf(&b, "%[1]s := (*%[2]s)[%[3]s]\nif %[1]s == nil {\ncontinue\n}\n", it, obj, idx)
		} else {
			fmt.Fprintf(&b, "%s := &(*%s)[%s]\n", it, obj, idx)
		}
		b.WriteString("switch {\n")
		for i, m := range r.Members {
			var conds []string
			for _, k := range m.Item.Match {
				conds = append(conds, it+"."+k.Field.Name()+" == "+literal(k.Literal))
			}
			fmt.Fprintf(&b, "case %s:\n%s.Members |= 1 << %d\n", strings.Join(conds, " && "), s, i)
		}
		fmt.Fprintf(&b, "}\n}\nreturn %s\n}", s)
		return b.String()
	}
	for i, m := range r.Members {
		test, _ := g.f.setTest(m.Field.Type(), obj+"."+m.Field.Name())
		fmt.Fprintf(&b, "if %s {\n%s.Members |= 1 << %d\n}\n", test, s, i)
	}
	if d := r.Discriminator; d != nil {
		if _, isPtr := types.Unalias(d.Type()).(*types.Pointer); isPtr {
			fmt.Fprintf(&b, "if %[1]s.%[2]s != nil {\n%[3]s.Discriminator = string(*%[1]s.%[2]s)\n}\n", obj, d.Name(), s)
		} else {
			fmt.Fprintf(&b, "%s.Discriminator = string(%s.%s)\n", s, obj, d.Name())
		}
	}
	fmt.Fprintf(&b, "return %s\n}", s)
	return b.String()
}

// identifier keeps the letters, digits and underscores of s.
func identifier(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r == '_' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || ('0' <= r && r <= '9') {
			b.WriteRune(r)
		}
	}
	return b.String()
}
