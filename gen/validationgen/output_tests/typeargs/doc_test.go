package typeargs

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

func fullT() *T {
	e := E("pe")
	return &T{
		I:      1,
		PI:     new(2),
		PIStar: new(3),
		E:      "e",
		PE:     &e,
		S:      S{N: 4},
		PS:     &S{N: 5},
		D:      time.Second,
		L:      []string{"a"},
		M:      map[E]time.Duration{"k": time.Minute},
		Mixed:  6,
	}
}

func TestTypeArgsByPath(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(fullT()).ExpectValidateFalseByPath(map[string][]string{
		"i":      {"T.I"},
		"piStar": {"T.PIStar"},
		"e":      {"T.E", "type E"},
		"pe":     {"T.PE", "type E"},
		"s":      {"T.S"},
		"s.n":    {"S.N"},
		"ps":     {"T.PS"},
		"ps.n":   {"S.N"},
		"d":      {"T.D"},
		"l[0]":   {"T.L[*]"},
		"m":      {"T.M keys", "type E"},
		"m[k]":   {"T.M values"},
		"mixed":  {"T.Mixed"},
	})
}

// The explicit instantiation decides the dynamic type of the bad value:
// the named type, not its underlying type, and never a pointer.
func TestTypeArgsValueTypes(t *testing.T) {
	errs := localSchemeBuilder.Validate(context.Background(), nil, fullT())
	got := map[string]string{}
	for _, e := range errs {
		got[e.Field+" "+e.Detail] = fmt.Sprintf("%T", e.BadValue)
	}
	want := map[string]string{
		"i forced failure: T.I":           "int",
		"piStar forced failure: T.PIStar": "int",
		"e forced failure: T.E":           "typeargs.E",
		"e forced failure: type E":        "typeargs.E",
		"pe forced failure: T.PE":         "typeargs.E",
		"pe forced failure: type E":       "typeargs.E",
		"s forced failure: T.S":           "typeargs.S",
		"s.n forced failure: S.N":         "int64",
		"ps forced failure: T.PS":         "typeargs.S",
		"ps.n forced failure: S.N":        "int64",
		"d forced failure: T.D":           "time.Duration",
		"l[0] forced failure: T.L[*]":     "string",
		"m forced failure: T.M keys":      "typeargs.E",
		"m forced failure: type E":        "typeargs.E",
		"m[k] forced failure: T.M values": "time.Duration",
		"mixed forced failure: T.Mixed":   "int",
	}
	for k, typ := range want {
		if got[k] != typ {
			t.Errorf("%s: bad value has type %q, want %q", k, got[k], typ)
		}
	}
	if len(got) != len(want) {
		t.Errorf("got %d distinct errors, want %d: %v", len(got), len(want), errs)
	}
	for _, e := range errs {
		if e.Field == "mixed" && !e.ShortCircuit {
			t.Errorf("mixed: typeArg with flags ShortCircuit lost the mark")
		}
	}
}

func TestTypeArgsUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	// List items are left out: fixture eachval covers their ratcheting.
	noList := func() *T {
		v := fullT()
		v.L = nil
		return v
	}
	st.Value(noList()).OldValue(noList()).ExpectValid().ExpectAllocs(0)
	changed := noList()
	changed.D = time.Hour
	changed.M = map[E]time.Duration{"k": time.Hour}
	st.Value(changed).OldValue(noList()).ExpectValidateFalseByPath(map[string][]string{
		"d":    {"T.D"},
		"m[k]": {"T.M values"},
	})
}

// Inference would give the same types, so check that the instantiation is
// really explicit in the generated code, rendered for this file's imports.
func TestTypeArgsAreExplicit(t *testing.T) {
	src, err := os.ReadFile("zz_generated.validations.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, call := range []string{
		`FixedResult[int](&fp, *v, false, "T.I")`,
		`FixedResult[E](&fp, *v, false, "T.E")`,
		`FixedResult[S](&fp, *v, false, "T.S")`,
		`FixedResult[time.Duration](&fp, *v, false, "T.D")`,
		`FixedResult[string](`,
		`FixedResult[E](fldPath, *obj, false, "type E")`,
		`FixedResult[int64](&fp, *v, false, "S.N")`,
	} {
		if !strings.Contains(string(src), call) {
			t.Errorf("generated code has no call %s", call)
		}
	}
}
