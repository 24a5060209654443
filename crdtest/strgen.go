package crdtest

import (
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode/utf8"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
)

// Strings the kit draws: values that satisfy a string node's keywords
// (enum, pattern, lengths) and the formats its CEL rules name, and near
// misses that break exactly those.

// stringSpec is what a string node asks of its values, read from its
// keywords and its CEL rules (or, for map keys, the map's
// `self.all(k, ...)` rules).
type stringSpec struct {
	enum     []string
	patterns []*regexp.Regexp // the keyword's and those of matches() rules
	minLen   int64
	maxLen   int64 // -1: none
	formats  []string
	format   string // the format: keyword, if the API server checks it (checkedFormat)
}

// Format names as the API server's CEL library spells them, plus the
// kit's names of the rules gen/schema writes without the library.
const (
	fmtLabel     = "dns1123Label"
	fmtSubdomain = "dns1123Subdomain"
	fmtQualified = "qualifiedName"
	fmtPrefixed  = "prefixedQualifiedName" // qualifiedName and contains('/')
	fmtValue     = "labelValue"
	fmtIP        = "ip"
	fmtURI       = "uri" // isURL(...) && url(...).getScheme() != '' (k8s-uri)
)

var (
	libraryFormat = regexp.MustCompile(`format\.([a-zA-Z0-9]+)\(\)\.validate\(`)
	matchesRule   = regexp.MustCompile(`\.matches\('((?:[^'\\]|\\.)*)'\)`)
	inRule        = regexp.MustCompile(`\b(?:self|k) in \[([^\]]*)\]`)
	quoted        = regexp.MustCompile(`'((?:[^'\\]|\\.)*)'`)
)

// specOf reads a string node's spec; keyRules reads the keys' spec from
// a map's rules instead.
func specOf(s *structuralschema.Structural, keyRules bool) stringSpec {
	spec := stringSpec{maxLen: -1}
	if s == nil {
		return spec
	}
	if vv := s.ValueValidation; vv != nil && !keyRules {
		for _, e := range vv.Enum {
			if str, ok := e.Object.(string); ok {
				spec.enum = append(spec.enum, str)
			}
		}
		if vv.Pattern != "" {
			if re, err := regexp.Compile(vv.Pattern); err == nil {
				spec.patterns = append(spec.patterns, re)
			}
		}
		if vv.MinLength != nil {
			spec.minLen = *vv.MinLength
		}
		if vv.MaxLength != nil {
			spec.maxLen = *vv.MaxLength
		}
		spec.format = checkedFormat(vv.Format)
	}
	for _, r := range s.XValidations {
		rule := r.Rule
		if keyRules != strings.HasPrefix(rule, "self.all(k, ") {
			continue
		}
		for _, m := range libraryFormat.FindAllStringSubmatch(rule, -1) {
			name := m[1]
			if name == fmtQualified && strings.Contains(rule, ".contains('/')") {
				name = fmtPrefixed
			}
			spec.formats = append(spec.formats, name)
		}
		if strings.Contains(rule, "isIP(") {
			spec.formats = append(spec.formats, fmtIP)
		}
		if strings.Contains(rule, "isURL(") {
			spec.formats = append(spec.formats, fmtURI)
		}
		if m := inRule.FindStringSubmatch(rule); m != nil && len(spec.enum) == 0 {
			for _, v := range quoted.FindAllStringSubmatch(m[1], -1) {
				spec.enum = append(spec.enum, unquoteCEL(v[1]))
			}
		}
		for _, m := range matchesRule.FindAllStringSubmatch(rule, -1) {
			if re, err := regexp.Compile(unquoteCEL(m[1])); err == nil {
				spec.patterns = append(spec.patterns, re)
			}
		}
	}
	return spec
}

