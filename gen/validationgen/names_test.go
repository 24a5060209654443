package validationgen

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
)

// Generated identifiers never collide with the package's own: a package
// that declares every name the emitter produces (parameters, locals,
// imports, package variables, helpers) still generates code that compiles
// and validates as before. The names are read from the checked-in output
// of gen/validationgen/output_tests, so a local a future emitter adds is covered once
// an output test produces it.

// emitterNames returns every identifier the checked-in generated files
// declare, except the generated API (Validate_<T>, ValidateAt_<T>,
// RegisterValidations, test functions), which a package cannot declare.
func emitterNames(t *testing.T) []string {
	t.Helper()
	names := map[string]bool{}
	add := func(id *ast.Ident) {
		if id != nil && id.Name != "_" && !ast.IsExported(id.Name) && id.Name != "init" {
			names[id.Name] = true
		}
	}
	err := filepath.WalkDir("output_tests", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasPrefix(d.Name(), "zz_generated.validations") || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.StructType:
				return false // field names are selectors, not identifiers in scope
			case *ast.Field:
				for _, id := range n.Names {
					add(id)
				}
			case *ast.AssignStmt:
				if n.Tok == token.DEFINE {
					for _, e := range n.Lhs {
						id, _ := e.(*ast.Ident)
						add(id)
					}
				}
			case *ast.RangeStmt:
				for _, e := range []ast.Expr{n.Key, n.Value} {
					id, _ := e.(*ast.Ident)
					add(id)
				}
			case *ast.ValueSpec:
				for _, id := range n.Names {
					add(id)
				}
			case *ast.TypeSpec:
				add(n.Name)
			case *ast.FuncDecl:
				add(n.Name)
			case *ast.ImportSpec:
				add(n.Name)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, 0, len(names))
	for n := range names {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// collidingPackage renders a package that declares every name as a root
// struct type, and for each a struct H<i> reaching it through a pointer
// (immutable), a value, a map list (correlated by key), a map and a one-of
// union of a pointer and a list, so that the generated bodies name each
// type where the emitter's locals are in scope. (One struct per name keeps
// each generated function small enough to compile quickly.)
func collidingPackage(names []string) string {
	var b strings.Builder
	b.WriteString("// +k8s:validation-gen=TypesWithField=TypeMeta\n" +
		"// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme\n\n" +
		"package collide\n\nimport tstvt \"github.com/kubedv/kubedv/validatetest\"\n\nvar localSchemeBuilder = tstvt.New()\n\n")
	for i, n := range names {
		fmt.Fprintf(&b, "type %s struct {\n\tTypeMeta int\n\n\t// +k8s:required\n\t// +k8s:maxLength=3\n\tS string `json:\"s\"`\n}\n\n", n)
		fmt.Fprintf(&b, "type H%d struct {\n\tTypeMeta int\n\n", i)
		fmt.Fprintf(&b, "\t// +k8s:optional\n\t// +k8s:immutable\n\tP *%s `json:\"p,omitempty\"`\n", n)
		fmt.Fprintf(&b, "\t// +k8s:optional\n\tV %s `json:\"v\"`\n", n)
		fmt.Fprintf(&b, "\t// +k8s:optional\n\t// +k8s:listType=map\n\t// +k8s:listMapKey=s\n\tL []%s `json:\"l,omitempty\"`\n", n)
		fmt.Fprintf(&b, "\t// +k8s:optional\n\tM map[string]%s `json:\"m,omitempty\"`\n", n)
		fmt.Fprintf(&b, "\t// +k8s:optional\n\t// +k8s:unionMember\n\tUA *%s `json:\"ua,omitempty\"`\n", n)
		fmt.Fprintf(&b, "\t// +k8s:optional\n\t// +k8s:listType=atomic\n\t// +k8s:unionMember\n\tUB []%s `json:\"ub\"`\n}\n\n", n)
	}
	return b.String()
}

// collidingBehaviour is the package's test: each H<i> with every value
// invalid, filled by reflection (the test names none of the package's
// types: they are the emitter's names), reports each value's error on
// create, and on an update that changes only the pointer, its
// immutability (which short-circuits the rest). Its own names start with
// tst, which no emitter name does.
func collidingBehaviour(n int) string {
	var b strings.Builder
	b.WriteString(collidingBehaviourHead)
	b.WriteString("var tstTypes = []tstCase{\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "\t{&H%[1]d{}, &H%[1]d{}, func(c tstctx.Context, o tstop.Operation, n, old any) tstfield.ErrorList {\n"+
			"\t\tp, _ := old.(*H%[1]d)\n\t\treturn Validate_H%[1]d(c, o, nil, n.(*H%[1]d), p)\n\t}},\n", i)
	}
	b.WriteString("}\n")
	return b.String()
}

const collidingBehaviourHead = `package collide

import (
	tstctx "context"
	tstreflect "reflect"
	tstslices "slices"
	tststrings "strings"
	tsttesting "testing"

	tstop "k8s.io/apimachinery/pkg/api/operation"
	tstfield "k8s.io/apimachinery/pkg/util/validation/field"
)

type tstCase struct {
	tstNew, tstOld any
	tstValidate    func(tstctx.Context, tstop.Operation, any, any) tstfield.ErrorList
}

// tstValue returns a value of type tstT whose S (through a pointer, a list
// item or a map value) is s.
func tstValue(tstT tstreflect.Type, tstS string) tstreflect.Value {
	switch tstT.Kind() {
	case tstreflect.Pointer:
		tstP := tstreflect.New(tstT.Elem())
		tstP.Elem().Set(tstValue(tstT.Elem(), tstS))
		return tstP
	case tstreflect.Slice:
		tstL := tstreflect.MakeSlice(tstT, 1, 1)
		tstL.Index(0).Set(tstValue(tstT.Elem(), tstS))
		return tstL
	case tstreflect.Map:
		tstM := tstreflect.MakeMap(tstT)
		tstM.SetMapIndex(tstreflect.ValueOf("k"), tstValue(tstT.Elem(), tstS))
		return tstM
	}
	tstV := tstreflect.New(tstT).Elem()
	tstV.FieldByName("S").SetString(tstS)
	return tstV
}

func TestNamesBehave(tstT *tsttesting.T) {
	for tstI, tstC := range tstTypes {
		tstN, tstO := tstreflect.ValueOf(tstC.tstNew).Elem(), tstreflect.ValueOf(tstC.tstOld).Elem()
		var tstCreate, tstUpdate []string
		for tstJ := 0; tstJ < tstN.NumField(); tstJ++ {
			tstF := tstN.Type().Field(tstJ)
			tstJSON, _, _ := tststrings.Cut(tstF.Tag.Get("json"), ",")
			// One member of the union is set: the pointer or the list.
			if tstF.Name == "TypeMeta" || (tstF.Name == "UA") == (tstI%2 == 0) && tstF.Name[0] == 'U' {
				continue
			}
			tstN.Field(tstJ).Set(tstValue(tstF.Type, "toolong"))
			tstO.Field(tstJ).Set(tstValue(tstF.Type, "toolong"))
			tstPath := tstJSON + ".s"
			switch tstF.Type.Kind() {
			case tstreflect.Slice:
				tstPath = tstJSON + "[0].s"
			case tstreflect.Map:
				tstPath = tstJSON + "[k].s"
			case tstreflect.Pointer:
				if tstF.Name == "P" {
					tstO.Field(tstJ).Set(tstValue(tstF.Type, "old"))
					tstUpdate = append(tstUpdate, tstJSON) // immutable short-circuits: p.s is not checked
				}
			}
			tstCreate = append(tstCreate, tstPath)
		}
		tstCheck := func(tstName string, tstType tstop.Type, tstOldObj any, tstWant []string) {
			tstErrs := tstC.tstValidate(tstctx.Background(), tstop.Operation{Type: tstType}, tstC.tstNew, tstOldObj)
			var tstGot []string
			for _, tstE := range tstErrs {
				tstGot = append(tstGot, tstE.Field)
			}
			tstslices.Sort(tstGot)
			tstslices.Sort(tstWant)
			if !tstslices.Equal(tstGot, tstWant) {
				tstT.Errorf("%T %s: errors at %v, want %v\n%v", tstC.tstNew, tstName, tstGot, tstWant, tstErrs)
			}
		}
		tstCheck("create", tstop.Create, nil, tstCreate)
		tstCheck("update", tstop.Update, tstC.tstOld, tstUpdate)
	}
}

`

func TestGeneratedNamesNeverCollide(t *testing.T) {
	names := emitterNames(t)
	// The corpus holds at least the functions' parameters and the locals
	// every field block declares; fewer means the walk found no output.
	for _, want := range []string{"ctx", "op", "fldPath", "obj", "oldObj", "errs", "fp", "v", "ov", "validate", "field", "operation"} {
		if !slices.Contains(names, want) {
			t.Fatalf("the generated output_tests declare no %s; names found: %v", want, names)
		}
	}
	for _, n := range names {
		if strings.HasPrefix(n, "tst") {
			t.Fatalf("an emitter name starts with tst (%s), which the behaviour test uses for its own names", n)
		}
	}
	os.MkdirAll("testdata", 0o755)
	root, err := os.MkdirTemp("testdata", "collide-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(root) })
	dir := filepath.Join(root, "collide")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "types.go"), []byte(collidingPackage(names)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "behave_test.go"), []byte(collidingBehaviour(len(names))), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Run(Config{Dir: root, Packages: []string{"./..."}}); err != nil {
		t.Fatalf("generation failed for a package declaring %d emitter names:\n%.3000v", len(names), err)
	}
	// One build: go test with every vet check is go vet and the test.
	cmd := exec.Command("go", "test", "-vet=all", "-count=1", "./...")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("go test -vet=all: %v\n%.5000s", err, out)
	}
}
