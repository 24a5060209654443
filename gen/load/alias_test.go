package load

import (
	"reflect"
	"testing"
)

// TestAliasMarkers: an alias's +kubebuilder: lines are appended to the
// lines of the fields declared with it or a pointer to it, after the
// field's own; its other lines, and fields holding it in a list, get none.
func TestAliasMarkers(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"a/types.go": `package a

// +kubebuilder:validation:MinLength=2
// +optional
type Handle = string

type Plain = string

type T struct {
	// +kubebuilder:validation:MaxLength=4
	Own Handle ` + "`json:\"own\"`" + `
	Ptr *Handle ` + "`json:\"ptr\"`" + `
	List []Handle ` + "`json:\"list\"`" + `
	Other Plain ` + "`json:\"other\"`" + `
}
`,
	})
	res, err := Load(Config{Dir: dir, Targets: []string{"./a"}, OutputFile: outputFile})
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	want := map[string][]string{
		"Own":   {"+kubebuilder:validation:MaxLength=4", "+kubebuilder:validation:MinLength=2"},
		"Ptr":   {"+kubebuilder:validation:MinLength=2"},
		"List":  nil,
		"Other": nil,
	}
	for _, f := range res.Targets[0].Named[0].Fields {
		var got []string
		for _, l := range f.Other {
			got = append(got, l.Text)
		}
		if !reflect.DeepEqual(got, want[f.Name]) {
			t.Errorf("%s: lines %q, want %q", f.Name, got, want[f.Name])
		}
	}
	own := res.Targets[0].Named[0].Fields[0].Other
	if pos := own[1].Pos; pos.Line != 3 || pos.Column != 4 {
		t.Errorf("the alias's marker is at %d:%d, want 3:4 (its declaration)", pos.Line, pos.Column)
	}
}
