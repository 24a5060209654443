package cel

import "testing"

// FuzzCompile: parsing, checking and cost estimation never panic, whatever
// the rule (crdtest's FuzzCELFrontParse compares the verdicts with cel-go).
func FuzzCompile(f *testing.F) {
	for _, s := range []string{`self.name.size() > 1`, `self.tags.all(t, t in ['a'])`, `[?a, b][?0]`, `{?'k': 1}`,
		`self.?free.optMap(v, v.size()).orValue(0) > 1`, `'%d %s'.format([1, self.name])`, `self.tags.sortBy(t, -t.size())`,
		`self.labels.transformMapEntry(k, v, {v: k}) == {}`, `has(self.labels.x) || self.many.exists_one(m, m == '')`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		prog, diags := Compile(Rule{Rule: src, MessageExpression: src}, specType)
		if prog == nil && len(diags) == 0 {
			t.Fatalf("%q: neither a program nor a diagnostic", src)
		}
	})
}
