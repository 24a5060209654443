package crdtest

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	celkitv1 "github.com/kubedv/kubedv/crdtest/celkit/v1"
	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validationgen"
)

// The CEL kit: rules written with +k8s:validation:cel and
// +kubebuilder:validation:XValidation, run by the generated Go code in the
// interpreted tier and by the API server from the generated CRD.

const rocketCRD = "celkit/crds/celkit.kubedv.io_rockets.yaml"

var celKitConfig = validationgen.Config{
	Dir:      "celkit/v1",
	Packages: []string{"."},
	Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/api/resource"},
}

func TestCELKitUpToDate(t *testing.T) {
	outs, err := validationgen.Generate(celKitConfig)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 1 {
		t.Fatalf("generated %d files, want 1", len(outs))
	}
	stale(t, outs[0].Path, outs[0].Content)
	crds, findings, err := validationgen.BuildCRDs(celKitConfig)
	if err != nil {
		t.Fatal(err)
	}
	noneLeftOut(t, findings)
	for _, f := range crds {
		data, err := schema.Marshal(f.CRD)
		if err != nil {
			t.Fatal(err)
		}
		stale(t, filepath.Join("celkit", "crds", f.Name), data)
	}
}

func TestCELKitCRDPassesTheAPIServer(t *testing.T) {
	crd := readCRDFile(t, rocketCRD)
	if errs := crd.Validate(); len(errs) > 0 {
		t.Fatalf("the API server rejects %s: %v", rocketCRD, fields(errs))
	}
}

func TestDifferentialRocket(t *testing.T) {
	runKit(t, kitFor(t, rocketCRD, celkitv1.Validate_Rocket), 5, kitCases(t))
}

// TestRocketRootRule runs the rule on the resource's root, where self has
// apiVersion, kind and metadata, both ways.
func TestRocketRootRule(t *testing.T) {
	r, err := readCRDFile(t, rocketCRD).NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"short", strings.Repeat("n", 25)} {
		obj := &celkitv1.Rocket{
			TypeMeta:   metav1.TypeMeta{APIVersion: "celkit.kubedv.io/v1", Kind: "Rocket"},
			ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default"},
			Spec:       celkitv1.RocketSpec{Mode: "test", Status: "new", Stage: "s1", Window: celkitv1.Window{Start: 1, End: 2}},
		}
		data, err := json.Marshal(obj)
		if err != nil {
			t.Fatal(err)
		}
		res, err := r.Create(data)
		if err != nil {
			t.Fatal(err)
		}
		var goErrs []string
		for _, e := range celkitv1.Validate_Rocket(context.Background(), operation.Operation{Type: operation.Create}, nil, obj, nil) {
			goErrs = append(goErrs, fmt.Sprintf("%s %s: %s", e.Field, e.Type, e.Detail))
		}
		var apiErrs []string
		for _, p := range res.Problems {
			apiErrs = append(apiErrs, fmt.Sprintf("%s %s: %s", p.Field, p.Type, p.Detail))
		}
		want := []string(nil)
		if len(name) > 20 {
			want = []string{"<nil> Invalid value: name too long"}
		}
		if !slices.Equal(goErrs, want) || !slices.Equal(apiErrs, want) {
			t.Errorf("name %q: Go %q, API server %q, want %q", name, goErrs, apiErrs, want)
		}
	}
}

