package openapi

import (
	"bytes"
	"fmt"
	"strings"
)

// Upstream reads its tags with a plain "+key=value" scan of comment
// lines; openapi-gen's output depends on exactly that reading (a value
// runs to the end of the line, a repeated key collects values), so it is
// kept here rather than the stricter gen/tags grammar.

// tagValues maps each "+key" of lines to its values, in order.
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

func hasTag(lines []string, key string) bool {
	return tagValues(lines)[key] != nil
}

const openAPIGenTag = "k8s:openapi-gen"

func hasOpenAPIGenValue(lines []string, value string) bool {
	for _, v := range tagValues(lines)[openAPIGenTag] {
		if v == value {
			return true
		}
	}
	return false
}

// singleTag is a tag's only value ("" without it), an error when repeated.
func singleTag(lines []string, key string) (string, error) {
	vs := tagValues(lines)[key]
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
