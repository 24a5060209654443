package typeconv

import (
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
	"github.com/kubedv/kubedv/kubedv-validate/examples/widget-validate/openapi"
)

// TestGoNamedDefinitions: the example API's definitions are keyed by Go
// names ("github.com/.../widget/v1.Widget"); the converter still finds
// the kind's type (its x-kubernetes-group-version-kind), and the type
// knows the lists' semantics (conditions, a list of type map).
func TestGoNamedDefinitions(t *testing.T) {
	s := runtime.NewScheme()
	if err := widgetv1.AddToScheme(s); err != nil {
		t.Fatal(err)
	}
	tc, err := New("widgets", openapi.GetOpenAPIDefinitions, s, []runtime.Object{&widgetv1.Widget{}})
	if err != nil {
		t.Fatal(err)
	}
	w := &widgetv1.Widget{}
	w.APIVersion, w.Kind = widgetv1.SchemeGroupVersion.String(), "Widget"
	if _, err := tc.ObjectToTyped(w); err != nil {
		t.Fatalf("the Widget kind has no type: %v", err)
	}
	obj := &unstructured.Unstructured{Object: map[string]any{"apiVersion": "widgets.kubedv.io/v1", "kind": "Widget", "status": map[string]any{"conditions": []any{
		map[string]any{"type": "Ready"}, map[string]any{"type": "Ready"},
	}}}}
	if _, err := tc.ObjectToTyped(obj); err == nil || !strings.Contains(err.Error(), `duplicate entries for key [type="Ready"]`) {
		t.Errorf("two conditions of one type: %v, want the list map's duplicate key", err)
	}
}
