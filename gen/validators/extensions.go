package validators

import (
	"bytes"
	"errors"
	"fmt"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/validate"
)

// Project-defined formats (--validation-extensions-file, Kubernetes
// v1.38, kubernetes/kubernetes#142116): YAML files, each one or more
// documents of
//
//	formats:
//	  - name: example-uri           # lower-case words joined by dashes
//	    docs: What the value holds.  # for --docs
//	    pattern: '^[a-z]+://\S+$'    # RE2, not anchored for you
//	    message: must be an absolute URI
//
// A format adds a value to +k8s:format; its errors are field.Invalid with
// the message as the whole detail and origin "format=<name>". Names are
// unique across all files, cannot redefine a built-in format and cannot
// take the "k8s-" prefix, which Kubernetes keeps for its own.

// formatNamePattern is the shape of every format name, built-in ones too.
var formatNamePattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// LoadExtensions reads the extensions files at paths (relative ones
// against dir) and returns their formats by name; nil without paths.
// Every mistake is reported as file:line:col, all of them at once.
func LoadExtensions(dir string, paths []string) (map[string]model.FormatExtension, error) {
	if len(paths) == 0 {
		return nil, nil
	}
	l := &extLoader{formats: map[string]model.FormatExtension{}}
	for _, p := range paths {
		if dir != "" && !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		l.file(p)
	}
	if len(l.errs) > 0 {
		return nil, errors.Join(l.errs...)
	}
	return l.formats, nil
}

type extLoader struct {
	formats map[string]model.FormatExtension
	errs    []error
}

func (l *extLoader) errorf(pos token.Position, format string, args ...any) {
	l.errs = append(l.errs, fmt.Errorf("%s: %s", pos, fmt.Sprintf(format, args...)))
}

func (l *extLoader) file(path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		l.errs = append(l.errs, fmt.Errorf("--validation-extensions-file: %w", err))
		return
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	for {
		var doc yaml.Node
		err := dec.Decode(&doc)
		if errors.Is(err, io.EOF) {
			return
		}
		if err != nil {
			line, msg := yamlErrorLine(err)
			l.errorf(token.Position{Filename: path, Line: line, Column: 1}, "%s; the file must be YAML with a top-level formats: list", msg)
			return
		}
		if len(doc.Content) == 1 {
			l.document(path, doc.Content[0])
		}
	}
}

// yamlErrorLine splits the line number off a YAML syntax error.
func yamlErrorLine(err error) (int, string) {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if n, tail, ok := strings.Cut(rest, ": "); ok {
			if line, err := strconv.Atoi(n); err == nil {
				return line, tail
			}
		}
	}
	return 1, msg
}

func nodePos(path string, n *yaml.Node) token.Position {
	return token.Position{Filename: path, Line: n.Line, Column: n.Column}
}

func (l *extLoader) document(path string, root *yaml.Node) {
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return // an empty document
	}
	if root.Kind != yaml.MappingNode {
		l.errorf(nodePos(path, root), "an extensions document is a mapping with the key formats:, not a %s", kindName(root))
		return
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		if k.Value != "formats" {
			l.errorf(nodePos(path, k), "unknown key %q; an extensions document has only formats:", k.Value)
			continue
		}
		if v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
			continue
		}
		if v.Kind != yaml.SequenceNode {
			l.errorf(nodePos(path, v), "formats: must be a list of {name, docs, pattern, message}, not a %s", kindName(v))
			continue
		}
		for j, item := range v.Content {
			l.format(path, j, item)
		}
	}
}

// formatKeys are the keys of one format, all required.
var formatKeys = []string{"name", "docs", "pattern", "message"}

func (l *extLoader) format(path string, index int, n *yaml.Node) {
	where := fmt.Sprintf("formats[%d]", index)
	if n.Kind != yaml.MappingNode {
		l.errorf(nodePos(path, n), "%s must be a mapping with the keys %s, not a %s", where, strings.Join(formatKeys, ", "), kindName(n))
		return
	}
	vals := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		switch {
		case !slices.Contains(formatKeys, k.Value):
			l.errorf(nodePos(path, k), "%s: unknown key %q; a format has the keys %s", where, k.Value, strings.Join(formatKeys, ", "))
		case vals[k.Value] != nil:
			l.errorf(nodePos(path, k), "%s: %s is given twice", where, k.Value)
		case v.Kind != yaml.ScalarNode || v.Tag == "!!null":
			l.errorf(nodePos(path, v), "%s: %s must be a string", where, k.Value)
			vals[k.Value] = v
		default:
			vals[k.Value] = v
		}
	}
	for _, k := range formatKeys {
		if v := vals[k]; v == nil || v.Kind == yaml.ScalarNode && v.Value == "" && v.Tag != "!!null" {
			l.errorf(nodePos(path, n), "%s: %s is required%s", where, k, requiredWhy[k])
		}
	}
	get := func(k string) string {
		if v := vals[k]; v != nil && v.Kind == yaml.ScalarNode && v.Tag != "!!null" {
			return v.Value
		}
		return ""
	}
	f := model.FormatExtension{Name: get("name"), Docs: get("docs"), Pattern: get("pattern"), Message: get("message"), Pos: nodePos(path, n)}
	if f.Name != "" {
		namePos := nodePos(path, vals["name"])
		switch {
		case !formatNamePattern.MatchString(f.Name):
			l.errorf(namePos, "format name %q must be lower-case letters and digits, with dashes between words (%s)", f.Name, formatNamePattern)
		case validate.FormatNames[f.Name] != "":
			l.errorf(namePos, "%q is a built-in format and cannot be redefined; choose another name", f.Name)
		case f.Name == "k8s" || strings.HasPrefix(f.Name, "k8s-"):
			l.errorf(namePos, "format name %q uses the prefix \"k8s-\", which is reserved for Kubernetes' own formats; choose another name", f.Name)
		default:
			if prev, dup := l.formats[f.Name]; dup {
				l.errorf(namePos, "format %q is already declared at %s; each name is declared once across all extensions files", f.Name, prev.Pos)
			}
		}
	}
	if f.Pattern != "" {
		if _, err := regexp.Compile(f.Pattern); err != nil {
			l.errorf(nodePos(path, vals["pattern"]), "pattern %q does not compile: %v (RE2 syntax; in YAML, single-quote patterns so that backslashes stay literal)", f.Pattern, err)
		}
	}
	if _, dup := l.formats[f.Name]; f.Name != "" && !dup {
		l.formats[f.Name] = f
	}
}

var requiredWhy = map[string]string{
	"name":    ", the value written in +k8s:format=<name>",
	"docs":    ", what the value holds (shown by --docs)",
	"pattern": ", the RE2 expression a value must match (not anchored for you: write ^ and $)",
	"message": ", the error detail users see (it says what a valid value looks like)",
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "mapping"
	case yaml.SequenceNode:
		return "list"
	case yaml.AliasNode:
		return "alias"
	}
	return "scalar"
}
