package emit

import "fmt"

// Func declares a package-level helper function, once per decl (the text
// after the function's name: parameters, results and body), and returns
// its name. Validators use it for per-type helpers such as the function
// that reports which members of a union are set: generated code calls the
// helper directly, so escape analysis sees that it keeps no argument.
func (f *File) Func(hint, doc, decl string) string {
	key := "func " + decl
	if name, ok := f.helpers[key]; ok {
		return name
	}
	name := f.freeName(hint)
	f.helpers[key] = name
	fmt.Fprintf(&f.tail, "// %s %s\nfunc %s%s\n\n", name, doc, name, decl)
	return name
}
