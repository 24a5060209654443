package emit

import (
	"fmt"
	"go/types"
	"strings"
)

// HashFunc returns the name of a generated func(v *T) uint64 hashing a
// value for correlating list items by value (items that == cannot compare).
// Types with their own equality (an Equal method), opaque structs and
// interfaces hash to 0: they still correlate, through equality, just without
// the speed-up.
func (f *File) HashFunc(t types.Type) string {
	name, isNew := f.helperName("hashOf_", t, "")
	if !isNew {
		return name
	}
	tn := f.TypeName(t)
	rt := f.Import(runtimePkg)
	var b strings.Builder
	n := f.localNames("v", "h", "i", "k", "e")
	v, h, i, k, e := n[0], n[1], n[2], n[3], n[4]
	fmt.Fprintf(&b, "// %s hashes a %s, for correlating list items by value.\n", name, tn)
	fmt.Fprintf(&b, "func %s(%s *%s) uint64 {\n", name, v, tn)
	if f.usesDeepEqual(t) {
		// The package's deep-equal function decides which values are
		// equal, and no hash can agree with every such function: one
		// bucket, each item compared with it (as Kubernetes does).
		fmt.Fprintf(&b, "_ = %s\nreturn 0\n}\n\n", v)
		f.tail.WriteString(b.String())
		return name
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		fmt.Fprintf(&b, "%s := uint64(0)\n", h)
		for i := 0; i < u.NumFields(); i++ {
			fld := u.Field(i)
			if fld.Name() == "_" {
				continue
			}
			fmt.Fprintf(&b, "%[1]s = %[2]s.Mix(%[1]s, %[3]s)\n", h, rt, f.hashExpr(fld.Type(), "&"+v+"."+fld.Name()))
		}
		fmt.Fprintf(&b, "return %s\n", h)
	case *types.Slice, *types.Array:
		elem := u.(interface{ Elem() types.Type }).Elem()
		he := f.hashExpr(elem, "&(*"+v+")["+i+"]")
		// Items that hash to a constant leave the index unused.
		loop := "for " + i + " := range *" + v
		if he == constantHash {
			loop = "for range *" + v
		}
		fmt.Fprintf(&b, "%[1]s := uint64(len(*%[2]s))\n%[3]s {\n%[1]s = %[4]s.Mix(%[1]s, %[5]s)\n}\nreturn %[1]s\n", h, v, loop, rt, he)
	case *types.Map:
		// Map order is random: combine entries with a commutative sum.
		hk, he := f.hashExpr(u.Key(), "&"+k), f.hashExpr(u.Elem(), "&"+e)
		// Keys or values that hash to a constant leave their variable unused.
		var loop string
		switch useK, useE := hk != constantHash, he != constantHash; {
		case useK && useE:
			loop = "for " + k + ", " + e + " := range *" + v
		case useK:
			loop = "for " + k + " := range *" + v
		case useE:
			loop = "for _, " + e + " := range *" + v
		default:
			loop = "for range *" + v
		}
		fmt.Fprintf(&b, "%[1]s := uint64(len(*%[2]s))\n%[3]s {\n%[1]s += %[4]s.Mix(%[5]s, %[6]s)\n}\nreturn %[1]s\n", h, v, loop, rt, hk, he)
	case *types.Pointer:
		fmt.Fprintf(&b, "if *%s == nil {\nreturn 0\n}\nreturn %s.Mix(1, %s)\n", v, rt, f.hashExpr(u.Elem(), "*"+v))
	default:
		fmt.Fprintf(&b, "return %s\n", f.hashExpr(t, v))
	}
	b.WriteString("}\n\n")
	f.tail.WriteString(b.String())
	return name
}

// constantHash is what hashExpr renders for values it does not read.
const constantHash = "0"

// hashExpr renders a uint64 hash of *p for a value of type t; every other
// result reads *p.
func (f *File) hashExpr(t types.Type, p string) string {
	if _, ok := equalMethod(t); ok || opaqueStruct(t, f.pkg) {
		return constantHash
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		info := u.Info()
		switch {
		case info&types.IsString != 0:
			seed := f.PackageVar("hashSeed", f.Import("hash/maphash")+".MakeSeed()")
			return f.Import("hash/maphash") + ".String(" + seed + ", string(" + deref(p) + "))"
		case info&types.IsBoolean != 0:
			return f.Import(runtimePkg) + ".HashBool(bool(" + deref(p) + "))"
		case info&types.IsInteger != 0:
			return "uint64(" + deref(p) + ")"
		case info&types.IsFloat != 0:
			return f.Import("math") + ".Float64bits(float64(" + deref(p) + "))"
		}
		return constantHash
	case *types.Interface, *types.Signature, *types.Chan:
		return constantHash
	}
	return f.HashFunc(t) + "(" + p + ")"
}
