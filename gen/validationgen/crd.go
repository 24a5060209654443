package validationgen

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/output"
	"github.com/kubedv/kubedv/gen/schema"
)

// BuildCRDs loads the packages like Generate and returns one
// CustomResourceDefinition per root kind, without writing anything, and
// the crd-inexpressible and crd-drift findings at the tags (also on
// error). Packages whose types a CRD holds are loaded as --readonly-pkg
// packages when the command line does not name them, as controller-gen
// loads every package a CRD reaches.
func BuildCRDs(cfg Config) ([]schema.File, []lint.Finding, error) {
	cfg.Readonly = slices.Clone(cfg.Readonly)
	named := map[string]bool{}
	for _, p := range cfg.Readonly {
		named[p] = true
	}
	for {
		res, err := cfg.load()
		if err != nil {
			return nil, nil, err
		}
		files, findings, err := schema.Build(res, cfg.CRD)
		var missing *schema.NotLoadedError
		if !errors.As(err, &missing) {
			return files, findings, err
		}
		added := false
		for _, p := range missing.Packages {
			if !named[p] {
				named[p], added = true, true
				cfg.Readonly = append(cfg.Readonly, p)
				cfg.logf(1, "loading %s, whose types a CRD holds", p)
			}
		}
		if !added { // loaded and still missing: say so
			return files, findings, err
		}
	}
}

// WriteCRDs writes the CRDs of cfg's packages into dir as
// <group>_<plural>.yaml and returns their paths and the findings of
// BuildCRDs. On any error nothing is written; as controller-gen, it
// replaces a file of a CRD's name whoever wrote it.
func WriteCRDs(cfg Config, dir string) ([]string, []lint.Finding, error) {
	files, findings, err := BuildCRDs(cfg)
	if err != nil {
		return nil, findings, err
	}
	outs := make([]output.File, len(files))
	paths := make([]string, len(files))
	for i, f := range files {
		data, err := schema.Marshal(f.CRD)
		if err != nil {
			return nil, findings, fmt.Errorf("%s: %w", f.Name, err)
		}
		paths[i] = filepath.Join(dir, f.Name)
		outs[i] = output.File{Path: paths[i], Content: data}
	}
	if err := output.Write(outs, output.Options{Generator: generatorName + " --crd-dir"}); err != nil {
		return nil, findings, err
	}
	return paths, findings, nil
}
