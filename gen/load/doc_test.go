package load

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

// TestDoc checks descriptions against what controller-gen writes for the
// same comments.
func TestDoc(t *testing.T) {
	src := `package p

// Widget is a widget.
// +k8s:required
// It has two lines.
//
// A second paragraph,
//	indented.
// TODO: left out.
// ` + "```" + `
// ---
// TODO: kept inside a code block
// ` + "```" + `
// ---
// Left out after the dashes.
type Widget struct {
	// +optional
	A string
	/* Block
	   comment. */
	B string
	// +only
	// +tags
	C string
}

// Single is declared alone.
type Single int

type (
	// Grouped has its own doc.
	Grouped int
	Undocumented int
)
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, d := range f.Decls {
		gd := d.(*ast.GenDecl)
		for _, s := range gd.Specs {
			ts := s.(*ast.TypeSpec)
			got[ts.Name.Name] = typeDoc(gd, ts)
			if st, ok := ts.Type.(*ast.StructType); ok {
				for _, fl := range st.Fields.List {
					got[ts.Name.Name+"."+fl.Names[0].Name] = Doc(fl.Doc)
				}
			}
		}
	}
	want := map[string]string{
		"Widget":       "Widget is a widget.\nIt has two lines.\n\nA second paragraph,\n\tindented.\n```\n---\nTODO: kept inside a code block\n```",
		"Widget.A":     "",
		"Widget.B":     "Block\ncomment.",
		"Widget.C":     "",
		"Single":       "Single is declared alone.",
		"Grouped":      "Grouped has its own doc.",
		"Undocumented": "",
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: got %q, want %q", k, got[k], w)
		}
	}
}
