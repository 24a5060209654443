package validators

import (
	"go/types"
	"math"
	"strconv"

	"github.com/kubedv/kubedv/gen/tags"
)

func basicInfo(t types.Type) types.BasicInfo {
	if b, ok := t.Underlying().(*types.Basic); ok {
		return b.Info()
	}
	return 0
}

func isInteger(t types.Type) bool { return basicInfo(t)&types.IsInteger != 0 }
func isString(t types.Type) bool  { return basicInfo(t)&types.IsString != 0 }
func isBool(t types.Type) bool    { return basicInfo(t)&types.IsBoolean != 0 }

// needValueType fails unless ok, explaining which types the tag needs.
func needValueType(s *Site, t tags.Tag, ok bool, want string) error {
	if ok {
		return nil
	}
	return Errorf(t, "%s; +k8s:%s applies only to %s", s.hasType(s.ValueType()), t.Name, want)
}

// intRange returns the bounds of an integer type.
func intRange(t types.Type) (lo int64, hi uint64) {
	b := t.Underlying().(*types.Basic)
	switch b.Kind() {
	case types.Int8:
		return math.MinInt8, math.MaxInt8
	case types.Int16:
		return math.MinInt16, math.MaxInt16
	case types.Int32:
		return math.MinInt32, math.MaxInt32
	case types.Int, types.Int64:
		return math.MinInt64, math.MaxInt64
	case types.Uint8:
		return 0, math.MaxUint8
	case types.Uint16:
		return 0, math.MaxUint16
	case types.Uint32:
		return 0, math.MaxUint32
	default: // uint, uint64, uintptr
		return 0, math.MaxUint64
	}
}

// intPayload parses the integer payload of t and checks that it fits the
// integer type of the site.
func intPayload(s *Site, t tags.Tag) (string, error) {
	text := t.Value.Text
	lo, hi := intRange(s.ValueType())
	if n, err := strconv.ParseInt(text, 10, 64); err == nil {
		if n < lo || (n > 0 && uint64(n) > hi) {
			return "", Errorf(t, "%s does not fit %s's type %s (range %d to %d)", text, s.What, typeString(s.ValueType()), lo, hi)
		}
		return strconv.FormatInt(n, 10), nil
	}
	if n, err := strconv.ParseUint(text, 10, 64); err == nil && n <= hi {
		return strconv.FormatUint(n, 10), nil
	}
	return "", Errorf(t, "%s does not fit %s's type %s (range %d to %d)", text, s.What, typeString(s.ValueType()), lo, hi)
}

// nonNegative parses a length or count payload.
func nonNegative(t tags.Tag) (string, error) {
	n, err := strconv.ParseInt(t.Value.Text, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt32 {
		return "", Errorf(t, "needs a non-negative integer, e.g. +k8s:%s=8", t.Name)
	}
	return strconv.FormatInt(n, 10), nil
}
