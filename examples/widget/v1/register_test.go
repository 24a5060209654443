package v1

import (
	"fmt"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

func TestAddToSchemeRegistersWidgetKinds(t *testing.T) {
	scheme := runtime.NewScheme()
	if err := AddToScheme(scheme); err != nil {
		t.Fatalf("AddToScheme: %v", err)
	}
	for kind, obj := range map[string]runtime.Object{"Widget": &Widget{}, "WidgetList": &WidgetList{}} {
		want := schema.GroupVersionKind{Group: "widgets.kubedv.io", Version: "v1", Kind: kind}
		gvks, _, err := scheme.ObjectKinds(obj)
		if err != nil {
			t.Fatalf("ObjectKinds(%T): %v", obj, err)
		}
		if len(gvks) != 1 || gvks[0] != want {
			t.Errorf("ObjectKinds(%T) = %v, want [%v]", obj, gvks, want)
		}
		created, err := scheme.New(want)
		if err != nil {
			t.Fatalf("New(%v): %v", want, err)
		}
		if got, wantType := fmt.Sprintf("%T", created), fmt.Sprintf("%T", obj); got != wantType {
			t.Errorf("New(%v) made %s, want %s", want, got, wantType)
		}
	}
	// metav1.AddToGroupVersion registers the shared option and watch kinds.
	for _, kind := range []string{"ListOptions", "GetOptions", "DeleteOptions", "WatchEvent"} {
		if !scheme.Recognizes(SchemeGroupVersion.WithKind(kind)) {
			t.Errorf("scheme does not recognize %s in %s", kind, SchemeGroupVersion)
		}
	}
}

func TestResourceQualifiesWithGroup(t *testing.T) {
	want := schema.GroupResource{Group: "widgets.kubedv.io", Resource: "widgets"}
	if got := Resource("widgets"); got != want {
		t.Errorf("Resource(%q) = %v, want %v", "widgets", got, want)
	}
}
