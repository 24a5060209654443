// Command differential compares the validation this repository's
// validation-gen generates with what upstream's (k8s.io/code-generator's)
// generates, on random API types and random object pairs. It is run by
// hack/upstream-differential.sh, which builds the two binaries.
//
// For every case it writes the same types into two packages of a scratch
// module (up/cN, our/cN), generates each with one binary, and builds a driver
// that validates the same random creates and updates with both and compares
// the field.ErrorList entry for entry.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

var (
	version  = flag.String("version", "v0.37.2", "release of upstream's validation-gen (its code-generator module); the scratch module uses the same k8s.io/apimachinery")
	seed     = flag.Int64("seed", 1, "seed of the random types and values")
	n        = flag.Int("n", 100, "cases (random packages)")
	first    = flag.Int("first", 0, "index of the first case (to rerun one: -first=K -n=1)")
	work     = flag.String("work", "", "scratch directory (required)")
	ours     = flag.String("ours", "", "this repository's validation-gen binary")
	upstream = flag.String("upstream", "", "upstream's validation-gen binary")
	repo     = flag.String("repo", "", "this repository's root (the scratch module replaces github.com/kubedv/kubedv with it)")
	batch    = flag.Int("batch", 150, "cases per generator run and driver")
	pairs    = flag.Int("pairs", 200, "object pairs validated per case")
	known    = flag.String("known", "", "file of known differences: lines NAME<TAB>REGEXP<TAB>REASON; a case whose types match REGEXP is not a failure")
	verbose  = flag.Bool("v", false, "print each generator run")
	undef    = flag.Bool("undefined-options", false, "leave options undefined in some operations (ours reports those internal errors differently)")
)

type knownDiff struct {
	name   string
	re     *regexp.Regexp
	reason string
}

type stats struct {
	cases, upRefused, bothRefused, upNoCompile, compared, pairs int
	mismatched, known, upPanics                                 int
	oursRefused, oursNoCompile                                  []string
}

func main() {
	flag.Parse()
	if *work == "" || *ours == "" || *upstream == "" || *repo == "" {
		fmt.Fprintln(os.Stderr, "differential: -work, -ours, -upstream and -repo are required")
		os.Exit(2)
	}
	knowns := readKnown(*known)
	mod := filepath.Join(*work, "mod")
	if err := setupModule(mod); err != nil {
		fmt.Fprintln(os.Stderr, "differential:", err)
		os.Exit(2)
	}
	var st stats
	for start := *first; start < *first+*n; start += *batch {
		end := min(start+*batch, *first+*n)
		runBatch(mod, start, end, knowns, &st)
	}
	fmt.Printf("SUMMARY version=%s seed=%d cases=%d upstream-refused=%d (both refused %d) upstream-no-compile=%d compared=%d pairs=%d mismatched-cases=%d known-difference-cases=%d ours-refused-upstream-accepted=%d ours-no-compile=%d upstream-panicking-pairs=%d\n",
		*version, *seed, st.cases, st.upRefused, st.bothRefused, st.upNoCompile, st.compared, st.pairs, st.mismatched, st.known, len(st.oursRefused), len(st.oursNoCompile), st.upPanics)
	if st.mismatched > 0 || len(st.oursRefused) > 0 || len(st.oursNoCompile) > 0 {
		os.Exit(1)
	}
}

func readKnown(path string) []knownDiff {
	if path == "" {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "differential:", err)
		os.Exit(2)
	}
	defer f.Close()
	var out []knownDiff
	s := bufio.NewScanner(f)
	for s.Scan() {
		line := s.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.SplitN(line, "\t", 3)
		if len(parts) != 3 {
			fmt.Fprintf(os.Stderr, "differential: %s: want NAME<TAB>REGEXP<TAB>REASON: %q\n", path, line)
			os.Exit(2)
		}
		out = append(out, knownDiff{parts[0], regexp.MustCompile(parts[1]), parts[2]})
	}
	return out
}

// caseName names case i's package: "alpha" in the last element of its
// path lets upstream's lint accept tags of every stability.
func caseName(i int) string { return fmt.Sprintf("c%05dalpha", i) }

// caseRand is the source of case i's types: each case can be redrawn alone.
func caseRand(i int) *rand.Rand { return rand.New(rand.NewSource(*seed*1_000_003 + int64(i))) }

