package schema

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"sigs.k8s.io/yaml"
)

// Marshal returns the CRD as YAML with sorted keys: the same input always
// gives the same bytes.
func Marshal(c *CRD) ([]byte, error) {
	return yaml.Marshal(c)
}

// WriteDir writes every file into dir, all or nothing: each file goes to a
// temporary name first and is renamed only when all of them were written.
func WriteDir(dir string, files []File) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	type pending struct{ tmp, final string }
	var done []pending
	cleanup := func() {
		for _, p := range done {
			os.Remove(p.tmp)
		}
	}
	for _, f := range files {
		data, err := Marshal(f.CRD)
		if err != nil {
			cleanup()
			return fmt.Errorf("%s: %w", f.Name, err)
		}
		tmp, err := os.CreateTemp(dir, "."+f.Name+".*")
		if err != nil {
			cleanup()
			return err
		}
		done = append(done, pending{tmp.Name(), filepath.Join(dir, f.Name)})
		_, werr := tmp.Write(data)
		if err := errors.Join(werr, tmp.Chmod(0o644), tmp.Close()); err != nil {
			cleanup()
			return err
		}
	}
	for i, p := range done {
		if err := os.Rename(p.tmp, p.final); err != nil {
			cleanup()
			return fmt.Errorf("%w (%d of %d files were renamed into place)", err, i, len(done))
		}
	}
	return nil
}