// unquoteCEL undoes the escapes of a single-quoted CEL string.
func unquoteCEL(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
			switch s[i] {
			case 'n':
				b.WriteByte('\n')
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// formatSamples are valid values of each format, short and from a small
// alphabet so that items and keys collide.
var formatSamples = map[string][]string{
	fmtLabel:     {"a", "b", "ab", "a-b", "a1"},
	fmtSubdomain: {"a", "b", "a.b", "a-b"},
	fmtQualified: {"a", "b", "a.b/c", "x/a", "A_b"},
	fmtPrefixed:  {"a.b/c", "x/a", "x/b"},
	fmtValue:     {"a", "b", "A-b_c.d", ""},
	fmtIP:        {"1.2.3.4", "10.0.0.1", "::1", "fd00::1"},
	fmtURI:       {"https://a", "http://a.b:80/c?d", "mailto:a@b", "s:a", "ftp://u@[::1]/x%20y", "HTTPS://A/"},
}

// formatMisses are near misses of the formats: each fails at least one.
var formatMisses = []string{
	"A", "-a", "a-", "a_b", "a..b", "a b", "a/b/c", "/a", "a/", ".a", "a.",
	"01.2.3.4", "1.2.3.4%x", "::ffff:1.2.3.4", "1.2.3", "FD00::1", "fd00:0::1",
	"0000000A-0000-0000-0000-000000000000", "a#",
	"/a", "//a", "https://a b", "https://a/%", "https://[1.2.3.4]/", "https://a:b/",
}

// valid draws a string meeting the spec, and false when it found none.
func (sp stringSpec) valid(r *rand.Rand) (string, bool) {
	if len(sp.enum) > 0 {
		return sp.enum[r.IntN(len(sp.enum))], true
	}
	for range 12 {
		var s string
		switch {
		case len(sp.patterns) > 0:
			var ok bool
			if s, ok = fromRegexp(sp.patterns[r.IntN(len(sp.patterns))], r); !ok {
				continue
			}
		case sp.format != "":
			samples := openAPIFormatSamples[sp.format]
			s = samples[r.IntN(len(samples))]
		case len(sp.formats) > 0:
			samples := formatSamples[sp.formats[r.IntN(len(sp.formats))]]
			if len(samples) == 0 {
				return "", false // a format the kit does not know
			}
			s = samples[r.IntN(len(samples))]
		default:
			hi := sp.maxLen
			if hi < 0 || hi > sp.minLen+4 {
				hi = sp.minLen + 4
			}
			s = letters(r, sp.minLen+r.Int64N(hi-sp.minLen+1))
		}
		if sp.accepts(s) {
			return s, true
		}
	}
	return "", false
}

// accepts checks the spec's keywords (a checked format: keyword included)
// and patterns (the formats CEL rules name are the rules' business: the kit
// evaluates those with the API server's CEL).
func (sp stringSpec) accepts(s string) bool {
	n := int64(utf8.RuneCountInString(s))
	if n < sp.minLen || (sp.maxLen >= 0 && n > sp.maxLen) {
		return false
	}
	if len(sp.enum) > 0 && !slices.Contains(sp.enum, s) {
		return false
	}
	for _, re := range sp.patterns {
		if !re.MatchString(s) {
			return false
		}
	}
	return sp.formatAccepts(s)
}

// misses returns strings that the spec's keywords reject (keyword) or
// that pass them while breaking a format (format); the caller checks the
// latter against the CEL rules.
func (sp stringSpec) misses(r *rand.Rand, valid string) (keyword, format []string) {
	cands := append([]string{"", "zz", strings.ToUpper(valid), valid + "!", valid + "-", "-" + valid}, formatMisses...)
	if sp.maxLen >= 0 {
		cands = append(cands, letters(r, sp.maxLen+1))
	}
	if sp.minLen > 0 {
		cands = append(cands, letters(r, sp.minLen-1))
	}
	for _, f := range []string{fmtLabel, fmtSubdomain} {
		if slices.Contains(sp.formats, f) {
			cands = append(cands, letters(r, map[string]int64{fmtLabel: 64, fmtSubdomain: 254}[f]))
		}
	}
	for _, c := range cands {
		if sp.accepts(c) {
			format = append(format, c)
		} else {
			keyword = append(keyword, c)
		}
	}
	return keyword, format
}

// broken names the keyword that s breaks.
func (sp stringSpec) broken(s string) string {
	n := int64(utf8.RuneCountInString(s))
	switch {
	case n < sp.minLen:
		return "minLength"
	case sp.maxLen >= 0 && n > sp.maxLen:
		return "maxLength"
	case len(sp.enum) > 0 && !slices.Contains(sp.enum, s):
		return "enum"
	case !sp.formatAccepts(s):
		return "format"
	}
	return "pattern"
}

// letters returns n letters from a two-letter alphabet.
func letters(r *rand.Rand, n int64) string {
	b := make([]byte, max(n, 0))
	for i := range b {
		b[i] = "ab"[r.IntN(2)]
	}
	return string(b)
}

// fromRegexp draws a string the expression matches: it walks the parsed
// expression, choosing among few characters of each class and few
// repetitions, then checks the result; false when the walk cannot match
// (assertions it does not model).
func fromRegexp(re *regexp.Regexp, r *rand.Rand) (string, bool) {
	tree, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		return "", false
	}
	tree = tree.Simplify()
	for range 8 {
		var b strings.Builder
		if genRegexp(tree, r, &b) && re.MatchString(b.String()) {
			return b.String(), true
		}
	}
	return "", false
}

func genRegexp(re *syntax.Regexp, r *rand.Rand, b *strings.Builder) bool {
	switch re.Op {
	case syntax.OpNoMatch:
		return false
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	case syntax.OpLiteral:
		b.WriteString(string(re.Rune))
		return true
	case syntax.OpCharClass:
		if len(re.Rune) < 2 {
			return false
		}
		i := 2 * r.IntN(len(re.Rune)/2)
		lo, hi := re.Rune[i], re.Rune[i+1]
		b.WriteRune(lo + rune(r.IntN(int(min(hi-lo+1, 3)))))
		return true
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		b.WriteByte("ab"[r.IntN(2)])
		return true
	case syntax.OpCapture:
		return genRegexp(re.Sub[0], r, b)
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if !genRegexp(sub, r, b) {
				return false
			}
		}
		return true
	case syntax.OpAlternate:
		return genRegexp(re.Sub[r.IntN(len(re.Sub))], r, b)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		lo, hi := 0, 2
		switch re.Op {
		case syntax.OpPlus:
			lo, hi = 1, 3
		case syntax.OpQuest:
			hi = 1
		case syntax.OpRepeat:
			lo, hi = re.Min, re.Max
			if hi < 0 || hi > lo+2 {
				hi = lo + 2
			}
		}
		for range lo + r.IntN(hi-lo+1) {
			if !genRegexp(re.Sub[0], r, b) {
				return false
			}
		}
		return true
	}
	return false
}
