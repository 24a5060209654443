package kubedv_test

import (
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"strings"
	"testing"
)

// layers are the generators' packages under gen/, in the order data flows
// through them (docs/architecture.md draws the same map). A package imports
// only packages of earlier layers, or, within its layer, only what
// sameLayer allows: no stage imports a driver, no backend imports another
// backend, no driver imports another driver.
var layers = [][]string{
	{"tags", "release", "cel", "pkglint", "klogflags", "defaulttag"}, // vocabulary
	{"model", "load"},                               // the loaded universe
	{"validators", "lint"},                          // the plan and its checks
	{"emit", "schema"},                              // backends
	{"verify", "output", "docs"},                    // after the backends
	{"validationgen", "defaultergen", "openapigen"}, // drivers
}

// sameLayer are the imports allowed inside a layer.
var sameLayer = map[string]bool{
	"defaulttag -> tags": true, // a +default tag is a tag
	"load -> model":      true, // the loader builds the model
	"lint -> validators": true, // lint checks the plan
	"verify -> output":   true, // it checks output.File values
}

// TestPackageLayers reads every package under gen/ with go list and checks
// its imports against layers. A new package must be given a layer.
func TestPackageLayers(t *testing.T) {
	const prefix = "github.com/kubedv/kubedv/gen/"
	layerOf := map[string]int{}
	for i, l := range layers {
		for _, name := range l {
			layerOf[name] = i
		}
	}
	for _, p := range listPackages(t, "./gen/...") {
		name, ok := strings.CutPrefix(p.ImportPath, prefix)
		if !ok || strings.Contains(name, "/") {
			continue // output tests and test data are packages of their own
		}
		from, ok := layerOf[name]
		if !ok {
			t.Errorf("gen/%s has no layer: add it to layers and to docs/architecture.md", name)
			continue
		}
		for _, imp := range p.Imports {
			dep, ok := strings.CutPrefix(imp, prefix)
			if !ok {
				continue
			}
			to, known := layerOf[dep]
			edge := name + " -> " + dep
			switch {
			case !known:
				t.Errorf("gen/%s imports gen/%s, which has no layer", name, dep)
			case to > from:
				t.Errorf("%s runs back up: gen/%s is a later layer than gen/%s", edge, dep, name)
			case to == from && !sameLayer[edge]:
				t.Errorf("%s: packages of one layer do not import each other (layers, sameLayer)", edge)
			}
		}
	}
}

// TestToolDependencies: each cmd/<tool> builds its own driver and no other.
func TestToolDependencies(t *testing.T) {
	drivers := map[string]string{
		"validation-gen": "github.com/kubedv/kubedv/gen/validationgen",
		"defaulter-gen":  "github.com/kubedv/kubedv/gen/defaultergen",
		"openapi-gen":    "github.com/kubedv/kubedv/gen/openapigen",
	}
	for tool, own := range drivers {
		deps := map[string]bool{}
		for _, p := range listPackages(t, "-deps", "./cmd/"+tool) {
			deps[p.ImportPath] = true
		}
		if !deps[own] {
			t.Errorf("cmd/%s does not build %s", tool, own)
		}
		for other, driver := range drivers {
			if other != tool && deps[driver] {
				t.Errorf("cmd/%s depends on %s, %s's driver", tool, driver, other)
			}
		}
	}
}

type listedPackage struct {
	ImportPath string
	Imports    []string
}

func listPackages(t *testing.T, args ...string) []listedPackage {
	t.Helper()
	out, err := exec.Command("go", append([]string{"list", "-json=ImportPath,Imports"}, args...)...).Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			t.Fatalf("go list %v: %v\n%s", args, err, ee.Stderr)
		}
		t.Fatalf("go list %v: %v", args, err)
	}
	var pkgs []listedPackage
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p listedPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}
