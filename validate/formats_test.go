package validate

import (
	"reflect"
	"runtime"
	"sort"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Kubernetes' messages, copied from reading apimachinery's
// pkg/api/validate/content and pkg/util/validation. Its RegexError puts
// "', " after every example and " or " between them, hence ",  or ".
const (
	labelMsg = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', " +
		"and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', " +
		"regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')"
	subdomainMsg = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', " +
		"and must start and end with an alphanumeric character (e.g. 'example.com', " +
		"regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"
	caselessMsg = "an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', " +
		"and must start and end with an alphanumeric character (e.g. 'Example.com', " +
		"regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"
	labelNameRegexMsg = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an " +
		"alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', " +
		"regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')"
	labelKeyManySlashesMsg = "a valid label key " + labelNameRegexMsg +
		" with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
	labelValueMsg = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', " +
		"and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', " +
		"regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')"
	cIdentifierMsg = "a valid C identifier must start with alphabetic character or '_', followed by a string of " +
		"alphanumeric characters or '_' (e.g. 'my_name',  or 'MY_NAME',  or 'MyName', " +
		"regex used for validation is '[A-Za-z_][A-Za-z0-9_]*')"
	fqnNoSlashMsg = "a fully qualified name must be a domain and a name separated by a slash"
)

type formatCase struct {
	name  string
	check func(p *Path) field.ErrorList
	want  field.ErrorList
}

// call adapts a format function to a table row for a plain string value.
func call(format func(*Path, string) field.ErrorList, v string) func(*Path) field.ErrorList {
	return func(p *Path) field.ErrorList { return format(p, v) }
}

// invalids builds one Invalid error per detail, like the format functions.
func invalids(bad any, origin string, details ...string) field.ErrorList {
	var errs field.ErrorList
	for _, d := range details {
		errs = append(errs, wantInvalid(bad, d, origin))
	}
	return errs
}

func runFormatCases(t *testing.T, cases []formatCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { expectErrors(t, atItemName(tc.check), tc.want) })
	}
}

func TestShortName(t *testing.T) {
	const o = "format=k8s-short-name"
	runFormatCases(t, []formatCase{
		{"simple", call(ShortName, "my-name"), nil},
		{"one char", call(ShortName, "0"), nil},
		{"63 bytes", call(ShortName, strings.Repeat("a", 63)), nil},
		{"empty", call(ShortName, ""), invalids("", o, labelMsg)},
		{"dots", call(ShortName, "my.name"), invalids("my.name", o, "must not contain dots")},
		{"64 bytes", call(ShortName, strings.Repeat("a", 64)), invalids(strings.Repeat("a", 64), o, "must be no more than 63 bytes")},
		{"long with dots", call(ShortName, "a."+strings.Repeat("b", 62)),
			invalids("a."+strings.Repeat("b", 62), o, "must be no more than 63 bytes", "must not contain dots")},
		{"leading dash", call(ShortName, "-x"), invalids("-x", o, labelMsg)},
		{"named type upper case", func(p *Path) field.ErrorList { return ShortName(p, testName("My-Name")) },
			invalids(testName("My-Name"), o, labelMsg)},
	})
}

func TestLongName(t *testing.T) {
	const o = "format=k8s-long-name"
	long := strings.Repeat("a.", 127) // 254 bytes ending with a dot
	runFormatCases(t, []formatCase{
		{"domain", call(LongName, "example.com"), nil},
		{"dashes", call(LongName, "a-b.c--d.e"), nil},
		{"253 bytes", call(LongName, strings.Repeat("a", 253)), nil},
		{"upper case", call(LongName, "Example.com"), invalids("Example.com", o, subdomainMsg)},
		{"empty label", call(LongName, "a..b"), invalids("a..b", o, subdomainMsg)},
		{"dash after dot", call(LongName, "a.-b"), invalids("a.-b", o, subdomainMsg)},
		{"empty", call(LongName, ""), invalids("", o, subdomainMsg)},
		{"254 bytes", call(LongName, strings.Repeat("a", 254)), invalids(strings.Repeat("a", 254), o, "must be no more than 253 bytes")},
		{"254 bytes bad", call(LongName, long), invalids(long, o, "must be no more than 253 bytes", subdomainMsg)},
		{"named type", func(p *Path) field.ErrorList { return LongName(p, testName("a_b")) }, invalids(testName("a_b"), o, subdomainMsg)},
	})
}