func setupModule(mod string) error {
	if err := os.MkdirAll(mod, 0o755); err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(mod, "go.sum")); err == nil {
		return nil
	}
	self, err := filepath.Abs(filepath.Join(*repo, "hack", "differential"))
	if err != nil {
		return err
	}
	gomod := fmt.Sprintf(`module difftest

go 1.26.0

require (
	k8s.io/apimachinery %s
	github.com/kubedv/kubedv v0.0.0
	github.com/kubedv/kubedv/hack/differential v0.0.0
)

replace github.com/kubedv/kubedv => %s

replace github.com/kubedv/kubedv/hack/differential => %s
`, *version, *repo, self)
	if !strings.HasPrefix(*version, "v0.37.") {
		// structured-merge-diff/v7@v7.0.1 (apimachinery v0.38's) has no source
		// zip on the module proxy; v7.0.0 has the API apimachinery uses.
		gomod += "\nreplace sigs.k8s.io/structured-merge-diff/v7 => sigs.k8s.io/structured-merge-diff/v7 v7.0.0\n"
	}
	if err := os.WriteFile(filepath.Join(mod, "go.mod"), []byte(gomod), 0o644); err != nil {
		return err
	}
	// A placeholder that imports what the driver imports, so tidy records
	// the modules; upstream's generated code imports only more packages of
	// k8s.io/apimachinery, whose checksums those already are.
	os.MkdirAll(filepath.Join(mod, "deps"), 0o755)
	os.WriteFile(filepath.Join(mod, "deps", "deps.go"), []byte(`package deps

import (
	_ "github.com/kubedv/kubedv/hack/differential/difflib"
	_ "github.com/kubedv/kubedv/validate"
	_ "k8s.io/apimachinery/pkg/api/equality"
	_ "k8s.io/apimachinery/pkg/api/operation"
	_ "k8s.io/apimachinery/pkg/runtime"
	_ "k8s.io/apimachinery/pkg/util/validation/field"
)
`), 0o644)
	os.WriteFile(filepath.Join(mod, "hdr.txt"), []byte("/*\nCopyright.\n*/\n"), 0o644)
	cmd := exec.Command("go", "mod", "tidy", "-e")
	cmd.Dir = mod
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("go mod tidy: %v\n%s", err, out)
	}
	return nil
}

const docTemplate = `// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil

// Package %s is a differential case (seed %d).
package %s
`

func writeCase(mod, side, name, body string) error {
	dir := filepath.Join(mod, side, name)
	os.RemoveAll(dir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "doc.go"), []byte(fmt.Sprintf(docTemplate, name, *seed, name)), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "types.go"), []byte("package "+name+"\n\n"+body), 0o644)
}

type caseInfo struct {
	name, body string
	options    []string
	known      string
	upHas      bool
	ourHas     bool
}

