package check

import (
	"context"
	"reflect"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	kubectlutil "k8s.io/kubectl/pkg/util"
)

type scopedKind bool

func (scopedKind) Create(context.Context, map[string]any) metav1.Status { return Success() }
func (scopedKind) Update(context.Context, map[string]any, map[string]any) metav1.Status {
	return Success()
}
func (k scopedKind) NamespaceScoped() bool { return bool(k) }

// TestClientSideApplyIsKubectls holds ClientSideApply to kubectl's own
// code (k8s.io/kubectl/pkg/util's CreateApplyAnnotation on the object in
// the namespace kubectl's builder puts it, then its null pruning), byte for
// byte in the annotation, and checks that the input is left as it was.
func TestClientSideApplyIsKubectls(t *testing.T) {
	v := New()
	v.Add(schema.GroupVersionKind{Version: "v1", Kind: "ConfigMap"}, scopedKind(true))
	v.Add(schema.GroupVersionKind{Group: "rbac.authorization.k8s.io", Version: "v1", Kind: "ClusterRole"}, scopedKind(false))
	for _, src := range []string{
		"apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata: {k: v}\n",
		"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: web\n  labels: {app: x}\n  annotations: {note: \"<b> & é 😀\", empty: null}\ndata: {k: \"1.50\", html: \"</script>\"}\nbinaryData: null\n",
		"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  annotations:\n    kubectl.kubernetes.io/last-applied-configuration: '{\"old\": true}'\n    other: x\n",
		"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  annotations: {n: 5, s: x}\n",
		"apiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: {name: r, namespace: ignored}\nrules:\n- {apiGroups: [''], resources: [pods], verbs: [get], resourceNames: null}\n- null\nx: {f: 1.5, i: 7, big: 12345678901234567890, e: 1e3}\n",
		"apiVersion: v1\nkind: ConfigMap\ndata: {k: v}\n",
	} {
		in := obj(t, src)
		before := deepCopy(in)
		got := v.ClientSideApply(in)
		if !reflect.DeepEqual(in, before) {
			t.Errorf("%s: the input was modified", src)
		}
		u := &unstructured.Unstructured{Object: deepCopy(in).(map[string]any)}
		u.SetNamespace(v.Namespace(in))
		if err := kubectlutil.CreateApplyAnnotation(u, unstructured.UnstructuredJSONScheme); err != nil {
			t.Fatal(err)
		}
		want := withoutNulls(u.Object).(map[string]any)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\ngot  %#v\nwant %#v", src, got, want)
		}
		last, _ := got["metadata"].(map[string]any)["annotations"].(map[string]any)[LastAppliedAnnotation].(string)
		if !strings.HasSuffix(last, "}\n") || strings.Contains(last, "old") {
			t.Errorf("%s: annotation %q", src, last)
		}
	}
}

func deepCopy(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, val := range v {
			out[k] = deepCopy(val)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, val := range v {
			out[i] = deepCopy(val)
		}
		return out
	}
	return v
}
