package validators

import (
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/tags"
)

// kbRoot makes a package written for controller-gen: a root type.
const kbRoot = `
// +kubebuilder:object:root=true
type Root struct{}
`

func callOf(t *testing.T, c Check) *Call {
	t.Helper()
	call, ok := c.Rule.(*Call)
	if !ok {
		t.Fatalf("rule %T, want *Call", c.Rule)
	}
	return call
}

func TestKubebuilderMarkersIgnoredOutsideControllerGenPackages(t *testing.T) {
	// A Kubernetes package: +optional, +listType and even
	// +kubebuilder:validation markers are for other tools.
	plan, pkg := mustAnalyze(t, `
type T struct {
	// +optional
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:MaxLength=3
	A string `+"`json:\"a\"`"+`
	// +listType=set
	B []string `+"`json:\"b\"`"+`
	C *int `+"`json:\"c\"`"+`
}`)
	for _, f := range typePlan(t, plan, pkg, "T").Fields {
		if f.V.Presence != NoPresence || len(f.V.Checks) > 0 || f.V.List != nil || f.V.JSONRequired {
			t.Errorf("%s: %+v, want nothing", f.Field.Name, f.V)
		}
	}
}

func TestKubebuilderValueMarkers(t *testing.T) {
	plan, pkg := mustAnalyze(t, kbRoot+`
type T struct {
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=10
	A int32 `+"`json:\"a\"`"+`
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:ExclusiveMinimum=true
	B int64 `+"`json:\"b\"`"+`
	// +kubebuilder:validation:MaxLength=5
	// +kubebuilder:validation:Pattern=`+"`^[a-z]+$`"+`
	C string `+"`json:\"c\"`"+`
	// +kubebuilder:validation:Enum=Always;"Never";IfNotPresent
	D string `+"`json:\"d\"`"+`
	// +kubebuilder:validation:items:MaxLength=2
	// +kubebuilder:validation:MaxItems=4
	// +listType=set
	E []string `+"`json:\"e\"`"+`
	// +kubebuilder:validation:Format=password
	// +kubebuilder:validation:Format=k8s-short-name
	F string `+"`json:\"f\"`"+`
}`)
	fn := func(field string) []string {
		var out []string
		for _, c := range fieldChecks(t, plan, pkg, "T", field) {
			call := callOf(t, c)
			s := call.Func
			for _, a := range call.Args {
				switch a := a.(type) {
				case Literal:
					s += " " + a.Text
				case ArgRegexp:
					s += " " + a.Pattern
				case ArgEnumLiterals:
					for i, v := range a.Values {
						if i > 0 {
							s += ","
						} else {
							s += " "
						}
						s += v.Text
					}
				}
			}
			out = append(out, s)
		}
		return out
	}
	for field, want := range map[string]string{
		"A": "Minimum 1|Maximum 10",
		"B": "ExclusiveMinimum 0",
		"C": "MaxLength 5|Pattern ^[a-z]+$",
		"D": "Enum Always,Never,IfNotPresent",
		"F": "ShortName",
	} {
		if got := strings.Join(fn(field), "|"); got != want {
			t.Errorf("%s: checks %q, want %q", field, got, want)
		}
	}
	var e *FieldPlan
	for _, f := range typePlan(t, plan, pkg, "T").Fields {
		if f.Field.Name == "E" {
			e = f
		}
	}
	if e.V.List == nil || e.V.List.Type != "set" {
		t.Errorf("E: list %+v, want set", e.V.List)
	}
	if e.V.Each == nil || len(e.V.Each.Checks) != 1 || callOf(t, e.V.Each.Checks[0]).Func != "MaxLength" {
		t.Errorf("E: item checks %+v, want MaxLength", e.V.Each)
	}
}

func TestKubebuilderFloatBounds(t *testing.T) {
	plan, pkg := mustAnalyze(t, kbRoot+`
type Ratio float32
type T struct {
	// +kubebuilder:validation:Minimum=-1.5
	// +kubebuilder:validation:Maximum=2.5
	// +kubebuilder:validation:ExclusiveMaximum=true
	A float64 `+"`json:\"a\"`"+`
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:ExclusiveMinimum=true
	B *Ratio `+"`json:\"b,omitempty\"`"+`
	// +kubebuilder:validation:items:Maximum=1e-3
	C []float32 `+"`json:\"c,omitempty\"`"+`
	// +kubebuilder:validation:MultipleOf=0.25
	D *float64 `+"`json:\"d,omitempty\"`"+`
}`)
	got := func(cs []Check) string {
		var out []string
		for _, c := range cs {
			call := callOf(t, c)
			s := call.Func
			for _, a := range call.Args {
				if l, ok := a.(Literal); ok && l.Kind == FloatLit {
					s += " " + l.Text
				}
			}
			out = append(out, s+" "+c.Emits[0].Origin)
		}
		return strings.Join(out, "|")
	}
	for field, want := range map[string]string{
		"A": "FloatMinimum -1.5 minimum|FloatExclusiveMaximum 2.5 exclusiveMaximum",
		"B": "FloatExclusiveMinimum 0 exclusiveMinimum",
		"D": "FloatMultipleOf 0.25 multipleOf",
	} {
		if g := got(fieldChecks(t, plan, pkg, "T", field)); g != want {
			t.Errorf("%s: checks %q, want %q", field, g, want)
		}
	}
	for _, f := range typePlan(t, plan, pkg, "T").Fields {
		if f.Field.Name != "C" {
			continue
		}
		if f.V.Each == nil || got(f.V.Each.Checks) != "FloatMaximum 0.001 maximum" {
			t.Errorf("C: item checks %+v, want FloatMaximum 0.001", f.V.Each)
		}
	}
}

