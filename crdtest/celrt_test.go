package crdtest

// Differential test of validate/cel, the runtime library compiled CEL calls:
// every case is a CEL expression over typed variables, evaluated by cel-go
// in the Kubernetes base environment and by the library's Go function on
// the same random and edge inputs; both must give the same value or the
// same error message. FuzzCELRuntime explores further inputs
// (go test -run XXX -fuzz FuzzCELRuntime).

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"

	rt "github.com/kubedv/kubedv/validate/cel"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	apiservercel "k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/model"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	"k8s.io/apiserver/pkg/cel/common"
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

func quantities(qs [3]any) (q, r, s resource.Quantity) {
	return qs[0].(resource.Quantity), qs[1].(resource.Quantity), qs[2].(resource.Quantity)
}

// kv is an element of a map list keyed by K.
type kv struct {
	K string
	V int64
}

var (
	setIntsSchema = &model.Structural{Structural: &structuralschema.Structural{
		Generic:    structuralschema.Generic{Type: "array"},
		Extensions: structuralschema.Extensions{XListType: ptrTo("set")},
		Items:      &structuralschema.Structural{Generic: structuralschema.Generic{Type: "integer"}},
	}}
	mapKVSchema = &model.Structural{Structural: &structuralschema.Structural{
		Generic:    structuralschema.Generic{Type: "array"},
		Extensions: structuralschema.Extensions{XListType: ptrTo("map"), XListMapKeys: []string{"k"}},
		Items: &structuralschema.Structural{
			Generic: structuralschema.Generic{Type: "object"},
			Properties: map[string]structuralschema.Structural{
				"k": {Generic: structuralschema.Generic{Type: "string"}},
				"v": {Generic: structuralschema.Generic{Type: "integer"}},
			},
		},
	}}
)

func ptrTo[T any](v T) *T { return &v }

