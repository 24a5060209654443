package validate

import (
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	utilvalidation "k8s.io/apimachinery/pkg/util/validation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// The references below are Kubernetes' checks: util/validation where it has
// them, otherwise its regular expressions and rules transcribed from
// apimachinery's pkg/api/validate.

var (
	refCaselessSubdomain = regexp.MustCompile("^(?i)" + dnsSubdomainFmt + "$")
	refUUID              = regexp.MustCompile("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
)

// util/validation words the length limit in characters, the declarative
// formats in bytes; nothing else differs.
func inBytes(msgs []string) []string {
	out := make([]string, len(msgs))
	for i, m := range msgs {
		if strings.HasPrefix(m, "must be no more than ") && strings.HasSuffix(m, " characters") {
			m = strings.TrimSuffix(m, "characters") + "bytes"
		}
		out[i] = m
	}
	return out
}

func refIsExtendedResourceName(s string) bool {
	return strings.Contains(s, "/") && !strings.Contains(s, "kubernetes.io/") && !strings.HasPrefix(s, "requests.") &&
		len(utilvalidation.IsQualifiedName("requests."+s)) == 0
}

func refIsResourcePoolName(s string) bool {
	if len(s) > 253 {
		return false
	}
	for _, part := range strings.Split(s, "/") {
		if part == "" || len(utilvalidation.IsDNS1123Subdomain(part)) != 0 {
			return false
		}
	}
	return true
}

func refIsResourceFullyQualifiedName(s string) bool {
	parts := strings.Split(s, "/")
	switch len(parts) {
	case 1:
		return false
	case 2:
		return parts[0] != "" && len(parts[0]) <= 63 && len(utilvalidation.IsDNS1123Subdomain(parts[0])) == 0 &&
			parts[1] != "" && len(parts[1]) <= 32 && len(utilvalidation.IsCIdentifier(parts[1])) == 0
	default:
		return true // upstream does not look at values with two or more slashes
	}
}

// refConditionReason is Kubernetes v1.38's grammar of a condition reason.
var refConditionReason = regexp.MustCompile(`^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$`)

// checkAgainstReference fails t when a predicate, a message builder or an
// exported format function disagrees with the reference for s.
func checkAgainstReference(t *testing.T, s string) {
	t.Helper()
	agree := func(what string, got, want bool) {
		t.Helper()
		if got != want {
			t.Errorf("%s(%q) = %v, reference says %v", what, s, got, want)
		}
	}
	sameMessages := func(what string, got, want []string) {
		t.Helper()
		if !slices.Equal(got, want) {
			t.Errorf("%s(%q) messages\n got: %q\nwant: %q", what, s, got, want)
		}
	}

	label := utilvalidation.IsDNS1123Label(s)
	agree("isDNSLabel", isDNSLabel(s), len(label) == 0)
	sameMessages("dnsLabelMessages", dnsLabelMessages(s), inBytes(label))

	subdomain := utilvalidation.IsDNS1123Subdomain(s)
	agree("isDNSSubdomain", isDNSSubdomain(s), len(subdomain) == 0)
	sameMessages("dnsSubdomainMessages", dnsSubdomainMessages(s), inBytes(subdomain))

	labelKey := utilvalidation.IsQualifiedName(s)
	refValid := map[string]bool{
		"ShortName":                  len(label) == 0,
		"LongName":                   len(subdomain) == 0,
		"LongNameCaseless":           len(s) <= 253 && refCaselessSubdomain.MatchString(s),
		"LabelKey":                   len(labelKey) == 0,
		"PrefixedLabelKey":           len(labelKey) == 0 && len(strings.Split(s, "/")) == 2,
		"LabelValue":                 len(utilvalidation.IsValidLabelValue(s)) == 0,
		"IP":                         len(utilvalidation.IsValidIP(nil, s)) == 0,
		"UUID":                       refUUID.MatchString(s),
		"PathSegmentName":            s != "." && s != ".." && !strings.ContainsAny(s, "/%"),
		"ExtendedResourceName":       refIsExtendedResourceName(s),
		"ResourcePoolName":           refIsResourcePoolName(s),
		"ResourceFullyQualifiedName": refIsResourceFullyQualifiedName(s),
		"DateTime":                   refIsDateTime(s),
		"DurationString":             refIsDuration(s),
		"URI":                        refIsAbsoluteURI(s),
		"ConditionReason":            refConditionReason.MatchString(s),
	}
	agree("isDNSSubdomainCaseless", isDNSSubdomainCaseless(s), refValid["LongNameCaseless"])
	agree("isLabelKey", isLabelKey(s), refValid["LabelKey"])
	agree("isPrefixedLabelKey", isPrefixedLabelKey(s), refValid["PrefixedLabelKey"])
	agree("isLabelValue", isLabelValue(s), refValid["LabelValue"])
	agree("isCIdentifier", isCIdentifier(s), len(utilvalidation.IsCIdentifier(s)) == 0)
	agree("isUUID", isUUID(s), refValid["UUID"])
	agree("isStrictIP", isStrictIP(s), refValid["IP"])
	agree("isPathSegmentName", isPathSegmentName(s), refValid["PathSegmentName"])
	agree("isExtendedResourceName", isExtendedResourceName(s), refValid["ExtendedResourceName"])
	agree("isResourcePoolName", isResourcePoolName(s), refValid["ResourcePoolName"])
	agree("isResourceFullyQualifiedName", isResourceFullyQualifiedName(s), refValid["ResourceFullyQualifiedName"])

	// The exported functions: nil exactly when the reference accepts, and
	// otherwise at least one error, each with the format's origin.
	root := Root()
	for format, name := range FormatNames {
		errs := formatFunctions[name](&root, s)
		agree(name, errs == nil, refValid[name])
		if errs != nil && len(errs) == 0 {
			t.Errorf("%s(%q) returned an empty, non-nil list", name, s)
		}
		for _, e := range errs {
			if e.Origin != "format="+format || e.Field != "<nil>" {
				t.Errorf("%s(%q) error %+v has the wrong origin or path", name, s, e)
			}
		}
	}
	if ipErrs := IP(&root, s); ipErrs != nil {
		var want []string
		for _, e := range utilvalidation.IsValidIP(nil, s) {
			want = append(want, e.Detail)
		}
		var got []string
		for _, e := range ipErrs {
			got = append(got, e.Detail)
		}
		sameMessages("IP", got, want)
	}
}

var formatFunctions = map[string]func(*Path, string) field.ErrorList{
	"ExtendedResourceName": ExtendedResourceName[string], "IP": IP[string], "LabelKey": LabelKey[string],
	"LabelValue": LabelValue[string], "LongName": LongName[string], "LongNameCaseless": LongNameCaseless[string],
	"PathSegmentName": PathSegmentName[string], "PrefixedLabelKey": PrefixedLabelKey[string],
	"ResourceFullyQualifiedName": ResourceFullyQualifiedName[string], "ResourcePoolName": ResourcePoolName[string],
	"ShortName": ShortName[string], "UUID": UUID[string], "ConditionReason": ConditionReason[string],
	"DateTime": DateTime[string], "DurationString": DurationString[string], "URI": URI[string],
}

// formatSeeds cover each grammar's edges; they run as a normal test too.
var formatSeeds = []string{
	"", "a", "-", ".", "..", "a.b", "a..b", "a-", "-a", "a.-b", "a-.b", "A", "Example.COM", "a_b",
	"\u212a", "\u017f.io", "\u0130", "k.\u212a-s", "\xff", "a\u00e9",
	strings.Repeat("a", 63), strings.Repeat("a", 64), strings.Repeat("a", 253), strings.Repeat("a", 254),
	strings.Repeat("a.", 126) + "a", strings.Repeat("a.", 127) + "a",
	"app", "example.com/App.Name_1", "/name", "name/", "a/b/c", "Example.com/x", "x/-a", "x/" + strings.Repeat("a", 64),
	"v1.2_X-y", "_", "my_name", "1x",
	"10.9.8.7", "010.1.1.1", "1.2.3", "256.1.1.1", "::1", "::", "2001:db8::ffff", "2001:DB8::1", "2001:db8:0::1",
	"::ffff:1.2.3.4", "::1.2.3.4", "fe80::1%eth0", "1::2:3:4:5:6:7", "0:0:0:0:0:0:0:1",
	"123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000", "123e4567e-89b-12d3-a456-42661417400",
	"example.com/my-prop", "kubernetes.io/foo", "requests.example.com/foo", "example.com/-foo", "foo.kubernetes.io/x",
	strings.Repeat("a", 244) + "/x", strings.Repeat("a", 245) + "/x",
	"pool", "a.b/c-d/e", "a//b", "/", "a/", strings.Repeat("a/", 126) + "a",
	"example.com/my_name", "/x", "example.com/", strings.Repeat("a", 63) + "/" + strings.Repeat("n", 32),
	strings.Repeat("a", 64) + "/n", "a/" + strings.Repeat("n", 33), "%", "a%b", "a/b%c",
}

func FuzzFormatsAgreeWithReference(f *testing.F) {
	for _, s := range formatSeeds {
		f.Add(s)
	}
	f.Fuzz(checkAgainstReference)
}

// TestFormatsAgreeExhaustively compares every string of up to four symbols
// from an alphabet that holds each grammar's special characters.
func TestFormatsAgreeExhaustively(t *testing.T) {
	alphabet := []string{"a", "f", "z", "A", "0", "9", "-", ".", "_", "/", "%", ":", "\u212a"}
	var walk func(prefix string, depth int)
	walk = func(prefix string, depth int) {
		checkAgainstReference(t, prefix)
		if depth == 0 || t.Failed() {
			return
		}
		for _, sym := range alphabet {
			walk(prefix+sym, depth-1)
		}
	}
	walk("", 4)
}

// TestCaselessLetters checks, for every rune, that the caseless grammar's
// letter class is the one Go's "(?i)" regular expressions use.
func TestCaselessLetters(t *testing.T) {
	re := regexp.MustCompile("^(?i)[a-z0-9]$")
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		s := string(r)
		if got, want := matchesDNSSubdomainCaseless(s), re.MatchString(s); got != want {
			t.Fatalf("rune %U: caseless letter = %v, regexp says %v", r, got, want)
		}
	}
}
