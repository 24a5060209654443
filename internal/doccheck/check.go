package doccheck

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// FlagSet is the flags a tool accepts: long names and one-letter shorthands.
type FlagSet struct {
	Long  map[string]bool
	Short map[string]bool
}

var usageLine = regexp.MustCompile(`(?m)^\s+(?:-([A-Za-z0-9]), )?--([A-Za-z0-9][\w.-]*)`)

// FlagsFromUsage reads the flags of pflag's usage text (FlagUsages,
// PrintDefaults): "  -o, --output string   ...".
func FlagsFromUsage(usage string) FlagSet {
	s := FlagSet{Long: map[string]bool{"help": true}, Short: map[string]bool{"h": true}}
	for _, m := range usageLine.FindAllStringSubmatch(usage, -1) {
		if m[1] != "" {
			s.Short[m[1]] = true
		}
		s.Long[m[2]] = true
	}
	return s
}

// Finding is one problem of a page.
type Finding struct {
	File string // relative to the repository root
	Line int
	Msg  string
}

func (f Finding) String() string { return fmt.Sprintf("%s:%d: %s", f.File, f.Line, f.Msg) }

// Checker checks pages against a repository tree.
type Checker struct {
	Root string
	// Tools maps a command name (validation-gen, kubedv-validate, ...) to
	// its flags.
	Tools map[string]FlagSet
	// ModulePath is the module path prefix of the repository's modules
	// (github.com/kubedv/kubedv): it is not published, so @version of it
	// cannot be installed.
	ModulePath string

	modules map[string]string // module dir (slash, relative; "." the root) -> module path
	top     map[string]bool
}

// Module is a Go module of the repository.
type Module struct{ Dir, Path string }

func (c *Checker) init() error {
	if c.modules != nil {
		return nil
	}
	c.modules = map[string]string{}
	c.top = map[string]bool{}
	ents, err := os.ReadDir(c.Root)
	if err != nil {
		return err
	}
	for _, e := range ents {
		if !strings.HasPrefix(e.Name(), ".") {
			c.top[e.Name()] = true
		}
	}
	return filepath.WalkDir(c.Root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && p != c.Root {
			return filepath.SkipDir
		}
		if d.Name() != "go.mod" {
			return nil
		}
		mp, err := modulePath(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(c.Root, filepath.Dir(p))
		c.modules[filepath.ToSlash(rel)] = mp
		return nil
	})
}

