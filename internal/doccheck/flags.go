package doccheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// pflagMethod matches the pflag.FlagSet methods that define a flag:
// String, StringVar, StringVarP, BoolP, Var, VarP, ...
var pflagMethod = regexp.MustCompile(`^(String|Bool|Int|Int32|Int64|Uint|Uint32|Uint64|Float32|Float64|Duration|IP|IPNet|StringSlice|StringArray|StringToString|IntSlice|Count|Func|Var)(Var)?(P)?$`)

// ScanFlags reads the flags defined in the Go files (tests excluded) of
// dirs without building them: calls such as fs.StringVar(&x, "name", ...)
// and fs.BoolP("name", "n", ...) with literal names. A call of
// FeatureGate.AddFlag(fs) defines component-base's --feature-gates. It is
// for tools of the repository's other modules, which a root-module test
// cannot import.
func ScanFlags(dirs ...string) (FlagSet, error) {
	s := FlagSet{Long: map[string]bool{"help": true}, Short: map[string]bool{"h": true}}
	fset := token.NewFileSet()
	for _, dir := range dirs {
		ents, err := os.ReadDir(dir)
		if err != nil {
			return s, err
		}
		for _, e := range ents {
			if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
			if err != nil {
				return s, err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if sel.Sel.Name == "AddFlag" {
					if x, ok := sel.X.(*ast.SelectorExpr); ok && x.Sel.Name == "FeatureGate" {
						s.Long["feature-gates"] = true
					}
					return true
				}
				m := pflagMethod.FindStringSubmatch(sel.Sel.Name)
				if m == nil {
					return true
				}
				i := 0
				if m[2] != "" || m[1] == "Var" {
					i = 1
				}
				if m[1] == "Var" && m[2] == "" && m[3] == "P" {
					i = 1
				}
				if len(call.Args) <= i {
					return true
				}
				name, ok := literal(call.Args[i])
				if !ok {
					return true
				}
				if m[3] == "P" && len(call.Args) > i+1 {
					if sh, ok := literal(call.Args[i+1]); ok && len(sh) == 1 {
						s.Short[sh] = true
					}
				}
				s.Long[name] = true
				return true
			})
		}
	}
	return s, nil
}

func literal(e ast.Expr) (string, bool) {
	bl, ok := e.(*ast.BasicLit)
	if !ok || bl.Kind != token.STRING {
		return "", false
	}
	v, err := strconv.Unquote(bl.Value)
	return v, err == nil && v != "" && !strings.ContainsAny(v, " \t")
}