func TestKubebuilderPresence(t *testing.T) {
	plan, pkg := mustAnalyze(t, kbRoot+`
type T struct {
	Always string `+"`json:\"always\"`"+`
	Omitted string `+"`json:\"omitted,omitempty\"`"+`
	Ptr *int `+"`json:\"ptr\"`"+`
	// +required
	Req string `+"`json:\"req,omitempty\"`"+`
	// +optional
	List []string `+"`json:\"list\"`"+`
	// +nullable
	Null *int `+"`json:\"null\"`"+`
	// +kubebuilder:validation:Optional
	Opt *int `+"`json:\"opt\"`"+`
	// +k8s:optional
	K8s string `+"`json:\"k8s\"`"+`
	Struct S `+"`json:\"struct,omitempty\"`"+`
}
type S struct{ X int `+"`json:\"x\"`"+` }
`)
	want := map[string]struct {
		p    Presence
		json bool
	}{
		"Always": {NoPresence, true}, "Omitted": {Optional, false}, "Ptr": {Required, false}, "Req": {Required, false},
		"List": {Optional, false}, "Null": {NoPresence, true}, "Opt": {Optional, false}, "K8s": {Optional, false},
		"Struct": {NoPresence, false},
	}
	for _, f := range typePlan(t, plan, pkg, "T").Fields {
		w := want[f.Field.Name]
		if f.V.Presence != w.p || f.V.JSONRequired != w.json {
			t.Errorf("%s: presence %q JSONRequired %v, want %q %v", f.Field.Name, f.V.Presence, f.V.JSONRequired, w.p, w.json)
		}
	}
}

func TestKubebuilderMarkerErrors(t *testing.T) {
	for _, tc := range []struct{ field, want string }{
		{"// +kubebuilder:validation:Minimum=1.5\nA int32 `json:\"a\"`", "1.5 is not an integer"},
		{"// +kubebuilder:validation:Minimum=x\nA float64 `json:\"a\"`", "needs a number, e.g. +kubebuilder:validation:Minimum=0.5"},
		{"// +kubebuilder:validation:Maximum=NaN\nA float32 `json:\"a\"`", "needs a number"},
		{"// +kubebuilder:validation:Maximum=1e19\nA float32 `json:\"a\"`", "beyond ±2^63"},
		{"// +kubebuilder:validation:MultipleOf=0\nA float64 `json:\"a\"`", "needs a positive number"},
		{"// +kubebuilder:validation:MultipleOf=x\nA float32 `json:\"a\"`", "needs a number"},
		{"// +kubebuilder:validation:Minimum=1\nA bool `json:\"a\"`", "applies to numbers, not bool"},
		{"// +kubebuilder:validation:MaxLength=1\nA int32 `json:\"a\"`", "applies to strings, not int32"},
		{"// +kubebuilder:validation:MaxLength=-1\nA string `json:\"a\"`", "non-negative integer"},
		{"// +kubebuilder:validation:UniqueItems=true\nA []string `json:\"a\"`", "write +listType=set"},
		{"// +kubebuilder:validation:Enum=a;1\nA string `json:\"a\"`", `quote it: "1"`},
		{"// +kubebuilder:validation:Enum=a;;b\nA string `json:\"a\"`", "empty list item"},
		{"// +kubebuilder:validation:ExclusiveMinimum=true\nA int32 `json:\"a\"`", "not written here"},
		{"// +kubebuilder:validation:items:MaxLength=1\nA string `json:\"a\"`", "applies to lists"},
		{"// +kubebuilder:validation:Pattern=`(`\nA string `json:\"a\"`", "invalid regular expression"},
		{"// +mapType=sometimes\nA map[string]string `json:\"a\"`", "atomic, granular"},
		{"// +kubebuilder:validation:Minimum=\nA int32 `json:\"a\"`", "expected a value"},
		{"// +kubebuilder:default={1, x}\nA []int32 `json:\"a\"`", "expected an integer"},
		{"// +kubebuilder:default=0755\nA *int32 `json:\"a\"`", "as a Go literal"},
		{"// +kubebuilder:default=\"x\" y\nA *string `json:\"a\"`", "unexpected 'y' after the value"},
	} {
		_, _, err := analyzeSource(t, kbRoot+"type T struct {\n"+tc.field+"\n}")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.field, err, tc.want)
			continue
		}
		// Positioned at the marker's line (kbRoot takes lines 3 to 5).
		if !strings.HasPrefix(err.Error(), "types.go:7:") {
			t.Errorf("%s: error %v, want it at types.go:7", tc.field, err)
		}
	}
}

