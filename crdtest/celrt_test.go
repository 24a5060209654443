package crdtest

// Differential test of validate/cel, the runtime library compiled CEL calls:
// every case is a CEL expression over typed variables, evaluated by cel-go
// in the Kubernetes base environment and by the library's Go function on
// the same random and edge inputs; both must give the same value or the
// same error message. FuzzCELRuntime explores further inputs
// (go test -run XXX -fuzz FuzzCELRuntime).

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"

	rt "github.com/kubedv/kubedv/validate/cel"
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apiserver/pkg/cel/environment"
)

// rtCase is one function compared both ways.
type rtCase struct {
	expr string
	vars string                     // "a:int,b:string", in argument order
	ours func(a []any) (any, error) // nil error: a value
}

// result turns a (value, Err) pair of the library into ours' result.
func result[T any](v T, err rt.Err) (any, error) {
	if err.Failed() {
		return nil, err
	}
	return v, nil
}

func ok(v any) (any, error) { return v, nil }

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
	{"a[b]", "a:ints,b:smallint", func(a []any) (any, error) { return result(rt.Index(a[0].([]int64), a[1].(int64))) }},
	{"a == b", "a:ints,b:ints", func(a []any) (any, error) {
		return ok(rt.EqualList(a[0].([]int64), a[1].([]int64), func(x, y int64) bool { return x == y }))
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

func quantities(qs [3]any) (q, r, s resource.Quantity) {
	return qs[0].(resource.Quantity), qs[1].(resource.Quantity), qs[2].(resource.Quantity)
}

// optionalStrings is an optional list of strings: nil is optional.none().
type optionalStrings struct{ list []string }

// equalDyn is == on two dynamically typed scalars, with CEL's numeric
// equality across int, uint and double.
func equalDyn(a, b any) bool {
	switch x := a.(type) {
	case int64:
		switch y := b.(type) {
		case int64:
			return x == y
		case uint64:
			return rt.EqualIntUint(x, y)
		case float64:
			return rt.EqualIntDouble(x, y)
		}
	case uint64:
		switch y := b.(type) {
		case int64:
			return rt.EqualIntUint(y, x)
		case uint64:
			return x == y
		case float64:
			return rt.EqualUintDouble(x, y)
		}
	case float64:
		switch y := b.(type) {
		case int64:
			return rt.EqualIntDouble(y, x)
		case uint64:
			return rt.EqualUintDouble(y, x)
		case float64:
			return rt.EqualDouble(x, y)
		}
	case string:
		y, ok := b.(string)
		return ok && x == y
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	}
	return false
}

// The variables' kinds: CEL's types, and string or int kinds whose random
// values are drawn from inputs that matter to one library.
var rtKinds = map[string]*cel.Type{
	"int": cel.IntType, "smallint": cel.IntType, "uint": cel.UintType, "double": cel.DoubleType,
	"string": cel.StringType, "bytes": cel.BytesType, "bool": cel.BoolType,
	"timestamp": cel.TimestampType, "duration": cel.DurationType, "dyn": cel.DynType,
	"ints": cel.ListType(cel.IntType), "doubles": cel.ListType(cel.DoubleType), "strings": cel.ListType(cel.StringType),
	"tz": cel.StringType, "pattern": cel.StringType, "quantity": cel.StringType, "url": cel.StringType,
	"ip": cel.StringType, "cidr": cel.StringType, "format": cel.StringType, "semver": cel.StringType,
}

var (
	edgeInts    = []int64{0, 1, -1, 2, -2, 7, math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1, 1 << 53, -(1 << 53), 1 << 32, 3037000499, 3037000500, -3037000500, 62135596800, -62135596800, 253402300799, 253402300800}
	edgeUints   = []uint64{0, 1, 2, 7, math.MaxUint64, math.MaxUint64 - 1, math.MaxInt64, 1 << 63, 1 << 32, 4294967296, 1 << 53}
	edgeDoubles = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 1.5, 1e21, 1e20, 1e-7, math.NaN(), math.Inf(1), math.Inf(-1), 9223372036854775807, -9223372036854775808, 18446744073709551615, 18446744073709551616, 9007199254740993, 123456.789, -2.5e-300}
	strPieces   = []string{"", "a", "b", "ab", "A", "Z", "z", " ", "\t", "\n", "é", "É", "ß", "日本", "😀", "\u00a0", "\\", "\"", "\a", "a.b", "--", "0", "12", "-3", "+4", "1e3", "0x10", "inf", "NaN", "true", "False", "1h", "-1.5s", "300ms", "2m3s", "1d", "2023-01-02T03:04:05Z", "2023-01-02T03:04:05.123+05:30", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "10000-01-01T00:00:00Z", "9223372036854775807", "18446744073709551616", "x"}
	tzs         = []string{"UTC", "America/New_York", "Asia/Kolkata", "+05:30", "-08:00", "+00:00", "-00:30", "14:00", "Invalid/Zone", "+5:3x", "x:00", ""}
	patterns    = []string{"", "a", "a+", "^a", "b$", "[a-z]+", "(a|b)*", "\\d+", ".", "é.", "[", "(?i)A", "a{2,}", "(", "\\p{L}+", "x*"}
	quantityStr = []string{"0", "1", "-1", "1.5", "100m", "1Ki", "1k", "1M", "1Gi", "1e3", "1E3", "-0.001", "123456789012345678901234567890", "9223372036854775807", "9223372036854775808", "0.1", "1.0001m", "abc", "", "1.5.5", "5i", "500Mi", "1n", "1u"}
	urls        = []string{"https://example.com", "https://user:pw@example.com:8443/a/b%20c?x=1&y=2&x=3#frag", "http://[::1]:80/", "/abs/path?q", "relative/path", "", "https://ex ample.com", "ftp://host", "http://host:port", "https://例え.jp/パス", "mailto:a@b.c", "http://%41:8080/", "https://example.com/?a=%zz"}
	ips         = []string{"127.0.0.1", "0.0.0.0", "::", "::1", "10.0.0.1", "192.168.1.1", "fe80::1", "fe80::1%eth0", "ff02::1", "224.0.0.1", "169.254.1.1", "::ffff:1.2.3.4", "2001:db8::1", "2001:DB8::1", "01.2.3.4", "1.2.3", "not-ip", "", "255.255.255.255", "2001:0db8:0000::1"}
	cidrs       = []string{"10.0.0.0/8", "10.1.2.3/8", "192.168.0.0/16", "0.0.0.0/0", "::/0", "2001:db8::/32", "fe80::1/64", "1.2.3.4/32", "1.2.3.4/33", "::ffff:1.2.3.0/120", "10.0.0.0", "bad/8", "", "10.0.0.0/08"}
	formatNames = []string{"dns1123Label", "dns1123Subdomain", "dns1035Label", "qualifiedName", "dns1123LabelPrefix", "dns1123SubdomainPrefix", "dns1035LabelPrefix", "labelValue", "uri", "uuid", "byte", "date", "datetime", "unknown"}
	semvers     = []string{"1.2.3", "v1.2.3", "1.2", "1", "01.02.03", "1.2.3-alpha.1", "1.2.3+build", "1.2-beta", "v", "", "x.y.z", "1.2.3.4", "0.0.0", "1.02.3", "18446744073709551616.0.0", "10.0.0-rc.1+meta"}
)

func pick[T any](r *rand.Rand, s []T) T { return s[r.IntN(len(s))] }

// rtValue draws a random value of the kind.
func rtValue(r *rand.Rand, kind string) any {
	switch kind {
	case "int":
		if r.IntN(2) == 0 {
			return pick(r, edgeInts)
		}
		return int64(r.Uint64()) >> r.IntN(64)
	case "smallint":
		return int64(r.IntN(12)) - 2
	case "uint":
		if r.IntN(2) == 0 {
			return pick(r, edgeUints)
		}
		return r.Uint64() >> r.IntN(64)
	case "double":
		switch r.IntN(3) {
		case 0:
			return pick(r, edgeDoubles)
		case 1:
			return float64(r.IntN(21) - 10)
		}
		return math.Float64frombits(r.Uint64())
	case "string":
		var b strings.Builder
		for n := r.IntN(5); n > 0; n-- {
			b.WriteString(pick(r, strPieces))
		}
		return b.String()
	case "bytes":
		b := make([]byte, r.IntN(4))
		for i := range b {
			b[i] = pick(r, []byte{0, 'a', 'b', 0x7f, 0x80, 0xc3, 0xa9, 0xff})
		}
		return b
	case "bool":
		return r.IntN(2) == 0
	case "timestamp":
		var sec int64
		switch r.IntN(3) {
		case 0:
			sec = pick(r, []int64{-62135596800, 253402300799, 0, -1, 951782400})
		default:
			sec = r.Int64N(253402300799+62135596800) - 62135596800
		}
		t := time.Unix(sec, int64(r.IntN(3))*int64(r.IntN(1e9)))
		if t.Unix() > 253402300799 {
			t = time.Unix(253402300799, 0)
		}
		if r.IntN(3) == 0 {
			return t.In(time.FixedZone("", (r.IntN(49)-24)*1800))
		}
		return t.UTC()
	case "duration":
		switch r.IntN(3) {
		case 0:
			return pick(r, []time.Duration{0, 1, -1, time.Second, -time.Second, 1500 * time.Millisecond, math.MaxInt64, math.MinInt64, math.MinInt64 + 1, 90 * time.Minute})
		case 1:
			return time.Duration(r.Int64N(1e15) - 5e14)
		}
		return time.Duration(r.Uint64())
	case "dyn":
		return rtValue(r, pick(r, []string{"int", "uint", "double", "string", "bool"}))
	case "ints":
		l := make([]int64, r.IntN(5))
		for i := range l {
			l[i] = rtValue(r, pick(r, []string{"int", "smallint", "smallint"})).(int64)
		}
		return l
	case "doubles":
		l := make([]float64, r.IntN(5))
		for i := range l {
			l[i] = pick(r, edgeDoubles)
		}
		return l
	case "strings":
		l := make([]string, r.IntN(5))
		for i := range l {
			l[i] = pick(r, strPieces)
		}
		return l
	case "tz":
		return pick(r, tzs)
	case "pattern":
		return pick(r, patterns)
	case "quantity":
		return pick(r, quantityStr)
	case "url":
		return pick(r, urls)
	case "ip":
		return pick(r, ips)
	case "cidr":
		return pick(r, cidrs)
	case "format":
		return pick(r, formatNames)
	case "semver":
		return pick(r, semvers)
	}
	panic("unknown kind " + kind)
}

type rtProgram struct {
	names, kinds []string
	prg          cel.Program
}

var (
	rtOnce     sync.Once
	rtPrograms []rtProgram
	rtErr      error
)

// compileRTCases compiles every case once, in the Kubernetes base
// environment with all its libraries.
func compileRTCases() ([]rtProgram, error) {
	rtOnce.Do(func() {
		base := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()).StoredExpressionsEnv()
		for _, c := range rtCases {
			var p rtProgram
			var opts []cel.EnvOption
			for _, v := range strings.Split(c.vars, ",") {
				name, kind, _ := strings.Cut(v, ":")
				p.names, p.kinds = append(p.names, name), append(p.kinds, kind)
				opts = append(opts, cel.Variable(name, rtKinds[kind]))
			}
			env, err := base.Extend(opts...)
			if err != nil {
				rtErr = err
				return
			}
			ast, iss := env.Compile(c.expr)
			if iss.Err() != nil {
				rtErr = fmt.Errorf("%s: %v", c.expr, iss.Err())
				return
			}
			if p.prg, err = env.Program(ast, cel.EvalOptions(cel.OptOptimize)); err != nil {
				rtErr = fmt.Errorf("%s: %v", c.expr, err)
				return
			}
			rtPrograms = append(rtPrograms, p)
		}
	})
	return rtPrograms, rtErr
}

