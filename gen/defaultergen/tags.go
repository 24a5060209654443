package defaultergen

import (
	"fmt"
	"strings"
	"unicode"
)

// Comment tags are read the way Kubernetes' generators read them: a line
// that starts (after blanks) with "+", a name of letters, digits and
// "_.-:", then nothing, a trailing "// comment", or "=" and a raw value
// that runs to the end of the line.

const (
	genTag         = "k8s:defaulter-gen"
	inputTag       = "k8s:defaulter-gen-input"
	defaultTag     = "default"
	k8sDefaultTag  = "k8s:default"
	tagMarker      = "+"
	tagFalse       = "false"
	tagTrue        = "true"
	tagCovers      = "covers"
	tagNameExtraCh = "_.-:"
)

// tagNames returns, for every tag name in lines, the text of each line
// carrying it (after the marker), in order.
func tagNames(lines []string) map[string][]string {
	out := map[string][]string{}
	for _, line := range lines {
		line = strings.TrimLeft(line, " \t")
		if !strings.HasPrefix(line, tagMarker) {
			continue
		}
		line = line[len(tagMarker):]
		n := nameEnd(line)
		out[line[:n]] = append(out[line[:n]], line)
	}
	return out
}

func nameEnd(s string) int {
	for i, r := range s {
		switch {
		case i == 0 && !(unicode.IsLetter(r) || r == '_'):
			return 0
		case unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune(tagNameExtraCh, r):
		default:
			return i
		}
	}
	return len(s)
}

// tagValues returns the raw values of every occurrence of tag name in
// lines ("" for a tag without "="). A tag with arguments, or with text
// after its name that is neither a value nor a comment, is an error.
func tagValues(lines []string, name string) ([]string, error) {
	var out []string
	for _, line := range tagNames(lines)[name] {
		v, err := rawValue(strings.TrimSpace(line), len(name))
		if err != nil {
			return nil, fmt.Errorf("+%s: %w", line, err)
		}
		out = append(out, v)
	}
	return out, nil
}

func rawValue(line string, nameLen int) (string, error) {
	rest := line[nameLen:]
	switch {
	case rest == "":
		return "", nil
	case rest[0] == '=':
		return rest[1:], nil
	case rest[0] == '(':
		return "", fmt.Errorf("expected no arguments")
	}
	if t := strings.TrimLeft(rest, " \t"); strings.HasPrefix(t, "//") {
		return "", nil
	}
	return "", fmt.Errorf("unexpected character %q after the tag name", rest[0])
}

// defaultValue returns the +default (or +k8s:default) value in lines, ""
// when there is none. Both spellings may be present only with one value.
func defaultValue(lines []string) (string, error) {
	plain, err := tagValues(lines, defaultTag)
	if err != nil {
		return "", err
	}
	k8s, err := tagValues(lines, k8sDefaultTag)
	if err != nil {
		return "", err
	}
	all := append(plain, k8s...)
	switch {
	case len(all) == 0:
		return "", nil
	case len(plain) > 1 || len(k8s) > 1:
		return "", fmt.Errorf("more than one +default tag: %s; keep one", strings.Join(all, ", "))
	case len(all) == 2 && all[0] != all[1]:
		return "", fmt.Errorf("+default=%s and +k8s:default=%s disagree; keep one", all[0], all[1])
	}
	return all[0], nil
}

// hasOnlyValue reports whether the +k8s:defaulter-gen tags in lines are
// exactly one tag with value want.
func hasOnlyValue(lines []string, want string) (bool, error) {
	vs, err := tagValues(lines, genTag)
	if err != nil {
		return false, err
	}
	return len(vs) == 1 && vs[0] == want, nil
}
