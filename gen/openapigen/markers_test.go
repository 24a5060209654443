package openapigen

import (
	"strings"
	"testing"
)

// TestMarkers checks marker parsing, including input upstream trips over.
func TestMarkers(t *testing.T) {
	for _, c := range []struct {
		lines   []string
		want    func(*valueSchema) bool
		wantErr string
	}{
		{lines: []string{"+k8s:validation:maxLength=5"}, want: func(s *valueSchema) bool { return s.maxLength != nil && *s.maxLength == 5 }},
		{lines: []string{"+k8s:validation::=1"}, want: func(s *valueSchema) bool { return s.propsEmpty() }},
		{lines: []string{"+k8s:validation:unknown=1"}, want: func(s *valueSchema) bool { return s.propsEmpty() }},
		{lines: []string{"+k8s:validation:maxLength=ref(Max)"}, want: func(s *valueSchema) bool { return s.maxLength == nil }},
		{lines: []string{"+k8s:validation:pattern>^a", "+k8s:validation:pattern>b$"}, want: func(s *valueSchema) bool { return s.pattern == "^a\nb$" }},
		{lines: []string{"+k8s:validation:cel[0]:rule=\"self > 0\"", "+k8s:validation:cel[0]:message=\"positive\""},
			want: func(s *valueSchema) bool { return len(s.extensions["x-kubernetes-validations"].([]any)) == 1 }},
		{lines: []string{"+k8s:validation:cel[1]:rule=\"x\""}, wantErr: "non-consecutive index 1"},
		{lines: []string{"+k8s:validation:maxLength=5", "+k8s:validation:maxLength=6"}, wantErr: "cannot have multiple values for key 'maxLength'"},
		{lines: []string{"+k8s:validation:minLength=3", "+k8s:validation:maxLength=2"}, wantErr: "minLength 3 is greater than maxLength 2"},
		{lines: []string{"+k8s:validation:maxLength=\"five\""}, wantErr: "failed to unmarshal marker comments"},
		{lines: []string{"+k8s:validation:cel[0]:rule=\"x\""}, wantErr: "message or messageExpression must be set"},
		{lines: []string{"+k8s:validation:max Length=1"}, wantErr: "does not match expected"},
	} {
		s, err := parseMarkers(nil, c.lines, nil)
		switch {
		case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
			t.Errorf("%q: error %v, want %q", c.lines, err, c.wantErr)
		case c.wantErr == "" && err != nil:
			t.Errorf("%q: %v", c.lines, err)
		case c.wantErr == "" && !c.want(s):
			t.Errorf("%q: unexpected schema %+v", c.lines, s)
		}
	}
}

func TestNamesMatch(t *testing.T) {
	for _, c := range []struct {
		goName, json string
		want         bool
	}{
		{"PodSpec", "podSpec", true}, {"PodSpec", "PodSpec", false}, {"JSONSpec", "jsonSpec", true},
		{"JSONSpec", "jsonspec", false}, {"HTTPJSONSpec", "httpjsonSpec", true}, {"Spec", "podSpec", false},
		{"Pod_Spec", "pod_Spec", false}, {"Kelvin", "\u212aelvin", false}, {"K", "\u212a", false},
	} {
		if got := namesMatch(c.goName, c.json); got != c.want {
			t.Errorf("namesMatch(%q, %q) = %v, want %v", c.goName, c.json, got, c.want)
		}
	}
}

func TestDescription(t *testing.T) {
	got := description([]string{"First line", "second line.", "", "Next paragraph:", "\tindented", "TODO: drop", "+tag", "---", "after"})
	want := "First line second line.\n\nNext paragraph:\n\tindented\n"
	if got != strings.TrimSpace(want) {
		t.Errorf("got %q, want %q", got, want)
	}
}
