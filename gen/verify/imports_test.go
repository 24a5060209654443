package verify

import (
	"errors"
	"go/parser"
	"go/token"
	"testing"
)

// TestClassifyImport: the go command's own messages (go list -e, Go 1.26,
// captured in modules set up each way) give the real cause and a fix that
// works for a module using kubedv through a clone and a replace.
func TestClassifyImport(t *testing.T) {
	const (
		cel    = "github.com/kubedv/kubedv/validate/cel"
		interp = "github.com/kubedv/kubedv/validate/celinterp"
	)
	// The modules validation-gen names.
	modules := []Module{{Path: interp, Dir: "validate/celinterp", About: "the interpreted tier of CEL rules, a module of its own"}}
	setup := func(kubedv, celinterp moduleState) moduleSetup {
		return moduleSetup{modules: modules, state: map[string]moduleState{kubedvModule: kubedv, interp: celinterp}}
	}
	clone := moduleState{required: true, replace: "../kubedv"}
	cloned := setup(clone, moduleState{})
	both := setup(clone, moduleState{required: true, replace: "../kubedv/validate/celinterp"})
	for _, c := range []struct {
		name      string
		path, msg string
		setup     moduleSetup
		cause     string
		fix       string
	}{{
		name:  "interpreted tier not required",
		path:  interp,
		msg:   "no required module provides package github.com/kubedv/kubedv/validate/celinterp; to add it:\n\tgo get github.com/kubedv/kubedv/validate/celinterp",
		setup: cloned,
		cause: "go.mod does not require module github.com/kubedv/kubedv/validate/celinterp (the interpreted tier of CEL rules, a module of its own)",
		fix:   "go mod edit -require=github.com/kubedv/kubedv/validate/celinterp@v0.0.0 -replace=github.com/kubedv/kubedv/validate/celinterp=../kubedv/validate/celinterp && go list -mod=mod -deps github.com/kubedv/kubedv/validate/celinterp >/dev/null",
	}, {
		name: "interpreted tier replaced, not required",
		path: interp,
		msg: "module github.com/kubedv/kubedv/validate/celinterp provides package github.com/kubedv/kubedv/validate/celinterp and is replaced but not required; to add it:\n" +
			"\tgo get github.com/kubedv/kubedv/validate/celinterp",
		setup: cloned,
		cause: "go.mod does not require module github.com/kubedv/kubedv/validate/celinterp (the interpreted tier of CEL rules, a module of its own), though it replaces it",
		fix:   "go mod edit -require=github.com/kubedv/kubedv/validate/celinterp@v0.0.0 && go list -mod=mod -deps github.com/kubedv/kubedv/validate/celinterp >/dev/null",
	}, {
		name: "interpreted tier without checksums",
		path: interp,
		msg: "/src/kubedv/validate/celinterp/celinterp.go:21:2: missing go.sum entry for module providing package k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1 (imported by github.com/kubedv/kubedv/validate/celinterp); to add:\n" +
			"\tgo get github.com/kubedv/kubedv/validate/celinterp@v0.0.0",
		setup: both,
		cause: "go.sum has no checksum for the module providing k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1 (imported by github.com/kubedv/kubedv/validate/celinterp)",
		fix:   "go list -mod=mod -deps github.com/kubedv/kubedv/validate/celinterp >/dev/null",
	}, {
		// Issue 34 as reported: the go command suggests a go get that
		// looks the unpublished module up.
		name: "compiled tier without checksums",
		path: cel,
		msg: "/src/kubedv/validate/cel/semver.go:6:2: missing go.sum entry for module providing package github.com/blang/semver/v4 (imported by github.com/kubedv/kubedv/validate/cel); to add:\n" +
			"\tgo get github.com/kubedv/kubedv/validate/cel@v0.0.0\n/src/kubedv/validate/cel/semver.go:14:45: undefined: semver",
		setup: cloned,
		cause: "go.sum has no checksum for the module providing github.com/blang/semver/v4 (imported by github.com/kubedv/kubedv/validate/cel)",
		fix:   "go list -mod=mod -deps github.com/kubedv/kubedv/validate/cel >/dev/null",
	}, {
		name:  "interpreted tier required, not replaced",
		path:  interp,
		msg:   "missing go.sum entry for module providing package github.com/kubedv/kubedv/validate/celinterp; to add:\n\tgo mod download github.com/kubedv/kubedv/validate/celinterp",
		setup: setup(clone, moduleState{required: true}),
		cause: "go.mod requires module github.com/kubedv/kubedv/validate/celinterp but does not replace it by the kubedv clone (the module is not published)",
		fix:   "go mod edit -replace=github.com/kubedv/kubedv/validate/celinterp=../kubedv/validate/celinterp && go list -mod=mod -deps github.com/kubedv/kubedv/validate/celinterp >/dev/null",
	}, {
		name:  "replacement directory missing",
		path:  interp,
		msg:   "github.com/kubedv/kubedv/validate/celinterp@v0.0.0: replacement directory ../kubedv/validate/nope does not exist",
		setup: setup(clone, moduleState{required: true, replace: "../kubedv/validate/nope"}),
		cause: "go.mod replaces github.com/kubedv/kubedv/validate/celinterp by ../kubedv/validate/nope, which does not exist",
		fix:   "go mod edit -replace=github.com/kubedv/kubedv/validate/celinterp=../kubedv/validate/celinterp && go list -mod=mod -deps github.com/kubedv/kubedv/validate/celinterp >/dev/null",
	}, {
		name:  "kubedv not required (the binary route)",
		path:  "github.com/kubedv/kubedv/validate",
		msg:   "no required module provides package github.com/kubedv/kubedv/validate; to add it:\n\tgo get github.com/kubedv/kubedv/validate",
		setup: setup(moduleState{}, moduleState{}),
		cause: "go.mod does not require module github.com/kubedv/kubedv",
		fix:   "go mod edit -require=github.com/kubedv/kubedv@v0.0.0 -replace=github.com/kubedv/kubedv=<kubedv clone> && go list -mod=mod -deps github.com/kubedv/kubedv/validate >/dev/null",
	}, {
		name:  "clone older than the generator",
		path:  "github.com/kubedv/kubedv/validate/nope",
		msg:   "no required module provides package github.com/kubedv/kubedv/validate/nope; to add it:\n\tgo get github.com/kubedv/kubedv/validate/nope",
		setup: cloned,
		cause: "module github.com/kubedv/kubedv (replaced by ../kubedv) has no package github.com/kubedv/kubedv/validate/nope: the clone is older than this validation-gen",
		fix:   "update the clone, or generate with the validation-gen built from it (`go tool validation-gen` with the tool directive)",
	}, {
		name:  "published package, no checksum",
		path:  "k8s.io/apimachinery/pkg/util/validation/field",
		msg:   "missing go.sum entry for module providing package k8s.io/apimachinery/pkg/util/validation/field; to add:\n\tgo mod download k8s.io/apimachinery",
		setup: cloned,
		cause: "go.sum has no checksum for the module providing k8s.io/apimachinery/pkg/util/validation/field",
		fix:   "go list -mod=mod -deps k8s.io/apimachinery/pkg/util/validation/field >/dev/null",
	}, {
		name:  "published package, the go command's go get",
		path:  "example.com/lib/x",
		msg:   "/mod/example.com/lib@v1.2.0/x/x.go:3:8: missing go.sum entry for module providing package example.com/dep/y (imported by example.com/lib/x); to add:\n\tgo get example.com/lib/x@v1.2.0",
		setup: cloned,
		cause: "go.sum has no checksum for the module providing example.com/dep/y (imported by example.com/lib/x)",
		fix:   "go get example.com/lib/x@v1.2.0",
	}, {
		name:  "published package, module not required",
		path:  "k8s.io/api/core/v1",
		msg:   "no required module provides package k8s.io/api/core/v1; to add it:\n\tgo get k8s.io/api/core/v1",
		setup: cloned,
		cause: "go.mod does not require the module that provides it",
		fix:   "go get k8s.io/api/core/v1",
	}, {
		name:  "go.mod checksum missing",
		path:  "k8s.io/api/core/v1",
		msg:   "package k8s.io/api/core/v1: k8s.io/apimachinery@v0.37.2: missing go.sum entry for go.mod file; to add it:\n\tgo mod download k8s.io/apimachinery",
		setup: cloned,
		cause: "go.sum has no checksum for the go.mod file of module k8s.io/apimachinery",
		fix:   "go mod download k8s.io/apimachinery",
	}, {
		name:  "anything else",
		path:  cel,
		msg:   "go list: exit status 2\nmore",
		setup: cloned,
		cause: "go list: exit status 2",
	}} {
		got := classifyImport(c.path, c.msg, c.setup, "validation-gen")
		if got.path != c.path || got.cause != c.cause || got.fix != c.fix {
			t.Errorf("%s:\ngot  cause %q\n     fix   %q\nwant cause %q\n     fix   %q", c.name, got.cause, got.fix, c.cause, c.fix)
		}
	}
}

// TestImportFailuresGoListOnce: a go list that failed as a whole is
// reported once, not at every import it was asked about.
func TestImportFailuresGoListOnce(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "x.go", "package x\n\nimport (\n\t\"context\"\n\t\"a/b\"\n)\n", parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	fail := errors.New("go list: go: updates to go.mod needed; to update it:\n\tgo mod tidy")
	v := &verifier{failed: map[string]error{"context": fail, "a/b": fail}}
	got := v.importFailures(Job{}, f)
	if len(got) != 1 || got[0].path != "go list" || got[0].cause != "go: updates to go.mod needed; to update it:\n\tgo mod tidy" {
		t.Errorf("importFailures = %+v, want the go list failure once", got)
	}
}