func modulePath(gomod string) (string, error) {
	f, err := os.Open(gomod)
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`), nil
		}
	}
	return "", fmt.Errorf("%s: no module line", gomod)
}

// moduleOf is the module directory holding dir (both relative, slash).
func (c *Checker) moduleOf(dir string) string {
	for d := dir; ; d = path.Dir(d) {
		if _, ok := c.modules[d]; ok {
			return d
		}
		if d == "." || d == "/" || d == "" {
			return "."
		}
	}
}

// importDir maps an import path of the repository's modules to its
// directory (relative, slash) and module directory.
func (c *Checker) importDir(ip string) (dir, mod string, ok bool) {
	best := ""
	for d, mp := range c.modules {
		if (ip == mp || strings.HasPrefix(ip, mp+"/")) && len(mp) > len(c.modules[best]) {
			best = d
		}
	}
	mp, found := c.modules[best]
	if !found || !(ip == mp || strings.HasPrefix(ip, mp+"/")) {
		return "", "", false
	}
	return path.Join(best, strings.TrimPrefix(ip, mp)), best, true
}

// Check checks the pages (paths relative to Root) and returns the findings
// and the blocks marked runnable.
func (c *Checker) Check(pages []string) ([]Finding, []RunBlock, error) {
	if err := c.init(); err != nil {
		return nil, nil, err
	}
	var (
		out  []Finding
		runs []RunBlock
	)
	for _, rel := range pages {
		src, err := os.ReadFile(filepath.Join(c.Root, rel))
		if err != nil {
			return nil, nil, err
		}
		p := Parse(src)
		pc := &pageCheck{c: c, file: filepath.ToSlash(rel)}
		for _, b := range p.Blocks {
			if b.Mode == "skip" {
				continue
			}
			switch {
			case b.Shell():
				pc.block(b, b.Lines, b.Line, b.Mode == "project")
				if b.Runnable() {
					runs = append(runs, RunBlock{File: pc.file, Line: b.Line, Script: strings.Join(b.Lines, "\n")})
				}
			case b.Lang == "yaml" || b.Lang == "yml":
				// A CI step's run: script runs in the reader's repository.
				for _, r := range runScripts(b.Lines) {
					pc.block(b, r.lines, b.Line+r.first, true)
				}
			case b.Lang == "go":
				for i, l := range b.Lines {
					if g, ok := strings.CutPrefix(strings.TrimSpace(l), "//go:generate "); ok {
						pc.block(b, []string{g}, b.Line+i, true)
					}
				}
			}
		}
		pc.links(p)
		for _, code := range p.Codes {
			// An inline command of the prose (`go -C crdtest test -run X .`)
			// runs from the root of a clone too.
			if inlineCommand.MatchString(code.Target) {
				pc.block(Block{Mode: "inline"}, []string{code.Target}, code.Line, false)
			}
			for _, w := range strings.Fields(code.Target) {
				if strings.HasPrefix(w, "../") {
					{
						if r := path.Clean(w); r == ".." || strings.HasPrefix(r, "../") {
							pc.add(code.Line, "%s is outside the repository (a clone does not have it)", w)
						}
					}
				}
			}
		}
		out = append(out, pc.findings...)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].File != out[j].File {
			return out[i].File < out[j].File
		}
		return out[i].Line < out[j].Line
	})
	return out, runs, nil
}

var inlineCommand = regexp.MustCompile(`^([A-Z][A-Z0-9_]*=\S* )*(go|validation-gen|defaulter-gen|openapi-gen|kubedv-validate|kubedv-apiserver) `)

// RunBlock is a block to execute.
type RunBlock struct {
	File   string
	Line   int
	Script string
}

type pageCheck struct {
	c        *Checker
	file     string
	findings []Finding
}

func (pc *pageCheck) add(line int, format string, args ...any) {
	pc.findings = append(pc.findings, Finding{File: pc.file, Line: line, Msg: fmt.Sprintf(format, args...)})
}

// where is a working directory: a directory of the repository (relative,
// slash) when known.
type where struct {
	dir   string
	known bool
}

type blockState struct {
	// inline is set for a command of the prose, which may be about the
	// reader's own tree: its relative package paths are checked only when
	// their first element is in the repository.
	inline bool
	cwd    where
	stack  []where
	clones map[string]bool // directories a git clone of this block wrote
}

func (pc *pageCheck) block(b Block, lines []string, first int, project bool) {
	st := &blockState{cwd: where{".", !project}, clones: map[string]bool{}, inline: b.Mode == "inline"}
	for _, cmd := range Commands(lines, first) {
		for i := 0; i < cmd.Open; i++ {
			st.stack = append(st.stack, st.cwd)
		}
		if len(cmd.Words) > 0 {
			pc.command(st, cmd)
		}
		for i := 0; i < cmd.Close && len(st.stack) > 0; i++ {
			st.cwd = st.stack[len(st.stack)-1]
			st.stack = st.stack[:len(st.stack)-1]
		}
	}
}

// resolve maps a path word to a repository directory.
func (pc *pageCheck) resolve(st *blockState, cwd where, p string) (rel string, known, outside bool) {
	for _, v := range []string{"$KUBEDV", "${KUBEDV}"} {
		if p == v || strings.HasPrefix(p, v+"/") {
			return path.Clean("." + strings.TrimPrefix(p, v)), true, false
		}
	}
	for d := range st.clones {
		if p == d || strings.HasPrefix(p, d+"/") {
			return path.Clean("." + strings.TrimPrefix(p, d)), true, false
		}
	}
	if strings.ContainsAny(p, "$<>*`~{}") || path.IsAbs(p) || strings.Contains(p, "://") || !cwd.known {
		return "", false, false
	}
	j := path.Join(cwd.dir, p)
	if j == ".." || strings.HasPrefix(j, "../") {
		return j, true, true
	}
	return j, true, false
}

// pathLike reports whether a word names a path of the repository.
func (pc *pageCheck) pathLike(cwd where, w string) bool {
	if w == "" || strings.HasPrefix(w, "-") || strings.Contains(w, "://") || strings.ContainsAny(w, "=:@,") {
		return false
	}
	if strings.HasPrefix(w, "../") || strings.HasPrefix(w, "$KUBEDV") {
		return true
	}
	// A path whose first element is not in the working directory is
	// something the command writes, or the reader's own.
	first, _, hasSlash := strings.Cut(strings.TrimPrefix(w, "./"), "/")
	if !cwd.known || (!hasSlash && !strings.HasPrefix(w, "./")) {
		return false
	}
	_, err := os.Stat(filepath.Join(pc.c.Root, filepath.FromSlash(cwd.dir), first))
	return err == nil
}

