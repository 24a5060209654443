package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The API packages of TestInstallInNewModule: v1 has a value tag and a CEL
// rule the compiler translates, v2 a rule it leaves to the interpreted tier
// (split is not translated; docs/cel-compiled.md).
const installTypesV1 = `// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil

package v1

type Widget struct {
	// +k8s:optional
	// +k8s:maxLength=8
	Name string ` + "`json:\"name,omitempty\"`" + `

	// +k8s:optional
	// +k8s:validation:cel[0]:rule="self.startsWith('v') && self.size() <= 10"
	// +k8s:validation:cel[0]:message="must be a short version with a leading v"
	Version string ` + "`json:\"version,omitempty\"`" + `
}
`

const installTypesV2 = `// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil

package v2

type Gizmo struct {
	// +k8s:optional
	// +k8s:validation:cel[0]:rule="self.split(',').size() <= 2"
	// +k8s:validation:cel[0]:message="at most two items"
	Items string ` + "`json:\"items,omitempty\"`" + `
}
`

// installMain validates a valid and an invalid object of each package with
// the generated code and prints the errors.
const installMain = `package main

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"

	v1 "example.com/myapi/api/v1"
	v2 "example.com/myapi/api/v2"
)

func main() {
	ctx, op := context.Background(), operation.Operation{Type: operation.Create}
	show := func(what string, errs field.ErrorList) {
		fmt.Printf("%s: %d errors\n", what, len(errs))
		for _, err := range errs {
			fmt.Println(err.Error())
		}
	}
	show("valid widget", v1.Validate_Widget(ctx, op, nil, &v1.Widget{Name: "ok", Version: "v1.2"}, nil))
	show("invalid widget", v1.Validate_Widget(ctx, op, nil, &v1.Widget{Name: "much-too-long", Version: "1.2"}, nil))
	show("valid gizmo", v2.Validate_Gizmo(ctx, op, nil, &v2.Gizmo{Items: "a,b"}, nil))
	show("invalid gizmo", v2.Validate_Gizmo(ctx, op, nil, &v2.Gizmo{Items: "a,b,c"}, nil))
}
`

// TestInstallInNewModule follows the install route of docs/validation-gen.md
// and docs/cel-compiled.md in a fresh module that has no go.sum, with the
// exact commands the docs give: it requires this repository through a
// replace and a tool directive, runs go mod tidy and generates for a package
// with a value tag and a compiled CEL rule (nothing else needed: issue 34);
// then generates for a package with an interpreted rule, which fails
// until the interpreted tier (validate/celinterp) is added through its own
// replace with the commands the failure gives, and succeeds; then builds
// and runs a program that validates a valid and an invalid object of each.
// Generation and the build run as a user runs them (go.mod read-only), so a
// checksum the module lacks fails them. Offline: GOPROXY=off, modules from
// the local module cache.
func TestInstallInNewModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command and a program in a new module")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, content := range map[string]string{
		"go.mod":          "module example.com/myapi\n\ngo 1.26.0\n",
		"api/v1/types.go": installTypesV1,
		"api/v2/types.go": installTypesV2,
		"main.go":         installMain,
	} {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// GOFLAGS is replaced (the docs' commands carry their own -mod flags):
	// -mod=mod would let generation and the build add the checksums the
	// docs' steps must record.
	goCmd := func(args ...string) (string, error) {
		cmd := exec.Command(goBin, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=", "GOPROXY=off", "GOSUMDB=off", "GOWORK=off")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	run := func(args ...string) string {
		t.Helper()
		out, err := goCmd(args...)
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return out
	}
	const kubedv, celinterp = "github.com/kubedv/kubedv", "github.com/kubedv/kubedv/validate/celinterp"
	// The steps run offline and read the dependencies of this repository
	// and of its interpreted tier from the module cache. A fresh machine
	// has them once those modules' requirements were downloaded (online,
	// as a user's go commands would download them).
	for _, m := range []string{repo, filepath.Join(repo, "validate", "celinterp")} {
		fill := exec.Command(goBin, "mod", "download")
		fill.Dir, fill.Env = m, append(os.Environ(), "GOFLAGS=", "GOWORK=off")
		if out, err := fill.CombinedOutput(); err != nil {
			t.Skipf("the module cache lacks the dependencies of %s and they cannot be downloaded: %v\n%s", m, err, out)
		}
	}
	// docs/validation-gen.md, "Install and run".
	run("mod", "edit", "-require="+kubedv+"@v0.0.0", "-replace="+kubedv+"="+repo, "-tool="+kubedv+"/cmd/validation-gen")
	// go mod tidy loads the tests of every dependency, and the module
	// cache of an offline machine may lack what only those need; -e
	// records everything else (the command online needs no -e).
	if out, err := goCmd("mod", "tidy", "-e"); err != nil {
		t.Fatalf("go mod tidy: %v\n%s", err, out)
	}
	// Value tags and compiled rules need nothing more: the first run
	// generates.
	generate := func(pkg string, imports ...string) {
		t.Helper()
		if out := run("tool", "validation-gen", "-v", "1", pkg); !strings.Contains(out, "wrote ") {
			t.Fatalf("go tool validation-gen %s wrote nothing:\n%s", pkg, out)
		}
		src, err := os.ReadFile(filepath.Join(dir, pkg, outputFile))
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range imports {
			if !strings.Contains(string(src), `"`+imp+`"`) {
				t.Errorf("the code generated for %s does not import %s (the test needs a compiled rule in v1, an interpreted one in v2):\n%s", pkg, imp, src)
			}
		}
	}
	generate("./api/v1", kubedv+"/validate", kubedv+"/validate/cel")
	// An interpreted rule needs the interpreted tier's module, which tidy
	// dropped (nothing imported it yet): generation says so and gives the
	// commands of docs/cel-compiled.md, which the test runs.
	out, err := goCmd("tool", "validation-gen", "./api/v2")
	_, fix, _ := strings.Cut(out, "fix: ")
	fix, _, _ = strings.Cut(fix, "\n")
	wantFix := "go mod edit -require=" + celinterp + "@v0.0.0 -replace=" + celinterp + "=" + filepath.Join(repo, "validate", "celinterp") +
		" && go list -mod=mod -deps " + celinterp + " >/dev/null"
	if err == nil || fix != wantFix {
		t.Fatalf("go tool validation-gen without the interpreted tier: %v, fix %q, want %q:\n%s", err, fix, wantFix, out)
	}
	sh := exec.Command("sh", "-c", fix)
	sh.Dir, sh.Env = dir, append(os.Environ(), "GOFLAGS=", "GOPROXY=off", "GOSUMDB=off", "GOWORK=off")
	if out, err := sh.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", fix, err, out)
	}
	generate("./api/v2", celinterp)

	// Generated code now imports the runtime libraries: tidy records them
	// as requirements of this module.
	if out, err := goCmd("mod", "tidy", "-e"); err != nil {
		t.Fatalf("go mod tidy after generation: %v\n%s", err, out)
	}
	out = run("run", ".")
	want := `valid widget: 0 errors
invalid widget: 2 errors
name: Too long: may not be more than 8 characters
version: Invalid value: "1.2": must be a short version with a leading v
valid gizmo: 0 errors
invalid gizmo: 1 errors
items: Invalid value: "a,b,c": at most two items
`
	if out != want {
		t.Errorf("the program printed\n%s\nwant\n%s", out, want)
	}
}
