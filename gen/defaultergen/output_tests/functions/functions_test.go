package functions

import (
	"reflect"
	"slices"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
)

func TestCallOrder(t *testing.T) {
	r := &Root{Child: &Child{}, Tree: &Node{Children: []*Node{{}, nil, {Name: "named", Children: []*Node{{}}}}}}
	SetObjectDefaults_Root(r)
	// Hand-written functions run first (base, then additional), then the
	// declared defaults: SetDefaults_Root saw Declared still empty.
	if want := []string{"SetDefaults_Root:declared=", "SetDefaults_Root_Second"}; !slices.Equal(r.Trace, want) {
		t.Errorf("Root trace %q, want %q", r.Trace, want)
	}
	if r.Declared != "declared" {
		t.Errorf("Declared = %q, want the +default", r.Declared)
	}
	if !slices.Equal(r.Child.Trace, []string{"SetDefaults_Child"}) || r.Child.Count != 7 {
		t.Errorf("Child = %+v, want SetDefaults_Child called and Count defaulted to 7", r.Child)
	}
	if !slices.Equal(r.Covered.Trace, []string{"SetDefaults_Covered"}) || r.Covered.Value != "" {
		t.Errorf("Covered = %+v, want only its covering function called", r.Covered)
	}
	if r.Remote.Value != "from peer" {
		t.Errorf("Remote.Value = %q, want the peer package's defaulter applied", r.Remote.Value)
	}
	want := &Node{Name: "leaf", Children: []*Node{{Name: "leaf"}, nil, {Name: "named", Children: []*Node{{Name: "leaf"}}}}}
	if !reflect.DeepEqual(r.Tree, want) {
		t.Errorf("Tree = %+v, want every level defaulted", r.Tree)
	}
}

func TestNilPointersStayNil(t *testing.T) {
	r := &Root{}
	SetObjectDefaults_Root(r)
	if r.Child != nil || r.Tree != nil {
		t.Errorf("pointers without a +default were set: %+v", r)
	}
}

func TestRegistration(t *testing.T) {
	s := runtime.NewScheme()
	if err := RegisterDefaults(s); err != nil {
		t.Fatal(err)
	}
	in := &OptedIn{}
	s.Default(in)
	if in.Value != "in" {
		t.Errorf("OptedIn not defaulted through the scheme: %+v", in)
	}
	// Opted out (or with nothing to default): no defaulter is registered.
	out := &OptedOut{}
	s.Default(out)
	if out.Value != "" {
		t.Errorf("OptedOut was defaulted: %+v", out)
	}
}
