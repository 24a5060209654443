package cel

import (
	"strconv"
	"strings"
	"time"
)

// Timestamp and duration arithmetic and accessors. Durations are int64
// nanoseconds (their arithmetic overflows as ints do); timestamps stay within
// CEL's range of years 1 to 9999 and keep their offset through arithmetic.

func AddDuration(a, b time.Duration) (time.Duration, Err) {
	s, err := AddInt(int64(a), int64(b))
	return time.Duration(s), err
}

func SubDuration(a, b time.Duration) (time.Duration, Err) {
	d, err := SubInt(int64(a), int64(b))
	return time.Duration(d), err
}

func negDuration(a time.Duration) (time.Duration, Err) {
	n, err := NegInt(int64(a))
	return time.Duration(n), err
}

// AddTimestamp is timestamp + duration (and duration + timestamp).
func AddTimestamp(t time.Time, d time.Duration) (time.Time, Err) {
	sec := t.Unix()
	nsec := int64(t.Nanosecond()) + int64(d%time.Second)
	sec, err := AddInt(sec, int64(d/time.Second))
	if err.Failed() {
		return time.Time{}, err
	}
	// nsec is in (-1s, 2s): carry it into sec.
	switch {
	case nsec >= int64(time.Second):
		sec, nsec = sec+1, nsec-int64(time.Second)
	case nsec < 0:
		sec, nsec = sec-1, nsec+int64(time.Second)
	}
	if sec < minUnixSeconds || sec > maxUnixSeconds {
		return time.Time{}, errTimestampOverflow
	}
	return time.Unix(sec, nsec).In(t.Location()), Err{}
}

// SubTimestampDuration is timestamp - duration.
func SubTimestampDuration(t time.Time, d time.Duration) (time.Time, Err) {
	n, err := negDuration(d)
	if err.Failed() {
		return time.Time{}, err
	}
	return AddTimestamp(t, n)
}

// SubTimestamps is timestamp - timestamp; a difference beyond ±292 years
// overflows the duration.
func SubTimestamps(a, b time.Time) (time.Duration, Err) {
	sec := a.Unix() - b.Unix() // both within CEL's range: cannot overflow
	ns, err := MulInt(sec, int64(time.Second))
	if err.Failed() {
		return 0, err
	}
	d, err := AddInt(ns, int64(a.Nanosecond())-int64(b.Nanosecond()))
	return time.Duration(d), err
}

// CompareTimestamp orders two timestamps by instant.
func CompareTimestamp(a, b time.Time) int { return sign3(a.Before(b), a.After(b)) }

// CompareDuration orders two durations.
func CompareDuration(a, b time.Duration) int { return sign3(a < b, a > b) }

// EqualTimestamp is CEL's ==: the same instant, whatever the offsets.
func EqualTimestamp(a, b time.Time) bool { return a.Equal(b) }

// Duration accessors: whole units, truncated toward zero.
func DurationHours(d time.Duration) int64        { return int64(d.Hours()) }
func DurationMinutes(d time.Duration) int64      { return int64(d.Minutes()) }
func DurationSeconds(d time.Duration) int64      { return int64(d.Seconds()) }
func DurationMilliseconds(d time.Duration) int64 { return d.Milliseconds() }

// TimestampField names a timestamp accessor.
type TimestampField uint8

const (
	FullYear     TimestampField = iota // getFullYear
	Month                              // getMonth: 0-11
	DayOfYear                          // getDayOfYear: 0-365
	DayOfMonth                         // getDayOfMonth: 0-30
	Date                               // getDate: 1-31
	DayOfWeek                          // getDayOfWeek: 0 (Sunday) - 6
	Hours                              // getHours
	Minutes                            // getMinutes
	Seconds                            // getSeconds
	Milliseconds                       // getMilliseconds
)

// TimestampGet is the accessor f of t in UTC (Kubernetes sets CEL's default
// time zone to UTC).
func TimestampGet(t time.Time, f TimestampField) int64 { return timestampField(t.UTC(), f) }

// TimestampGetIn is the accessor f of t in the time zone tz: an IANA name
// or an offset "+hh:mm" / "-hh:mm".
func TimestampGetIn(t time.Time, f TimestampField, tz string) (int64, Err) {
	loc, err := timeZone(tz)
	if err.Failed() {
		return 0, err
	}
	return timestampField(t.In(loc), f), Err{}
}

func timestampField(t time.Time, f TimestampField) int64 {
	switch f {
	case FullYear:
		return int64(t.Year())
	case Month:
		return int64(t.Month()) - 1
	case DayOfYear:
		return int64(t.YearDay()) - 1
	case DayOfMonth:
		return int64(t.Day()) - 1
	case Date:
		return int64(t.Day())
	case DayOfWeek:
		return int64(t.Weekday())
	case Hours:
		return int64(t.Hour())
	case Minutes:
		return int64(t.Minute())
	case Seconds:
		return int64(t.Second())
	case Milliseconds:
		return int64(t.Nanosecond() / 1e6)
	}
	return 0
}

// timeZone resolves tz as cel-go does: without a colon an IANA name, with
// one an hour and minute offset (the minutes take the hour's sign only when
// the text starts with '-').
func timeZone(tz string) (*time.Location, Err) {
	colon := strings.IndexByte(tz, ':')
	if colon < 0 {
		loc, err := time.LoadLocation(tz)
		if err != nil {
			return nil, Msg(err.Error())
		}
		return loc, Err{}
	}
	hours, err := strconv.Atoi(tz[:colon])
	if err != nil {
		return nil, Msg(err.Error())
	}
	minutes, err := strconv.Atoi(tz[colon+1:])
	if err != nil {
		return nil, Msg(err.Error())
	}
	offset := hours*60 + minutes
	if tz[0] == '-' {
		offset = hours*60 - minutes
	}
	return time.FixedZone("", int((time.Duration(offset) * time.Minute).Seconds())), Err{}
}
