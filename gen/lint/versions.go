package lint

import (
	"bufio"
	"bytes"
	"fmt"
	"go/token"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// Version sync (KEP-5073 user story "adds a new version (v1beta2) of an
// API"): validation is declared on versioned types, so a type that exists
// in several versions of one API group must carry the same tags on the
// same JSON fields in each, unless an exceptions file allows the
// difference. Between packages written for controller-gen a difference is
// Info: every CRD version has a schema of its own. Each version is compared with the most mature version that
// declares the type (v1 before v1beta2 before v1beta1 before v1alpha1), and
// differences are reported at the less mature one.

// Exception allows one version-sync difference: Subject is
// "<import path>.<Type>" (the type's own tags) or
// "<import path>.<Type>.<jsonField>", naming the less mature side.
type Exception struct {
	Subject string
	Pos     token.Position
}

// ParseExceptions reads an exceptions file: one subject per line; blank
// lines and text after '#' are ignored.
func ParseExceptions(filename string, data []byte) ([]Exception, error) {
	var out []Exception
	sc := bufio.NewScanner(bytes.NewReader(data))
	for line := 1; sc.Scan(); line++ {
		text, _, _ := strings.Cut(sc.Text(), "#")
		text = strings.TrimSpace(text)
		if text == "" {
			continue
		}
		if strings.ContainsAny(text, " \t") || strings.Count(text[strings.LastIndex(text, "/")+1:], ".") < 1 {
			return nil, fmt.Errorf("%s:%d: %q: want one <import path>.<Type>[.<jsonField>] per line, e.g. example.com/apis/widgets/v1beta1.WidgetSpec.replicas", filename, line, text)
		}
		out = append(out, Exception{Subject: text, Pos: token.Position{Filename: filename, Line: line, Column: 1}})
	}
	return out, sc.Err()
}

// apiVersion orders version names: GA before beta before alpha, higher
// numbers first within each.
type apiVersion struct {
	major, level, minor int // level: 2 GA, 1 beta, 0 alpha
}

func parseVersion(name string) (apiVersion, bool) {
	m := versionPattern.FindStringSubmatch(name)
	if m == nil {
		return apiVersion{}, false
	}
	v := apiVersion{level: 2}
	major := name[1:]
	if m[1] != "" {
		var minor string
		major, minor, _ = strings.Cut(major, m[1])
		v.level = map[string]int{"alpha": 0, "beta": 1}[m[1]]
		v.minor, _ = strconv.Atoi(minor)
	}
	v.major, _ = strconv.Atoi(major)
	return v, true
}

func (a apiVersion) moreMature(b apiVersion) bool {
	if a.level != b.level {
		return a.level > b.level
	}
	if a.major != b.major {
		return a.major > b.major
	}
	return a.minor > b.minor
}

// versionGroups returns the linted version packages grouped by API group
// (parent import path), most mature first, groups of two or more only.
func versionGroups(pkgs []*model.Package) [][]*model.Package {
	byParent := map[string][]*model.Package{}
	var parents []string
	for _, p := range pkgs {
		if _, ok := parseVersion(path.Base(p.Path)); !ok {
			continue
		}
		parent := path.Dir(p.Path)
		if byParent[parent] == nil {
			parents = append(parents, parent)
		}
		byParent[parent] = append(byParent[parent], p)
	}
	sort.Strings(parents)
	var out [][]*model.Package
	for _, parent := range parents {
		g := byParent[parent]
		if len(g) < 2 {
			continue
		}
		sort.Slice(g, func(i, j int) bool {
			a, _ := parseVersion(path.Base(g[i].Path))
			b, _ := parseVersion(path.Base(g[j].Path))
			return a.moreMature(b)
		})
		out = append(out, g)
	}
	return out
}

func (l *linter) versionSync() {
	used := map[string]bool{}
	l.usedExceptions = used
	allowed := map[string]bool{}
	for _, e := range l.opts.Exceptions {
		allowed[e.Subject] = true
	}
	for _, group := range versionGroups(l.pkgs) {
		ref := map[string]*model.Named{} // type name -> most mature declaration
		for _, p := range group {
			for _, n := range p.Named {
				r, ok := ref[n.Name()]
				if !ok {
					ref[n.Name()] = n
					continue
				}
				l.syncType(r, n, allowed, used)
			}
		}
	}
}

// unusedExceptions reports the --lint-exceptions lines version-sync did
// not need.
func (l *linter) unusedExceptions() {
	for _, e := range l.opts.Exceptions {
		if !l.usedExceptions[e.Subject] {
			l.report(e.Pos, "%s matches no version-sync difference; remove the line", e.Subject)
		}
	}
}

// syncType compares n with ref, its most mature sibling.
func (l *linter) syncType(ref, n *model.Named, allowed, used map[string]bool) {
	refVersion, version := path.Base(ref.Pkg.Path), path.Base(n.Pkg.Path)
	compare := func(subject, what string, pos token.Position, want, got []tags.Tag) {
		missing, extra := tagDiff(want, got)
		if len(missing) == 0 && len(extra) == 0 {
			return
		}
		if allowed[subject] {
			used[subject] = true
			return
		}
		var diff []string
		if len(missing) > 0 {
			diff = append(diff, "only "+refVersion+" has "+strings.Join(missing, ", "))
		}
		if len(extra) > 0 {
			diff = append(diff, "only "+version+" has "+strings.Join(extra, ", "))
		}
		if validators.KubebuilderPackage(n.Pkg) && validators.KubebuilderPackage(ref.Pkg) {
			// Each version of a CRD has its own schema, which the API server
			// applies to objects sent in that version: a version may mean
			// to differ (a deprecated one without a newer rule).
			l.reportAs(Info, pos, "%s differs from %s: %s; each CRD version has its own schema, so both are enforced as written",
				what, refVersion, strings.Join(diff, "; "))
			return
		}
		l.report(pos, "%s differs from %s: %s; make the tags match, or list %s in the --lint-exceptions file",
			what, refVersion, strings.Join(diff, "; "), subject)
	}
	subject := n.Pkg.Path + "." + n.Name()
	compare(subject, "type "+n.Name(), n.Pos, ref.Tags, n.Tags)
	refFields := map[string]*model.Field{}
	for _, f := range ref.Fields {
		refFields[fieldKey(f)] = f
	}
	for _, f := range n.Fields {
		rf, ok := refFields[fieldKey(f)]
		if !ok || f.Skip {
			continue
		}
		compare(subject+"."+fieldKey(f), "field "+n.Name()+"."+fieldKey(f), f.Pos, rf.Tags, f.Tags)
	}
}

// fieldKey names a field across versions: its JSON name, or its Go name
// when inlined.
func fieldKey(f *model.Field) string {
	if f.JSONName == "" {
		return f.Name
	}
	return f.JSONName
}

// tagDiff returns the validation tags only in want and only in got, as
// written, in canonical order. Tags are compared in canonical form.
func tagDiff(want, got []tags.Tag) (missing, extra []string) {
	type entry struct{ key, text string }
	canon := func(ts []tags.Tag) []entry {
		var out []entry
		for _, t := range ts {
			if !foreign(t.Name) {
				out = append(out, entry{sameSpelling(t).String(), strings.TrimSpace(t.Text)})
			}
		}
		slices.SortFunc(out, func(a, b entry) int { return strings.Compare(a.key, b.key) })
		return out
	}
	a, b := canon(want), canon(got)
	for i, j := 0, 0; i < len(a) || j < len(b); {
		switch {
		case j == len(b) || (i < len(a) && a[i].key < b[j].key):
			missing = append(missing, a[i].text)
			i++
		case i == len(a) || b[j].key < a[i].key:
			extra = append(extra, b[j].text)
			j++
		default:
			i++
			j++
		}
	}
	return missing, extra
}

// sameSpelling returns t with bare-word payloads written as strings, down
// the chain: +k8s:format=x and +k8s:format="x" say the same thing.
func sameSpelling(t tags.Tag) tags.Tag {
	switch t.Value.Kind {
	case tags.ValueRaw:
		t.Value.Kind = tags.ValueString
	case tags.ValueTag:
		if t.Value.Tag != nil {
			inner := sameSpelling(*t.Value.Tag)
			t.Value.Tag = &inner
		}
	}
	return t
}
