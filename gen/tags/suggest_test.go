package tags

import "testing"

func TestSuggest(t *testing.T) {
	known := []string{"minimum", "maximum", "minLength", "maxLength", "eachVal", "eachKey", "required", "optional", "format", "neq", "item"}
	for _, tc := range []struct{ name, want string }{
		{"minimun", "minimum"},     // substitution
		{"requried", "required"},   // transposition counts once
		{"MaxLength", "maxLength"}, // case only
		{"eachval", "eachVal"},
		{"optinal", "optional"}, // deletion
		{"formatt", "format"},   // insertion
		{"neqq", "neq"},         // short names still allow one edit
		{"ne", "neq"},
		{"xyz", ""},
		{"eachValue", "eachVal"},       // 2 edits, 9 runes allow 3
		{"minimumLength", "minLength"}, // 4 edits, 13 runes allow 4
		{"listType", ""},
		{"", ""},
	} {
		if got := Suggest(tc.name, known); got != tc.want {
			t.Errorf("Suggest(%q) = %q; want %q", tc.name, got, tc.want)
		}
	}
}

func TestSuggestLimitAndTies(t *testing.T) {
	// len 6 allows 2 edits, not 3.
	if got := Suggest("abcdef", []string{"abcxyz"}); got != "" {
		t.Errorf("3 edits on 6 runes suggested %q", got)
	}
	if got := Suggest("abcdef", []string{"abcdxy"}); got != "abcdxy" {
		t.Errorf("2 edits on 6 runes: got %q", got)
	}
	// Equal distances pick the alphabetically first, whatever the order.
	for _, cands := range [][]string{{"mod", "mad"}, {"mad", "mod"}} {
		if got := Suggest("mud", cands); got != "mad" {
			t.Errorf("Suggest(mud, %v) = %q; want mad", cands, got)
		}
	}
	// Closer wins over alphabetical order.
	if got := Suggest("maximum", []string{"maximal", "maximum"}); got != "maximum" {
		t.Errorf("got %q; want the exact match", got)
	}
	if got := Suggest("minimum", nil); got != "" {
		t.Errorf("no candidates gave %q", got)
	}
	// Runes, not bytes, and non-ASCII case folding.
	if got := Suggest("ÉTAT", []string{"état"}); got != "état" {
		t.Errorf("got %q; want état", got)
	}
}

func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"a", "", 1}, {"", "abc", 3}, {"kitten", "sitting", 3},
		{"ab", "ba", 1}, {"abc", "ca", 3}, {"Minimum", "minimum", 0},
	} {
		if got := editDistance(tc.a, tc.b, 10); got != tc.want {
			t.Errorf("editDistance(%q, %q) = %d; want %d", tc.a, tc.b, got, tc.want)
		}
	}
	if got := editDistance("kitten", "sitting", 1); got != 2 {
		t.Errorf("a distance above the limit must be reported as limit+1, got %d", got)
	}
}
