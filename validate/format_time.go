package validate

import (
	"time"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Formats of durations and times (kubernetes/kubernetes#138122, #138120).
// Kubernetes has not merged them; kubedv's semantics are those an API
// author gets from the types that hold such values: k8s-duration is what
// metav1.Duration decodes (Go's time.ParseDuration), k8s-date-time what
// metav1.Time decodes (time.Parse with time.RFC3339), within the years
// 0001-9999 in UTC, which is also what a CRD's CEL timestamp() accepts.
// Both are at most 64 bytes long (Go prints no duration longer than 25
// and no RFC 3339 time longer than 35): a CRD needs a maxLength to bound
// the cost of its rule, and the Go check agrees with it.

// maxTimeFormatLength is the longest k8s-duration or k8s-date-time.
const maxTimeFormatLength = 64

// DurationString checks k8s-duration: a Go duration such as "1m30s".
func DurationString[T ~string](p *Path, v T) field.ErrorList {
	if len(v) <= maxTimeFormatLength {
		if _, err := time.ParseDuration(string(v)); err == nil {
			return nil
		}
	}
	return one(at(p, field.Invalid(nil, v, "must be a duration such as 30s, 1m30s or 1h (Go's time.ParseDuration syntax), at most 64 characters"), "format=k8s-duration"))
}

// DateTime checks k8s-date-time: an RFC 3339 date-time such as
// "2006-01-02T15:04:05Z" or "2006-01-02T15:04:05.5+01:00".
func DateTime[T ~string](p *Path, v T) field.ErrorList {
	if len(v) <= maxTimeFormatLength && isDateTime(string(v)) {
		return nil
	}
	return one(at(p, field.Invalid(nil, v, "must be an RFC 3339 date-time such as 2006-01-02T15:04:05Z, between the years 0001 and 9999 in UTC, at most 64 characters"), "format=k8s-date-time"))
}

// The instants CEL's timestamp() holds: 0001-01-01T00:00:00Z to
// 9999-12-31T23:59:59.999999999Z, in Unix seconds.
const (
	minDateTimeUnix int64 = -62135596800
	maxDateTimeUnix int64 = 253402300799
)

// isDateTime reports whether time.Parse(time.RFC3339, s) accepts s, at an
// instant within CEL's range, without allocating: time.Parse allocates a
// zone for every offset but Z, so the offset is read here and the rest is
// parsed without a zone, which takes the same path through time.Parse.
func isDateTime(s string) bool {
	zone := zoneStart(s)
	if zone < 0 {
		return false
	}
	offset, ok := zoneOffset(s[zone:])
	if !ok {
		return false
	}
	t, err := time.Parse("2006-01-02T15:04:05", s[:zone])
	if err != nil {
		return false
	}
	unix := t.Unix() - offset
	return unix >= minDateTimeUnix && unix <= maxDateTimeUnix
}

// zoneStart is the index of the time zone at the end of s: Z or ±hh:mm,
// -1 without one.
func zoneStart(s string) int {
	if n := len(s); n > 0 && s[n-1] == 'Z' {
		return n - 1
	}
	if n := len(s); n >= 6 && (s[n-6] == '+' || s[n-6] == '-') {
		return n - 6
	}
	return -1
}

// zoneOffset reads Z or ±hh:mm as time.Parse does for RFC 3339: hours up
// to 24 and minutes up to 60 (it allows both limits).
func zoneOffset(z string) (seconds int64, ok bool) {
	if z == "Z" {
		return 0, true
	}
	if len(z) != 6 || z[3] != ':' || !isDigit(z[1]) || !isDigit(z[2]) || !isDigit(z[4]) || !isDigit(z[5]) {
		return 0, false
	}
	h := int64(z[1]-'0')*10 + int64(z[2]-'0')
	m := int64(z[4]-'0')*10 + int64(z[5]-'0')
	if h > 24 || m > 60 {
		return 0, false
	}
	seconds = (h*60 + m) * 60
	if z[0] == '-' {
		seconds = -seconds
	}
	return seconds, true
}