func runBatch(mod string, start, end int, knowns []knownDiff, st *stats) {
	var cs []*caseInfo
	for i := start; i < end; i++ {
		body, opts := newCase(caseRand(i), !strings.HasPrefix(*version, "v0.37."))
		c := &caseInfo{name: caseName(i), body: body, options: opts}
		for _, k := range knowns {
			if k.re.MatchString(body) {
				c.known = k.name + ": " + k.reason
				break
			}
		}
		for _, side := range []string{"up", "our"} {
			if err := writeCase(mod, side, c.name, body); err != nil {
				fmt.Fprintln(os.Stderr, "differential:", err)
				os.Exit(2)
			}
		}
		cs = append(cs, c)
	}
	st.cases += len(cs)
	names := func(side string, l []*caseInfo) []string {
		var out []string
		for _, c := range l {
			out = append(out, "./"+side+"/"+c.name)
		}
		return out
	}
	oursRefused := generate(mod, *ours, "our", names("our", cs))
	var rest, refusedByUs []*caseInfo
	for _, c := range cs {
		if oursRefused[c.name] != "" {
			refusedByUs = append(refusedByUs, c)
		} else {
			rest = append(rest, c)
		}
	}
	upRefused := generate(mod, *upstream, "up", names("up", rest))
	for _, c := range refusedByUs {
		if msg := generate(mod, *upstream, "up", names("up", []*caseInfo{c}))[c.name]; msg != "" {
			st.upRefused++
			st.bothRefused++
			continue
		}
		st.oursRefused = append(st.oursRefused, c.name)
		fmt.Printf("MISMATCH %s: ours refuses what upstream accepts:\n%s  types:\n%s\n", c.name, indent(oursRefused[c.name]), indent(c.body))
	}
	var gen []*caseInfo
	for _, c := range rest {
		if upRefused[c.name] != "" {
			st.upRefused++
			if *verbose {
				fmt.Printf("skip %s: upstream refuses: %s\n", c.name, firstLine(upRefused[c.name]))
			}
			continue
		}
		gen = append(gen, c)
	}
	// Compile both sides; a package upstream generated that does not build
	// is skipped, one of ours is a mismatch.
	broken := compile(mod, append(names("up", gen), names("our", gen)...))
	var cmp []*caseInfo
	for _, c := range gen {
		if msg := broken["up/"+c.name]; msg != "" {
			st.upNoCompile++
			if *verbose {
				fmt.Printf("skip %s: upstream's code does not compile: %s\n", c.name, firstLine(msg))
			}
			continue
		}
		if msg := broken["our/"+c.name]; msg != "" {
			if c.known != "" {
				st.known++
				fmt.Printf("KNOWN %s (%s): our code does not compile\n", c.name, c.known)
				continue
			}
			st.oursNoCompile = append(st.oursNoCompile, c.name)
			fmt.Printf("MISMATCH %s: our generated code does not compile:\n%s  types:\n%s\n", c.name, indent(msg), indent(c.body))
			continue
		}
		cmp = append(cmp, c)
	}
	if len(cmp) == 0 {
		return
	}
	st.compared += len(cmp)
	drv := filepath.Join(mod, "drv", fmt.Sprintf("b%05d", start))
	os.RemoveAll(drv)
	os.MkdirAll(drv, 0o755)
	os.WriteFile(filepath.Join(drv, "main.go"), []byte(driver(mod, cmp)), 0o644)
	cmd := exec.Command("go", "run", "./"+filepath.ToSlash(must(filepath.Rel(mod, drv))), fmt.Sprint(*seed), fmt.Sprint(*pairs), fmt.Sprint(*undef))
	cmd.Dir = mod
	out, _ := cmd.CombinedOutput()
	res := regexp.MustCompile(`RESULT cases=(\d+) pairs=(\d+) mismatched_cases=(\d+) mismatched_pairs=\d+ known_cases=(\d+) upstream_panics=(\d+)`).FindStringSubmatch(string(out))
	if res == nil {
		fmt.Printf("driver %s failed:\n%s\n", drv, out)
		os.Exit(2)
	}
	if rest := strings.TrimSuffix(strings.Replace(string(out), res[0]+"\n", "", 1), "exit status 1\n"); rest != "" {
		fmt.Print(rest)
	}
	fmt.Printf("batch %d-%d: %s\n", start, end-1, res[0])
	st.pairs += atoi(res[2])
	st.mismatched += atoi(res[3])
	st.known += atoi(res[4])
	st.upPanics += atoi(res[5])
}

func must(s string, err error) string {
	if err != nil {
		panic(err)
	}
	return s
}

func atoi(s string) int {
	var n int
	fmt.Sscan(s, &n)
	return n
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n    ") + "\n"
}

var casePath = regexp.MustCompile(`(?:^|[/\s"'])(up|our)/(c\d{5}alpha)`)

// generate runs a generator over pkgs (./side/cN) and returns the cases it
// refused, with its message. A refusal that names a case drops that case
// and the rest is run again; one that names none is bisected.
func generate(mod, bin, side string, pkgs []string) map[string]string {
	refused := map[string]string{}
	var run func(pkgs []string)
	run = func(pkgs []string) {
		for len(pkgs) > 0 {
			for _, p := range pkgs {
				os.Remove(filepath.Join(mod, p, "zz_generated.validations.go"))
			}
			args := append([]string{"--output-file", "zz_generated.validations.go", "--go-header-file", "hdr.txt"}, pkgs...)
			cmd := exec.Command(bin, args...)
			cmd.Dir = mod
			out, err := cmd.CombinedOutput()
			if *verbose {
				fmt.Printf("%s: %d packages: err=%v\n", filepath.Base(bin), len(pkgs), err)
			}
			if err == nil {
				return
			}
			named := map[string]bool{}
			for _, m := range casePath.FindAllStringSubmatch(string(out), -1) {
				if m[1] == side {
					named[m[2]] = true
				}
			}
			if len(pkgs) == 1 {
				refused[strings.TrimPrefix(pkgs[0], "./"+side+"/")] = string(out)
				return
			}
			if len(named) == 0 {
				h := len(pkgs) / 2
				run(pkgs[:h])
				run(pkgs[h:])
				return
			}
			var next []string
			for _, p := range pkgs {
				name := strings.TrimPrefix(p, "./"+side+"/")
				if named[name] {
					refused[name] = string(out)
				} else {
					next = append(next, p)
				}
			}
			if len(next) == len(pkgs) {
				h := len(pkgs) / 2
				run(pkgs[:h])
				run(pkgs[h:])
				return
			}
			pkgs = next
		}
	}
	run(pkgs)
	return refused
}