func (pc *pageCheck) checkPath(st *blockState, cwd where, line int, w string) {
	rel, known, outside := pc.resolve(st, cwd, w)
	if !known {
		return
	}
	if outside {
		pc.add(line, "%s is outside the repository (a clone does not have it)", w)
		return
	}
	rel = strings.TrimSuffix(strings.TrimSuffix(rel, "/..."), "...")
	if _, err := os.Stat(filepath.Join(pc.c.Root, filepath.FromSlash(rel))); err != nil {
		pc.add(line, "%s does not exist in the repository", w)
	}
}

func (pc *pageCheck) command(st *blockState, cmd Command) {
	w := cmd.Words
	prog := w[0]
	switch base := path.Base(prog); {
	case prog == "cd":
		if len(w) < 2 {
			st.cwd = where{}
			return
		}
		rel, known, outside := pc.resolve(st, st.cwd, w[1])
		if known && outside {
			pc.add(cmd.Line, "cd %s leaves the repository", w[1])
		}
		if known && !outside {
			pc.checkPath(st, st.cwd, cmd.Line, w[1])
		}
		st.cwd = where{rel, known && !outside}
	case prog == "git" && len(w) >= 3 && w[1] == "clone":
		args := nonFlags(w[2:], map[string]bool{"--depth": true, "-b": true, "--branch": true})
		if len(args) == 0 {
			return
		}
		if strings.ContainsAny(args[0], "<>") {
			pc.add(cmd.Line, "git clone %s: a placeholder, not a repository URL", args[0])
		}
		dir := strings.TrimSuffix(path.Base(args[0]), ".git")
		if len(args) > 1 {
			dir = args[1]
		}
		st.clones[dir] = true
	case prog == "go":
		pc.goCommand(st, cmd)
	case pc.c.Tools[base].Long != nil:
		pc.toolArgs(st, st.cwd, cmd, base, w[1:], cmd.Optional[1:])
	default:
		for i, a := range w {
			if !cmd.Optional[i] && pc.pathLike(st.cwd, a) {
				pc.checkPath(st, st.cwd, cmd.Line, a)
			}
		}
	}
}

func nonFlags(ws []string, withValue map[string]bool) []string {
	var out []string
	for i := 0; i < len(ws); i++ {
		if strings.HasPrefix(ws[i], "-") {
			if withValue[ws[i]] {
				i++
			}
			continue
		}
		out = append(out, ws[i])
	}
	return out
}

// goFlagsWithValue are the go command's build and test flags that take a
// value as the next word.
var goFlagsWithValue = map[string]bool{
	"-C": true, "-o": true, "-p": true, "-tags": true, "-run": true, "-bench": true, "-benchtime": true,
	"-count": true, "-cpu": true, "-fuzz": true, "-fuzztime": true, "-timeout": true, "-parallel": true,
	"-skip": true, "-list": true, "-exec": true, "-coverprofile": true, "-cpuprofile": true,
	"-memprofile": true, "-modfile": true, "-ldflags": true, "-gcflags": true, "-mod": true, "-covermode": true,
	"-coverpkg": true, "-outputdir": true, "-shuffle": true, "-f": true, "-json=": false,
}

func (pc *pageCheck) goCommand(st *blockState, cmd Command) {
	w := cmd.Words[1:]
	opt := cmd.Optional[1:]
	cwd := st.cwd
	for len(w) >= 2 && w[0] == "-C" {
		rel, known, outside := pc.resolve(st, cwd, w[1])
		if known && outside {
			pc.add(cmd.Line, "go -C %s is outside the repository", w[1])
		}
		if known && !outside {
			pc.checkPath(st, cwd, cmd.Line, w[1])
		}
		cwd = where{rel, known && !outside}
		w, opt = w[2:], opt[2:]
	}
	if len(w) == 0 {
		return
	}
	sub := w[0]
	w, opt = w[1:], opt[1:]
	switch sub {
	case "run":
		i := 0
		for ; i < len(w) && strings.HasPrefix(w[i], "-"); i++ {
			if goFlagsWithValue[w[i]] {
				i++
			}
		}
		if i >= len(w) {
			return
		}
		pkg := w[i]
		pc.goPackage(st, cwd, cmd.Line, "run", pkg)
		if t := toolOf(pkg); pc.c.Tools[t].Long != nil {
			pc.toolArgs(st, where{}, cmd, t, w[i+1:], opt[i+1:])
		}
	case "build", "install", "test", "vet", "generate", "list":
		for i := 0; i < len(w); i++ {
			if w[i] == "-args" {
				break
			}
			if strings.HasPrefix(w[i], "-") {
				if goFlagsWithValue[w[i]] {
					i++
				}
				continue
			}
			pc.goPackage(st, cwd, cmd.Line, sub, w[i])
		}
	case "tool":
		if len(w) > 0 && pc.c.Tools[w[0]].Long != nil {
			pc.toolArgs(st, where{}, cmd, w[0], w[1:], opt[1:])
		}
	case "mod":
		for i := 0; i < len(w); i++ {
			a := w[i]
			if v, ok := strings.CutPrefix(a, "-replace="); ok {
				a, w[i] = "-replace", v
				i--
			}
			if i+1 >= len(w) {
				break
			}
			switch a {
			case "-replace":
				if _, to, ok := strings.Cut(w[i+1], "="); ok && !strings.Contains(to, "@") {
					if rel, known, outside := pc.resolve(st, cwd, to); known && !outside {
						if _, err := os.Stat(filepath.Join(pc.c.Root, rel, "go.mod")); err != nil {
							pc.add(cmd.Line, "go mod edit -replace %s: %s has no go.mod", w[i+1], to)
						}
					}
				}
			case "-tool":
				pc.importPath(cmd.Line, w[i+1])
			}
		}
	}
}

