package validate

import (
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"

	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/kube-openapi/pkg/validation/strfmt"
)

// openAPIFormatSamples are tricky values of every format; each is checked
// against every format (a hostname is a bad uuid, and so on).
var openAPIFormatSamples = []string{
	"", " ", "a", "-", ".", "*", "\n", "\x00", "\xff", "\xc2", "µ", "é", "☃", "\ufffd",
	// uuid
	"123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000", "123e4567e89b12d3a456426614174000",
	"123e4567-e89b12d3-a456426614174000", "123e4567-e89b-32d3-a456-426614174000", "123e4567-e89b-42d3-8456-426614174000",
	"123e4567-e89b-42d3-c456-426614174000", "123e4567-e89b-52d3-B456-426614174000", "123e4567-e89b-12d3-a456-42661417400g",
	"123e4567--e89b-12d3-a456-426614174000", "123e4567-e89b-12d3-a456-4266141740001", "123e4567-e89b-12d3-a456-426614174000\n",
	"-123e4567-e89b-12d3-a456-426614174000", "123e4567-e89b-12d3-a456-426614174000-",
	// hexcolor, rgbcolor
	"#fff", "fff", "#ffffff", "#FfFfFf", "#ff", "#ffff", "##fff", "#fffffff", "#ggg", "rgb(0,31,255)", "rgb(0,  31, 255)",
	"rgb( 0 ,\t31 ,\n255 )", "rgb(01,31,255)", "rgb(256,0,0)", "rgb(255,255,255)", "rgb(199,249,250)", "rgb(1,2)", "rgb(1,2,3,4)",
	"rgba(0,0,0)", "RGB(0,0,0)", "rgb(0,0,0) ", "rgb(0,0,0\v)", "rgb(-1,0,0)", "rgb(100,20,3)",
	// ssn
	"123-45-6789", "123 45 6789", "123-45 6789", "123456789", "123-456789", "12345-6789", "123-45-678a", "123_45_6789", "1234-5-6789",
	// isbn
	"0321751043", "0-321-75104-3", "0 321 75104 3", "032175104X", "032175104x", "0321751044", "978-0321751041", "9780321751041",
	"9780321751042", "978 0 321 75104 1", "978\t0321751041", "978\v0321751041", "97803217510411", "155404295X", "3-8362-2119-5",
	"-0321751043-", "0321751043 ", "0３21751043",
	// creditcard
	"4111 1111 1111 1111", "4111111111111111", "4111-1111-1111-1112", "4220855426222389", "5139288802098206", "374953669708156",
	"6011464355444102", "3548209662790989", "30569309025904", "38520000023237", "213112345678903", "180012345678902",
	"4222222222222", "credit card", "x4111x1111x1111x1111x", "41111111111111111", "5639288802098206", "4111 1111 1111 1111 1",
	// bsonobjectid, byte
	"507f1f77bcf86cd799439011", "507F1F77BCF86CD799439011", "507f1f77bcf86cd79943901", "507f1f77bcf86cd7994390111",
	"507f1f77bcf86cd79943901g", "aGVsbG8=", "aGVsbG8", "aGVsbA==", "aGVsbA=", "aGVs", "a===", "====", "ab==", "abc=", "a+/b",
	"a-_b", "aGVs\n", "aG Vs",
	// ipv4, ipv6, cidr
	"1.2.3.4", "01.02.03.004", "0000000001.2.3.4", "256.1.1.1", "1.2.3", "1.2.3.4.5", "1.2.3.4 ", "1..2.3", "::1", "::", "1::",
	"::ffff:1.2.3.4", "::1.2.3.4", "1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:7:1.2.3.4", "2001:db8::1", "2001:DB8::1", "fe80::1%eth0",
	"2001:0db8:0000:0000:0000:0000:0000:0001", "00002001::1", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7::", "::1:2:3:4:5:6:7",
	"1::2::3", ":1::", "1:", ":::", "[::1]", "12345::", "1.2.3.4/8", "1.2.3.4/32", "1.2.3.4/33", "01.2.3.4/08", "::/0", "::1/128",
	"::1/129", "2001:db8::/32", "1.2.3.4/", "/8", "1.2.3.4/-1", "1.2.3.4/+8", "1.2.3.4/8/8", "::ffff:1.2.3.4/100", "1.2.3.4/ 8",
	"1.2.3.4/16777216", "99999999.1.1.1",
	// mac
	"00:00:5e:00:53:01", "00-00-5E-00-53-01", "02:00:5e:10:00:00:00:01", "0000.5e00.5301", "0200.5e10.0000.0001", "00005e005301",
	"00:00:5e:00:53", "00:00-5e:00:53:01", "00:00:5e:00:53:0g", "0000.5e00.530", "0000.5e00-5301", "00:00:5e:00:53:01:",
	"00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00", "0:00:5e:00:53:01", "000:0:5e:00:53:01",
	// hostname
	"example.com", "a.b", "a.bc", "a", "a-", "a-b", "a-b-c", "-a", "a.b-c.com", "a..com", "a.com.", ".com", "a.c0m", "xn--bcher-kva.example",
	"bücher.example", "☃.net", "a_b.com", "localhost", "1.2.3.4", "123", "a.b.c.d.e", "a.中文网", strings.Repeat("a", 63), strings.Repeat("a", 64),
	strings.Repeat("a", 63) + ".com", strings.Repeat("a", 64) + ".com", strings.Repeat("a.", 126) + "com", strings.Repeat("a.", 127) + "com",
	"a." + strings.Repeat("c", 63), "a." + strings.Repeat("c", 64), "a.\xffb", "\xff.com", "é" + strings.Repeat("a", 62), "a-" + strings.Repeat("b", 62),
	"a-" + strings.Repeat("b", 61), strings.Repeat("é", 40), "a.b\n", "€.com",
	// uri
	"http://foo.bar/#com", "https://foobar.com", "foobar.com", "http://foobar.中文网/", "http://foobar.org:8080/", "xyz://foobar.com",
	"invalid.", ".com", "mailto:someone@example.com", "/abs/test/dir", "./rel/test/dir", "//host/path", "/a%zz", "/a%20b", "/a?%zz",
	"/a?", "http://[::1]:80/", "http://[::1", "http://a b/", "a:b", ":b", "1a:b", "/a\x7f", "http://user:pa ss@host/", "http://%41/",
	"HTTP://Example.COM", "/?", "?", "#frag", "/path#frag%",
	// email
	"user@example.com", "user.name+tag@example.co.uk", "user@localhost", "User <user@example.com>", "<user@example.com>", "user",
	"@example.com", "user@", "user@@example.com", ".user@example.com", "user.@example.com", "us..er@example.com", "\"quoted\"@example.com",
	"\"\"@example.com", "user@[127.0.0.1]", "user@example.com (comment)", "user@example.com extra", "a@b, c@d", "group: a@b;", "group:;",
	" user@example.com ", "üser@example.com", "user@exämple.com", "user@ex\xffample.com", "a@b@c", "user@-example-.com", "=?utf-8?q?x?= <a@b>",
	// date, date-time
	"2006-01-02", "2006-1-02", "2006-01-2", "2006-13-01", "2006-00-10", "2006-02-29", "2004-02-29", "2000-02-29", "1900-02-29", "0000-02-29",
	"0000-01-01", "9999-12-31", "2006-04-31", "2006-01-32", "2006-01-00", "20060102", "2006-01-02 ", "+006-01-02", "2006-01-02T15:04:05Z",
	"2006-01-02t15:04:05z", "2006-01-02T15:04:05.123Z", "2006-01-02T15:04:05.123+01:00", "2006-01-02T15:04:05-99:99", "2006-01-02T15:04:05x9Z",
	"2006-01-02T15:04:05é9Z", "2006-01-02T15:04:05\n9Z", "2006-01-02T15:04:05\xff9Z", "2006-01-02T15:04:05.Z", "2006-01-02T15:04:05",
	"2006-01-02T24:00:00Z", "2006-01-02T23:60:00Z", "2006-01-02T23:59:60Z", "2006-01-02T15:04:05Zt", "2006-01-02T15:04:05ZTrailing",
	"2006-01-02T15:04:05Z ", "2006-01-02 15:04:05Z", "2006-01-02T15:04:05+0100", "2006-01-02T15:04:05.5.5Z", "2006-01-02T15:04:05:5Z",
	"2006-01-02T15:04:055Z", "2006-01-02T1:04:05Z", "2006-02-30T15:04:05Z", "T15:04:05Z", "2006-01-02T",
	// duration
	"1h", "1h30m", "1.5h", "-1.5s", "+3s", "0", "-0", "300ms", "1us", "1µs", "1μs", "3 days", "3days", "3 Days", "1 week", "2wk", "1 hour",
	"1hr", "10 minutes", "5 secs", "5 sec", "5 Nanoseconds", "5 micro", "5 milli", "1 fortnight", "1d", "1 d", "1\td", "1\vd", "d1", "1",
	"1x 2h", "1h 99999999999999999999s", "99999999999999999999s 1h", "9223372036854775807s", "9223372036854775808s", "00000000000000000000001d",
	"1.", "1h.", "h", "1hx", "1 hours ago", "in 2 days", "2562047h", "2562048h", "0.99999999999999999999s", "1µ", "1mµ", "1 ms", "1 MS",
	"9223372036854775807ns", "9223372036854775808ns", "1h1", "5sec5", "1 hourly",
}