func TestLongNameCaseless(t *testing.T) {
	const o = "format=k8s-long-name-caseless"
	runFormatCases(t, []formatCase{
		{"mixed case", call(LongNameCaseless, "Example.COM"), nil},
		{"kelvin sign folds to k", call(LongNameCaseless, "\u212aube.io"), nil},
		{"underscore", call(LongNameCaseless, "a_b"), invalids("a_b", o, caselessMsg)},
		{"leading dash", call(LongNameCaseless, "-A"), invalids("-A", o, caselessMsg)},
		{"trailing dot", call(LongNameCaseless, "A."), invalids("A.", o, caselessMsg)},
		{"254 bytes", call(LongNameCaseless, strings.Repeat("A", 254)), invalids(strings.Repeat("A", 254), o, "must be no more than 253 bytes")},
	})
}

func TestLabelKey(t *testing.T) {
	const o = "format=k8s-label-key"
	runFormatCases(t, []formatCase{
		{"name", call(LabelKey, "app"), nil},
		{"prefixed", call(LabelKey, "example.com/App.Name_1"), nil},
		{"empty", call(LabelKey, ""), invalids("", o, "name part must be non-empty", "name part "+labelNameRegexMsg)},
		{"empty prefix", call(LabelKey, "/name"), invalids("/name", o, "prefix part must be non-empty")},
		{"bad prefix", call(LabelKey, "Example.com/x"), invalids("Example.com/x", o, "prefix part "+subdomainMsg)},
		{"two slashes", call(LabelKey, "a/b/c"), invalids("a/b/c", o, labelKeyManySlashesMsg)},
		{"long name", call(LabelKey, "x/"+strings.Repeat("a", 64)),
			invalids("x/"+strings.Repeat("a", 64), o, "name part must be no more than 63 bytes")},
		{"bad name", func(p *Path) field.ErrorList { return LabelKey(p, testName("x/-a")) },
			invalids(testName("x/-a"), o, "name part "+labelNameRegexMsg)},
	})
}

func TestPrefixedLabelKey(t *testing.T) {
	const o = "format=k8s-prefixed-label-key"
	runFormatCases(t, []formatCase{
		{"prefixed", call(PrefixedLabelKey, "example.com/key"), nil},
		{"no prefix", call(PrefixedLabelKey, "key"), invalids("key", o, "must include a prefix (e.g. 'example.com/key')")},
		{"empty prefix", call(PrefixedLabelKey, "/key"), invalids("/key", o, "prefix part must be non-empty")},
		{"bad name", func(p *Path) field.ErrorList { return PrefixedLabelKey(p, testName("a.b/_")) },
			invalids(testName("a.b/_"), o, "name part "+labelNameRegexMsg)},
	})
}

func TestLabelValue(t *testing.T) {
	const o = "format=k8s-label-value"
	runFormatCases(t, []formatCase{
		{"empty", call(LabelValue, ""), nil},
		{"mixed", call(LabelValue, "v1.2_X-y"), nil},
		{"leading dash", call(LabelValue, "-a"), invalids("-a", o, labelValueMsg)},
		{"slash", call(LabelValue, "a/b"), invalids("a/b", o, labelValueMsg)},
		{"64 bytes", call(LabelValue, strings.Repeat("a", 64)), invalids(strings.Repeat("a", 64), o, "must be no more than 63 bytes")},
		{"64 bytes bad", func(p *Path) field.ErrorList { return LabelValue(p, testName(strings.Repeat("_", 64))) },
			invalids(testName(strings.Repeat("_", 64)), o, "must be no more than 63 bytes", labelValueMsg)},
	})
}

func TestIP(t *testing.T) {
	const o = "format=k8s-ip"
	runFormatCases(t, []formatCase{
		{"ipv4", call(IP, "10.9.8.7"), nil},
		{"ipv6", call(IP, "2001:db8::ffff"), nil},
		{"loopback v6", call(IP, "::1"), nil},
		{"garbage", call(IP, "bad"), invalids("bad", o, "must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)")},
		{"empty", call(IP, ""), invalids("", o, "must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)")},
		{"zone", call(IP, "fe80::1%eth0"), invalids("fe80::1%eth0", o, "must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)")},
		{"leading zeros", call(IP, "010.1.1.1"), invalids("010.1.1.1", o, "must not have leading 0s")},
		{"ipv4 mapped", call(IP, "::ffff:1.2.3.4"), invalids("::ffff:1.2.3.4", o, "must not be an IPv4-mapped IPv6 address")},
		{"not canonical", func(p *Path) field.ErrorList { return IP(p, testName("2001:DB8:0::1")) },
			invalids(testName("2001:DB8:0::1"), o, `must be in canonical form ("2001:db8::1")`)},
	})
}

