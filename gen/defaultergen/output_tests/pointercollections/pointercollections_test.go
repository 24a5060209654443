package pointercollections

import (
	"reflect"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
)

func TestDefaultsThroughPointers(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in, want *Holder
	}{{
		name: "nil pointers stay nil",
		in:   &Holder{},
		want: &Holder{},
	}, {
		name: "items, array elements and map values are defaulted",
		in: &Holder{
			Parts:        &[]Part{{Name: "a"}, {Name: "b", Size: 4}},
			PartPointers: &[]*Part{{Name: "c"}, nil},
			Items:        &[]Item{"", "pear"},
			Pair:         &[2]Part{{Name: "d"}, {Size: 5}},
			ItemMap:      &map[string]Item{"x": "", "y": "plum"},
			Groups:       []Group{{Members: &[]Part{{Name: "e"}}}, {}},
		},
		want: &Holder{
			Parts:        &[]Part{{Name: "a", Size: 1}, {Name: "b", Size: 4}},
			PartPointers: &[]*Part{{Name: "c", Size: 1}, nil},
			Items:        &[]Item{"apple", "pear"},
			Pair:         &[2]Part{{Name: "d", Size: 1}, {Size: 5}},
			ItemMap:      &map[string]Item{"x": "apple", "y": "plum"},
			Groups:       []Group{{Members: &[]Part{{Name: "e", Size: 1}}}, {}},
		},
	}, {
		name: "empty collections stay empty",
		in:   &Holder{Parts: &[]Part{}, ItemMap: &map[string]Item{}},
		want: &Holder{Parts: &[]Part{}, ItemMap: &map[string]Item{}},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			scheme := runtime.NewScheme()
			if err := RegisterDefaults(scheme); err != nil {
				t.Fatal(err)
			}
			scheme.Default(tc.in)
			if !reflect.DeepEqual(tc.in, tc.want) {
				t.Errorf("got  %#v\nwant %#v", tc.in, tc.want)
			}
		})
	}
}

func TestNothingToDefaultAllocatesNothing(t *testing.T) {
	in := &Holder{
		Parts: &[]Part{{Size: 2}}, PartPointers: &[]*Part{{Size: 2}}, Items: &[]Item{"pear"},
		Pair: &[2]Part{{Size: 2}, {Size: 3}}, ItemMap: &map[string]Item{"k": "plum"},
		Groups: []Group{{Members: &[]Part{{Size: 2}}}},
	}
	if n := testing.AllocsPerRun(100, func() { SetObjectDefaults_Holder(in) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