// TestOpenAPIFormatsAgainstStrfmt: each check accepts exactly the strings
// kube-openapi's registry accepts, and reports one TypeInvalid otherwise.
func TestOpenAPIFormatsAgainstStrfmt(t *testing.T) {
	for norm, f := range OpenAPIFormats {
		accepted := 0
		for _, s := range openAPIFormatSamples {
			want := strfmt.Default.Validates(norm, s)
			if want {
				accepted++
			}
			root := Root()
			errs := f.Check(&root, s)
			if got := len(errs) == 0; got != want {
				t.Errorf("%s %q: valid %v, strfmt says %v", f.Name, s, got, want)
				continue
			}
			if len(errs) > 0 && (len(errs) != 1 || errs[0].Type != field.ErrorTypeTypeInvalid || errs[0].Origin != "format="+f.Name || errs[0].BadValue != s) {
				t.Errorf("%s %q: errors %#v, want one TypeInvalid with origin format=%s", f.Name, s, errs, f.Name)
			}
		}
		if accepted == 0 || accepted == len(openAPIFormatSamples) {
			t.Errorf("%s accepts %d of %d samples; the samples must have valid and invalid values", f.Name, accepted, len(openAPIFormatSamples))
		}
	}
}

// TestOpenAPIFormatsCoverTheRegistry: every format the registry checks on
// strings has a check here, under the registry's name ("password" accepts
// everything and needs none).
func TestOpenAPIFormatsCoverTheRegistry(t *testing.T) {
	for _, name := range []string{"bsonobjectid", "uri", "email", "hostname", "ipv4", "ipv6", "cidr", "mac", "uuid", "uuid3", "uuid4", "uuid5",
		"isbn", "isbn10", "isbn13", "creditcard", "ssn", "hexcolor", "rgbcolor", "byte", "date", "duration", "datetime"} {
		if !strfmt.Default.ContainsName(name) {
			t.Errorf("strfmt has no format %q", name)
		}
		if _, ok := OpenAPIFormats[name]; !ok {
			t.Errorf("no check for format %q", name)
		}
	}
	for name, f := range OpenAPIFormats {
		if strings.ReplaceAll(f.Name, "-", "") != name {
			t.Errorf("format %q is named %q", name, f.Name)
		}
	}
}

