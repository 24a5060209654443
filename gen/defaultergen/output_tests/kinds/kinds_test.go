package kinds

import (
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
)

// full has every field set to a non-zero value: defaulting must leave it
// alone (and allocate nothing).
func full() *Widget {
	return &Widget{
		Tier: "premium", Replicas: 7, Enabled: true, Ratio: 0.25, Spelled: "mine", Zero: 4,
		Zone: new("zone-b"), Port: new(int32(9090)), Primary: &Part{Name: "p", Size: 5},
		Secondary: Part{Name: "s", Size: 6}, Labels: []string{"l"}, Annotations: map[string]string{"k": "v"},
		Items: []Item{"pear"}, ItemPointers: []*Level{new(Level("debug"))}, ItemMap: map[string]Item{"k": "plum"},
		Parts: []Part{{Name: "a", Size: 2}}, PartPointers: []*Part{{Name: "b", Size: 3}},
		Mode: "manual", RefMode: "manual", RefModePointer: new(Mode("manual")), Level: new(Level("warn")), PlainLevel: "warn",
	}
}

func TestDefaults(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in, want *Widget
	}{{
		name: "empty object gets every default",
		in:   &Widget{},
		want: &Widget{
			Tier: "standard", Replicas: 3, Enabled: true, Ratio: 0.5, Spelled: "k8s-spelling",
			Zone: new("zone-a"), Port: new(int32(8080)), Primary: &Part{Name: "main", Size: 2},
			Secondary: Part{Size: 1}, Labels: []string{"a", "b"}, Annotations: map[string]string{"x": "y"},
			Mode: "fast", RefMode: "slow", RefModePointer: new(Mode("slow")), Level: new(Level("info")),
		},
	}, {
		name: "set values are kept",
		in:   full(),
		want: full(),
	}, {
		name: "items, map values and nested structs are defaulted one by one",
		in: func() *Widget {
			w := full()
			w.Items = []Item{"", "pear"}
			w.ItemPointers = []*Level{nil, new(Level("debug"))}
			w.ItemMap = map[string]Item{"empty": "", "set": "plum"}
			w.Parts = []Part{{Name: "zero"}, {Name: "set", Size: 9}}
			w.PartPointers = []*Part{nil, {Name: "zero"}}
			w.Primary = &Part{Name: "given"}
			return w
		}(),
		want: func() *Widget {
			w := full()
			w.Items = []Item{"apple", "pear"}
			w.ItemPointers = []*Level{new(Level("info")), new(Level("debug"))}
			w.ItemMap = map[string]Item{"empty": "apple", "set": "plum"}
			w.Parts = []Part{{Name: "zero", Size: 1}, {Name: "set", Size: 9}}
			w.PartPointers = []*Part{nil, {Name: "zero", Size: 1}}
			w.Primary = &Part{Name: "given", Size: 1}
			return w
		}(),
	}, {
		name: "empty but non-nil lists and maps are kept, zero scalars replaced",
		in: func() *Widget {
			w := full()
			w.Labels, w.Annotations = []string{}, map[string]string{}
			w.Tier, w.Replicas, w.Enabled, w.PlainLevel, w.Zero = "", 0, false, "", 0
			return w
		}(),
		want: func() *Widget {
			w := full()
			w.Labels, w.Annotations = []string{}, map[string]string{}
			w.Tier, w.Replicas, w.Enabled, w.PlainLevel, w.Zero = "standard", 3, true, "", 0
			return w
		}(),
	}} {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.in
			SetObjectDefaults_Widget(got)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got  %#v\nwant %#v", got, tc.want)
			}
		})
	}
}

func TestRegisterDefaults(t *testing.T) {
	s := runtime.NewScheme()
	if err := RegisterDefaults(s); err != nil {
		t.Fatal(err)
	}
	w := &Widget{}
	s.Default(w)
	if w.Tier != "standard" || w.Level == nil || *w.Level != "info" {
		t.Errorf("scheme.Default did not run SetObjectDefaults_Widget: %+v", w)
	}
	other := &Widget{Tier: "premium"}
	s.Default(other)
	if other.Tier != "premium" {
		t.Errorf("scheme.Default replaced a set value: %q", other.Tier)
	}
}

// TestNothingToDefaultAllocatesNothing is the zero-allocation contract of
// generated defaulters: an object with every field set costs no allocation.
func TestNothingToDefaultAllocatesNothing(t *testing.T) {
	w := full()
	if n := testing.AllocsPerRun(100, func() { SetObjectDefaults_Widget(w) }); n != 0 {
		t.Errorf("SetObjectDefaults_Widget allocated %v times on a fully set object", n)
	}
}

func BenchmarkSetObjectDefaults(b *testing.B) {
	b.Run("nothing-to-default", func(b *testing.B) {
		w := full()
		b.ReportAllocs()
		for b.Loop() {
			SetObjectDefaults_Widget(w)
		}
	})
	b.Run("everything-defaulted", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			SetObjectDefaults_Widget(&Widget{})
		}
	})
}
