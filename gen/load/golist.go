package load

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// listed is one package as `go list -deps` describes it: where its files
// are and how its import paths resolve. Only the go command knows build
// constraints, modules, workspaces and vendoring, so it is asked once per
// load; everything else the loader does itself.
type listed struct {
	ImportPath string
	Name       string
	Dir        string
	GoFiles    []string
	CgoFiles   []string
	// ImportMap maps an import path as written to the package it resolves
	// to, where the two differ (vendoring).
	ImportMap map[string]string
	// Match lists the command-line patterns the package matched.
	Match   []string
	DepOnly bool
	Error   *listError
}

type listError struct {
	Pos string
	Err string
}

// listFields are the fields asked of go list; naming them lets it skip the
// rest of its work.
const listFields = "ImportPath,Name,Dir,GoFiles,CgoFiles,ImportMap,Match,DepOnly,Error"

// goList runs `go list -e` over patterns in dir, with -deps when deps is
// set. Problems with single packages come back in their Error fields; an
// error is returned only when the go command itself fails.
func goList(dir string, buildTags, patterns []string, deps bool) ([]*listed, error) {
	args := []string{"list", "-e", "-json=" + listFields}
	if deps {
		args = append(args, "-deps")
	}
	if len(buildTags) > 0 {
		args = append(args, "-tags="+strings.Join(buildTags, ","))
	}
	args = append(args, "--")
	args = append(args, patterns...)
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return nil, fmt.Errorf("go list: %s", msg)
	}
	var out []*listed
	dec := json.NewDecoder(&stdout)
	for {
		p := new(listed)
		if err := dec.Decode(p); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("reading go list output: %w", err)
		}
		out = append(out, p)
	}
	return out, nil
}

// files returns the absolute paths of the package's Go files. Cgo files
// are type-checked with import "C" faked: only declarations matter here.
func (l *listed) files() []string {
	out := make([]string, 0, len(l.GoFiles)+len(l.CgoFiles))
	for _, names := range [][]string{l.GoFiles, l.CgoFiles} {
		for _, n := range names {
			out = append(out, filepath.Join(l.Dir, n))
		}
	}
	return out
}

// err describes a go list error as file:line:col: message where go list
// knows the position (relative to dir).
func (e *listError) err(dir, path string) error {
	msg := strings.TrimSpace(e.Err)
	if e.Pos == "" {
		if strings.Contains(msg, path) {
			return errors.New(msg)
		}
		return fmt.Errorf("package %s: %s", path, msg)
	}
	pos := e.Pos
	if !filepath.IsAbs(pos) {
		pos = filepath.Join(dir, pos)
	}
	return fmt.Errorf("%s: %s", pos, msg)
}

// fileArgument reports the first pattern that names a Go file: go list
// would load it as the package "command-line-arguments", which cannot be a
// generation target.
func fileArgument(dir string, patterns []string) (string, bool) {
	for _, p := range patterns {
		if !strings.HasSuffix(p, ".go") {
			continue
		}
		full := p
		if !filepath.IsAbs(full) {
			full = filepath.Join(dir, p)
		}
		if st, err := os.Stat(full); err == nil && !st.IsDir() {
			return p, true
		}
	}
	return "", false
}

// namesNoPackage reports a listing that stands for a pattern matching no
// package at all (go list -e reports it as a package with an error).
func (l *listed) namesNoPackage() bool {
	return l.ImportPath == "" || len(l.Match) > 0 && l.Error != nil && l.Name == ""
}

// ImportPaths resolves package patterns to the import paths of the
// packages they match, sorted, with one `go list` and no type-checking.
// dir is the directory the patterns are relative to ("" = current).
// Patterns that match no package are left out.
func ImportPaths(dir string, buildTags, patterns []string) ([]string, error) {
	if len(patterns) == 0 {
		return nil, nil
	}
	list, err := goList(dir, buildTags, patterns, false)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, l := range list {
		if !l.namesNoPackage() {
			out = append(out, l.ImportPath)
		}
	}
	sort.Strings(out)
	return out, nil
}