// toolOf names the tool a go run package builds (cmd/validation-gen).
func toolOf(pkg string) string {
	pkg, _, _ = strings.Cut(pkg, "@")
	return path.Base(pkg)
}

func (pc *pageCheck) importPath(line int, ip string) {
	ip, version, hasVersion := strings.Cut(ip, "@")
	if !strings.HasPrefix(ip, pc.c.ModulePath) {
		return
	}
	if hasVersion && version != "v0.0.0" {
		pc.add(line, "%s@%s: the module is not published to a module proxy; install from a clone", ip, version)
		return
	}
	dir, _, ok := pc.c.importDir(strings.TrimSuffix(ip, "/..."))
	if !ok {
		pc.add(line, "%s is not a package of the repository's modules", ip)
		return
	}
	if _, err := os.Stat(filepath.Join(pc.c.Root, filepath.FromSlash(dir))); err != nil {
		pc.add(line, "%s: no directory %s in the repository", ip, dir)
	}
}

// goPackage checks a package argument of go run/build/test/...: it exists,
// and is in the module the command runs in.
func (pc *pageCheck) goPackage(st *blockState, cwd where, line int, sub, pkg string) {
	if strings.HasPrefix(pkg, pc.c.ModulePath) {
		pc.importPath(line, pkg)
		ip, _, _ := strings.Cut(pkg, "@")
		if dir, mod, ok := pc.c.importDir(strings.TrimSuffix(ip, "/...")); ok && cwd.known && !strings.Contains(pkg, "@") {
			if here := pc.c.moduleOf(cwd.dir); here != mod {
				pc.add(line, "go %s %s: the package is in module %s (%s), not in the module go runs in here (%s): use go -C %s %s ./%s",
					sub, pkg, pc.c.modules[mod], mod, pc.c.modules[here], mod, sub, strings.TrimPrefix(path.Join(strings.TrimPrefix(dir, mod)), "/"))
			}
		}
		return
	}
	if !(strings.HasPrefix(pkg, "./") || strings.HasPrefix(pkg, "../") || pkg == "." || strings.HasPrefix(pkg, "$KUBEDV")) {
		return // the standard library, another module, or a file
	}
	rel, known, outside := pc.resolve(st, cwd, pkg)
	if !known {
		return
	}
	if outside {
		pc.add(line, "go %s %s: outside the repository", sub, pkg)
		return
	}
	dir := strings.TrimSuffix(strings.TrimSuffix(rel, "/..."), "...")
	if dir == "" {
		dir = "."
	}
	if st.inline {
		first, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(pkg, "./"), "../"), "/")
		if _, err := os.Stat(filepath.Join(pc.c.Root, filepath.FromSlash(cwd.dir), first)); err != nil {
			return
		}
	}
	if fi, err := os.Stat(filepath.Join(pc.c.Root, filepath.FromSlash(dir))); err != nil || !fi.IsDir() {
		pc.add(line, "go %s %s: no such directory in the repository", sub, pkg)
		return
	}
	here, there := pc.c.moduleOf(cwd.dir), pc.c.moduleOf(dir)
	if here != there {
		inner := strings.TrimPrefix(strings.TrimPrefix(rel, there), "/")
		pc.add(line, "go %s %s: %s is in module %s, not in the module go runs in here (%s): use go -C %s %s ./%s",
			sub, pkg, dir, pc.c.modules[there], pc.c.modules[here], there, sub, inner)
	}
}