// TestRocketCompiledEquality runs the rules the compiled tier now keeps
// (has() on a quantity and a time, == on a flat object and on an atomic
// list of them) on chosen creates and updates, both ways: the generated Go
// and the API server must give the same errors, and each case's expected
// ones.
func TestRocketCompiledEquality(t *testing.T) {
	r, err := readCRDFile(t, rocketCRD).NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	base := func(mut func(*celkitv1.RocketSpec)) *celkitv1.Rocket {
		obj := &celkitv1.Rocket{
			TypeMeta:   metav1.TypeMeta{APIVersion: "celkit.kubedv.io/v1", Kind: "Rocket"},
			ObjectMeta: metav1.ObjectMeta{Name: "r", Namespace: "default"},
			Spec:       celkitv1.RocketSpec{Mode: "test", Status: "new", Stage: "s1", Window: celkitv1.Window{Start: 1, End: 2}},
		}
		if mut != nil {
			mut(&obj.Spec)
		}
		return obj
	}
	reserve := resource.MustParse("2Gi")
	launched := metav1.NewTime(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	seat := func(n int32) *int32 { return &n }
	crew := []celkitv1.CrewMember{{Name: "ann", Seat: seat(1), Badge: celkitv1.Badge{Rank: "cpt"}}, {Name: "bo"}}
	const (
		needsLaunch = "spec Invalid value: a reserve needs a launch time"
		captain     = "spec Invalid value: the captain may not change"
		fixedCrew   = "spec.crew Invalid value: the crew is fixed once named"
		selector    = "spec Invalid value: the selector may not change"
	)
	cases := []struct {
		name     string
		obj, old *celkitv1.Rocket // old nil: a create
		want     []string
	}{
		{"no reserve", base(nil), nil, nil},
		{"a reserve without a launch time", base(func(s *celkitv1.RocketSpec) { s.Reserve = &reserve }), nil, []string{needsLaunch}},
		{"a reserve with a zero launch time (null, pruned)", base(func(s *celkitv1.RocketSpec) { s.Reserve, s.LaunchedAt = &reserve, &metav1.Time{} }), nil, []string{needsLaunch}},
		{"a reserve with a launch time", base(func(s *celkitv1.RocketSpec) { s.Reserve, s.LaunchedAt = &reserve, &launched }), nil, nil},
		{"the same captain",
			base(func(s *celkitv1.RocketSpec) { s.Captain = &celkitv1.CrewMember{Name: "ann", Seat: seat(1)} }),
			base(func(s *celkitv1.RocketSpec) { s.Captain = &celkitv1.CrewMember{Name: "ann", Seat: seat(1)} }), nil},
		{"a captain who lost the seat",
			base(func(s *celkitv1.RocketSpec) { s.Captain = &celkitv1.CrewMember{Name: "ann"} }),
			base(func(s *celkitv1.RocketSpec) { s.Captain = &celkitv1.CrewMember{Name: "ann", Seat: seat(0)} }), []string{captain}},
		{"a captain with a new badge",
			base(func(s *celkitv1.RocketSpec) {
				s.Captain = &celkitv1.CrewMember{Name: "ann", Badge: celkitv1.Badge{Rank: "maj"}}
			}),
			base(func(s *celkitv1.RocketSpec) { s.Captain = &celkitv1.CrewMember{Name: "ann"} }), []string{captain}},
		{"the same crew", base(func(s *celkitv1.RocketSpec) { s.Crew = crew }), base(func(s *celkitv1.RocketSpec) { s.Crew = slices.Clone(crew) }), nil},
		{"the crew reordered", base(func(s *celkitv1.RocketSpec) { s.Crew = []celkitv1.CrewMember{crew[1], crew[0]} }), base(func(s *celkitv1.RocketSpec) { s.Crew = crew }), []string{fixedCrew}},
		{"the zones of the selector reordered (a set)",
			base(func(s *celkitv1.RocketSpec) { s.Selector = &celkitv1.Selector{Zones: []string{"b", "a"}} }),
			base(func(s *celkitv1.RocketSpec) { s.Selector = &celkitv1.Selector{Zones: []string{"a", "b"}} }), nil},
		{"a zone of the selector replaced",
			base(func(s *celkitv1.RocketSpec) { s.Selector = &celkitv1.Selector{Zones: []string{"a", "c"}} }),
			base(func(s *celkitv1.RocketSpec) { s.Selector = &celkitv1.Selector{Zones: []string{"a", "b"}} }), []string{selector}},
		{"the selector's expressions reordered (atomic)",
			base(func(s *celkitv1.RocketSpec) {
				s.Selector = &celkitv1.Selector{MatchExpressions: []celkitv1.Requirement{{Key: "b"}, {Key: "a", Values: []string{"x"}}}}
			}),
			base(func(s *celkitv1.RocketSpec) {
				s.Selector = &celkitv1.Selector{MatchExpressions: []celkitv1.Requirement{{Key: "a", Values: []string{"x"}}, {Key: "b"}}}
			}), []string{selector}},
		{"the same selector, labels in another order",
			base(func(s *celkitv1.RocketSpec) {
				s.Selector = &celkitv1.Selector{MatchLabels: map[string]string{"a": "1", "b": "2"}, MatchExpressions: []celkitv1.Requirement{{Key: "a", Values: []string{"x"}}}}
			}),
			base(func(s *celkitv1.RocketSpec) {
				s.Selector = &celkitv1.Selector{MatchLabels: map[string]string{"b": "2", "a": "1"}, MatchExpressions: []celkitv1.Requirement{{Key: "a", Values: []string{"x"}}}}
			}), nil},
		{"a label of the selector changed",
			base(func(s *celkitv1.RocketSpec) {
				s.Selector = &celkitv1.Selector{MatchLabels: map[string]string{"a": "1"}}
			}),
			base(func(s *celkitv1.RocketSpec) {
				s.Selector = &celkitv1.Selector{MatchLabels: map[string]string{"a": "2"}}
			}), []string{selector}},
		{"a crew member's seat changed",
			base(func(s *celkitv1.RocketSpec) { s.Crew = []celkitv1.CrewMember{crew[0], {Name: "bo", Seat: seat(2)}} }),
			base(func(s *celkitv1.RocketSpec) { s.Crew = crew }), []string{fixedCrew}},
	}
	for _, c := range cases {
		data, err := json.Marshal(c.obj)
		if err != nil {
			t.Fatal(err)
		}
		op := operation.Operation{Type: operation.Create}
		var res Result
		if c.old == nil {
			res, err = r.Create(data)
		} else {
			op.Type = operation.Update
			c.obj.ResourceVersion, c.old.ResourceVersion = "1", "1"
			if data, err = json.Marshal(c.obj); err != nil {
				t.Fatal(err)
			}
			oldData, merr := json.Marshal(c.old)
			if merr != nil {
				t.Fatal(merr)
			}
			res, err = r.Update(data, oldData)
		}
		if err != nil {
			t.Fatal(err)
		}
		var goErrs, apiErrs []string
		for _, e := range celkitv1.Validate_Rocket(context.Background(), op, nil, c.obj, c.old) {
			goErrs = append(goErrs, fmt.Sprintf("%s %s: %s", e.Field, e.Type, e.Detail))
		}
		for _, p := range res.Problems {
			apiErrs = append(apiErrs, fmt.Sprintf("%s %s: %s", p.Field, p.Type, p.Detail))
		}
		if !slices.Equal(goErrs, c.want) || !slices.Equal(apiErrs, c.want) {
			t.Errorf("%s: Go %q, API server %q, want %q", c.name, goErrs, apiErrs, c.want)
		}
	}
}