// rtCompare evaluates case i both ways on the inputs drawn from r; it
// returns a description of the difference, or "".
func rtCompare(i int, r *rand.Rand) string {
	progs, err := compileRTCases()
	if err != nil {
		return err.Error()
	}
	c, p := rtCases[i], progs[i]
	args := make([]any, len(p.kinds))
	vars := map[string]any{}
	for j, k := range p.kinds {
		args[j] = rtValue(r, k)
		vars[p.names[j]] = args[j]
	}
	want, wantErr := celResult(p.prg, vars)
	got, gotErr := c.ours(args)
	where := fmt.Sprintf("%s with %s", c.expr, formatArgs(p.names, args))
	switch {
	case wantErr != nil || gotErr != nil:
		if wantErr == nil || gotErr == nil || wantErr.Error() != gotErr.Error() {
			return fmt.Sprintf("%s: cel-go %v, error %v; ours %v, error %v", where, want, wantErr, normalize(got), gotErr)
		}
	case !sameValue(want, normalize(got)):
		return fmt.Sprintf("%s: cel-go %#v; ours %#v", where, want, normalize(got))
	}
	return ""
}

func formatArgs(names []string, args []any) string {
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s=%#v", names[i], a)
	}
	return b.String()
}

// celResult evaluates prg and returns its value in the normalized form.
func celResult(prg cel.Program, vars map[string]any) (any, error) {
	v, _, err := prg.Eval(vars)
	if err != nil {
		return nil, err
	}
	return fromCEL(v), nil
}