// toolArgs checks the flags given to one of the repository's tools, and the
// repository paths among its arguments.
func (pc *pageCheck) toolArgs(st *blockState, cwd where, cmd Command, tool string, args []string, opt []bool) {
	fsets := pc.c.Tools[tool]
	if tool == "validation-gen" && needsMetaV1(args, opt) {
		pc.add(cmd.Line, "validation-gen on packages without --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1: every type with a TypeMeta field needs it")
	}
	for i, a := range args {
		if a == "--" {
			return
		}
		switch {
		case strings.HasPrefix(a, "--"):
			name, _, _ := strings.Cut(a[2:], "=")
			if !fsets.Long[name] {
				pc.add(cmd.Line, "%s has no flag --%s", tool, name)
			}
		case strings.HasPrefix(a, "-") && len(a) > 1:
			name, _, _ := strings.Cut(a[1:], "=")
			if !fsets.Long[name] && !(len(name) == 1 && fsets.Short[name]) {
				pc.add(cmd.Line, "%s has no flag -%s", tool, name)
			}
		default:
			if !opt[i] && pc.pathLike(st.cwd, a) {
				pc.checkPath(st, st.cwd, cmd.Line, a)
			}
		}
	}
}

// links checks the page's links: relative ones resolve inside the
// repository, anchors name a heading.
func (pc *pageCheck) links(p Page) {
	for _, l := range p.Links {
		t := l.Target
		if strings.Contains(t, "://") || strings.HasPrefix(t, "mailto:") {
			continue
		}
		file, frag, _ := strings.Cut(t, "#")
		target := pc.file
		if file != "" {
			target = path.Join(path.Dir(pc.file), file)
			if target == ".." || strings.HasPrefix(target, "../") || path.IsAbs(file) {
				pc.add(l.Line, "link %s points outside the repository", t)
				continue
			}
			if _, err := os.Stat(filepath.Join(pc.c.Root, filepath.FromSlash(target))); err != nil {
				pc.add(l.Line, "link %s: %s does not exist", t, target)
				continue
			}
		}
		if frag == "" || !strings.HasSuffix(target, ".md") {
			continue
		}
		heads := p.Headings
		if target != pc.file {
			src, err := os.ReadFile(filepath.Join(pc.c.Root, filepath.FromSlash(target)))
			if err != nil {
				continue
			}
			heads = Parse(src).Headings
		}
		found := false
		for _, h := range heads {
			if h == frag {
				found = true
				break
			}
		}
		if !found {
			pc.add(l.Line, "link %s: %s has no heading #%s", t, target, frag)
		}
	}
}

// needsMetaV1 reports whether validation-gen arguments load packages (not
// --docs) without --readonly-pkg k8s.io/apimachinery/pkg/apis/meta/v1. A
// synopsis (with [optional] parts) is a pattern, not a command.
func needsMetaV1(args []string, opt []bool) bool {
	pkgs := false
	for i, a := range args {
		if opt[i] {
			return false
		}
		switch {
		case a == "--docs" || strings.HasPrefix(a, "--docs="):
			return false
		case strings.Contains(a, "k8s.io/apimachinery/pkg/apis/meta/v1"):
			return false
		case !strings.HasPrefix(a, "-") && (strings.HasPrefix(a, ".") || strings.Contains(a, "/")):
			if i == 0 || !strings.HasPrefix(args[i-1], "--") || strings.Contains(args[i-1], "=") || isBoolFlag(args[i-1]) {
				pkgs = true
			}
		}
	}
	return pkgs
}

func isBoolFlag(f string) bool {
	switch f {
	case "--lint", "--lint-crd", "--crd-strict", "--crd-beta":
		return true
	}
	return false
}

type script struct {
	first int
	lines []string
}

// runScripts finds the run: scripts of a YAML block (GitHub Actions steps).
func runScripts(lines []string) []script {
	var out []script
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		t := strings.TrimLeft(strings.TrimPrefix(strings.TrimSpace(l), "- "), " ")
		rest, ok := strings.CutPrefix(t, "run:")
		if !ok {
			continue
		}
		rest = strings.TrimSpace(rest)
		if rest != "|" && rest != ">" && rest != "|-" {
			out = append(out, script{i, []string{rest}})
			continue
		}
		indent := len(l) - len(strings.TrimLeft(l, " "))
		s := script{first: i + 1}
		for i+1 < len(lines) {
			n := lines[i+1]
			if strings.TrimSpace(n) != "" && len(n)-len(strings.TrimLeft(n, " ")) <= indent {
				break
			}
			s.lines = append(s.lines, n)
			i++
		}
		out = append(out, s)
	}
	return out
}
