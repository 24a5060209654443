package validationgen

import (
	"path/filepath"

	"github.com/kubedv/kubedv/gen/lint"
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
// BuildCRDs. On any error nothing is written.
func WriteCRDs(cfg Config, dir string) ([]string, []lint.Finding, error) {
	files, findings, err := BuildCRDs(cfg)
	if err != nil {
		return nil, findings, err
	}
	if err := schema.WriteDir(dir, files); err != nil {
		return nil, findings, err
	}
	paths := make([]string, len(files))
	for i, f := range files {
		paths[i] = filepath.Join(dir, f.Name)
	}
	return paths, findings, nil
}
