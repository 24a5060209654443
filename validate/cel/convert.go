package cel

import (
	"math"
	"strconv"
	"time"
	"unicode/utf8"
)

// The conversion functions int(), uint(), double(), string(), bytes(),
// bool(), duration() and timestamp(), with cel-go's range checks and
// formats. Failing conversions name CEL's types as cel-go does
// ("type conversion error from 'string' to 'int'").

const (
	// The range of CEL timestamps in Unix seconds: 0001-01-01T00:00:00Z to
	// 9999-12-31T23:59:59Z.
	minUnixSeconds = -62135596800
	maxUnixSeconds = 253402300799
	twoTo64        = 18446744073709551616.0
)

func IntOfUint(v uint64) (int64, Err) {
	if v > math.MaxInt64 {
		return 0, errIntOverflow
	}
	return int64(v), Err{}
}

// IntOfDouble truncates toward zero; the bounds themselves are out of range.
func IntOfDouble(v float64) (int64, Err) {
	if math.IsNaN(v) || v <= math.MinInt64 || v >= math.MaxInt64 {
		return 0, errIntOverflow
	}
	return int64(v), Err{}
}

func IntOfString(s string) (int64, Err) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, conversionErr("string", "int")
	}
	return n, Err{}
}

// IntOfTimestamp is the Unix time in seconds.
func IntOfTimestamp(t time.Time) int64 { return t.Unix() }

// IntOfDuration is the duration in nanoseconds.
func IntOfDuration(d time.Duration) int64 { return int64(d) }

func UintOfInt(v int64) (uint64, Err) {
	if v < 0 {
		return 0, errUintOverflow
	}
	return uint64(v), Err{}
}

func UintOfDouble(v float64) (uint64, Err) {
	if math.IsNaN(v) || v < 0 || v >= twoTo64 {
		return 0, errUintOverflow
	}
	return uint64(v), Err{}
}

func UintOfString(s string) (uint64, Err) {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, conversionErr("string", "uint")
	}
	return n, Err{}
}

func DoubleOfString(s string) (float64, Err) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, conversionErr("string", "double")
	}
	return f, Err{}
}

func BoolOfString(s string) (bool, Err) {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return false, conversionErr("string", "bool")
	}
	return b, Err{}
}

func StringOfInt(v int64) string   { return strconv.FormatInt(v, 10) }
func StringOfUint(v uint64) string { return strconv.FormatUint(v, 10) }

// StringOfDouble is fmt's %g: the shortest representation, exponent from 1e21.
func StringOfDouble(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

func StringOfBool(v bool) string { return strconv.FormatBool(v) }

func StringOfBytes(b []byte) (string, Err) {
	if !utf8.Valid(b) {
		return "", Err{Code: ErrInvalidUTF8}
	}
	return string(b), Err{}
}

// StringOfTimestamp is RFC 3339 with as many fractional digits as needed,
// in the timestamp's own offset.
func StringOfTimestamp(t time.Time) string { return t.Format(time.RFC3339Nano) }

// StringOfDuration is the duration in seconds with a trailing "s" ("1.5s").
func StringOfDuration(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + "s"
}

// BytesOfString is bytes(s): the UTF-8 encoding.
func BytesOfString(s string) []byte { return []byte(s) }

// DurationOfString is duration(s) in Go's time.ParseDuration syntax.
func DurationOfString(s string) (time.Duration, Err) {
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, conversionErr("string", "google.protobuf.Duration")
	}
	return d, Err{}
}

// TimestampOfString is timestamp(s): RFC 3339, kept in its own offset.
func TimestampOfString(s string) (time.Time, Err) {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return time.Time{}, conversionErr("string", "google.protobuf.Timestamp")
	}
	if u := t.Unix(); u < minUnixSeconds || u > maxUnixSeconds {
		return time.Time{}, errTimestampOverflow
	}
	return t, Err{}
}

// TimestampOfInt is timestamp(i): i seconds after the Unix epoch, in UTC.
func TimestampOfInt(i int64) (time.Time, Err) {
	if i < minUnixSeconds || i > maxUnixSeconds {
		return time.Time{}, errTimestampOverflow
	}
	return time.Unix(i, 0).UTC(), Err{}
}