func TestMarkerParsing(t *testing.T) {
	l := tags.Line{Text: "+kubebuilder:validation:Enum=a;\"b;c\";d"}
	name, ok := tags.MarkerName(l, Default.MarkerNames())
	if !ok || name != "kubebuilder:validation:Enum" {
		t.Fatalf("MarkerName = %q, %v", name, ok)
	}
	m, err := tags.ParseMarker(l, name)
	if err != nil {
		t.Fatal(err)
	}
	items, err := tags.MarkerList(m.Value)
	if err != nil || len(items) != 3 || items[1].Text != "b;c" {
		t.Errorf("items %+v, %v", items, err)
	}
	// +kubebuilder:validation:items:MaxLength is its own marker, not
	// +kubebuilder:validation:items with a value.
	if name, _ := tags.MarkerName(tags.Line{Text: "+kubebuilder:validation:items:MaxLength=3"}, Default.MarkerNames()); name != "kubebuilder:validation:items:MaxLength" {
		t.Errorf("items marker read as %q", name)
	}
	// Names are whole: +optionalOldSelf is no +optional.
	if _, ok := tags.MarkerName(tags.Line{Text: "+optionalX"}, Default.MarkerNames()); ok {
		t.Error("+optionalX read as +optional")
	}
}

func TestKubebuilderOneOf(t *testing.T) {
	plan, pkg := mustAnalyze(t, kbRoot+`
// +kubebuilder:validation:ExactlyOneOf=a;b
// +kubebuilder:validation:AtMostOneOf=b;c
// +kubebuilder:validation:AtLeastOneOf=a;c
type T struct {
	A *int `+"`json:\"a,omitempty\"`"+`
	B *int `+"`json:\"b,omitempty\"`"+`
	C *int `+"`json:\"c,omitempty\"`"+`
}`)
	var got []string
	for _, c := range typePlan(t, plan, pkg, "T").Own.Checks {
		r := c.Rule.(*CELRule)
		got = append(got, r.Rule+" | "+r.Message)
	}
	want := []string{
		"(has(self.a)?1:0)+(has(self.b)?1:0) == 1 | exactly one of the fields in [a b] must be set",
		"(has(self.b)?1:0)+(has(self.c)?1:0) <= 1 | at most one of the fields in [b c] may be set",
		"has(self.a)||has(self.c) | at least one of the fields in [a c] must be set",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("rules:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if _, _, err := analyzeSource(t, kbRoot+"type T struct {\n// +kubebuilder:validation:ExactlyOneOf=a;b\nA int `json:\"a\"`\n}"); err == nil || !strings.Contains(err.Error(), "applies to struct types") {
		t.Errorf("on an int: %v", err)
	}
}

// A field's +kubebuilder:default is its default, as +default is: an
// optional field the API server defaults before validation is required
// in Go (validated after defaulting), unless its default is the zero
// value of a non-pointer field. Outside controller-gen's packages the
// marker is a comment.
func TestKubebuilderDefaultPresence(t *testing.T) {
	src := `
type T struct {
	// +kubebuilder:default=Always
	Policy *string ` + "`json:\"policy,omitempty\"`" + `
	// +kubebuilder:default=3
	Count int32 ` + "`json:\"count,omitempty\"`" + `
	// +kubebuilder:default=0
	Zero int32 ` + "`json:\"zero,omitempty\"`" + `
	Plain *string ` + "`json:\"plain,omitempty\"`" + `
}`
	plan, pkg := mustAnalyze(t, kbRoot+src)
	want := map[string]Presence{"Policy": Required, "Count": Required, "Zero": NoPresence, "Plain": Optional}
	for _, f := range typePlan(t, plan, pkg, "T").Fields {
		if f.V.Presence != want[f.Field.Name] {
			t.Errorf("%s: presence %q, want %q", f.Field.Name, f.V.Presence, want[f.Field.Name])
		}
	}
	plan, pkg = mustAnalyze(t, src)
	for _, f := range typePlan(t, plan, pkg, "T").Fields {
		if f.V.Presence != NoPresence {
			t.Errorf("outside controller-gen's packages, %s: presence %q, want none", f.Field.Name, f.V.Presence)
		}
	}
}
