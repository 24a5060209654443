package openapigen

import (
	"bytes"
	"fmt"
	"strings"
)

// Kubernetes v1.37's openapi-gen reads its tags with a plain
// "+key=value" scan of comment lines; its output depends on exactly that
// reading (a value runs to the end of the line, a repeated key collects
// values), so it is kept here rather than the stricter gen/tags grammar.
// v1.38's reads them with gengo's function-style parser (functags.go).
// The universe's tag methods below choose by the target tree's release.

// tagValues maps each "+key" of lines to its values, in order (v1.37).
func tagValues(lines []string) map[string][]string {
	out := map[string][]string{}
	for _, line := range lines {
		line = strings.Trim(line, " ")
		if !strings.HasPrefix(line, "+") {
			continue
		}
		key, value, _ := strings.Cut(line[1:], "=")
		out[key] = append(out[key], value)
	}
	return out
}

// tags returns the values of the tags names in lines, by name, as the
// target release's openapi-gen reads them; only v1.38 has errors.
func (u *universe) tags(lines []string, names ...string) (map[string][]string, error) {
	if u.rel.OpenAPIGenParsesTagsFunctionStyle() {
		return funcTagValues(lines, names)
	}
	all := tagValues(lines)
	out := map[string][]string{}
	for _, n := range names {
		if vs, ok := all[n]; ok {
			out[n] = vs
		}
	}
	return out, nil
}

// hasAnyTag: lines carry one of names.
func (u *universe) hasAnyTag(lines []string, names ...string) (bool, error) {
	tags, err := u.tags(lines, names...)
	return len(tags) > 0, err
}

// stop records an error upstream's openapi-gen exits on where it meets
// it (klog.Fatalf); Generate returns the first once the walk is done.
func (u *universe) stop(err error) {
	if u.fatal == nil {
		u.fatal = err
	}
}

const openAPIGenTag = "k8s:openapi-gen"

// openAPIGenValues are the values of the +k8s:openapi-gen tags of lines.
func (u *universe) openAPIGenValues(lines []string) []string {
	tags, err := u.tags(lines, openAPIGenTag)
	if err != nil {
		u.stop(fmt.Errorf("invalid %s tag: %v", openAPIGenTag, err))
	}
	return tags[openAPIGenTag]
}

func (u *universe) hasOpenAPIGenValue(lines []string, value string) bool {
	for _, v := range u.openAPIGenValues(lines) {
		if v == value {
			return true
		}
	}
	return false
}

// singleTag is a tag's only value ("" without it), an error when repeated.
func (u *universe) singleTag(lines []string, key string) (string, error) {
	tags, err := u.tags(lines, key)
	if err != nil {
		return "", err
	}
	vs := tags[key]
	switch len(vs) {
	case 0:
		return "", nil
	case 1:
		return vs[0], nil
	}
	return "", fmt.Errorf("multiple values are not allowed for tag %s", key)
}

// modelPackageTag reads +k8s:openapi-model-package=<name>: "" without it,
// the first when given twice (as upstream).
func modelPackageTag(lines []string) string {
	var found []string
	for _, line := range lines {
		line = strings.TrimSpace(line)
		rest, ok := strings.CutPrefix(line, "+k8s:openapi-model-package")
		if !ok || (rest != "" && rest[0] != '=') {
			continue
		}
		found = append(found, strings.TrimSpace(strings.TrimPrefix(rest, "=")))
	}
	if len(found) == 0 {
		return ""
	}
	return found[0]
}

// description is the doc comment as OpenAPI text: tag lines and one-line
// TODOs dropped, everything after a "---" line left out, paragraphs kept,
// indented lines kept on lines of their own.
func description(lines []string) string {
	var b bytes.Buffer
	dropLast := func() {
		if b.Len() > 0 {
			b.Truncate(b.Len() - 1)
		}
	}
	for _, line := range lines {
		if line == "---" {
			break
		}
		line = strings.TrimRight(line, " ")
		leading := strings.TrimLeft(line, " ")
		switch {
		case line == "":
			dropLast()
			b.WriteString("\n\n")
		case strings.HasPrefix(leading, "TODO"), strings.HasPrefix(leading, "+"):
		case strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t"):
			dropLast()
			b.WriteString("\n" + line + "\n")
		default:
			b.WriteString(line + " ")
		}
	}
	return strings.TrimSpace(b.String())
}
