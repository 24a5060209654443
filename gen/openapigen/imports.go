package openapigen

import (
	"go/token"
	"path/filepath"
	"sort"
	"strings"
)

// importTracker names the packages a generated file imports, first come
// first served as upstream does: the shortest suffix of the import path
// (its elements joined, without "_", "." and "-") that is neither taken
// nor the generated package's own name.
type importTracker struct {
	local      string // the generated package's import path
	pathToName map[string]string
	nameToPath map[string]string
}

func newImportTracker(local string) *importTracker {
	return &importTracker{local: local, pathToName: map[string]string{}, nameToPath: map[string]string{}}
}

// ref is the Go expression naming pkg.name from the generated package.
func (t *importTracker) ref(pkg, name string) string {
	if pkg == t.local || pkg == "" {
		return name
	}
	return t.add(pkg) + "." + name
}

func (t *importTracker) add(path string) string {
	if name, ok := t.pathToName[path]; ok {
		return name
	}
	leaf := filepath.Base(t.local)
	dirs := strings.Split(path, "/")
	for n := len(dirs) - 1; n >= 0; n-- {
		name := strings.Join(dirs[n:], "")
		name = strings.NewReplacer("_", "", ".", "", "-", "").Replace(name)
		if _, taken := t.nameToPath[name]; taken || name == leaf {
			continue
		}
		if token.Lookup(name).IsKeyword() {
			name = "_" + name
		}
		t.nameToPath[name], t.pathToName[path] = path, name
		return name
	}
	// Every suffix is taken: only possible for a path equal to another's.
	name := "pkg" + strings.NewReplacer("/", "", "_", "", ".", "", "-", "").Replace(path)
	t.nameToPath[name], t.pathToName[path] = path, name
	return name
}

// lines are the import lines, by path.
func (t *importTracker) lines() []string {
	paths := make([]string, 0, len(t.pathToName))
	for p := range t.pathToName {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = t.pathToName[p] + " \"" + p + "\""
	}
	return out
}

// privateName is the schema function's suffix: the last five elements of
// "import/path/Name", sanitized, joined with "_".
func privateName(pkg, name string) string {
	if pkg == "" {
		return name
	}
	var dirs []string
	for _, d := range strings.Split(pkg, "/") {
		dirs = append(dirs, strings.NewReplacer("-", "_", ".", "").Replace(d))
	}
	dirs = append(dirs, name)
	if len(dirs) > 5 {
		dirs = dirs[len(dirs)-5:]
	}
	return strings.Join(dirs, "_")
}