func fromCEL(v ref.Val) any {
	switch x := v.(type) {
	case *types.Optional:
		if !x.HasValue() {
			return optionalStrings{}
		}
		return map[string]any{"optional": fromCEL(x.GetValue())}
	case types.Int, types.Uint, types.Double, types.String, types.Bool, types.Bytes, types.Duration, types.Timestamp:
		return normalize(x.Value())
	}
	if l, ok := v.(interface {
		Size() ref.Val
		Get(ref.Val) ref.Val
	}); ok && v.Type().TypeName() == "list" {
		n := int64(l.Size().(types.Int))
		out := make([]any, n)
		for i := range out {
			out[i] = fromCEL(l.Get(types.Int(i)))
		}
		return out
	}
	if v.Type().TypeName() == "map" {
		m, err := v.ConvertToNative(reflect.TypeFor[map[string][]string]())
		if err != nil {
			return err
		}
		return normalize(m)
	}
	return fmt.Sprintf("unexpected CEL value %T %v", v, v)
}

// normalize turns our values into the form fromCEL gives: slices and maps
// of any, optionals as cel-go's.
func normalize(v any) any {
	switch x := v.(type) {
	case optionalStrings:
		if x.list == nil {
			return optionalStrings{}
		}
		return map[string]any{"optional": normalize(x.list)}
	case []byte, nil:
		return v
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Slice:
		out := make([]any, rv.Len())
		for i := range out {
			out[i] = normalize(rv.Index(i).Interface())
		}
		return out
	case reflect.Map:
		out := map[string]any{}
		for _, k := range rv.MapKeys() {
			out[k.String()] = normalize(rv.MapIndex(k).Interface())
		}
		return out
	}
	return v
}

