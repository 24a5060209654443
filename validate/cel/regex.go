package cel

import "regexp"

// The Kubernetes regex library: s.find(re) and s.findAll(re[, n]). Literal
// patterns are compiled once by the generated code; patterns computed at run
// time go through the *Pattern variants, whose compile error is the
// library's "Illegal regex: ..." error.

// Find is s.find(re): the leftmost match, "" without one.
func Find(s string, re *regexp.Regexp) string { return re.FindString(s) }

// FindAll is s.findAll(re) (n = -1) and s.findAll(re, n): at most n
// matches when n >= 0.
func FindAll(s string, re *regexp.Regexp, n int64) []string {
	m := re.FindAllString(s, int(n))
	if m == nil {
		return []string{}
	}
	return m
}

func compilePattern(pattern string) (*regexp.Regexp, Err) {
	re, err := regexp.Compile(pattern)
	if err != nil {
		return nil, Msg("Illegal regex: " + err.Error())
	}
	return re, Err{}
}

// FindPattern is s.find(pattern) for a pattern computed at run time.
func FindPattern(s, pattern string) (string, Err) {
	re, err := compilePattern(pattern)
	if err.Failed() {
		return "", err
	}
	return Find(s, re), Err{}
}

// FindAllPattern is s.findAll(pattern, n) for a pattern computed at run time.
func FindAllPattern(s, pattern string, n int64) ([]string, Err) {
	re, err := compilePattern(pattern)
	if err.Failed() {
		return nil, err
	}
	return FindAll(s, re, n), Err{}
}
