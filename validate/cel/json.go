package cel

import (
	"time"
	"unicode/utf8"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/kube-openapi/pkg/validation/strfmt"
)

// The API server evaluates rules on the object's JSON form, converted with
// the schema's types and formats. These helpers give compiled code the same
// view of Go values without encoding them.

// JSONString is s as the JSON round trip leaves it: each byte that is not
// part of valid UTF-8 becomes U+FFFD. A valid s is returned as is.
func JSONString(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	b := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = utf8.AppendRune(b, utf8.RuneError)
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return string(b)
}

// IntOrString is how CEL sees an x-kubernetes-int-or-string value: an int
// when isString is false, else a string.
func IntOrString(v intstr.IntOrString) (isString bool, i int64, s string) {
	if v.Type == intstr.String {
		return true, 0, v.StrVal
	}
	return false, int64(v.IntVal), ""
}

// MetaTime is a metav1.Time field (format date-time) as CEL sees it: the
// JSON form keeps whole seconds in UTC. A zero time is JSON null: compiled
// code treats it as absent before calling this.
func MetaTime(t metav1.Time) time.Time { return time.Unix(t.Unix(), 0).UTC() }

// MetaMicroTime is a metav1.MicroTime field: whole microseconds in UTC.
func MetaMicroTime(t metav1.MicroTime) time.Time {
	return time.Unix(t.Unix(), int64(t.Nanosecond()/1000*1000)).UTC()
}

// DurationField is a string with format "duration" as CEL sees it (kube-openapi's
// duration syntax, a superset of Go's).
func DurationField(s string) (time.Duration, Err) {
	d, err := strfmt.ParseDuration(s)
	if err != nil {
		return 0, Msg("Invalid duration " + s + ": " + err.Error())
	}
	return d, Err{}
}

// DateTimeField is a string with format "date-time" as CEL sees it.
func DateTimeField(s string) (time.Time, Err) {
	// strfmt tries layouts that differ only in the fraction digits they
	// require before RFC 3339, which accepts any: when RFC 3339 parses s,
	// strfmt's result is the same time, without its failed attempts' errors.
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, Err{}
	}
	d, err := strfmt.ParseDateTime(s)
	if err != nil {
		return time.Time{}, Msg("Invalid date-time formatted string " + s + ": " + err.Error())
	}
	return time.Time(d), Err{}
}

// DateField is a string with format "date" as CEL sees it: midnight UTC.
func DateField(s string) (time.Time, Err) {
	d, err := time.Parse(strfmt.RFC3339FullDate, s)
	if err != nil {
		return time.Time{}, Msg("Invalid date formatted string " + s + ": " + err.Error())
	}
	return d, Err{}
}

// BytesField is a string with format "byte" as CEL sees it: the decoded bytes.
// A Go []byte field needs no helper: its JSON form is its base64.
func BytesField(s string) ([]byte, Err) {
	var b strfmt.Base64
	if err := b.UnmarshalText([]byte(s)); err != nil {
		return nil, Msg("Invalid byte formatted string " + s + ": " + err.Error())
	}
	return b, Err{}
}