func TestUUID(t *testing.T) {
	const o = "format=k8s-uuid"
	const msg = "must be a lowercase UUID in 8-4-4-4-12 format"
	runFormatCases(t, []formatCase{
		{"lowercase", call(UUID, "123e4567-e89b-12d3-a456-426614174000"), nil},
		// As upstream, the bad value is the plain string even for a named type.
		{"uppercase", func(p *Path) field.ErrorList { return UUID(p, testName("123E4567-E89B-12D3-A456-426614174000")) },
			invalids("123E4567-E89B-12D3-A456-426614174000", o, msg)},
		{"short", call(UUID, "123e4567"), invalids("123e4567", o, msg)},
		{"dash misplaced", call(UUID, "123e4567e-89b-12d3-a456-426614174000"), invalids("123e4567e-89b-12d3-a456-426614174000", o, msg)},
	})
}

func TestPathSegmentName(t *testing.T) {
	const o = "format=k8s-path-segment-name"
	runFormatCases(t, []formatCase{
		{"empty", call(PathSegmentName, ""), nil},
		{"dots inside", call(PathSegmentName, "a..b"), nil},
		{"three dots", call(PathSegmentName, "..."), nil},
		{"dot", call(PathSegmentName, "."), invalids(".", o, "may not be '.'")},
		{"dot dot", call(PathSegmentName, ".."), invalids("..", o, "may not be '..'")},
		{"slash and percent", func(p *Path) field.ErrorList { return PathSegmentName(p, testName("a/b%c")) },
			invalids(testName("a/b%c"), o, "may not contain '/'", "may not contain '%'")},
	})
}

func TestExtendedResourceName(t *testing.T) {
	const o = "format=k8s-extended-resource-name"
	runFormatCases(t, []formatCase{
		{"valid", call(ExtendedResourceName, "example.com/my-prop"), nil},
		{"no domain", func(p *Path) field.ErrorList { return ExtendedResourceName(p, testName("foo")) },
			invalids("foo", o, "a name must be a domain-prefixed path, such as 'example.com/my-prop'")},
		{"reserved domain", call(ExtendedResourceName, "kubernetes.io/foo"), invalids("kubernetes.io/foo", o, `must not have "kubernetes.io/" domain`)},
		{"quota prefix", call(ExtendedResourceName, "requests.example.com/foo"), invalids("requests.example.com/foo", o, `must not have "requests." prefix`)},
		{"bad name", call(ExtendedResourceName, "example.com/-foo"), invalids("example.com/-foo", o, "name part "+labelNameRegexMsg)},
		{"bad domain", call(ExtendedResourceName, "Example.com/foo"), invalids("Example.com/foo", o, "prefix part "+subdomainMsg)},
		{"two slashes", call(ExtendedResourceName, "a/b/c"), invalids("a/b/c", o, labelKeyManySlashesMsg)},
	})
}

func TestResourcePoolName(t *testing.T) {
	const o = "format=k8s-resource-pool-name"
	long := strings.Repeat("a", 254)
	runFormatCases(t, []formatCase{
		{"one segment", call(ResourcePoolName, "pool"), nil},
		{"segments", call(ResourcePoolName, "a.b/c-d/e"), nil},
		{"empty and bad segment", func(p *Path) field.ErrorList { return ResourcePoolName(p, testName("a//B")) }, field.ErrorList{
			wantInvalid("a//B", "segment 1: must not be empty", o),
			wantInvalid("B", "segment 2: "+subdomainMsg, o),
		}},
		{"empty", call(ResourcePoolName, ""), invalids("", o, "segment 0: must not be empty")},
		{"too long", call(ResourcePoolName, long), field.ErrorList{
			{Type: field.ErrorTypeTooLong, Field: itemName, BadValue: "<value omitted>", Detail: "may not be more than 253 bytes", Origin: o},
			wantInvalid(long, "segment 0: must be no more than 253 bytes", o),
		}},
	})
}

