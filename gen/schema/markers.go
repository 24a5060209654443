package schema

import (
	"fmt"
	"go/token"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// posError is an error at a source position; its text starts with
// file:line:col like every generator error.
type posError struct {
	Pos token.Position
	Msg string
}

func (e *posError) Error() string { return fmt.Sprintf("%s: %s", e.Pos, e.Msg) }

// At returns the position and the message, for callers that report the
// error as a lint finding (--lint-crd).
func (e *posError) At() (token.Position, string) { return e.Pos, e.Msg }

func errorAt(pos token.Position, format string, args ...any) error {
	return &posError{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// marker is a parsed +name:args comment line such as
// +kubebuilder:resource:path=widgets,scope=Cluster.
type marker struct {
	Name string // kubebuilder:resource
	Args map[string]string
	Pos  token.Position
}

// markerLine parses line when it starts with prefix (for example
// "+kubebuilder:printcolumn"). Arguments follow a ':' and are comma
// separated key=value pairs, read as controller-gen reads them: blanks
// between tokens are skipped; a value is a Go string ("..." or `...`), a
// list in braces ({a,b} or {"a","b"}, kept as "a;b" like controller-gen's
// other list spelling a;b), or the bare text up to the next ','.
func markerLine(line tags.Line, prefix string) (marker, bool, error) {
	text := line.Text
	if text != prefix && !strings.HasPrefix(text, prefix+":") && !strings.HasPrefix(text, prefix+"=") {
		return marker{}, false, nil
	}
	m := marker{Name: strings.TrimPrefix(prefix, "+"), Args: map[string]string{}, Pos: line.Pos}
	rest := strings.TrimPrefix(text, prefix)
	if rest == "" {
		return m, true, nil
	}
	rest = strings.TrimLeft(rest[1:], " \t")
	for len(rest) > 0 {
		key, after, ok := strings.Cut(rest, "=")
		key = strings.TrimSpace(key)
		if !ok || key == "" || strings.ContainsAny(key, ",\"`{} ") {
			return m, true, errorAt(line.Pos, "cannot read %s: want key=value pairs separated by ','", text)
		}
		value, after, err := markerValue(strings.TrimLeft(after, " \t"))
		if err != nil {
			return m, true, errorAt(line.Pos, "cannot read %s: %v for %s", text, err, key)
		}
		after = strings.TrimLeft(after, " \t")
		if after != "" && after[0] != ',' {
			return m, true, errorAt(line.Pos, "cannot read %s: expected ',' after the value of %s", text, key)
		}
		m.Args[strings.ToLower(key)] = value
		rest = strings.TrimLeft(strings.TrimPrefix(after, ","), " \t")
	}
	return m, true, nil
}

// markerValue reads one argument value at the start of s and returns it
// with the text after it. A quoted string followed by ';' starts a list
// in controller-gen's other spelling ("a";"b", or "a";b), kept as "a;b".
func markerValue(s string) (value, after string, err error) {
	if strings.HasPrefix(s, `"`) || strings.HasPrefix(s, "`") {
		first, rest, err := markerScalar(s)
		if err != nil || !strings.HasPrefix(rest, ";") {
			return first, rest, err
		}
		items := []string{first}
		for strings.HasPrefix(rest, ";") {
			rest = rest[1:]
			var item string
			if strings.HasPrefix(rest, `"`) || strings.HasPrefix(rest, "`") {
				if item, rest, err = markerScalar(rest); err != nil {
					return "", "", err
				}
			} else {
				end := strings.IndexAny(rest, ",;")
				if end < 0 {
					end = len(rest)
				}
				item, rest = strings.TrimSpace(rest[:end]), rest[end:]
			}
			items = append(items, item)
		}
		for _, item := range items {
			if item == "" || strings.Contains(item, ";") {
				return "", "", fmt.Errorf("invalid list item %q", item)
			}
		}
		return strings.Join(items, ";"), rest, nil
	}
	return markerScalar(s)
}

// markerScalar reads one value at the start of s: a quoted or raw string,
// a {...} list, or the bare text up to the next ','.
func markerScalar(s string) (value, after string, err error) {
	switch {
	case strings.HasPrefix(s, `"`):
		q, err := strconv.QuotedPrefix(s)
		if err != nil {
			return "", "", fmt.Errorf("unterminated quoted value")
		}
		value, _ = strconv.Unquote(q)
		return value, s[len(q):], nil
	case strings.HasPrefix(s, "`"):
		end := strings.IndexByte(s[1:], '`')
		if end < 0 {
			return "", "", fmt.Errorf("unterminated `...` value")
		}
		return s[1 : 1+end], s[2+end:], nil
	case strings.HasPrefix(s, "{"):
		var items []string
		rest := strings.TrimLeft(s[1:], " \t")
		for !strings.HasPrefix(rest, "}") {
			if rest == "" {
				return "", "", fmt.Errorf("unterminated {...} list")
			}
			var item string
			if strings.HasPrefix(rest, `"`) || strings.HasPrefix(rest, "`") {
				if item, rest, err = markerScalar(rest); err != nil {
					return "", "", err
				}
			} else {
				end := strings.IndexAny(rest, ",}")
				if end < 0 {
					return "", "", fmt.Errorf("unterminated {...} list")
				}
				item, rest = strings.TrimSpace(rest[:end]), rest[end:]
			}
			if item == "" || strings.Contains(item, ";") {
				return "", "", fmt.Errorf("invalid list item %q", item)
			}
			items = append(items, item)
			rest = strings.TrimLeft(rest, " \t")
			if strings.HasPrefix(rest, ",") {
				rest = strings.TrimLeft(rest[1:], " \t")
			} else if !strings.HasPrefix(rest, "}") {
				return "", "", fmt.Errorf("expected ',' or '}' in the {...} list")
			}
		}
		return strings.Join(items, ";"), rest[1:], nil
	}
	end := strings.IndexByte(s, ',')
	if end < 0 {
		end = len(s)
	}
	return strings.TrimSpace(s[:end]), s[end:], nil
}

// markers returns every marker with prefix on the lines.
func markers(lines []tags.Line, prefix string) ([]marker, error) {
	var out []marker
	for _, l := range lines {
		m, ok, err := markerLine(l, prefix)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, m)
		}
	}
	return out, nil
}

// groupName reads +groupName=... from the package comments of p. found is
// false when no file declares one.
func groupName(p *model.Package, fset *token.FileSet) (name string, pos token.Position, found bool, err error) {
	name, pos, found, err = packageMarker(p, fset, "groupName")
	if err == nil && found && (name == "" || strings.ContainsAny(name, " /")) {
		return "", pos, false, errorAt(pos, "+groupName=%q is not an API group; write a DNS name such as example.com", name)
	}
	return name, pos, found, err
}

// versionName returns the CRD version of a package: its +versionName=
// (as controller-gen reads it) or else the package name.
func versionName(p *model.Package, fset *token.FileSet) (string, error) {
	name, pos, found, err := packageMarker(p, fset, "versionName")
	if err != nil {
		return "", err
	}
	if !found {
		if !kubeVersion.MatchString(p.Name) {
			return "", fmt.Errorf("%s: package %s is named %q, not an API version such as v1 or v1beta1; the CRD version is the package name (or write +versionName=v1 above the package clause)", p.Dir, p.Path, p.Name)
		}
		return p.Name, nil
	}
	if !kubeVersion.MatchString(name) {
		return "", errorAt(pos, "+versionName=%s is not an API version such as v1 or v1beta1", name)
	}
	return name, nil
}

// packageMarker reads +<marker>=<value> from the package comments of p;
// two different values are an error.
func packageMarker(p *model.Package, fset *token.FileSet, marker string) (name string, pos token.Position, found bool, err error) {
	for _, f := range p.Files {
		_, lines, _ := tags.Extract(fset, tags.PackageComments(f)...)
		for _, l := range lines {
			v, ok := strings.CutPrefix(l.Text, "+"+marker+"=")
			if !ok {
				continue
			}
			if found && v != name {
				return "", l.Pos, false, errorAt(l.Pos, "+%s=%s conflicts with +%s=%s at %s; keep one", marker, v, marker, name, pos)
			}
			name, pos, found = v, l.Pos, true
		}
	}
	return name, pos, found, nil
}