// TestDateTimeFoldsOnlyTAndZ backs isOpenAPIDateTime's shortcut: kube-openapi
// lower-cases the string first, and no rune but 'T' and 'Z' lower-cases to
// a character its pattern names.
func TestDateTimeFoldsOnlyTAndZ(t *testing.T) {
	const named = "0123456789tz:+-\n"
	for r := rune(0); r <= unicode.MaxRune; r++ {
		l := unicode.ToLower(r)
		if l != r && strings.ContainsRune(named, l) && r != 'T' && r != 'Z' {
			t.Errorf("%U lower-cases to %q", r, l)
		}
	}
}

// TestOpenAPIFormatsAllocateNothingWhenValid: valid values of every format
// (an email only in its plain form) cost no allocation.
func TestOpenAPIFormatsAllocateNothingWhenValid(t *testing.T) {
	for norm, f := range OpenAPIFormats {
		for _, s := range openAPIFormatSamples {
			if !strfmt.Default.Validates(norm, s) || (norm == "email" && !isPlainEmail(s)) {
				continue
			}
			root := Root()
			if n := testing.AllocsPerRun(20, func() { _ = f.Check(&root, s) }); n != 0 {
				t.Errorf("%s %q: %v allocations", f.Name, s, n)
			}
		}
	}
}

