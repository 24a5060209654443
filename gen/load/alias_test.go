package load

import (
	"reflect"
	"strings"
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

// TestAliasMarkersOnItems: an alias with markers as a list's item or a
// map's value is an error naming the fix (controller-gen checks them
// there; the Go code would not).
func TestAliasMarkersOnItems(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"a/types.go": `package a

// +kubebuilder:validation:MinLength=2
type Handle = string

type Plain = string

type T struct {
	List []Handle ` + "`json:\"list\"`" + `
	Fine map[string]Plain ` + "`json:\"fine\"`" + `
}
`,
	})
	_, err := Load(Config{Dir: dir, Targets: []string{"./a"}, OutputFile: outputFile})
	if err == nil || !strings.Contains(err.Error(), "types.go:9:2: the markers of type alias Handle") ||
		!strings.Contains(err.Error(), "declare Handle as a defined type (type Handle string)") {
		t.Fatalf("want an error at List naming the fix, got %v", err)
	}
	if strings.Contains(err.Error(), "Plain") {
		t.Errorf("an alias without markers is fine anywhere: %v", err)
	}
}

// TestAliasDocMarkers: an alias's +kubebuilder:title reaches the fields
// declared with it unless they have their own; its +kubebuilder:example
// reaches none (controller-gen writes no example for an alias), nor does
// it make the alias one with markers as a list's item.
func TestAliasDocMarkers(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"a/types.go": `package a

// +kubebuilder:title=A label
// +kubebuilder:example=web
type Label = string

// +kubebuilder:example=x
type Word = string

type T struct {
	Plain Label ` + "`json:\"plain\"`" + `
	// +kubebuilder:title=Own
	Own Label ` + "`json:\"own\"`" + `
	Words []Word ` + "`json:\"words\"`" + `
}
`,
	})
	res, err := Load(Config{Dir: dir, Targets: []string{"./a"}, OutputFile: outputFile})
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	want := map[string][]string{
		"Plain": {"+kubebuilder:title=A label"},
		"Own":   {"+kubebuilder:title=Own"},
		"Words": nil,
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
}