// celArg is the value cel-go evaluates for an argument: the API server's
// view of the JSON form for schema-typed lists, else the Go value.
func celArg(kind string, v any) any {
	switch kind {
	case "durationfmt", "datetimefmt", "datefmt", "bytefmt":
		format := map[string]string{"durationfmt": "duration", "datetimefmt": "date-time", "datefmt": "date", "bytefmt": "byte"}[kind]
		return common.UnstructuredToVal(v, &model.Structural{Structural: &structuralschema.Structural{
			Generic: structuralschema.Generic{Type: "string"}, ValueValidation: &structuralschema.ValueValidation{Format: format}}})
	case "metatime":
		data, err := json.Marshal(metav1.NewTime(v.(time.Time)))
		if err != nil {
			return err
		}
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		return celArg("datetimefmt", s)
	case "setints":
		var l []any
		for _, x := range v.([]int64) {
			l = append(l, x)
		}
		return common.UnstructuredToVal(l, setIntsSchema)
	case "mapkv":
		var l []any
		for _, e := range v.([]kv) {
			l = append(l, map[string]any{"k": e.K, "v": e.V})
		}
		return common.UnstructuredToVal(l, mapKVSchema)
	}
	return v
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
	"mapsi": cel.MapType(cel.StringType, cel.IntType), "key": cel.StringType,
	"durationfmt": cel.DurationType, "datetimefmt": cel.TimestampType, "datefmt": cel.TimestampType,
	"bytefmt": cel.BytesType, "metatime": cel.TimestampType,
	"setints": cel.ListType(cel.IntType), "bits": cel.ListType(cel.IntType), "mapkv": cel.ListType(cel.DynType),
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
	semvers     = []string{"1.2.3", "v1.2.3", "1.2", "1", "01.02.03", "1.2.3-alpha.1", "1.2.3+build", "1.2-beta", "v", "", "x.y.z", "1.2.3.4", "0.0.0", "1.02.3", "18446744073709551616.0.0", "10.0.0-rc.1+meta", "1.2.0-rc.1", "1.2.-rc", "v01.2", "1.2.3-01", "1.0.0-10", "1.0.0-2", "1.0.0-alpha.beta", "1.2.3+a_b", "0x.1.2", "1.2.3-"}
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
	case "durationfmt":
		return pick(r, []string{"1h", "1.5s", "-3m", "", "1d", "2 weeks", "3 days 4 hours", "1x", "10ns", "5 mins", "1y"})
	case "datetimefmt":
		return pick(r, []string{"2023-01-02T03:04:05Z", "2023-01-02T03:04:05.123+05:30", "2023-01-02T03:04:05.123456789Z", "2023-01-02", "", "2023-01-02T03:04:05", "2023-01-02T03:04:05.000Z", "bad", "2023-01-02T03:04:05.1234567-07:00", "2023-01-02T03:04:05+0000", "2023-01-02T03:04:05.123456+00:00", "2023-01-02t03:04:05z"})
	case "datefmt":
		return pick(r, []string{"2023-01-02", "2023-1-2", "", "2023-01-02T00:00:00Z"})
	case "bytefmt":
		return pick(r, []string{"", "aGVsbG8=", "aGVsbG8", "/w==", "!!", "aGk="})
	case "metatime":
		// The zero time is JSON null: absent for CEL, never converted.
		t := rtValue(r, "timestamp").(time.Time)
		if t.IsZero() {
			t = t.Add(time.Second)
		}
		return t
	case "key":
		return pick(r, []string{"x", "y", "", "é"})
	case "mapsi":
		m := map[string]int64{}
		for n := r.IntN(3); n > 0; n-- {
			m[rtValue(r, "key").(string)] = pick(r, []int64{0, 1, math.MaxInt64})
		}
		return m
	case "setints", "bits":
		// Few small values: permutations and repeats are frequent.
		l := make([]int64, r.IntN(4))
		for i := range l {
			l[i] = int64(r.IntN(3))
		}
		return l
	case "mapkv":
		l := make([]kv, r.IntN(4))
		for i := range l {
			l[i] = kv{pick(r, []string{"a", "b", "c"}), int64(r.IntN(2))}
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
		vars[p.names[j]] = celArg(k, args[j])
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

// rtRounds is the number of random inputs per case in go test;
// KUBEDV_CELRT_ROUNDS asks for more.
func rtRounds() int {
	if n, err := strconv.Atoi(os.Getenv("KUBEDV_CELRT_ROUNDS")); err == nil && n > 0 {
		return n
	}
	return 300
}

func TestCELRuntimeMatchesCELGo(t *testing.T) {
	if _, err := compileRTCases(); err != nil {
		t.Fatal(err)
	}
	for i := range rtCases {
		r := rand.New(rand.NewPCG(uint64(i), 19))
		fails := 0
		for range rtRounds() {
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

// TestCELRuntimeOverloadIDs: every overload id the library maps to a
// function is one the Kubernetes environment declares, so the compiler's
// lookups by Expr.Overload can hit.
func TestCELRuntimeOverloadIDs(t *testing.T) {
	env := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()).StoredExpressionsEnv()
	declared := map[string]bool{}
	for _, fn := range env.Functions() {
		for _, o := range fn.OverloadDecls() {
			declared[o.ID()] = true
		}
	}
	for id := range rt.Overloads {
		if !declared[id] {
			t.Errorf("Overloads has %q, which the Kubernetes environment does not declare", id)
		}
	}
}

// TestCELRuntimeEvalErrorDetail: the detail EvalErrorDetail builds is the
// API server's for a rule whose evaluation fails.
func TestCELRuntimeEvalErrorDetail(t *testing.T) {
	cases := []struct {
		rule, message string
		obj           map[string]any
		err           rt.Err
	}{
		{"self.a + 1 > 0", "", map[string]any{"a": int64(math.MaxInt64)}, func() rt.Err { _, e := rt.AddInt(math.MaxInt64, 1); return e }()},
		{"self.a / self.b > 0", " b must divide a ", map[string]any{"a": int64(1), "b": int64(0)}, func() rt.Err { _, e := rt.DivInt(1, 0); return e }()},
		{"self.m.x > 0", "", map[string]any{"m": map[string]any{}}, rt.NoSuchKey("x")},
		{"self.s > 1", "", map[string]any{"s": "str"}, rt.NoSuchOverload()},
	}
	for _, c := range cases {
		s := &structuralschema.Structural{
			Generic: structuralschema.Generic{Type: "object"},
			Properties: map[string]structuralschema.Structural{
				"a": {Generic: structuralschema.Generic{Type: "integer"}},
				"b": {Generic: structuralschema.Generic{Type: "integer"}},
				"m": {Generic: structuralschema.Generic{Type: "object"}, AdditionalProperties: &structuralschema.StructuralOrBool{
					Structural: &structuralschema.Structural{Generic: structuralschema.Generic{Type: "integer"}}}},
				"s": {Extensions: structuralschema.Extensions{XIntOrString: true}},
			},
			ValidationExtensions: structuralschema.ValidationExtensions{XValidations: apiextensionsv1.ValidationRules{{Rule: c.rule, Message: c.message}}},
		}
		v := apiservercel.NewValidator(s, false, celconfig.PerCallLimit)
		if v == nil {
			t.Fatalf("%s: no validator", c.rule)
		}
		errs, _ := v.Validate(context.Background(), nil, s, c.obj, nil, celconfig.RuntimeCELCostBudget)
		if len(errs) != 1 {
			t.Errorf("%s: %d errors %v, want 1", c.rule, len(errs), errs)
			continue
		}
		if want := rt.EvalErrorDetail(c.err, c.message, c.rule); errs[0].Detail != want {
			t.Errorf("%s: API server %q, ours %q", c.rule, errs[0].Detail, want)
		}
	}
}