// BenchmarkOpenAPIFormats compares each check with strfmt's on one valid
// value.
func BenchmarkOpenAPIFormats(b *testing.B) {
	values := map[string]string{
		"bsonobjectid": "507f1f77bcf86cd799439011", "byte": "aGVsbG8gd29ybGQ=", "cidr": "10.0.0.0/8", "creditcard": "4111 1111 1111 1111",
		"date": "2006-01-02", "datetime": "2006-01-02T15:04:05.123Z", "duration": "1h30m", "email": "user@example.com",
		"hexcolor": "#ffaa00", "hostname": "www.example.com", "ipv4": "10.0.0.1", "ipv6": "2001:db8::1", "isbn": "978-0321751041",
		"isbn10": "0321751043", "isbn13": "978-0321751041", "mac": "00:00:5e:00:53:01", "rgbcolor": "rgb(255, 128, 0)", "ssn": "123-45-6789",
		"uri": "https://example.com/path?q=1", "uuid": "123e4567-e89b-12d3-a456-426614174000", "uuid3": "123e4567-e89b-32d3-a456-426614174000",
		"uuid4": "123e4567-e89b-42d3-a456-426614174000", "uuid5": "123e4567-e89b-52d3-a456-426614174000",
	}
	names := make([]string, 0, len(values))
	for n := range values {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		v, f := values[n], OpenAPIFormats[n]
		if !strfmt.Default.Validates(n, v) {
			b.Fatalf("%s %q is not valid", n, v)
		}
		b.Run(n+"/kubedv", func(b *testing.B) {
			b.ReportAllocs()
			root := Root()
			for b.Loop() {
				if f.Check(&root, v) != nil {
					b.Fatal("invalid")
				}
			}
		})
		b.Run(n+"/strfmt", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if !strfmt.Default.Validates(n, v) {
					b.Fatal("invalid")
				}
			}
		})
	}
}

// FuzzOpenAPIFormats compares every format's check with strfmt's on the
// same string. The samples are its seeds (CI runs only those).
func FuzzOpenAPIFormats(f *testing.F) {
	for _, s := range openAPIFormatSamples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for norm, fm := range OpenAPIFormats {
			root := Root()
			got := len(fm.Check(&root, s)) == 0
			if want := strfmt.Default.Validates(norm, s); got != want {
				t.Errorf("%s %q: valid %v, strfmt says %v", fm.Name, s, got, want)
			}
		}
	})
}

// TestDaysInMonthAgreesWithTime: every year time.Parse reads in a date.
func TestDaysInMonthAgreesWithTime(t *testing.T) {
	for year := 0; year <= 9999; year++ {
		for month := 1; month <= 12; month++ {
			if got, want := daysInMonth(year, month), time.Date(year, time.Month(month)+1, 0, 0, 0, 0, 0, time.UTC).Day(); got != want {
				t.Fatalf("%04d-%02d: %d days, time says %d", year, month, got, want)
			}
		}
	}
}
