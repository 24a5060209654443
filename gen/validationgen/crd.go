package validationgen

import (
	"fmt"
	"path/filepath"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/output"
	"github.com/kubedv/kubedv/gen/schema"
)

// BuildCRDs loads the packages like Generate and returns one
// CustomResourceDefinition per root kind, without writing anything, and
// the crd-inexpressible and crd-drift findings at the tags (also on
// error).
func BuildCRDs(cfg Config) ([]schema.File, []lint.Finding, error) {
	res, err := cfg.load()
	if err != nil {
		return nil, nil, err
	}
	return schema.Build(res, cfg.CRD)
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
