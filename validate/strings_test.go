package validate

import (
	"regexp"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestStringLengths(t *testing.T) {
	tooShort := func(bad any, detail string) *field.Error {
		return &field.Error{Type: field.ErrorTypeTooShort, Field: itemName, BadValue: bad, Detail: detail, Origin: "minLength"}
	}
	// TooLong errors never carry the value.
	tooLong := func(detail, origin string) *field.Error {
		return &field.Error{Type: field.ErrorTypeTooLong, Field: itemName, BadValue: "<value omitted>", Detail: detail, Origin: origin}
	}
	const euro = "€" // 3 bytes, 1 character
	tests := []struct {
		name  string
		check func(p *Path) field.ErrorList
		want  field.ErrorList
	}{
		{"min length met", func(p *Path) field.ErrorList { return MinLength(p, "abc", 3) }, nil},
		{"min length zero", func(p *Path) field.ErrorList { return MinLength(p, "", 0) }, nil},
		{"min length multibyte met", func(p *Path) field.ErrorList { return MinLength(p, strings.Repeat(euro, 3), 3) }, nil},
		{"min length multibyte short", func(p *Path) field.ErrorList { return MinLength(p, testName(euro+euro), 3) },
			field.ErrorList{tooShort(testName(euro+euro), "must be at least 3 characters")}},
		{"min length empty", func(p *Path) field.ErrorList { return MinLength(p, "", 1) },
			field.ErrorList{tooShort("", "must be at least 1 character")}},
		{"max length bytes fit", func(p *Path) field.ErrorList { return MaxLength(p, "abc", 3) }, nil},
		{"max length multibyte fits", func(p *Path) field.ErrorList { return MaxLength(p, strings.Repeat(euro, 3), 3) }, nil},
		{"max length multibyte over", func(p *Path) field.ErrorList { return MaxLength(p, testName(strings.Repeat(euro, 4)), 3) },
			field.ErrorList{tooLong("may not be more than 3 characters", "maxLength")}},
		{"max length far over", func(p *Path) field.ErrorList { return MaxLength(p, strings.Repeat("a", 100), 1) },
			field.ErrorList{tooLong("may not be more than 1 character", "maxLength")}},
		{"max bytes fit", func(p *Path) field.ErrorList { return MaxBytes(p, euro, 3) }, nil},
		{"max bytes over", func(p *Path) field.ErrorList { return MaxBytes(p, testName(euro), 2) },
			field.ErrorList{tooLong("may not be more than 2 bytes", "maxBytes")}},
		{"max bytes singular", func(p *Path) field.ErrorList { return MaxBytes(p, "ab", 1) },
			field.ErrorList{tooLong("may not be more than 1 byte", "maxBytes")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { expectErrors(t, atItemName(tc.check), tc.want) })
	}
}

func TestPattern(t *testing.T) {
	re := regexp.MustCompile(`^[a-z]+-[0-9]+$`)
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Pattern(p, "web-1", re) }), nil)
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Pattern(p, testName("Web-1"), re) }), field.ErrorList{
		wantInvalid(testName("Web-1"), "must match the regular expression '^[a-z]+-[0-9]+$'", "pattern"),
	})
	// An unanchored expression matches anywhere, like regexp.MatchString.
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Pattern(p, "xx-1-yy", regexp.MustCompile(`-[0-9]-`)) }), nil)
}

// TestMatches follows Kubernetes' TestMatches (kubernetes/kubernetes#142116):
// the detail is the message alone, the bad value a plain string, and the
// pattern is not anchored for you.
func TestMatches(t *testing.T) {
	re := regexp.MustCompile(`^[a-z]+://[a-z.]+$`)
	const message, origin = "must be a URI", "format=project-uri"
	matches := func(v testName) func(p *Path) field.ErrorList {
		return func(p *Path) field.ErrorList { return Matches(p, v, re, message, origin) }
	}
	expectErrors(t, atItemName(matches("https://example.com")), nil)
	for _, bad := range []string{"example.com", "", "see https://example.com now"} {
		expectErrors(t, atItemName(matches(testName(bad))), field.ErrorList{wantInvalid(bad, message, origin)})
	}
	unanchored := regexp.MustCompile(`[0-9]`)
	expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Matches(p, "a1b", unanchored, message, origin) }), nil)
}
