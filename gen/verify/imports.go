package verify

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"os/exec"
	"path"
	"regexp"
	"strings"
)

// When the go command cannot load a package the generated code imports,
// the generated code is not at fault: the module that is to hold it is
// not set up for it yet (a module not required, not replaced by the local
// clone, checksums missing from go.sum). Each failing import is reported
// with the go command's reason and a fix that works for a module using
// kubedv through a clone and a replace: the go command's own suggestion
// (`go get pkg@version`) looks every module path up in the module proxy,
// which fails for kubedv's unpublished modules.

// kubedvModule is the root module: the runtime library and the generators.
const kubedvModule = "github.com/kubedv/kubedv"

// Module is one of kubedv's modules besides the root.
type Module struct {
	Path  string // the module path
	Dir   string // its directory in a kubedv clone, relative to the clone's root
	About string // what it is, said when go.mod does not require it
	Note  string // said once after the problems when one of them is the module's
}

// importProblem is why one import of the generated code does not load
// and the commands that make it load.
type importProblem struct {
	path  string // the import path
	cause string
	fix   string
}

// moduleState is what the main module's go.mod says about one of kubedv's
// modules (go list -m -e).
type moduleState struct {
	required bool
	replace  string // the replacement as written in go.mod, "" when none
}

// moduleSetup tells where kubedv's modules come from in the module that
// holds dir: required or not, and their replacements.
type moduleSetup struct {
	modules []Module // besides the root
	state   map[string]moduleState
}

// module returns what the generator knows about module path m.
func (s moduleSetup) module(m string) Module {
	for _, mod := range s.modules {
		if mod.Path == m {
			return mod
		}
	}
	return Module{Path: m}
}

// clone is the directory of the kubedv clone as go.mod names it, or a
// placeholder when the module does not replace kubedv.
func (s moduleSetup) clone() string {
	if r := s.state[kubedvModule].replace; isLocalPath(r) {
		return r
	}
	return "<kubedv clone>"
}

// dir is the directory that holds module m in the clone.
func (s moduleSetup) dir(m string) string {
	if d := s.module(m).Dir; d != "" {
		return path.Join(s.clone(), d)
	}
	return s.clone()
}

