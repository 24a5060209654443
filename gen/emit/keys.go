package emit

import (
	"fmt"
	"go/types"
	"strings"
)

// KeyFunc returns the name of a generated func(*T) K giving a list item's
// identity: the value itself for sets (fields empty), one key field, or a
// struct of the key fields for compound keys. The runtime's uniqueness and
// correlation functions take it as a plain function value.
func (f *File) KeyFunc(item types.Type, fields []*types.Var) string {
	names := make([]string, len(fields))
	for i, fld := range fields {
		names[i] = fld.Name()
	}
	name, isNew := f.helperName("keyOf_", item, strings.Join(names, "_"))
	if !isNew {
		return name
	}
	tn := f.TypeName(item)
	v := f.localNames("v")[0]

	var b strings.Builder
	switch len(fields) {
	case 0:
		fmt.Fprintf(&b, "// %s identifies a list item by its whole value.\n", name)
		fmt.Fprintf(&b, "func %[1]s(%[2]s *%[3]s) %[3]s {\nreturn *%[2]s\n}\n\n", name, v, tn)
	case 1:
		kt, kv := f.keyPart(fields[0], v)
		fmt.Fprintf(&b, "// %s identifies a list item by its key field %s.\n", name, fields[0].Name())
		fmt.Fprintf(&b, "func %s(%s *%s) %s {\nreturn %s\n}\n\n", name, v, tn, kt, kv)
	default:
		keyType := f.freeName(strings.Replace(name, "keyOf_", "key_", 1))
		fmt.Fprintf(&b, "// %s is the compound key of a %s list item.\ntype %s struct {\n", keyType, tn, keyType)
		for _, fld := range fields {
			kt, _ := f.keyPart(fld, v)
			fmt.Fprintf(&b, "%s %s\n", fld.Name(), kt)
		}
		fmt.Fprintf(&b, "}\n\n// %s identifies a list item by its key fields %s.\n", name, strings.Join(names, ", "))
		fmt.Fprintf(&b, "func %s(%s *%s) %s {\nreturn %s{", name, v, tn, keyType, keyType)
		for i, fld := range fields {
			if i > 0 {
				b.WriteString(", ")
			}
			_, kv := f.keyPart(fld, v)
			fmt.Fprintf(&b, "%s: %s", fld.Name(), kv)
		}
		b.WriteString("}\n}\n\n")
	}
	f.tail.WriteString(b.String())
	return name
}

// keyPart returns the type and the value (from item v) of one key field:
// the field itself, or for a pointer the comparable validate.Opt of it.
func (f *File) keyPart(fld *types.Var, v string) (typ, value string) {
	if p, ok := types.Unalias(fld.Type()).(*types.Pointer); ok {
		rt := f.Import(runtimePkg)
		return rt + ".Opt[" + f.TypeName(p.Elem()) + "]", rt + ".OptOf(" + v + "." + fld.Name() + ")"
	}
	return f.TypeName(fld.Type()), v + "." + fld.Name()
}
