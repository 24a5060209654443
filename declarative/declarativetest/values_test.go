package declarativetest

import (
	"encoding/json"
	"reflect"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

type sample struct {
	metav1.TypeMeta `json:",inline"`
	Count           int32             `json:"count"`
	Small           uint8             `json:"small"`
	Name            string            `json:"name"`
	Names           []string          `json:"names"`
	Labels          map[string]string `json:"labels"`
	Limit           *int64            `json:"limit"`
}

func (s *sample) DeepCopyObject() runtime.Object {
	c := *s
	c.Names = append([]string(nil), s.Names...)
	return &c
}

var sampleGVK = schema.GroupVersionKind{Group: "samples.kubedv.io", Version: "v1", Kind: "sample"}

func sampleScheme() *runtime.Scheme {
	s := runtime.NewScheme()
	s.AddKnownTypeWithName(sampleGVK, &sample{})
	return s
}

// The distribution reaches the cases validation rules care about; if it
// stopped doing so, fuzzing would quietly prove less.
func TestGeneratorReachesEdgeCases(t *testing.T) {
	scheme := sampleScheme()
	g := newGenerator(1, []string{"Premium"}, nil)
	seen := map[string]bool{}
	note := func(what string, ok bool) {
		if ok {
			seen[what] = true
		}
	}
	for i := 0; i < 2000; i++ {
		obj, old, err := g.pair(scheme, sampleGVK)
		if err != nil {
			t.Fatal(err)
		}
		s, o := obj.(*sample), old.(*sample)
		note("negative", s.Count < 0)
		note("zero", s.Count == 0)
		note("small positive", s.Count > 0 && s.Count < 10)
		note("hundreds", s.Count > 100 && s.Count <= 1000)
		note("millions", s.Count > 1e6)
		note("next to 65535", s.Count >= 65534 && s.Count <= 65536)
		note("uint8 above 127", s.Small > 127)
		note("empty string", s.Name == "")
		note("default", s.Name == "default")
		note("extra string", s.Name == "Premium")
		note("label-length edge", len(s.Name) == 63 || len(s.Name) == 64)
		note("long string", len(s.Name) > 1000)
		note("nil list", s.Names == nil)
		note("empty list", s.Names != nil && len(s.Names) == 0)
		note("list over ten", len(s.Names) > 10)
		note("nil pointer", s.Limit == nil)
		note("map keys redrawn", len(s.Labels) > 0 && hasShortKey(s.Labels))
		note("old shares a value", o.Name == s.Name && o.Count == s.Count)
		note("old differs", o.Name != s.Name)
	}
	for _, want := range []string{"negative", "zero", "small positive", "hundreds", "millions", "next to 65535", "uint8 above 127",
		"empty string", "default", "extra string", "label-length edge", "long string", "nil list", "empty list", "list over ten",
		"nil pointer", "map keys redrawn", "old shares a value", "old differs"} {
		if !seen[want] {
			t.Errorf("2000 samples never had: %s", want)
		}
	}
}

func hasShortKey(m map[string]string) bool {
	for k := range m {
		if len(k) < 30 {
			return true
		}
	}
	return false
}

func TestGeneratorIsReproducible(t *testing.T) {
	scheme := sampleScheme()
	draw := func(seed int64) []string {
		g := newGenerator(seed, nil, nil)
		var out []string
		for i := 0; i < 20; i++ {
			obj, old, err := g.pair(scheme, sampleGVK)
			if err != nil {
				t.Fatal(err)
			}
			a, _ := json.Marshal(obj)
			b, _ := json.Marshal(old)
			out = append(out, string(a), string(b))
		}
		return out
	}
	if !reflect.DeepEqual(draw(42), draw(42)) {
		t.Errorf("the same seed drew different objects")
	}
	if reflect.DeepEqual(draw(42), draw(43)) {
		t.Errorf("different seeds drew the same objects")
	}
}
