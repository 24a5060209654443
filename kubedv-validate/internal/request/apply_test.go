package request

import (
	"reflect"
	"testing"
)

func TestDeleteField(t *testing.T) {
	obj := func() map[string]any {
		return map[string]any{
			"a":    "x",
			"spec": map[string]any{"list": []any{map[string]any{"k": 1, "bad": 2}, []any{map[string]any{"deep": 3}}}},
		}
	}
	for _, c := range []struct {
		path string
		want map[string]any
	}{
		{"a", map[string]any{"spec": obj()["spec"]}},
		{"spec.list[0].bad", map[string]any{"a": "x", "spec": map[string]any{"list": []any{map[string]any{"k": 1}, []any{map[string]any{"deep": 3}}}}}},
		{"spec.list[1][0].deep", map[string]any{"a": "x", "spec": map[string]any{"list": []any{map[string]any{"k": 1, "bad": 2}, []any{map[string]any{}}}}}},
		{"spec.list[7].bad", obj()}, // not there: nothing changes
		{"a.b", obj()},
		{"spec.list[x]", obj()},
	} {
		got := obj()
		deleteField(got, c.path)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.path, got, c.want)
		}
	}
}