func TestResourceFullyQualifiedName(t *testing.T) {
	const o = "format=k8s-resource-fully-qualified-name"
	tooLong := func(detail string) *field.Error {
		return &field.Error{Type: field.ErrorTypeTooLong, Field: itemName, BadValue: "<value omitted>", Detail: detail, Origin: o}
	}
	longPrefix := strings.Repeat("a", 64)
	runFormatCases(t, []formatCase{
		{"valid", call(ResourceFullyQualifiedName, "example.com/my_name"), nil},
		{"two slashes pass as upstream", call(ResourceFullyQualifiedName, "a/b/c"), nil},
		{"no slash", func(p *Path) field.ErrorList { return ResourceFullyQualifiedName(p, testName("foo")) },
			invalids("foo", o, fqnNoSlashMsg)},
		{"empty", call(ResourceFullyQualifiedName, ""), invalids("", o, cIdentifierMsg, fqnNoSlashMsg)},
		{"empty prefix", call(ResourceFullyQualifiedName, "/x"), invalids("", o, "prefix must not be empty")},
		{"empty name", call(ResourceFullyQualifiedName, "example.com/"), invalids("", o, "name must not be empty")},
		{"bad parts", call(ResourceFullyQualifiedName, "Example.com/1x"), field.ErrorList{
			wantInvalid("Example.com", "prefix: "+subdomainMsg, o),
			wantInvalid("1x", cIdentifierMsg, o),
		}},
		{"long parts", call(ResourceFullyQualifiedName, longPrefix+"/"+strings.Repeat("n", 33)), field.ErrorList{
			tooLong("may not be more than 63 bytes"),
			tooLong("may not be more than 32 bytes"),
		}},
	})
}

// TestFormatNames checks that every format name leads to a function of this
// package, and that the table holds exactly the catalog of TAGS.md.
func TestFormatNames(t *testing.T) {
	functions := map[string]func(*Path, string) field.ErrorList{
		"ExtendedResourceName": ExtendedResourceName[string], "IP": IP[string], "LabelKey": LabelKey[string],
		"LabelValue": LabelValue[string], "LongName": LongName[string], "LongNameCaseless": LongNameCaseless[string],
		"PathSegmentName": PathSegmentName[string], "PrefixedLabelKey": PrefixedLabelKey[string],
		"ResourceFullyQualifiedName": ResourceFullyQualifiedName[string], "ResourcePoolName": ResourcePoolName[string],
		"ShortName": ShortName[string], "UUID": UUID[string], "ConditionReason": ConditionReason[string],
		"DateTime": DateTime[string], "DurationString": DurationString[string], "URI": URI[string],
	}
	// kubedv's own (kubernetes#138119, #138120, #138122, not in Kubernetes yet): k8s-date-time, k8s-duration, k8s-uri.
	catalog := []string{"k8s-condition-reason", "k8s-date-time", "k8s-duration", "k8s-extended-resource-name", "k8s-ip", "k8s-label-key", "k8s-label-value", "k8s-long-name",
		"k8s-long-name-caseless", "k8s-path-segment-name", "k8s-prefixed-label-key", "k8s-resource-fully-qualified-name",
		"k8s-resource-pool-name", "k8s-short-name", "k8s-uri", "k8s-uuid"}
	var names []string
	for name, fn := range FormatNames {
		names = append(names, name)
		check, ok := functions[fn]
		if !ok {
			t.Errorf("format %q names unknown function %q", name, fn)
			continue
		}
		// An invalid value must be reported with the format's own origin.
		r := Root()
		errs := check(&r, "/..%")
		if len(errs) == 0 || errs[0].Origin != "format="+name {
			t.Errorf("format %q: %s(\"/..%%\") = %s", name, fn, describe(errs))
		}
	}
	sort.Strings(names)
	if strings.Join(names, ",") != strings.Join(catalog, ",") {
		t.Errorf("FormatNames keys = %v, want %v", names, catalog)
	}
}

// Formats names each format's function as generated code calls it, and
// holds that very function for callers evaluating values at run time.
func TestFormatsNameTheirFunctions(t *testing.T) {
	for value, f := range Formats {
		got := runtime.FuncForPC(reflect.ValueOf(f.Check).Pointer()).Name()
		if !strings.Contains(got, "/validate."+f.Func+"[") {
			t.Errorf("format %s: Func %s but Check is %s", value, f.Func, got)
		}
		if FormatNames[value] != f.Func {
			t.Errorf("FormatNames[%s] = %q, want %q", value, FormatNames[value], f.Func)
		}
	}
}