func isLocalPath(p string) bool {
	return p != "" && (strings.HasPrefix(p, ".") || strings.HasPrefix(p, "/") || strings.Contains(p, `:\`))
}

// readModuleSetup asks the go command, in dir, about kubedv's modules.
// It runs only after an import failed; what it cannot tell stays unknown.
func readModuleSetup(dir string, modules []Module) moduleSetup {
	args := []string{"list", "-m", "-e", "-json", kubedvModule}
	for _, m := range modules {
		args = append(args, m.Path)
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	out, _ := cmd.Output()
	s := moduleSetup{modules: modules, state: map[string]moduleState{}}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var m struct {
			Path, Version string // no version: not a dependency
			Replace       *struct{ Path, Version string }
		}
		if dec.Decode(&m) != nil {
			break
		}
		st := moduleState{required: m.Version != ""}
		if m.Replace != nil && m.Replace.Version == "" {
			st.replace = m.Replace.Path
		}
		s.state[m.Path] = st
	}
	return s
}

// kubedvModuleOf returns the kubedv module that provides package p, or "".
func (s moduleSetup) kubedvModuleOf(p string) string {
	for _, m := range s.modules {
		if p == m.Path || strings.HasPrefix(p, m.Path+"/") {
			return m.Path
		}
	}
	if p == kubedvModule || strings.HasPrefix(p, kubedvModule+"/") {
		return kubedvModule
	}
	return ""
}

// The go command's messages (cmd/go, Go 1.2x), as go list reports them.
var (
	reNotRequired      = regexp.MustCompile(`no required module provides package (\S+?);`)
	reReplacedNotReq   = regexp.MustCompile(`module (\S+) provides package (\S+) and is replaced but not required`)
	reMissingSum       = regexp.MustCompile(`missing go\.sum entry for module providing package (\S+?)(?: \(imported by (\S+?)\))?; to add:\s+(go (?:get|mod download) \S+)`)
	reMissingModSum    = regexp.MustCompile(`(\S+?)(?:@\S+)?: missing go\.sum entry for go\.mod file; to add it:\s+(go mod download \S+)`)
	reNoReplacementDir = regexp.MustCompile(`(\S+?)@\S+: replacement directory (\S+) does not exist`)
	reNotInModule      = regexp.MustCompile(`module (\S+)@\S+ found \([^)]*\), but does not contain package (\S+)`)
)

// recordSums is the command that adds to go.sum the checksums package p
// needs, resolving it in the modules go.mod already lists: unlike go get,
// it looks nothing up in a module proxy.
func recordSums(p string) string {
	return "go list -mod=mod -deps " + p + " >/dev/null"
}

// classifyImport explains why the go command could not load package p,
// which the generated code imports, from its message msg. generator names
// the generator the fix may tell to rebuild.
func classifyImport(p, msg string, setup moduleSetup, generator string) importProblem {
	pr := importProblem{path: p}
	mod := setup.kubedvModuleOf(p)
	st := setup.state[mod]
	// The require and replace lines of mod that go.mod lacks.
	replaced := isLocalPath(st.replace)
	edit := func() string {
		args := []string{"go mod edit"}
		if !st.required {
			args = append(args, "-require="+mod+"@v0.0.0")
		}
		if !replaced {
			args = append(args, "-replace="+mod+"="+setup.dir(mod))
		}
		return strings.Join(args, " ")
	}
	switch {
	case reNoReplacementDir.MatchString(msg):
		m := reNoReplacementDir.FindStringSubmatch(msg)
		pr.cause = fmt.Sprintf("go.mod replaces %s by %s, which does not exist", m[1], m[2])
		if km := setup.kubedvModuleOf(m[1]); km != "" {
			pr.fix = fmt.Sprintf("go mod edit -replace=%s=%s && %s", km, setup.dir(km), recordSums(p))
		} else {
			pr.fix = fmt.Sprintf("go mod edit -replace=%s=<its directory>", m[1])
		}
	case reReplacedNotReq.MatchString(msg) || reNotRequired.MatchString(msg):
		switch {
		case mod == kubedvModule && st.required:
			// The module is there; the clone lacks the package.
			pr.cause = fmt.Sprintf("module %s (%s) has no package %s: the clone is older than this %s", mod, orUnknown(st.replace), p, generator)
			pr.fix = fmt.Sprintf("update the clone, or generate with the %s built from it (`go tool %s` with the tool directive)", generator, generator)
		case mod != "":
			pr.cause = fmt.Sprintf("go.mod does not require module %s", mod)
			if about := setup.module(mod).About; about != "" {
				pr.cause += " (" + about + ")"
			}
			if reReplacedNotReq.MatchString(msg) {
				pr.cause += ", though it replaces it"
				replaced = true
			}
			pr.fix = edit() + " && " + recordSums(p)
		default:
			pr.cause = "go.mod does not require the module that provides it"
			pr.fix = "go get " + p
		}
	case reMissingSum.MatchString(msg):
		m := reMissingSum.FindStringSubmatch(msg)
		pr.cause = "go.sum has no checksum for the module providing " + m[1]
		if m[2] != "" {
			pr.cause += " (imported by " + m[2] + ")"
		}
		suggested := m[3] // the go command's fix
		switch {
		case mod != "" && !replaced && m[1] == p:
			// Required but not replaced: there is nothing to download.
			pr.cause = fmt.Sprintf("go.mod requires module %s but does not replace it by the kubedv clone (the module is not published)", mod)
			pr.fix = edit() + " && " + recordSums(p)
		case mod != "" || setup.kubedvModuleOf(strings.Fields(suggested)[2]) != "" || strings.HasPrefix(suggested, "go mod download "):
			// go get would look kubedv's modules up; go mod download
			// records one module, not what its packages import.
			pr.fix = recordSums(p)
		default:
			pr.fix = suggested
		}
	case reMissingModSum.MatchString(msg):
		m := reMissingModSum.FindStringSubmatch(msg)
		if km := setup.kubedvModuleOf(m[1]); km != "" {
			pr.cause = fmt.Sprintf("go.mod requires module %s but does not replace it by the kubedv clone (the module is not published)", km)
			pr.fix = fmt.Sprintf("go mod edit -replace=%s=%s && %s", km, setup.dir(km), recordSums(p))
		} else {
			pr.cause = "go.sum has no checksum for the go.mod file of module " + m[1]
			pr.fix = m[2]
		}
	case reNotInModule.MatchString(msg):
		m := reNotInModule.FindStringSubmatch(msg)
		pr.cause = fmt.Sprintf("module %s has no package %s", m[1], m[2])
		pr.fix = "update " + m[1] + " to a version that has it"
	default:
		pr.cause = firstLine(msg)
	}
	return pr
}

func orUnknown(s string) string {
	if s == "" {
		return "not replaced"
	}
	return "replaced by " + s
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// importFailures returns the problems of the imports of f that did not
// load, in the file's order, or nil when all of them did.
func (v *verifier) importFailures(j Job, f *ast.File) []importProblem {
	var out []importProblem
	var setup *moduleSetup
	seen := map[string]bool{}
	for _, spec := range f.Imports {
		p := strings.Trim(spec.Path.Value, `"`)
		err := v.failed[p]
		if err == nil {
			continue
		}
		// A go list that failed as a whole fails every import it was
		// asked about, with one message: reported once.
		if msg := err.Error(); strings.HasPrefix(msg, "go list: ") {
			if seen[msg] {
				continue
			}
			seen[msg] = true
			out = append(out, importProblem{path: "go list", cause: strings.TrimPrefix(msg, "go list: ")})
			continue
		}
		if setup == nil {
			s := readModuleSetup(j.Target.Dir, v.rules.Modules)
			setup = &s
		}
		out = append(out, classifyImport(p, err.Error(), *setup, v.rules.Generator))
	}
	return out
}

// importError reports the imports the go command could not load: the
// generated code is fine, the module is not set up for it yet.
func (v *verifier) importError(j Job, problems []importProblem) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: the code generated for package %s imports packages that its module cannot load yet, so it was not checked and nothing was written:",
		PackagePos(v.fset, j.Target, v.rules.PackageTag), j.Target.Path)
	noted := map[string]bool{}
	for _, pr := range problems {
		fmt.Fprintf(&b, "\n\t%s: %s", pr.path, pr.cause)
		if pr.fix != "" {
			fmt.Fprintf(&b, ";\n\t\tfix: %s", pr.fix)
		}
		noted[pr.path] = true
	}
	for _, m := range v.rules.Modules {
		if m.Note != "" && noted[m.Path] {
			fmt.Fprintf(&b, "\n\t(%s)", m.Note)
		}
	}
	return fmt.Errorf("%s", b.String())
}
