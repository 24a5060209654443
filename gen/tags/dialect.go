package tags

import (
	"go/token"
	"strings"
)

// controller-gen's other markers (+kubebuilder:validation:Minimum=1,
// +listType=map, +optional, +kubebuilder:default={a: 1}) are comment lines
// (Line) to this package: whether they mean anything depends on the
// package (a Kubernetes package writes +optional and +listType for other
// tools). The validators decide that and parse the lines they read here,
// so that every marker has one reader and positioned errors.

// MarkerName returns which of names the marker line l is: the longest name
// such that l is +<name> followed by the end, '=' or ':'.
func MarkerName(l Line, names []string) (string, bool) {
	rest, ok := strings.CutPrefix(l.Text, markerPrefix)
	if !ok {
		return "", false
	}
	best := ""
	for _, n := range names {
		after, ok := strings.CutPrefix(rest, n)
		if ok && len(n) > len(best) && (after == "" || after[0] == '=' || after[0] == ':') {
			best = n
		}
	}
	return best, best != ""
}

// ParseMarker parses the controller-gen marker line l called name (as
// MarkerName found it) into a Tag with Marker set:
//
//	+name                  no value (a flag, such as +optional)
//	+name=value            (or +name:=value) Value is the text after '=' as written (ValueRaw,
//	                       spaces around it trimmed); its syntax depends on
//	                       the marker (a number, a ';' list, {a: 1}), so the
//	                       marker's reader interprets it
//	+name:key=v,key2="w"   named arguments, as for XValidation
func ParseMarker(l Line, name string) (Tag, error) {
	line := l.Text
	p := lineParser{line: line, base: l.Pos, outer: line}
	i := len(markerPrefix) + len(name)
	if strings.HasPrefix(line[i:], ":=") {
		i++ // controller-gen reads +name:=value as +name=value
	}
	if i < len(line) && line[i] == ':' {
		t, _, err := p.parseMarker(name, 0)
		return t, err
	}
	t := Tag{Name: name, Marker: true, Pos: l.Pos, Text: line}
	if i == len(line) {
		return t, nil
	}
	// line[i] is '=' (MarkerName checked it).
	start := p.skipSpace(i + 1)
	if start == len(line) {
		return Tag{}, p.errorAt(i, "expected a value after '='; write +%s=<value>", name)
	}
	t.Value = Value{Kind: ValueRaw, Text: strings.TrimRight(line[start:], " \t"), Pos: p.posAt(start)}
	return t, nil
}

// MarkerString reads a controller-gen string value: "double-quoted" (Go
// escapes), `raw`, or a bare word taken as written.
func MarkerString(v Value) (string, error) {
	return markerString(v.Text, v.Pos)
}

func markerString(text string, pos token.Position) (string, error) {
	if text == "" || (text[0] != '"' && text[0] != '`') {
		return text, nil
	}
	p := lineParser{line: text, base: pos, outer: text}
	s, end, err := p.parseQuoted(0)
	if err != nil {
		return "", err
	}
	if end != len(text) {
		return "", p.errorAt(end, "unexpected %s after the quoted string; quote the whole value", quoteRuneAt(text, end))
	}
	return s, nil
}

// MarkerList splits a controller-gen list value, a;b;"c;d" (or {a,b,"c"}),
// into its items, each with its position; quoted items are unquoted.
func MarkerList(v Value) ([]Value, error) {
	text, pos := v.Text, v.Pos
	sep := byte(';')
	if strings.HasPrefix(text, "{") && strings.HasSuffix(text, "}") {
		text, pos, sep = text[1:len(text)-1], advance(pos, 1), ','
	}
	var out []Value
	for i := 0; i <= len(text); {
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		start := i
		if i < len(text) && (text[i] == '"' || text[i] == '`') {
			p := lineParser{line: text, base: pos, outer: v.Text}
			s, end, err := p.parseQuoted(i)
			if err != nil {
				return nil, err
			}
			out = append(out, Value{Kind: ValueString, Text: s, Pos: advance(pos, start)})
			i = end
			for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
				i++
			}
			if i < len(text) && text[i] != sep {
				p := lineParser{line: text, base: pos, outer: v.Text}
				return nil, p.errorAt(i, "unexpected %s after a quoted item; separate items with '%c'", quoteRuneAt(text, i), sep)
			}
		} else {
			for i < len(text) && text[i] != sep {
				i++
			}
			item := strings.TrimSpace(text[start:i])
			if item == "" {
				p := lineParser{line: text, base: pos, outer: v.Text}
				return nil, p.errorAt(start, "empty list item; remove the extra '%c'", sep)
			}
			out = append(out, Value{Kind: ValueRaw, Text: item, Pos: advance(pos, start)})
		}
		i++ // past the separator
	}
	return out, nil
}

// KubebuilderPackage reports whether a package is written for
// controller-gen, from the tag lines above its package clauses and of its
// types' doc comments: a type marked +kubebuilder:object:root (what
// controller-gen makes a CRD of), or a package marked
// +kubebuilder:object:generate, +kubebuilder:validation:Optional or
// +kubebuilder:validation:Required (what kubebuilder scaffolds). No
// Kubernetes API package has either. validation-gen and defaulter-gen
// both decide with it; validation-gen also with CRDMarked.
func KubebuilderPackage(pkg []Line, typeDocs [][]Line) bool {
	for _, doc := range typeDocs {
		for _, l := range doc {
			if IsMarker(l.Text, "+kubebuilder:object:root") {
				return true
			}
		}
	}
	for _, l := range pkg {
		for _, m := range []string{"+kubebuilder:object:generate", "+kubebuilder:validation:Optional", "+kubebuilder:validation:Required"} {
			if IsMarker(l.Text, m) {
				return true
			}
		}
	}
	return false
}

// CRDMarked reports a type with one of controller-gen's CRD markers
// (+kubebuilder:resource, +kubebuilder:subresource:status or :scale,
// +kubebuilder:printcolumn, +kubebuilder:storageversion). A package whose
// kinds carry them and whose validation is written with no +k8s: tag
// (ValidationTag) is written for controller-gen too: prometheus-operator
// marks its kinds so, without +kubebuilder:object:root, as controller-gen
// makes a CRD of every kind of a +groupName package. A package of +k8s:
// tags keeps them for --crd-dir.
func CRDMarked(typeDocs [][]Line) bool {
	for _, doc := range typeDocs {
		for _, l := range doc {
			for _, m := range crdTypeMarkers {
				if IsMarker(l.Text, m) {
					return true
				}
			}
		}
	}
	return false
}

// ValidationTag reports a +k8s: tag (by name) that is not a generator's
// selection (+k8s:deepcopy-gen, +k8s:openapi-gen, ...).
func ValidationTag(name string) bool { return !strings.Contains(name, "-gen") }

// crdTypeMarkers are the type markers of CRDMarked.
var crdTypeMarkers = []string{"+kubebuilder:resource", "+kubebuilder:subresource:status",
	"+kubebuilder:subresource:scale", "+kubebuilder:printcolumn", "+kubebuilder:storageversion"}

// IsMarker reports whether line is the marker m, with or without a value.
func IsMarker(line, m string) bool {
	rest, ok := strings.CutPrefix(line, m)
	return ok && (rest == "" || rest[0] == '=' || rest[0] == ':')
}
