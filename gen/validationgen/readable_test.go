// Tests of how readable generated code is: stable local names, line width.

package validationgen

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// stableFields are the fields of T in TestLocalNamesStable, every one of
// them declaring locals of its own: a pointer, a list with a short-circuit
// check and items, a map with keys and values, an item rule, a cohort.
const stableFields = `
	// +k8s:optional
	// +k8s:minimum=1
	P *int32 ` + "`json:\"p\"`" + `
	// +k8s:optional
	// +k8s:maxItems=4
	// +k8s:eachVal=+k8s:maxLength=5
	L []string ` + "`json:\"l\"`" + `
	// +k8s:optional
	// +k8s:eachKey=+k8s:maxLength=3
	// +k8s:eachVal=+k8s:minimum=1
	M map[string]int ` + "`json:\"m\"`" + `
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "x")=+k8s:immutable
	Items []Item ` + "`json:\"items\"`" + `
	// +k8s:optional
	// +k8s:validateFalse(cohort: "a", flags: "ShortCircuit")="a"
	// +k8s:validateFalse(cohort: "a")="b"
	C string ` + "`json:\"c\"`" + `
`

// addedField declares the same kinds of locals as the fields after it.
const addedField = `
	// +k8s:optional
	// +k8s:maxItems=2
	// +k8s:eachVal=+k8s:maximum=9
	N []*int32 ` + "`json:\"n\"`" + `
	// +k8s:optional
	// +k8s:eachVal=+k8s:minimum=2
	NM map[string]int ` + "`json:\"nm\"`" + `
`

const stableRest = `
type Item struct {
	// +k8s:required
	Name string ` + "`json:\"name\"`" + `
}
`

// TestLocalNamesStable adds fields to the front of a struct and checks
// that the generated block of every other field is unchanged: local names
// do not depend on what the fields before a field declare.
func TestLocalNamesStable(t *testing.T) {
	root := hostileDir(t, []hostileCase{
		{name: "before", src: "type T struct {" + stableFields + "}\n" + stableRest},
		{name: "after", src: "type T struct {" + addedField + stableFields + "}\n" + stableRest},
	})
	outs, err := Generate(Config{Dir: root, Packages: []string{"./..."}})
	if err != nil {
		t.Fatal(err)
	}
	blocks := map[string]map[string]string{}
	for _, o := range outs {
		pkg := strings.TrimPrefix(filepath.Base(filepath.Dir(o.Path)), "hostile_")
		blocks[pkg] = fieldBlocks(string(o.Content))
	}
	before, after := blocks["before"], blocks["after"]
	if len(before) != 6 || len(after) != 8 { // T's fields and Item.Name
		t.Fatalf("want 6 field blocks before and 8 after, got %d and %d", len(before), len(after))
	}
	for name, want := range before {
		if got := after[name]; got != want {
			t.Errorf("adding fields changed the block of %s:\nbefore:\n%s\nafter:\n%s", name, want, got)
		}
	}
}

var fieldBlockStart = regexp.MustCompile(`(?m)^(\t+)\{ // field (\S+)\n`)

// fieldBlocks returns the text of each "{ // field T.X" block in src, by
// field.
func fieldBlocks(src string) map[string]string {
	out := map[string]string{}
	for _, m := range fieldBlockStart.FindAllStringSubmatchIndex(src, -1) {
		indent, name := src[m[2]:m[3]], src[m[4]:m[5]]
		end := strings.Index(src[m[0]:], "\n"+indent+"}\n")
		if end < 0 {
			continue
		}
		out[name] = src[m[0] : m[0]+end]
	}
	return out
}

// TestExampleLineWidth checks the example's generated file, the one a
// reviewer reads first: no line is wider than 120 columns, a tab counting
// as four. (Elsewhere a check's own call can still be wider: the
// validators render those calls whole.)
func TestExampleLineWidth(t *testing.T) {
	path := "../../examples/widget/v1/zz_generated.validations.go"
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(string(src), "\n") {
		if width := len(strings.ReplaceAll(authorText(line), "\t", "    ")); width > 120 {
			t.Errorf("%s:%d: %d columns wide: %s", path, i+1, width, strings.TrimSpace(line))
		}
	}
}

// goStringOrComment matches a Go string literal or a line comment.
var goStringOrComment = regexp.MustCompile(`"(\\.|[^"\\])*"|//.*$`)

// authorText shortens what the API author wrote and the generator only
// echoes (CEL rules and messages in string literals, tags in comments) to
// its quotes: their width is the author's, not the generator's.
func authorText(line string) string {
	return goStringOrComment.ReplaceAllStringFunc(line, func(m string) string {
		if strings.HasPrefix(m, "//") {
			return "//"
		}
		return `""`
	})
}
