package cel

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"time"
	"unicode/utf8"
)

// With OptOptimize, cel-go's planner evaluates type conversions of
// constants (literals, literal lists and maps of constants, and folded
// conversions) when it builds the program; a conversion that fails makes
// program instantiation fail. constFold mirrors that evaluation.

var conversionFns = map[string]bool{"bool": true, "bytes": true, "double": true, "duration": true,
	"dyn": true, "int": true, "string": true, "timestamp": true, "type": true, "uint": true}

// aggregateConst stands for a folded list or map literal.
type aggregateConst struct{}

// typeConst stands for a folded type value.
type typeConst struct{}

// constFold reports whether e is a constant at plan time, its value, and
// the planner's error when folding it fails.
func constFold(e *Expr) (any, bool, error) {
	switch e.Kind {
	case Literal:
		return e.Lit, true, nil
	case ListLit:
		for _, a := range e.Args {
			if _, ok, err := constFold(a); !ok || err != nil {
				return nil, false, err
			}
		}
		return aggregateConst{}, true, nil
	case MapLit:
		for _, en := range e.Entries {
			if _, ok, err := constFold(en.Key); !ok || err != nil {
				return nil, false, err
			}
			if _, ok, err := constFold(en.Value); !ok || err != nil {
				return nil, false, err
			}
		}
		return aggregateConst{}, true, nil
	case Call:
		if e.Target != nil || len(e.Args) != 1 || !conversionFns[e.Name] {
			for _, a := range e.Args {
				if _, _, err := constFold(a); err != nil {
					return nil, false, err
				}
			}
			return nil, false, nil
		}
		v, ok, err := constFold(e.Args[0])
		if !ok || err != nil {
			return nil, false, err
		}
		out, err := convert(e.Name, v)
		return out, err == nil, err
	}
	return nil, false, nil
}

var errConversion = errors.New("type conversion error")

// convert is cel-go's ConvertToType for the constant kinds.
func convert(fn string, v any) (any, error) {
	switch fn {
	case "dyn":
		return v, nil
	case "type":
		return typeConst{}, nil
	case "int":
		switch x := v.(type) {
		case int64:
			return x, nil
		case time.Duration:
			return int64(x), nil
		case time.Time:
			return x.Unix(), nil
		case uint64:
			if x > math.MaxInt64 {
				return nil, errors.New("integer overflow")
			}
			return int64(x), nil
		case float64:
			if math.IsInf(x, 0) || math.IsNaN(x) || x <= math.MinInt64 || x >= math.MaxInt64 {
				return nil, errors.New("integer overflow")
			}
			return int64(x), nil
		case string:
			return strconv.ParseInt(x, 10, 64)
		}
	case "uint":
		switch x := v.(type) {
		case uint64:
			return x, nil
		case int64:
			if x < 0 {
				return nil, errors.New("unsigned integer overflow")
			}
			return uint64(x), nil
		case float64:
			if math.IsInf(x, 0) || math.IsNaN(x) || x < 0 || x >= twoTo64 {
				return nil, errors.New("unsigned integer overflow")
			}
			return uint64(x), nil
		case string:
			return strconv.ParseUint(x, 10, 64)
		}
	case "double":
		switch x := v.(type) {
		case float64:
			return x, nil
		case int64:
			return float64(x), nil
		case uint64:
			return float64(x), nil
		case string:
			return strconv.ParseFloat(x, 64)
		}
	case "string":
		switch x := v.(type) {
		case string:
			return x, nil
		case int64:
			return strconv.FormatInt(x, 10), nil
		case uint64:
			return strconv.FormatUint(x, 10), nil
		case float64:
			return fmt.Sprintf("%g", x), nil
		case bool:
			return strconv.FormatBool(x), nil
		case []byte:
			if !utf8.Valid(x) {
				return nil, errors.New("invalid UTF-8 in bytes, cannot convert to string")
			}
			return string(x), nil
		case time.Duration:
			return strconv.FormatFloat(x.Seconds(), 'f', -1, 64) + "s", nil
		case time.Time:
			return x.Format(time.RFC3339Nano), nil
		case typeConst:
			return "type", nil // a type's name; the value is never looked at
		}
	case "bytes":
		switch x := v.(type) {
		case []byte:
			return x, nil
		case string:
			return []byte(x), nil
		}
	case "bool":
		switch x := v.(type) {
		case bool:
			return x, nil
		case string:
			return strconv.ParseBool(x)
		}
	case "duration":
		switch x := v.(type) {
		case time.Duration:
			return x, nil
		case string:
			return time.ParseDuration(x)
		}
	case "timestamp":
		switch x := v.(type) {
		case time.Time:
			return x, nil
		case string:
			t, err := time.Parse(time.RFC3339, x)
			if err != nil {
				return nil, err
			}
			if t.Unix() < minUnixTime || t.Unix() > maxUnixTime {
				return nil, errors.New("timestamp overflow")
			}
			return t, nil
		case int64:
			if x < minUnixTime || x > maxUnixTime {
				return nil, errors.New("timestamp overflow")
			}
			return time.Unix(x, 0).UTC(), nil
		}
	}
	return nil, errConversion
}
