package output

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// File is one file of a run.
type File struct {
	Path    string
	Content []byte // nil: delete the file if the generator wrote it
}

// Options says whose files a run writes and where it reports them.
type Options struct {
	// Generator names the generator in refusals.
	Generator string
	// Marker is the line a file must hold to be replaced or deleted: a
	// file without it was written by hand. Nil replaces any file, as
	// Kubernetes' generators do, and deletes none.
	Marker []byte
	// Logf, when set, reports each file at level 1 (-v): unchanged, wrote
	// or deleted.
	Logf func(level int, format string, args ...any)
}

func (o Options) logf(level int, format string, args ...any) {
	if o.Logf != nil {
		o.Logf(level, format, args...)
	}
}

// renameFile is os.Rename; tests make it fail to exercise rollback.
var renameFile = os.Rename

// change is one file operation of a run.
type change struct {
	path    string
	content []byte      // nil: delete the file
	old     []byte      // the replaced or deleted content; nil when path did not exist
	mode    fs.FileMode // permissions of the written file
	tmp     string      // staged content, renamed over path on commit
	done    bool
}

// Write writes every file, all or nothing. First every change is planned
// and checked (a file without the marker is never replaced or deleted) and
// every new content is staged in a temporary file next to its target; then
// the staged files are renamed into place. If a step fails, the files
// already changed get their old content back.
func Write(files []File, o Options) error {
	changes, unchanged, err := planChanges(files, o)
	if err != nil {
		return err
	}
	for _, path := range unchanged {
		o.logf(1, "unchanged %s", path)
	}
	var created []string // directories this run made, removed again if it fails
	committed := false
	defer func() {
		for _, c := range changes {
			if c.tmp != "" {
				os.Remove(c.tmp)
			}
		}
		if !committed {
			removeCreated(created)
		}
	}()
	for _, c := range changes {
		if c.content == nil {
			continue
		}
		// A file may go to a directory that does not exist yet.
		if err := mkdirTracked(filepath.Dir(c.path), &created); err != nil {
			return fmt.Errorf("%w; nothing was written", err)
		}
		if c.tmp, err = stage(c.path, c.content, c.mode); err != nil {
			return fmt.Errorf("%w; nothing was written", err)
		}
	}
	for _, c := range changes {
		if c.content == nil {
			err = os.Remove(c.path)
		} else {
			err = renameFile(c.tmp, c.path)
			if err == nil {
				c.tmp = ""
			}
		}
		if err != nil {
			return rollback(changes, err)
		}
		c.done = true
	}
	committed = true
	for _, c := range changes {
		if c.content == nil {
			o.logf(1, "deleted %s", c.path)
		} else {
			o.logf(1, "wrote %s", c.path)
		}
	}
	return nil
}

// planChanges reads the current state of every file's path and returns
// the changes to make and the files already up to date, refusing to touch
// files the generator did not write.
func planChanges(files []File, opts Options) (changes []*change, unchanged []string, err error) {
	var errs []error
	for _, f := range files {
		old, err := os.ReadFile(f.Path)
		exists := err == nil
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
			continue
		}
		if f.Content == nil && !exists {
			continue
		}
		if exists && bytes.Equal(old, f.Content) {
			unchanged = append(unchanged, f.Path)
			continue
		}
		if f.Content == nil && opts.Marker == nil {
			continue // without a marker no file is known to be the generator's
		}
		if exists && !bytes.Contains(old, opts.Marker) { // a nil Marker is in every file
			if f.Content == nil {
				continue // a hand-written file that happens to have the output's name
			}
			errs = append(errs, fmt.Errorf("%s exists and was not written by %s (it lacks the line %q); "+
				"move it away or choose another --output-file", f.Path, opts.Generator, opts.Marker))
			continue
		}
		c := &change{path: f.Path, content: f.Content, mode: 0o644}
		if exists {
			c.old = old
			if info, err := os.Stat(f.Path); err == nil {
				c.mode = info.Mode().Perm()
			}
		}
		changes = append(changes, c)
	}
	if len(errs) > 0 {
		return nil, nil, fmt.Errorf("%w\nnothing was written", errors.Join(errs...))
	}
	return changes, unchanged, nil
}

// mkdirTracked makes dir and its missing parents, adding each directory it
// made to created.
func mkdirTracked(dir string, created *[]string) error {
	var missing []string
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		if _, err := os.Stat(d); err == nil || filepath.Dir(d) == d {
			break
		}
		missing = append(missing, d)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	*created = append(*created, missing...)
	return nil
}

// removeCreated removes the directories a failed run made, deepest first;
// os.Remove leaves any that are not empty (something else wrote there).
func removeCreated(created []string) {
	dirs := slices.Clone(created)
	slices.SortFunc(dirs, func(a, b string) int { return len(b) - len(a) })
	for _, d := range dirs {
		os.Remove(d)
	}
}

// stage writes data to a temporary file in path's directory.
func stage(path string, data []byte, mode fs.FileMode) (string, error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return "", err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr, os.Chmod(tmp.Name(), mode)); err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	return tmp.Name(), nil
}

// rollback restores the files changes already replaced or deleted after
// cause stopped the commit.
func rollback(changes []*change, cause error) error {
	var lost []string
	for _, c := range changes {
		if !c.done {
			continue
		}
		var err error
		if c.old == nil {
			err = os.Remove(c.path)
		} else {
			var tmp string
			if tmp, err = stage(c.path, c.old, c.mode); err == nil {
				if err = os.Rename(tmp, c.path); err != nil {
					os.Remove(tmp)
				}
			}
		}
		if err != nil {
			lost = append(lost, fmt.Sprintf("%s (%v)", c.path, err))
		}
	}
	if len(lost) > 0 {
		return fmt.Errorf("%w; the files written before it could not all be restored, check: %s", cause, strings.Join(lost, ", "))
	}
	return fmt.Errorf("%w; the files written before it were restored, nothing was changed", cause)
}
