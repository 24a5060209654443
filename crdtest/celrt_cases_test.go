package crdtest

// The cases of the differential test of validate/cel (celrt_test.go): each
// CEL expression, its variables' kinds, and the library calls compiled code
// makes for it.

import (
	"time"

	rt "github.com/kubedv/kubedv/validate/cel"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

var rtCases = []rtCase{
	// Arithmetic.
	{"a + b", "a:int,b:int", func(a []any) (any, error) { return result(rt.AddInt(a[0].(int64), a[1].(int64))) }},
	{"a - b", "a:int,b:int", func(a []any) (any, error) { return result(rt.SubInt(a[0].(int64), a[1].(int64))) }},
	{"a * b", "a:int,b:int", func(a []any) (any, error) { return result(rt.MulInt(a[0].(int64), a[1].(int64))) }},
	{"a / b", "a:int,b:int", func(a []any) (any, error) { return result(rt.DivInt(a[0].(int64), a[1].(int64))) }},
	{"a % b", "a:int,b:int", func(a []any) (any, error) { return result(rt.ModInt(a[0].(int64), a[1].(int64))) }},
	{"-a", "a:int", func(a []any) (any, error) { return result(rt.NegInt(a[0].(int64))) }},
	{"a + b", "a:uint,b:uint", func(a []any) (any, error) { return result(rt.AddUint(a[0].(uint64), a[1].(uint64))) }},
	{"a - b", "a:uint,b:uint", func(a []any) (any, error) { return result(rt.SubUint(a[0].(uint64), a[1].(uint64))) }},
	{"a * b", "a:uint,b:uint", func(a []any) (any, error) { return result(rt.MulUint(a[0].(uint64), a[1].(uint64))) }},
	{"a / b", "a:uint,b:uint", func(a []any) (any, error) { return result(rt.DivUint(a[0].(uint64), a[1].(uint64))) }},
	{"a % b", "a:uint,b:uint", func(a []any) (any, error) { return result(rt.ModUint(a[0].(uint64), a[1].(uint64))) }},

	// Comparisons, within and across numeric types.
	{"a < b", "a:int,b:double", func(a []any) (any, error) {
		return result(rt.Less(rt.CompareIntDouble(a[0].(int64), a[1].(float64))))
	}},
	{"a >= b", "a:double,b:int", func(a []any) (any, error) {
		return result(rt.GreaterEq(rt.CompareDoubleInt(a[0].(float64), a[1].(int64))))
	}},
	{"a <= b", "a:uint,b:double", func(a []any) (any, error) {
		return result(rt.LessEq(rt.CompareUintDouble(a[0].(uint64), a[1].(float64))))
	}},
	{"a > b", "a:double,b:uint", func(a []any) (any, error) {
		return result(rt.Greater(rt.CompareDoubleUint(a[0].(float64), a[1].(uint64))))
	}},
	{"a < b", "a:int,b:uint", func(a []any) (any, error) { return ok(rt.CompareIntUint(a[0].(int64), a[1].(uint64)) < 0) }},
	{"a > b", "a:uint,b:int", func(a []any) (any, error) { return ok(rt.CompareUintInt(a[0].(uint64), a[1].(int64)) > 0) }},
	{"a < b", "a:double,b:double", func(a []any) (any, error) {
		return result(rt.Less(rt.CompareDouble(a[0].(float64), a[1].(float64))))
	}},
	{"a == b", "a:dyn,b:dyn", func(a []any) (any, error) { return ok(equalDyn(a[0], a[1])) }},
	{"a < b", "a:string,b:string", func(a []any) (any, error) { return ok(rt.CompareString(a[0].(string), a[1].(string)) < 0) }},
	{"a > b", "a:bytes,b:bytes", func(a []any) (any, error) { return ok(rt.CompareBytes(a[0].([]byte), a[1].([]byte)) > 0) }},
	{"a < b", "a:bool,b:bool", func(a []any) (any, error) { return ok(rt.CompareBool(a[0].(bool), a[1].(bool)) < 0) }},

	// Conversions.
	{"int(a)", "a:double", func(a []any) (any, error) { return result(rt.IntOfDouble(a[0].(float64))) }},
	{"int(a)", "a:uint", func(a []any) (any, error) { return result(rt.IntOfUint(a[0].(uint64))) }},
	{"int(a)", "a:string", func(a []any) (any, error) { return result(rt.IntOfString(a[0].(string))) }},
	{"int(a)", "a:timestamp", func(a []any) (any, error) { return ok(rt.IntOfTimestamp(a[0].(time.Time))) }},
	{"int(a)", "a:duration", func(a []any) (any, error) { return ok(rt.IntOfDuration(a[0].(time.Duration))) }},
	{"uint(a)", "a:int", func(a []any) (any, error) { return result(rt.UintOfInt(a[0].(int64))) }},
	{"uint(a)", "a:double", func(a []any) (any, error) { return result(rt.UintOfDouble(a[0].(float64))) }},
	{"uint(a)", "a:string", func(a []any) (any, error) { return result(rt.UintOfString(a[0].(string))) }},
	{"double(a)", "a:string", func(a []any) (any, error) { return result(rt.DoubleOfString(a[0].(string))) }},
	{"bool(a)", "a:string", func(a []any) (any, error) { return result(rt.BoolOfString(a[0].(string))) }},
	{"string(a)", "a:int", func(a []any) (any, error) { return ok(rt.StringOfInt(a[0].(int64))) }},
	{"string(a)", "a:uint", func(a []any) (any, error) { return ok(rt.StringOfUint(a[0].(uint64))) }},
	{"string(a)", "a:double", func(a []any) (any, error) { return ok(rt.StringOfDouble(a[0].(float64))) }},
	{"string(a)", "a:bool", func(a []any) (any, error) { return ok(rt.StringOfBool(a[0].(bool))) }},
	{"string(a)", "a:bytes", func(a []any) (any, error) { return result(rt.StringOfBytes(a[0].([]byte))) }},
	{"string(a)", "a:timestamp", func(a []any) (any, error) { return ok(rt.StringOfTimestamp(a[0].(time.Time))) }},
	{"string(a)", "a:duration", func(a []any) (any, error) { return ok(rt.StringOfDuration(a[0].(time.Duration))) }},
	{"bytes(a)", "a:string", func(a []any) (any, error) { return ok(rt.BytesOfString(a[0].(string))) }},
	{"duration(a)", "a:string", func(a []any) (any, error) { return result(rt.DurationOfString(a[0].(string))) }},
	{"timestamp(a)", "a:string", func(a []any) (any, error) { return result(rt.TimestampOfString(a[0].(string))) }},
	{"timestamp(a)", "a:int", func(a []any) (any, error) { return result(rt.TimestampOfInt(a[0].(int64))) }},

	// Time.
	{"a + b", "a:duration,b:duration", func(a []any) (any, error) {
		return result(rt.AddDuration(a[0].(time.Duration), a[1].(time.Duration)))
	}},
	{"a - b", "a:duration,b:duration", func(a []any) (any, error) {
		return result(rt.SubDuration(a[0].(time.Duration), a[1].(time.Duration)))
	}},
	{"a + b", "a:timestamp,b:duration", func(a []any) (any, error) {
		return result(rt.AddTimestamp(a[0].(time.Time), a[1].(time.Duration)))
	}},
	{"a - b", "a:timestamp,b:duration", func(a []any) (any, error) {
		return result(rt.SubTimestampDuration(a[0].(time.Time), a[1].(time.Duration)))
	}},
	{"a - b", "a:timestamp,b:timestamp", func(a []any) (any, error) {
		return result(rt.SubTimestamps(a[0].(time.Time), a[1].(time.Time)))
	}},
	{"a < b", "a:timestamp,b:timestamp", func(a []any) (any, error) { return ok(rt.CompareTimestamp(a[0].(time.Time), a[1].(time.Time)) < 0) }},
	{"a == b", "a:timestamp,b:timestamp", func(a []any) (any, error) { return ok(rt.EqualTimestamp(a[0].(time.Time), a[1].(time.Time))) }},
	{"a > b", "a:duration,b:duration", func(a []any) (any, error) {
		return ok(rt.CompareDuration(a[0].(time.Duration), a[1].(time.Duration)) > 0)
	}},
	{"a.getHours()", "a:duration", func(a []any) (any, error) { return ok(rt.DurationHours(a[0].(time.Duration))) }},
	{"a.getMinutes()", "a:duration", func(a []any) (any, error) { return ok(rt.DurationMinutes(a[0].(time.Duration))) }},
	{"a.getSeconds()", "a:duration", func(a []any) (any, error) { return ok(rt.DurationSeconds(a[0].(time.Duration))) }},
	{"a.getMilliseconds()", "a:duration", func(a []any) (any, error) { return ok(rt.DurationMilliseconds(a[0].(time.Duration))) }},
	{"[a.getFullYear(), a.getMonth(), a.getDayOfYear(), a.getDayOfMonth(), a.getDate(), a.getDayOfWeek(), a.getHours(), a.getMinutes(), a.getSeconds(), a.getMilliseconds()]", "a:timestamp", func(a []any) (any, error) {
		var out []int64
		for f := rt.FullYear; f <= rt.Milliseconds; f++ {
			out = append(out, rt.TimestampGet(a[0].(time.Time), f))
		}
		return ok(out)
	}},
	{"[a.getFullYear(b), a.getMonth(b), a.getDayOfYear(b), a.getDate(b), a.getDayOfWeek(b), a.getHours(b), a.getMinutes(b)]", "a:timestamp,b:tz", func(a []any) (any, error) {
		var out []int64
		for _, f := range []rt.TimestampField{rt.FullYear, rt.Month, rt.DayOfYear, rt.Date, rt.DayOfWeek, rt.Hours, rt.Minutes} {
			v, err := rt.TimestampGetIn(a[0].(time.Time), f, a[1].(string))
			if err.Failed() {
				return nil, err
			}
			out = append(out, v)
		}
		return ok(out)
	}},

	// Logic with errors on either side.
	{"a / b > 0 || c", "a:int,b:int,c:bool", func(a []any) (any, error) {
		q, err := rt.DivInt(a[0].(int64), a[1].(int64))
		return result(rt.Or(q > 0, err, a[2].(bool), rt.Err{}))
	}},
	{"c && a / b > 0", "a:int,b:int,c:bool", func(a []any) (any, error) {
		q, err := rt.DivInt(a[0].(int64), a[1].(int64))
		return result(rt.And(a[2].(bool), rt.Err{}, q > 0, err))
	}},
	{"a % b == 0 || b % a == 0", "a:int,b:int", func(a []any) (any, error) {
		x, ex := rt.ModInt(a[0].(int64), a[1].(int64))
		y, ey := rt.ModInt(a[1].(int64), a[0].(int64))
		return result(rt.Or(x == 0, ex, y == 0, ey))
	}},
	{"!(a / b > 0) && a % b == 1", "a:int,b:int", func(a []any) (any, error) {
		q, eq := rt.DivInt(a[0].(int64), a[1].(int64))
		n, en := rt.Not(q > 0, eq)
		m, em := rt.ModInt(a[0].(int64), a[1].(int64))
		return result(rt.And(n, en, m == 1, em))
	}},

	// Macros, folded with Or and And as the package documents.
	{"a.all(x, 10 / x > 0)", "a:ints", func(a []any) (any, error) {
		acc, accErr := true, rt.Err{}
		for _, x := range a[0].([]int64) {
			q, err := rt.DivInt(10, x)
			if acc, accErr = rt.And(acc, accErr, q > 0, err); !acc && !accErr.Failed() {
				break
			}
		}
		return result(acc, accErr)
	}},
	{"a.exists(x, 10 / x < 0)", "a:ints", func(a []any) (any, error) {
		acc, accErr := false, rt.Err{}
		for _, x := range a[0].([]int64) {
			q, err := rt.DivInt(10, x)
			if acc, accErr = rt.Or(acc, accErr, q < 0, err); acc {
				break
			}
		}
		return result(acc, accErr)
	}},
	{"a.exists_one(x, 10 / x > 2)", "a:ints", func(a []any) (any, error) {
		n := 0
		for _, x := range a[0].([]int64) {
			q, err := rt.DivInt(10, x)
			if err.Failed() {
				return nil, err
			}
			if q > 2 {
				n++
			}
		}
		return ok(n == 1)
	}},
	{"a.map(x, 100 / x)", "a:ints", func(a []any) (any, error) {
		out := []int64{}
		for _, x := range a[0].([]int64) {
			q, err := rt.DivInt(100, x)
			if err.Failed() {
				return nil, err
			}
			out = append(out, q)
		}
		return ok(out)
	}},
	{"a.filter(x, 10 % x == 0)", "a:ints", func(a []any) (any, error) {
		out := []int64{}
		for _, x := range a[0].([]int64) {
			m, err := rt.ModInt(10, x)
			if err.Failed() {
				return nil, err
			}
			if m == 0 {
				out = append(out, x)
			}
		}
		return ok(out)
	}},

	// Maps.
	{"a[b]", "a:mapsi,b:key", func(a []any) (any, error) { return result(rt.MapGet(a[0].(map[string]int64), a[1].(string))) }},
	{"b in a", "a:mapsi,b:key", func(a []any) (any, error) { return ok(rt.InMap(a[1].(string), a[0].(map[string]int64))) }},
	{"a.x + 1", "a:mapsi", func(a []any) (any, error) {
		v, err := rt.MapGet(a[0].(map[string]int64), "x")
		if err.Failed() {
			return nil, err
		}
		return result(rt.AddInt(v, 1))
	}},
	{"a == b", "a:mapsi,b:mapsi", func(a []any) (any, error) {
		return ok(rt.EqualMap(a[0].(map[string]int64), a[1].(map[string]int64), func(x, y int64) bool { return x == y }))
	}},

	// Strings with a format, as the API server decodes them from the JSON form.
	{"string(a)", "a:durationfmt", func(a []any) (any, error) {
		d, err := rt.DurationField(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		return ok(rt.StringOfDuration(d))
	}},
	{"string(a)", "a:datetimefmt", func(a []any) (any, error) {
		t, err := rt.DateTimeField(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		return ok(rt.StringOfTimestamp(t))
	}},
	{"string(a)", "a:datefmt", func(a []any) (any, error) {
		t, err := rt.DateField(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		return ok(rt.StringOfTimestamp(t))
	}},
	{"string(a)", "a:bytefmt", func(a []any) (any, error) {
		b, err := rt.BytesField(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		return result(rt.StringOfBytes(b))
	}},
	{"string(a)", "a:metatime", func(a []any) (any, error) {
		return ok(rt.StringOfTimestamp(rt.MetaTime(metav1.NewTime(a[0].(time.Time)))))
	}},

	// Optionals.
	{"(a > 0 ? optional.of(a) : optional.none()).value()", "a:smallint", func(a []any) (any, error) {
		return result(rt.OptionalValue(a[0].(int64), a[0].(int64) > 0))
	}},
	{"(a > 0 ? optional.of(a) : optional.none()).orValue(b)", "a:smallint,b:int", func(a []any) (any, error) {
		return ok(rt.OptionalOrValue(a[0].(int64), a[0].(int64) > 0, a[1].(int64)))
	}},

	// Strings.
	{"size(a)", "a:string", func(a []any) (any, error) { return ok(rt.Size(a[0].(string))) }},
	{"a.contains(b)", "a:string,b:string", func(a []any) (any, error) { return ok(rt.Contains(a[0].(string), a[1].(string))) }},
	{"a.startsWith(b)", "a:string,b:string", func(a []any) (any, error) { return ok(rt.StartsWith(a[0].(string), a[1].(string))) }},
	{"a.endsWith(b)", "a:string,b:string", func(a []any) (any, error) { return ok(rt.EndsWith(a[0].(string), a[1].(string))) }},
	{"a.matches(b)", "a:string,b:pattern", func(a []any) (any, error) { return result(rt.MatchesPattern(a[0].(string), a[1].(string))) }},
	{"a.charAt(b)", "a:string,b:smallint", func(a []any) (any, error) { return result(rt.CharAt(a[0].(string), a[1].(int64))) }},
	{"a.indexOf(b)", "a:string,b:string", func(a []any) (any, error) { return ok(rt.IndexOf(a[0].(string), a[1].(string))) }},
	{"a.indexOf(b, c)", "a:string,b:string,c:smallint", func(a []any) (any, error) {
		return result(rt.IndexOfFrom(a[0].(string), a[1].(string), a[2].(int64)))
	}},
	{"a.lastIndexOf(b)", "a:string,b:string", func(a []any) (any, error) { return ok(rt.LastIndexOf(a[0].(string), a[1].(string))) }},
	{"a.lastIndexOf(b, c)", "a:string,b:string,c:smallint", func(a []any) (any, error) {
		return result(rt.LastIndexOfFrom(a[0].(string), a[1].(string), a[2].(int64)))
	}},
	{"a.lowerAscii()", "a:string", func(a []any) (any, error) { return ok(rt.LowerASCII(a[0].(string))) }},
	{"a.upperAscii()", "a:string", func(a []any) (any, error) { return ok(rt.UpperASCII(a[0].(string))) }},
	{"a.replace(b, c)", "a:string,b:string,c:string", func(a []any) (any, error) {
		return ok(rt.Replace(a[0].(string), a[1].(string), a[2].(string)))
	}},
	{"a.replace(b, c, d)", "a:string,b:string,c:string,d:smallint", func(a []any) (any, error) {
		return ok(rt.ReplaceN(a[0].(string), a[1].(string), a[2].(string), a[3].(int64)))
	}},
	{"a.split(b)", "a:string,b:string", func(a []any) (any, error) { return ok(rt.Split(a[0].(string), a[1].(string))) }},
	{"a.split(b, c)", "a:string,b:string,c:smallint", func(a []any) (any, error) {
		return ok(rt.SplitN(a[0].(string), a[1].(string), a[2].(int64)))
	}},
	{"a.substring(b)", "a:string,b:smallint", func(a []any) (any, error) { return result(rt.Substring(a[0].(string), a[1].(int64))) }},
	{"a.substring(b, c)", "a:string,b:smallint,c:smallint", func(a []any) (any, error) {
		return result(rt.SubstringRange(a[0].(string), a[1].(int64), a[2].(int64)))
	}},
	{"a.trim()", "a:string", func(a []any) (any, error) { return ok(rt.Trim(a[0].(string))) }},
	{"a.join()", "a:strings", func(a []any) (any, error) { return ok(rt.Join(a[0].([]string), "")) }},
	{"a.join(b)", "a:strings,b:string", func(a []any) (any, error) { return ok(rt.Join(a[0].([]string), a[1].(string))) }},
	{"strings.quote(a)", "a:string", func(a []any) (any, error) { return ok(rt.Quote(a[0].(string))) }},

	// Lists.
	{"a.isSorted()", "a:ints", func(a []any) (any, error) { return ok(rt.IsSorted(a[0].([]int64))) }},
	{"a.isSorted()", "a:doubles", func(a []any) (any, error) { return ok(rt.IsSorted(a[0].([]float64))) }},
	{"a.isSorted()", "a:strings", func(a []any) (any, error) { return ok(rt.IsSorted(a[0].([]string))) }},
	{"a.sum()", "a:ints", func(a []any) (any, error) { return result(rt.SumInt(a[0].([]int64))) }},
	{"a.sum()", "a:doubles", func(a []any) (any, error) { return ok(rt.SumDouble(a[0].([]float64))) }},
	{"a.min()", "a:ints", func(a []any) (any, error) { return result(rt.Min(a[0].([]int64))) }},
	{"a.max()", "a:ints", func(a []any) (any, error) { return result(rt.Max(a[0].([]int64))) }},
	{"a.min()", "a:doubles", func(a []any) (any, error) { return result(rt.Min(a[0].([]float64))) }},
	{"a.max()", "a:doubles", func(a []any) (any, error) { return result(rt.Max(a[0].([]float64))) }},
	{"a.max()", "a:strings", func(a []any) (any, error) { return result(rt.Max(a[0].([]string))) }},
	{"a.indexOf(b)", "a:ints,b:int", func(a []any) (any, error) { return ok(rt.IndexOfElem(a[0].([]int64), a[1].(int64))) }},
	{"a.lastIndexOf(b)", "a:doubles,b:double", func(a []any) (any, error) {
		return ok(rt.LastIndexOfElem(a[0].([]float64), a[1].(float64)))
	}},
	{"b in a", "a:strings,b:string", func(a []any) (any, error) { return ok(rt.In(a[1].(string), a[0].([]string))) }},
	{"(a + [7])[b]", "a:ints,b:smallint", func(a []any) (any, error) {
		return result(rt.Index(append(append([]int64{}, a[0].([]int64)...), 7), a[1].(int64)))
	}},
	{"a[b]", "a:ints,b:smallint", func(a []any) (any, error) { return result(rt.Index(a[0].([]int64), a[1].(int64))) }},
	{"a == b", "a:ints,b:ints", func(a []any) (any, error) {
		return ok(rt.EqualList(a[0].([]int64), a[1].([]int64), func(x, y *int64) bool { return *x == *y }))
	}},

	// Lists and sets extensions.
	{"a.slice(b, c)", "a:ints,b:smallint,c:smallint", func(a []any) (any, error) {
		return result(rt.Slice(a[0].([]int64), a[1].(int64), a[2].(int64)))
	}},
	{"[a, b].flatten()", "a:ints,b:ints", func(a []any) (any, error) { return ok(rt.Flatten([][]int64{a[0].([]int64), a[1].([]int64)})) }},
	{"lists.range(a)", "a:smallint", func(a []any) (any, error) { return result(rt.Range(a[0].(int64))) }},
	{"a.reverse()", "a:strings", func(a []any) (any, error) { return ok(rt.Reverse(a[0].([]string))) }},
	{"a.distinct()", "a:doubles", func(a []any) (any, error) { return ok(rt.Distinct(a[0].([]float64))) }},
	{"a.distinct()", "a:ints", func(a []any) (any, error) { return ok(rt.Distinct(a[0].([]int64))) }},
	{"a.sort()", "a:doubles", func(a []any) (any, error) { return ok(rt.Sort(a[0].([]float64))) }},
	{"a.sort()", "a:strings", func(a []any) (any, error) { return ok(rt.Sort(a[0].([]string))) }},
	{"a.sortBy(x, -x)", "a:ints", func(a []any) (any, error) {
		l := a[0].([]int64)
		keys := make([]int64, len(l))
		for i, x := range l {
			k, err := rt.NegInt(x)
			if err.Failed() {
				return nil, rt.SortByKeyError
			}
			keys[i] = k
		}
		return ok(rt.SortByKeys(l, keys, rt.CompareInt))
	}},
	{"sets.contains(a, b)", "a:ints,b:ints", func(a []any) (any, error) { return ok(rt.SetsContains(a[0].([]int64), a[1].([]int64))) }},
	{"sets.equivalent(a, b)", "a:doubles,b:doubles", func(a []any) (any, error) {
		return ok(rt.SetsEquivalent(a[0].([]float64), a[1].([]float64)))
	}},
	{"sets.intersects(a, b)", "a:strings,b:strings", func(a []any) (any, error) {
		return ok(rt.SetsIntersects(a[0].([]string), a[1].([]string)))
	}},
	{"a.includes(b)", "a:ints,b:int", func(a []any) (any, error) { return ok(rt.In(a[1].(int64), a[0].([]int64))) }},

	// Equality of set and map lists as the API server's values define it
	// (the left operand's list type decides).
	{"a == b", "a:setints,b:bits", func(a []any) (any, error) { return ok(rt.EqualSetList(a[0].([]int64), a[1].([]int64))) }},
	{"a == b", "a:mapkv,b:mapkv", func(a []any) (any, error) {
		return ok(rt.EqualMapList(a[0].([]kv), a[1].([]kv), func(e kv) string { return e.K }, func(x, y kv) bool { return x == y }))
	}},

	// Regex.
	{"a.find(b)", "a:string,b:pattern", func(a []any) (any, error) { return result(rt.FindPattern(a[0].(string), a[1].(string))) }},
	{"a.findAll(b)", "a:string,b:pattern", func(a []any) (any, error) { return result(rt.FindAllPattern(a[0].(string), a[1].(string), -1)) }},
	{"a.findAll(b, c)", "a:string,b:pattern,c:smallint", func(a []any) (any, error) {
		return result(rt.FindAllPattern(a[0].(string), a[1].(string), a[2].(int64)))
	}},

	// Quantity.
	{"isQuantity(a)", "a:quantity", func(a []any) (any, error) { return ok(rt.IsQuantity(a[0].(string))) }},
	{"[sign(quantity(a)), quantity(a).isInteger() ? 1 : 0]", "a:quantity", func(a []any) (any, error) {
		q, err := rt.ParseQuantity(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		i := int64(0)
		if rt.QuantityIsInteger(q) {
			i = 1
		}
		return ok([]int64{rt.QuantitySign(q), i})
	}},
	{"quantity(a).asInteger()", "a:quantity", func(a []any) (any, error) {
		q, err := rt.ParseQuantity(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		return result(rt.QuantityAsInteger(q))
	}},
	{"quantity(a).asApproximateFloat()", "a:quantity", func(a []any) (any, error) {
		q, err := rt.ParseQuantity(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		return ok(rt.QuantityAsApproximateFloat(q))
	}},
	{"[quantity(a).compareTo(quantity(b)), quantity(a).add(quantity(b)).compareTo(quantity(c)), quantity(a).sub(quantity(b)).compareTo(quantity(c)), quantity(a) == quantity(b) ? 1 : 0]", "a:quantity,b:quantity,c:quantity", func(a []any) (any, error) {
		var qs [3]any
		for i := range qs {
			q, err := rt.ParseQuantity(a[i].(string))
			if err.Failed() {
				return nil, err
			}
			qs[i] = q
		}
		q, r, s := quantities(qs)
		eq := int64(0)
		if rt.QuantityEqual(q, r) {
			eq = 1
		}
		return ok([]int64{rt.QuantityCompare(q, r), rt.QuantityCompare(rt.QuantityAdd(q, r), s), rt.QuantityCompare(rt.QuantitySub(q, r), s), eq})
	}},
	{"quantity(a).add(b).isLessThan(quantity(a).sub(b))", "a:quantity,b:smallint", func(a []any) (any, error) {
		q, err := rt.ParseQuantity(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		i := a[1].(int64)
		return ok(rt.QuantityCompare(rt.QuantityAddInt(q, i), rt.QuantitySubInt(q, i)) < 0)
	}},

	// URLs.
	{"isURL(a)", "a:url", func(a []any) (any, error) { return ok(rt.IsURL(a[0].(string))) }},
	{"[url(a).getScheme(), url(a).getHost(), url(a).getHostname(), url(a).getPort(), url(a).getEscapedPath()]", "a:url", func(a []any) (any, error) {
		u, err := rt.ParseURL(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		return ok([]string{rt.URLScheme(u), rt.URLHost(u), rt.URLHostname(u), rt.URLPort(u), rt.URLEscapedPath(u)})
	}},
	{"url(a).getQuery()", "a:url", func(a []any) (any, error) {
		u, err := rt.ParseURL(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		return ok(rt.URLQuery(u))
	}},

	// IP and CIDR.
	{"isIP(a)", "a:ip", func(a []any) (any, error) { return ok(rt.IsIP(a[0].(string))) }},
	{"ip.isCanonical(a)", "a:ip", func(a []any) (any, error) { return result(rt.IPIsCanonical(a[0].(string))) }},
	{"[string(ip(a)), string(ip(a).family()), string(ip(a).isUnspecified()), string(ip(a).isLoopback()), string(ip(a).isLinkLocalMulticast()), string(ip(a).isLinkLocalUnicast()), string(ip(a).isGlobalUnicast())]", "a:ip", func(a []any) (any, error) {
		ip, err := rt.ParseIP(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		fam, err := rt.IPFamily(ip)
		if err.Failed() {
			return nil, err
		}
		return ok([]string{rt.IPString(ip), rt.StringOfInt(fam), rt.StringOfBool(rt.IPIsUnspecified(ip)), rt.StringOfBool(rt.IPIsLoopback(ip)),
			rt.StringOfBool(rt.IPIsLinkLocalMulticast(ip)), rt.StringOfBool(rt.IPIsLinkLocalUnicast(ip)), rt.StringOfBool(rt.IPIsGlobalUnicast(ip))})
	}},
	{"isCIDR(a)", "a:cidr", func(a []any) (any, error) { return ok(rt.IsCIDR(a[0].(string))) }},
	{"[string(cidr(a)), string(cidr(a).prefixLength()), string(cidr(a).ip()), string(cidr(a).masked())]", "a:cidr", func(a []any) (any, error) {
		p, err := rt.ParseCIDR(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		return ok([]string{rt.CIDRString(p), rt.StringOfInt(rt.CIDRPrefixLength(p)), rt.IPString(rt.CIDRIP(p)), rt.CIDRString(rt.CIDRMasked(p))})
	}},
	{"cidr(a).containsIP(b)", "a:cidr,b:ip", func(a []any) (any, error) {
		p, err := rt.ParseCIDR(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		return result(rt.CIDRContainsIPString(p, a[1].(string)))
	}},
	{"cidr(a).containsCIDR(b)", "a:cidr,b:cidr", func(a []any) (any, error) {
		p, err := rt.ParseCIDR(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		return result(rt.CIDRContainsCIDRString(p, a[1].(string)))
	}},
	{"cidr(a).containsIP(ip(b))", "a:cidr,b:ip", func(a []any) (any, error) {
		p, err := rt.ParseCIDR(a[0].(string))
		if err.Failed() {
			return nil, err
		}
		ip, err := rt.ParseIP(a[1].(string))
		if err.Failed() {
			return nil, err
		}
		return ok(rt.CIDRContainsIP(p, ip))
	}},

	// Formats.
	{"format.named(b).hasValue() ? format.named(b).value().validate(a) : optional.of(['unknown'])", "a:string,b:format", func(a []any) (any, error) {
		f, found := rt.FormatNamed(a[1].(string))
		if !found {
			return ok(optionalStrings{[]string{"unknown"}})
		}
		return ok(optionalStrings{f.Validate(a[0].(string))})
	}},
	{"format.dns1123Label().validate(a)", "a:string", func(a []any) (any, error) {
		return ok(optionalStrings{rt.FormatDNS1123Label.Validate(a[0].(string))})
	}},

	// Semver.
	{"isSemver(a)", "a:semver", func(a []any) (any, error) { return ok(rt.IsSemver(a[0].(string), false)) }},
	{"isSemver(a, true)", "a:semver", func(a []any) (any, error) { return ok(rt.IsSemver(a[0].(string), true)) }},
	{"[semver(a, true).major(), semver(a, true).minor(), semver(a, true).patch(), semver(a, true).compareTo(semver(b, true))]", "a:semver,b:semver", func(a []any) (any, error) {
		v, err := rt.ParseSemver(a[0].(string), true)
		if err.Failed() {
			return nil, err
		}
		w, err := rt.ParseSemver(a[1].(string), true)
		if err.Failed() {
			return nil, err
		}
		return ok([]int64{rt.SemverMajor(v), rt.SemverMinor(v), rt.SemverPatch(v), rt.SemverCompare(v, w)})
	}},
	{"[semver(a).major(), semver(a).minor(), semver(a).patch(), semver(a) == semver(b) ? 1 : 0]", "a:semver,b:semver", func(a []any) (any, error) {
		v, err := rt.ParseSemver(a[0].(string), false)
		if err.Failed() {
			return nil, err
		}
		w, err := rt.ParseSemver(a[1].(string), false)
		if err.Failed() {
			return nil, err
		}
		eq := int64(0)
		if rt.SemverEqual(v, w) {
			eq = 1
		}
		return ok([]int64{rt.SemverMajor(v), rt.SemverMinor(v), rt.SemverPatch(v), eq})
	}},
}