// sameValue is deep equality where NaN equals NaN and timestamps must agree
// on the instant and on the offset they print with.
func sameValue(a, b any) bool {
	switch x := a.(type) {
	case float64:
		y, ok := b.(float64)
		return ok && (math.Float64bits(x) == math.Float64bits(y) || (math.IsNaN(x) && math.IsNaN(y)))
	case time.Time:
		y, ok := b.(time.Time)
		return ok && x.Equal(y) && x.Format(time.RFC3339Nano) == y.Format(time.RFC3339Nano)
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !sameValue(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			if w, found := y[k]; !found || !sameValue(v, w) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(a, b)
}

// rtRounds is the number of random inputs per case in go test.
const rtRounds = 300

func TestCELRuntimeMatchesCELGo(t *testing.T) {
	if _, err := compileRTCases(); err != nil {
		t.Fatal(err)
	}
	for i := range rtCases {
		r := rand.New(rand.NewPCG(uint64(i), 19))
		fails := 0
		for range rtRounds {
			if d := rtCompare(i, r); d != "" {
				t.Error(d)
				if fails++; fails == 3 {
					break
				}
			}
		}
	}
}

func FuzzCELRuntime(f *testing.F) {
	for i := range rtCases {
		f.Add(uint16(i), uint64(i))
	}
	f.Fuzz(func(t *testing.T, which uint16, seed uint64) {
		i := int(which) % len(rtCases)
		if d := rtCompare(i, rand.New(rand.NewPCG(seed, uint64(which)))); d != "" {
			t.Error(d)
		}
	})
}
