package format

import (
	"strconv"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Kubernetes' messages, spelled out in full (including the doubled space
// its regex messages put before "or") so that any drift shows up.
const (
	dnsLabelMsg = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', " +
		"and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', " +
		"regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')"
	dnsSubdomainMsg = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', " +
		"and must start and end with an alphanumeric character (e.g. 'example.com', " +
		`regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`
	dnsSubdomainCaselessMsg = "an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', " +
		"and must start and end with an alphanumeric character (e.g. 'Example.com', " +
		`regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`
	labelNameMsg = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an " +
		"alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', " +
		"regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')"
	labelKeyShapeMsg = "a valid label key " + labelNameMsg +
		" with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
	labelValueMsg = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', " +
		"and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', " +
		"regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')"
	cIdentifierMsg = "a valid C identifier must start with alphabetic character or '_', followed by a string of " +
		"alphanumeric characters or '_' (e.g. 'my_name',  or 'MY_NAME',  or 'MyName', " +
		"regex used for validation is '[A-Za-z_][A-Za-z0-9_]*')"
	ipMsg              = "must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)"
	uuidMsg            = "must be a lowercase UUID in 8-4-4-4-12 format"
	missingPrefixMsg   = "must include a prefix (e.g. 'example.com/key')"
	domainPrefixedMsg  = "a name must be a domain-prefixed path, such as 'example.com/my-prop'"
	fullyQualifiedMsg  = "a fully qualified name must be a domain and a name separated by a slash"
	nameNonEmptyMsg    = "name part must be non-empty"
	prefixNonEmptyMsg  = "prefix part must be non-empty"
	mustNotContainDots = "must not contain dots"
)

func maxBytesMsg(n int) string {
	return "must be no more than " + strconv.Itoa(n) + " bytes"
}

var (
	a32  = strings.Repeat("a", 32)
	a63  = strings.Repeat("a", 63)
	a64  = strings.Repeat("a", 64)
	a254 = strings.Repeat("a", 254)
	// name253 and name254 are valid subdomains of 253 and 254 bytes.
	name253 = a63 + "." + a63 + "." + a63 + "." + strings.Repeat("a", 61)
	name254 = a63 + "." + a63 + "." + a63 + "." + strings.Repeat("a", 62)
	// pool253 and pool254 are valid pool names of 253 and 254 bytes.
	pool253 = a63 + "/" + a63 + "/" + a63 + "/" + strings.Repeat("a", 61)
	pool254 = a63 + "/" + a63 + "/" + a63 + "/" + strings.Repeat("a", 62)
)

// problem is one expected error at a Formats field: Invalid unless tooLong
// is set, which makes it TooLong with that limit.
type problem struct {
	detail  string
	tooLong int
}

func msgs(details ...string) []problem {
	out := make([]problem, len(details))
	for i, d := range details {
		out[i] = problem{detail: d}
	}
	return out
}

// formatField describes one field of Formats.
type formatField struct {
	json string
	set  func(*Formats, string)
}

var formatFields = map[string]formatField{
	"k8s-short-name":                    {"shortName", func(f *Formats, v string) { f.ShortName = v }},
	"k8s-long-name":                     {"longName", func(f *Formats, v string) { f.LongName = v }},
	"k8s-long-name-caseless":            {"longNameCaseless", func(f *Formats, v string) { f.LongNameCaseless = v }},
	"k8s-label-key":                     {"labelKey", func(f *Formats, v string) { f.LabelKey = v }},
	"k8s-prefixed-label-key":            {"prefixedLabelKey", func(f *Formats, v string) { f.PrefixedLabelKey = v }},
	"k8s-label-value":                   {"labelValue", func(f *Formats, v string) { f.LabelValue = v }},
	"k8s-ip":                            {"ip", func(f *Formats, v string) { f.IP = v }},
	"k8s-uuid":                          {"uuid", func(f *Formats, v string) { f.UUID = v }},
	"k8s-path-segment-name":             {"pathSegmentName", func(f *Formats, v string) { f.PathSegmentName = v }},
	"k8s-extended-resource-name":        {"extendedResourceName", func(f *Formats, v string) { f.ExtendedResourceName = v }},
	"k8s-resource-fully-qualified-name": {"resourceFullyQualifiedName", func(f *Formats, v string) { f.ResourceFullyQualifiedName = v }},
	"k8s-resource-pool-name":            {"resourcePoolName", func(f *Formats, v string) { f.ResourcePoolName = v }},
}

type formatCase struct {
	format, value string
	want          []problem // empty: valid
}

var formatCases = []formatCase{
	{"k8s-short-name", "a", nil},
	{"k8s-short-name", "my-name", nil},
	{"k8s-short-name", "123-abc", nil},
	{"k8s-short-name", a63, nil},
	{"k8s-short-name", a64, msgs(maxBytesMsg(63))},
	{"k8s-short-name", "a.b", msgs(mustNotContainDots)},
	{"k8s-short-name", a63 + ".b", msgs(maxBytesMsg(63), mustNotContainDots)},
	{"k8s-short-name", "My-Name", msgs(dnsLabelMsg)},
	{"k8s-short-name", "-a", msgs(dnsLabelMsg)},
	{"k8s-short-name", "a_b", msgs(dnsLabelMsg)},

	{"k8s-long-name", "a", nil},
	{"k8s-long-name", "example.com", nil},
	{"k8s-long-name", name253, nil},
	{"k8s-long-name", name254, msgs(maxBytesMsg(253))},
	{"k8s-long-name", "Example.com", msgs(dnsSubdomainMsg)},
	{"k8s-long-name", "a..b", msgs(dnsSubdomainMsg)},
	{"k8s-long-name", "a_b", msgs(dnsSubdomainMsg)},

	{"k8s-long-name-caseless", "Example.COM", nil},
	{"k8s-long-name-caseless", "example.com", nil},
	{"k8s-long-name-caseless", name253, nil},
	{"k8s-long-name-caseless", name254, msgs(maxBytesMsg(253))},
	{"k8s-long-name-caseless", "-A", msgs(dnsSubdomainCaselessMsg)},
	{"k8s-long-name-caseless", "A_B", msgs(dnsSubdomainCaselessMsg)},

	{"k8s-label-key", "app", nil},
	{"k8s-label-key", "example.com/App_1.x", nil},
	{"k8s-label-key", a63, nil},
	{"k8s-label-key", name253 + "/" + a63, nil},
	{"k8s-label-key", a64, msgs("name part " + maxBytesMsg(63))},
	{"k8s-label-key", "-app", msgs("name part " + labelNameMsg)},
	{"k8s-label-key", "example.com/", msgs(nameNonEmptyMsg, "name part "+labelNameMsg)},
	{"k8s-label-key", "/app", msgs(prefixNonEmptyMsg)},
	{"k8s-label-key", "Example.com/app", msgs("prefix part " + dnsSubdomainMsg)},
	{"k8s-label-key", name254 + "/app", msgs("prefix part " + maxBytesMsg(253))},
	{"k8s-label-key", "a/b/c", msgs(labelKeyShapeMsg)},

	{"k8s-prefixed-label-key", "example.com/app", nil},
	{"k8s-prefixed-label-key", "app", msgs(missingPrefixMsg)},
	// A key that is not a label key at all gets the label key messages.
	{"k8s-prefixed-label-key", "-app", msgs("name part " + labelNameMsg)},
	{"k8s-prefixed-label-key", "/app", msgs(prefixNonEmptyMsg)},
	{"k8s-prefixed-label-key", "a/b/c", msgs(labelKeyShapeMsg)},

	{"k8s-label-value", "MyValue", nil},
	{"k8s-label-value", "my_value.1", nil},
	{"k8s-label-value", a63, nil},
	{"k8s-label-value", a64, msgs(maxBytesMsg(63))},
	{"k8s-label-value", "-a", msgs(labelValueMsg)},
	{"k8s-label-value", a63 + "-", msgs(maxBytesMsg(63), labelValueMsg)},

	{"k8s-ip", "10.9.8.7", nil},
	{"k8s-ip", "0.0.0.0", nil},
	{"k8s-ip", "2001:db8::ffff", nil},
	{"k8s-ip", "::1", nil},
	{"k8s-ip", "abc", msgs(ipMsg)},
	{"k8s-ip", "10.0.0.1/24", msgs(ipMsg)},
	{"k8s-ip", "fe80::1%eth0", msgs(ipMsg)},
	{"k8s-ip", "010.9.8.7", msgs("must not have leading 0s")},
	{"k8s-ip", "::ffff:1.2.3.4", msgs("must not be an IPv4-mapped IPv6 address")},
	{"k8s-ip", "2001:DB8::1", msgs(`must be in canonical form ("2001:db8::1")`)},
	{"k8s-ip", "2001:db8:0:0:0:0:0:1", msgs(`must be in canonical form ("2001:db8::1")`)},

	{"k8s-uuid", "123e4567-e89b-12d3-a456-426614174000", nil},
	{"k8s-uuid", "123E4567-E89B-12D3-A456-426614174000", msgs(uuidMsg)},
	{"k8s-uuid", "123e4567-e89b-12d3-a456-42661417400", msgs(uuidMsg)},
	{"k8s-uuid", "123e4567-e89b-12d3-a456-4266141740000", msgs(uuidMsg)},
	{"k8s-uuid", "123e4567xe89b-12d3-a456-426614174000", msgs(uuidMsg)},
	{"k8s-uuid", "g23e4567-e89b-12d3-a456-426614174000", msgs(uuidMsg)},

	{"k8s-path-segment-name", "a.b", nil},
	{"k8s-path-segment-name", "...", nil},
	{"k8s-path-segment-name", "Ünïcode Name", nil},
	{"k8s-path-segment-name", ".", msgs("may not be '.'")},
	{"k8s-path-segment-name", "..", msgs("may not be '..'")},
	{"k8s-path-segment-name", "a/b", msgs("may not contain '/'")},
	{"k8s-path-segment-name", "50%", msgs("may not contain '%'")},
	{"k8s-path-segment-name", "a/%", msgs("may not contain '/'", "may not contain '%'")},

	{"k8s-extended-resource-name", "example.com/gpu", nil},
	{"k8s-extended-resource-name", "example.com/" + a63, nil},
	{"k8s-extended-resource-name", "gpu", msgs(domainPrefixedMsg)},
	{"k8s-extended-resource-name", "kubernetes.io/gpu", msgs(`must not have "kubernetes.io/" domain`)},
	{"k8s-extended-resource-name", "requests.example.com/gpu", msgs(`must not have "requests." prefix`)},
	{"k8s-extended-resource-name", "example.com/gpu-", msgs("name part " + labelNameMsg)},
	{"k8s-extended-resource-name", "example.com/" + a64, msgs("name part " + maxBytesMsg(63))},
	{"k8s-extended-resource-name", "Example.com/gpu", msgs("prefix part " + dnsSubdomainMsg)},

	{"k8s-resource-fully-qualified-name", "example.com/my_driver", nil},
	{"k8s-resource-fully-qualified-name", "a/B", nil},
	{"k8s-resource-fully-qualified-name", "example.com/" + a32, nil},
	// Kubernetes does not check names with more than one slash.
	{"k8s-resource-fully-qualified-name", "a/b/c", nil},
	{"k8s-resource-fully-qualified-name", "driver", msgs(fullyQualifiedMsg)},
	{"k8s-resource-fully-qualified-name", "1driver", msgs(cIdentifierMsg, fullyQualifiedMsg)},
	{"k8s-resource-fully-qualified-name", "/driver", msgs("prefix must not be empty")},
	{"k8s-resource-fully-qualified-name", "example.com/", msgs("name must not be empty")},
	{"k8s-resource-fully-qualified-name", "Example.com/driver", msgs("prefix: " + dnsSubdomainMsg)},
	{"k8s-resource-fully-qualified-name", "example.com/my-driver", msgs(cIdentifierMsg)},
	{"k8s-resource-fully-qualified-name", "example.com/" + a32 + "a", []problem{{tooLong: 32}}},
	{"k8s-resource-fully-qualified-name", a64 + "/driver", []problem{{tooLong: 63}}},

	{"k8s-resource-pool-name", "pool", nil},
	{"k8s-resource-pool-name", "a.b/c-d", nil},
	{"k8s-resource-pool-name", pool253, nil},
	{"k8s-resource-pool-name", pool254, []problem{{tooLong: 253}}},
	{"k8s-resource-pool-name", a254, []problem{{tooLong: 253}, {detail: "segment 0: " + maxBytesMsg(253)}}},
	{"k8s-resource-pool-name", "a//b", msgs("segment 1: must not be empty")},
	{"k8s-resource-pool-name", "/", msgs("segment 0: must not be empty", "segment 1: must not be empty")},
	{"k8s-resource-pool-name", "Pool", msgs("segment 0: " + dnsSubdomainMsg)},
	{"k8s-resource-pool-name", "a/B_c", msgs("segment 1: " + dnsSubdomainMsg)},
}

// expected builds the errors a case wants on its Formats field.
func (c formatCase) expected() field.ErrorList {
	ff := formatFields[c.format]
	p := field.NewPath(ff.json)
	var errs field.ErrorList
	for _, w := range c.want {
		e := field.Invalid(p, c.value, w.detail)
		if w.tooLong > 0 {
			e = field.TooLong(p, c.value, w.tooLong)
		}
		errs = append(errs, e.WithOrigin("format="+c.format))
	}
	return errs
}

func (c formatCase) build() *Formats {
	f := &Formats{}
	formatFields[c.format].set(f, c.value)
	return f
}

func TestEveryFormatIsCovered(t *testing.T) {
	valid, invalid := map[string]int{}, map[string]int{}
	for _, c := range formatCases {
		if len(c.want) == 0 {
			valid[c.format]++
		} else {
			invalid[c.format]++
		}
	}
	if len(formatFields) != 12 {
		t.Errorf("want 12 formats, have %d", len(formatFields))
	}
	for name := range formatFields {
		if valid[name] == 0 || invalid[name] == 0 {
			t.Errorf("format %s needs valid and invalid cases: have %d valid, %d invalid", name, valid[name], invalid[name])
		}
	}
}

func TestFormats(t *testing.T) {
	for _, c := range formatCases {
		name := c.format + "/" + c.value
		if len(name) > 60 {
			name = name[:60]
		}
		t.Run(name, func(t *testing.T) {
			st := localSchemeBuilder.Test(t)
			if len(c.want) == 0 {
				st.Value(c.build()).ExpectValid().ExpectAllocs(0)
				st.Value(c.build()).OldValue(c.build()).ExpectValid().ExpectAllocs(0)
				st.Value(c.build()).OldValue(&Formats{}).ExpectValid()
				return
			}
			want := c.expected()
			st.Value(c.build()).ExpectInvalid(want...)
			st.Value(c.build()).OldValue(c.build()).ExpectValid()
			st.Value(c.build()).OldValue(&Formats{}).ExpectInvalid(want...)
			st.Value(&Formats{}).OldValue(c.build()).ExpectValid()
		})
	}
}

func TestAllFormatsAtOnce(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	all := &Formats{}
	var want field.ErrorList
	seen := map[string]bool{}
	for _, c := range formatCases {
		if len(c.want) == 0 || seen[c.format] {
			continue
		}
		seen[c.format] = true
		formatFields[c.format].set(all, c.value)
		want = append(want, c.expected()...)
	}
	st.Value(all).ExpectInvalid(want...)
	st.Value(&Formats{}).ExpectValid().ExpectAllocs(0)
}

// TestEmptyString: without +k8s:optional the empty string is checked like
// any other value; only label values and path segment names accept it.
func TestEmptyString(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	bad := func(json, format string, details ...string) field.ErrorList {
		var errs field.ErrorList
		for _, d := range details {
			errs = append(errs, field.Invalid(field.NewPath(json), "", d).WithOrigin("format="+format))
		}
		return errs
	}
	var want field.ErrorList
	want = append(want, bad("shortName", "k8s-short-name", dnsLabelMsg)...)
	want = append(want, bad("longName", "k8s-long-name", dnsSubdomainMsg)...)
	want = append(want, bad("longNameCaseless", "k8s-long-name-caseless", dnsSubdomainCaselessMsg)...)
	want = append(want, bad("labelKey", "k8s-label-key", nameNonEmptyMsg, "name part "+labelNameMsg)...)
	want = append(want, bad("prefixedLabelKey", "k8s-prefixed-label-key", nameNonEmptyMsg, "name part "+labelNameMsg)...)
	want = append(want, bad("ip", "k8s-ip", ipMsg)...)
	want = append(want, bad("uuid", "k8s-uuid", uuidMsg)...)
	want = append(want, bad("extendedResourceName", "k8s-extended-resource-name", domainPrefixedMsg, "name part "+labelNameMsg)...)
	want = append(want, bad("resourceFullyQualifiedName", "k8s-resource-fully-qualified-name", cIdentifierMsg, fullyQualifiedMsg)...)
	want = append(want, bad("resourcePoolName", "k8s-resource-pool-name", "segment 0: must not be empty")...)
	st.Value(&Empty{}).ExpectInvalid(want...)
	st.Value(&Empty{}).OldValue(&Empty{}).ExpectValid().ExpectAllocs(0)

	ok := func() *Empty {
		return &Empty{
			ShortName: "a", LongName: "a", LongNameCaseless: "A", LabelKey: "a", PrefixedLabelKey: "a.b/c",
			IP: "::1", UUID: "123e4567-e89b-12d3-a456-426614174000", ExtendedResourceName: "a.b/c",
			ResourceFullyQualifiedName: "a.b/c", ResourcePoolName: "a",
		}
	}
	st.Value(ok()).ExpectValid().ExpectAllocs(0)
	st.Value(ok()).OldValue(&Empty{}).ExpectValid()
	st.Value(&Empty{}).OldValue(ok()).ExpectInvalid(want...)
}

// TestSecondSlashOnKubernetes137: as Kubernetes v1.37's check, a
// k8s-resource-fully-qualified-name with more than one slash is not
// reported on a 1.37 tree (1.38 reports it: gen/validationgen/output_tests/format138).
func TestSecondSlashOnKubernetes137(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Formats{ResourceFullyQualifiedName: "example.com/a/b"}).ExpectValid()
}
