package load

import (
	"errors"
	"fmt"
	"go/types"
	"strings"
)

// Importer type-checks, from source and on demand, packages the load did
// not check (or checked only as the empty stand-in of an import no
// declaration uses), into the load's universe: a package already checked
// is reused, so types stay identical. It serves the check of generated
// code, which imports packages (the runtime library) that the hand-written
// code does not. As for every load, only declarations are checked: they
// are all that code importing a package can see, and no build cache is
// needed. An Importer is used by one goroutine at a time.
type Importer struct {
	g *Graph
	c *checker
	// unlisted holds the go command's error for paths it named but could
	// not resolve to a package (module not required, checksums missing):
	// the reason Import gives for them.
	unlisted map[string]error
}

// List asks the go command, in one call, where the packages at paths and
// their dependencies are, for those the graph does not list yet.
func (im *Importer) List(paths ...string) error {
	var missing []string
	for _, p := range paths {
		if p != "unsafe" && p != "C" && !im.g.Has(p) {
			missing = append(missing, p)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	list, err := goList(im.g.dir, im.g.buildTags, missing, true)
	if err != nil {
		return err
	}
	for _, l := range list {
		switch {
		case l.namesNoPackage():
			if l.ImportPath != "" && l.Error != nil {
				if im.unlisted == nil {
					im.unlisted = map[string]error{}
				}
				// One line: the error is quoted inside a positioned message.
				im.unlisted[l.ImportPath] = errors.New(strings.Join(strings.Fields(l.Error.err(im.g.dir, l.ImportPath).Error()), " "))
			}
		case im.g.pkgs[l.ImportPath] == nil:
			im.g.pkgs[l.ImportPath] = l
		}
	}
	return nil
}

// Import returns the package at path, checking it (and what its
// declarations need) if the load has not.
func (im *Importer) Import(path string) (*types.Package, error) {
	if path == "unsafe" {
		return types.Unsafe, nil
	}
	if err := im.List(path); err != nil {
		return nil, err
	}
	if !im.g.Has(path) {
		if err := im.unlisted[path]; err != nil {
			return nil, err
		}
		return nil, fmt.Errorf("package %s not found", path)
	}
	checked, err := im.c.check([]string{path})
	if err != nil {
		return nil, err
	}
	return checked[path].Types, nil
}
