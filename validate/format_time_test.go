package validate

import (
	"strings"
	"testing"
	"time"
)

// The references: what metav1.Duration and metav1.Time decode, and for
// date-times the instants a CRD's CEL timestamp() holds (cel-go checks
// t.Unix() against the same limits).

func refIsDuration(s string) bool {
	_, err := time.ParseDuration(s)
	return err == nil && len(s) <= 64
}

func refIsDateTime(s string) bool { return refParsesDateTime(s) && len(s) <= 64 }

func refParsesDateTime(s string) bool {
	t, err := time.Parse(time.RFC3339, s)
	return err == nil && t.Unix() >= minDateTimeUnix && t.Unix() <= maxDateTimeUnix
}

var dateTimeSeeds = []string{
	"2006-01-02T15:04:05Z", "2006-01-02T15:04:05.999999999Z", "2006-01-02T15:04:05,5Z", "2006-01-02T15:04:05.Z",
	"2006-01-02T15:04:05+01:00", "2006-01-02T15:04:05-23:59", "2006-01-02T15:04:05+24:00", "2006-01-02T15:04:05+00:60",
	"2006-01-02T15:04:05+25:00", "2006-01-02T15:04:05+00:61", "2006-01-02T15:04:05+0100", "2006-01-02T15:04:05z",
	"2006-01-02t15:04:05Z", "2006-01-02 15:04:05Z", "2006-01-02T5:04:05Z", "2006-01-02T24:00:00Z", "2006-01-02T23:60:00Z",
	"2006-01-02T23:59:60Z", "2006-02-29T00:00:00Z", "2004-02-29T00:00:00Z", "2006-13-01T00:00:00Z", "2006-00-01T00:00:00Z",
	"2006-1-02T15:04:05Z", "06-01-02T15:04:05Z", "0000-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "0001-01-01T00:00:00+00:01",
	"0001-01-01T00:00:00-00:01", "9999-12-31T23:59:59.999Z", "9999-12-31T23:59:59-00:01", "9999-12-31T23:00:00+01:00",
	"", "Z", "+01:00", "2006-01-02T15:04:05", "2006-01-02", "2006-01-02T15:04Z", "2006-01-02T15:04:05ZZ",
	"2006-01-02T15:04:05.1.2Z", "2006-01-02T15:04:05.123456789012Z", "+2006-01-02T15:04:05Z", "2006-01-02T15:04:05 Z",
}

func FuzzDateTime(f *testing.F) {
	for _, s := range dateTimeSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := isDateTime(s), refParsesDateTime(s); got != want {
			t.Errorf("isDateTime(%q) = %t, time.Parse(time.RFC3339) within CEL's range says %t", s, got, want)
		}
	})
}

// TestDateTimeAgreesExhaustively mutates a valid date-time at every
// position with every character that matters to the grammar.
func TestDateTimeAgreesExhaustively(t *testing.T) {
	symbols := "0123456789-+:.,TZtz \x00"
	for _, base := range []string{"2004-02-29T23:59:59.5+24:00", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59-00:01"} {
		for i := 0; i <= len(base); i++ {
			for _, c := range symbols {
				for _, s := range []string{base[:i] + string(c) + base[i:], base[:i] + string(c) + base[min(i+1, len(base)):], base[:i] + base[min(i+1, len(base)):]} {
					if got, want := isDateTime(s), refParsesDateTime(s); got != want {
						t.Fatalf("isDateTime(%q) = %t, reference %t", s, got, want)
					}
				}
			}
		}
	}
}

func TestTimeFormats(t *testing.T) {
	root := Root()
	for _, s := range append(dateTimeSeeds, "1s", "-1.5h", "0", "+0", "1", "1m30", "1µs", "1μs", "1us", ".5s", "5.s", ".s",
		"9223372036854775807ns", "9223372036854775808ns", strings.Repeat("1s", 32), strings.Repeat("1s", 33),
		"2006-01-02T15:04:05."+strings.Repeat("0", 44)+"Z", "2006-01-02T15:04:05."+strings.Repeat("0", 43)+"Z") {
		if got, want := DateTime(&root, s) == nil, refIsDateTime(s); got != want {
			t.Errorf("DateTime(%q) valid %t, want %t", s, got, want)
		}
		if got, want := DurationString(&root, s) == nil, refIsDuration(s); got != want {
			t.Errorf("DurationString(%q) valid %t, want %t", s, got, want)
		}
	}
	if errs := DateTime(&root, "2006-02-30T00:00:00Z"); len(errs) != 1 || errs[0].Origin != "format=k8s-date-time" ||
		errs[0].Detail != "must be an RFC 3339 date-time such as 2006-01-02T15:04:05Z, between the years 0001 and 9999 in UTC, at most 64 characters" {
		t.Errorf("DateTime error: %v", errs)
	}
	if errs := DurationString(&root, "1 day"); len(errs) != 1 || errs[0].Origin != "format=k8s-duration" {
		t.Errorf("DurationString error: %v", errs)
	}
}
