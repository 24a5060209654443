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
	fmt.Fprintf(&b, "(obj %s) (s %s.UnionState) {\nif obj == nil {\nreturn s\n}\n", g.f.TypeName(types.NewPointer(r.Target)), g.rt())
	if r.Members[0].Field == nil { // members are items of the list
		elem := r.Target.Underlying().(*types.Slice).Elem()
		b.WriteString("for i := range *obj {\n")
		if _, ptrItems := types.Unalias(elem).(*types.Pointer); ptrItems {
			b.WriteString("it := (*obj)[i]\nif it == nil {\ncontinue\n}\n")
		} else {
			b.WriteString("it := &(*obj)[i]\n")
		}
		b.WriteString("switch {\n")
		for i, m := range r.Members {
			var conds []string
			for _, k := range m.Item.Match {
				conds = append(conds, "it."+k.Field.Name()+" == "+literal(k.Literal))
			}
			fmt.Fprintf(&b, "case %s:\ns.Members |= 1 << %d\n", strings.Join(conds, " && "), i)
		}
		b.WriteString("}\n}\nreturn s\n}")
		return b.String()
	}
	for i, m := range r.Members {
		test, _ := g.f.setTest(m.Field.Type(), "obj."+m.Field.Name())
		fmt.Fprintf(&b, "if %s {\ns.Members |= 1 << %d\n}\n", test, i)
	}
	if d := r.Discriminator; d != nil {
		if _, isPtr := types.Unalias(d.Type()).(*types.Pointer); isPtr {
			fmt.Fprintf(&b, "if obj.%s != nil {\ns.Discriminator = string(*obj.%s)\n}\n", d.Name(), d.Name())
		} else {
			fmt.Fprintf(&b, "s.Discriminator = string(obj.%s)\n", d.Name())
		}
	}
	b.WriteString("return s\n}")
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
