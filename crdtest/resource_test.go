package crdtest

import (
	"fmt"
	"strings"
	"testing"
)

func widget(spec string) []byte {
	return []byte(`{"apiVersion":"shop.example.com/v1","kind":"Widget",` +
		`"metadata":{"name":"w","namespace":"default","resourceVersion":"1"},"spec":` + spec + `}`)
}

// summary lists the problems as "path type", without the API server's
// note that it skipped the CEL rules after a keyword failed.
func summary(r Result) string {
	var out []string
	for _, p := range r.Problems {
		if p.Field == "<nil>" && strings.Contains(p.Detail, celSkippedDetail) {
			continue
		}
		out = append(out, fmt.Sprintf("%s %s", p.Field, p.Type))
	}
	return strings.Join(out, "; ")
}

func widgets(t *testing.T) *Resource {
	t.Helper()
	r, err := readCRD(t, "shop.example.com_widgets.yaml").NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestCreate(t *testing.T) {
	r := widgets(t)
	for _, tc := range []struct {
		spec, want string
	}{
		{`{"name":"a","replicas":4,"color":"red","tags":["x","y"],"ports":[{"name":"http","protocol":"TCP"}],"size":"1Gi","target":8080,"weights":{"a":[1,2]}}`, ""},
		{`{}`, "spec.name Required value"},
		{`{"name":"a","replicas":12}`, "spec.replicas Invalid value"},
		{`{"name":"a","replicas":3}`, "spec.replicas Invalid value"},
		{`{"name":"a","color":"mauve"}`, "spec.color Unsupported value"},
		{`{"name":"a","tags":["x","x"]}`, "spec.tags[1] Duplicate value"},
		{`{"name":"a","ports":[{"name":"h","protocol":"TCP"},{"name":"h","protocol":"TCP"}]}`, "spec.ports[1] Duplicate value"},
		{`{"name":"a","ports":[{"name":"h"}]}`, "spec.ports[0].protocol Required value"},
		{`{"name":"a","weights":{"w":[0]}}`, "spec.weights.w[0] Invalid value"},
		{`{"name":"` + strings.Repeat("n", 64) + `"}`, "spec.name Too long"},
	} {
		res, err := r.Create(widget(tc.spec))
		if err != nil {
			t.Fatal(err)
		}
		if got := summary(res); got != tc.want {
			t.Errorf("create %s:\n got  %s\n want %s", tc.spec, got, tc.want)
		}
	}
}

func TestCreatePrunesUnknownFields(t *testing.T) {
	res, err := widgets(t).Create(widget(`{"name":"a","bogus":1}`))
	if err != nil {
		t.Fatal(err)
	}
	if !res.Valid() || strings.Join(res.Pruned, ",") != "spec.bogus" {
		t.Errorf("pruned %v, problems %s; want spec.bogus pruned and no problems", res.Pruned, summary(res))
	}
}

// TestUpdateRatchets: an invalid value the object already had may stay;
// changing it must satisfy the schema.
func TestUpdateRatchets(t *testing.T) {
	r := widgets(t)
	old := widget(`{"name":"a","replicas":11}`)
	for _, tc := range []struct {
		spec, want string
	}{
		{`{"name":"a","replicas":11}`, ""},
		{`{"name":"a","replicas":11,"color":"green"}`, ""},
		{`{"name":"a","replicas":12}`, "spec.replicas Invalid value"},
		{`{"name":"a","replicas":2}`, ""},
	} {
		res, err := r.Update(widget(tc.spec), old)
		if err != nil {
			t.Fatal(err)
		}
		if got := summary(res); got != tc.want {
			t.Errorf("update to %s:\n got  %s\n want %s", tc.spec, got, tc.want)
		}
	}
}

// TestClusterScopedSingleVersion covers a CRD whose only schema the API
// server keeps at spec.validation, with a scale subresource.
func TestClusterScopedSingleVersion(t *testing.T) {
	r, err := readCRD(t, "shop.example.com_gadgets.yaml").NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	gadget := func(spec string) []byte {
		return []byte(`{"apiVersion":"shop.example.com/v1","kind":"Gadget","metadata":{"name":"g"},"spec":` + spec + `}`)
	}
	for spec, want := range map[string]string{
		`{"replicas":2,"items":["x"],"on":true}`: "",
		// The scale subresource's own check reports the path as written
		// in the CRD, with its leading dot.
		`{"replicas":"2","items":["x"],"on":true}`: ".spec.replicas Invalid value; spec.replicas Invalid value",
		// Required zero values are reported by CEL rules.
		`{"replicas":2,"items":[],"on":false}`: "spec.items Required value; spec.on Required value",
	} {
		res, err := r.Create(gadget(spec))
		if err != nil {
			t.Fatal(err)
		}
		if got := summary(res); got != want {
			t.Errorf("create %s: got %q, want %q", spec, got, want)
		}
	}
}