// compile builds pkgs and returns the ones that failed ("up/cN", "our/cN")
// with the compiler's message.
func compile(mod string, pkgs []string) map[string]string {
	broken := map[string]string{}
	for len(pkgs) > 0 {
		cmd := exec.Command("go", append([]string{"build"}, pkgs...)...)
		cmd.Dir = mod
		out, err := cmd.CombinedOutput()
		if err == nil {
			return broken
		}
		cur := ""
		found := map[string]bool{}
		for _, line := range strings.Split(string(out), "\n") {
			if m := regexp.MustCompile(`^# difftest/((?:up|our)/c\d{5}alpha)`).FindStringSubmatch(line); m != nil {
				cur = m[1]
				found[cur] = true
				continue
			}
			if m := casePath.FindStringSubmatch(line); m != nil && cur == "" {
				cur = m[1] + "/" + m[2]
				found[cur] = true
			}
			if cur != "" {
				broken[cur] += line + "\n"
			}
		}
		if len(found) == 0 {
			fmt.Printf("go build failed and named no case:\n%s\n", out)
			os.Exit(2)
		}
		var next []string
		for _, p := range pkgs {
			if !found[strings.TrimPrefix(p, "./")] {
				next = append(next, p)
			}
		}
		pkgs = next
	}
	return broken
}

func driver(mod string, cs []*caseInfo) string {
	var b strings.Builder
	b.WriteString("// Code generated by hack/differential. DO NOT EDIT.\n\npackage main\n\nimport (\n\t\"context\"\n\t\"os\"\n\t\"strconv\"\n\t\"unsafe\"\n\n")
	b.WriteString("\t\"k8s.io/apimachinery/pkg/api/operation\"\n\t\"k8s.io/apimachinery/pkg/util/validation/field\"\n\n\t\"github.com/kubedv/kubedv/hack/differential/difflib\"\n")
	sort.Slice(cs, func(i, j int) bool { return cs[i].name < cs[j].name })
	for _, c := range cs {
		c.upHas = hasRootFunc(filepath.Join(mod, "up", c.name))
		c.ourHas = hasRootFunc(filepath.Join(mod, "our", c.name))
		ourAlias := "our_" + c.name
		if !c.ourHas {
			ourAlias = "_"
		}
		fmt.Fprintf(&b, "\tup_%s \"difftest/up/%s\"\n\t%s \"difftest/our/%s\"\n", c.name, c.name, ourAlias, c.name)
	}
	b.WriteString(")\n\nvar _ = unsafe.Pointer(nil)\nvar _ context.Context\nvar _ operation.Operation\nvar _ field.ErrorList\n\nfunc init() {\n")
	for _, c := range cs {
		upHas, ourHas := c.upHas, c.ourHas
		upFn, ourFn := "nil", "nil"
		if upHas {
			upFn = fmt.Sprintf("up_%s.Validate_Root(ctx, op, nil, obj.(*up_%s.Root), old.(*up_%s.Root))", c.name, c.name, c.name)
		}
		if ourHas {
			ourFn = fmt.Sprintf("our_%s.Validate_Root(ctx, op, nil, (*our_%s.Root)(unsafe.Pointer(obj.(*up_%s.Root))), (*our_%s.Root)(unsafe.Pointer(old.(*up_%s.Root))))", c.name, c.name, c.name, c.name, c.name)
		}
		fmt.Fprintf(&b, "\tdifflib.Register(difflib.Case{Name: %q, Known: %q, Options: %#v, Source: %q,\n", c.name, c.known, c.options, c.body)
		fmt.Fprintf(&b, "\t\tNew: func() any { return new(up_%s.Root) },\n", c.name)
		fmt.Fprintf(&b, "\t\tUp: func(ctx context.Context, op operation.Operation, obj, old any) field.ErrorList { return %s },\n", upFn)
		fmt.Fprintf(&b, "\t\tOur: func(ctx context.Context, op operation.Operation, obj, old any) field.ErrorList { return %s },\n\t})\n", ourFn)
	}
	b.WriteString("}\n\nfunc main() {\n\tseed, _ := strconv.ParseInt(os.Args[1], 10, 64)\n\tpairs, _ := strconv.Atoi(os.Args[2])\n\tdifflib.UndefinedOptions = os.Args[3] == \"true\"\n\tdifflib.Main(seed, pairs)\n}\n")
	return b.String()
}

func hasRootFunc(dir string) bool {
	data, err := os.ReadFile(filepath.Join(dir, "zz_generated.validations.go"))
	return err == nil && strings.Contains(string(data), "func Validate_Root(")
}
