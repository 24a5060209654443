package crdtest

import (
	"context"
	"math/rand/v2"
	"reflect"
	"regexp"
	"strings"
	"testing"

	kitv1 "github.com/kubedv/kubedv/crdtest/kitapi/v1"
	"k8s.io/apimachinery/pkg/api/operation"
)

func TestFromRegexp(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, pattern := range []string{
		`^[a-z]+-[a-z]+-[0-9]+$`, `^[0-9a-f]{8}-[0-9a-f]{4}$`, `^(ab|cd)?x*$`, `[0-9]`, `^\d+\.\d+$`, `^a.b$`, `^ABC-`,
	} {
		re := regexp.MustCompile(pattern)
		for range 20 {
			s, ok := fromRegexp(re, r)
			if !ok || !re.MatchString(s) {
				t.Fatalf("fromRegexp(%s) = %q, %v: want a match", pattern, s, ok)
			}
		}
	}
	// Assertions the walk does not model fail honestly instead of
	// returning a string that does not match.
	for _, pattern := range []string{`a\bb`, `^a$b`} {
		if s, ok := fromRegexp(regexp.MustCompile(pattern), r); ok {
			t.Errorf("fromRegexp(%s) = %q, true: no string matches", pattern, s)
		}
	}
}

func TestStringSpecMisses(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	sp := stringSpec{patterns: []*regexp.Regexp{regexp.MustCompile(`^[a-z]+$`)}, minLen: 2, maxLen: 5, formats: []string{fmtLabel}}
	valid, ok := sp.valid(r)
	if !ok || !sp.accepts(valid) {
		t.Fatalf("valid() = %q, %v", valid, ok)
	}
	keyword, format := sp.misses(r, valid)
	if len(keyword) == 0 || len(format) == 0 {
		t.Fatalf("misses: %d keyword, %d format ones", len(keyword), len(format))
	}
	for _, m := range keyword {
		if sp.accepts(m) {
			t.Errorf("keyword miss %q passes the keywords", m)
		}
	}
	for _, m := range format {
		if !sp.accepts(m) {
			t.Errorf("format miss %q fails a keyword", m)
		}
	}
	if got := sp.broken("abcdefg"); got != "maxLength" {
		t.Errorf("broken(too long) = %s", got)
	}
	if got := sp.broken("AB"); got != "pattern" {
		t.Errorf("broken(upper case) = %s", got)
	}
}

func TestSpecOfReadsRules(t *testing.T) {
	crd := readCRDFile(t, "../examples/widget/crds/widgets.kubedv.io_widgets.yaml")
	s, _, err := crd.structural("v1")
	if err != nil {
		t.Fatal(err)
	}
	root := newNode(s)
	spec := root.props["spec"]
	for path, want := range map[string][]string{
		"owner":              {fmtLabel},
		"serviceAccountName": {fmtSubdomain},
	} {
		if got := spec.props[path].str.formats; !reflect.DeepEqual(got, want) {
			t.Errorf("%s: formats %v, want %v", path, got, want)
		}
	}
	if got := spec.props["template"].props["labels"].keys.formats; !reflect.DeepEqual(got, []string{fmtQualified}) {
		t.Errorf("labels keys: formats %v", got)
	}
	if got := spec.props["tier"].str.enum; len(got) != 3 {
		t.Errorf("tier: enum %v", got)
	}
}

// The filler's valid draws pass the Go code, and each deliberate fault
// makes it or the CRD report a problem.
func TestFillerDrawsValidAndBreaksOnPurpose(t *testing.T) {
	crd := readCRDFile(t, "kitapi/crds/kit.kubedv.io_gizmos.yaml")
	s, _, err := crd.structural("v1")
	if err != nil {
		t.Fatal(err)
	}
	res, err := crd.NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	kit := &typeKit{Resource: res, CRD: crd, Version: "v1", Namespaced: true, Type: reflect.TypeFor[kitv1.Gizmo]()}
	root := newNode(s)
	f := &filler{r: rand.New(rand.NewPCG(5, 6))}
	ctx := context.Background()
	create := operation.Operation{Type: operation.Create}
	invalid, classes := 0, map[string]int{}
	const n = 200
	for range n {
		obj := &kitv1.Gizmo{}
		f.fill(reflect.ValueOf(obj).Elem(), root, true)
		if errs := kitv1.Validate_Gizmo(ctx, create, nil, obj, nil); len(errs) > 0 {
			invalid++
			continue
		}
		labels := f.inject(reflect.ValueOf(obj).Elem(), root, 1)
		if len(labels) != 1 {
			t.Fatalf("inject: %v", labels)
		}
		classes[strings.Fields(labels[0])[0]]++
		data, err := kit.encode(obj)
		if err != nil {
			t.Fatal(err)
		}
		r, err := res.Create(data)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Problems) == 0 && len(kitv1.Validate_Gizmo(ctx, create, nil, obj, nil)) == 0 {
			t.Errorf("fault %q broke nothing: %s", labels[0], data)
		}
	}
	if invalid > n/20 {
		t.Errorf("%d of %d valid draws fail the Go code", invalid, n)
	}
	for _, class := range []string{faultKeyword, faultListType, faultCEL} {
		if classes[class] == 0 {
			t.Errorf("no %s fault in %d draws: %v", class, n, classes)
		}
	}
}
