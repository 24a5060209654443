package check

import (
	"context"
	"reflect"
	"sync"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// A CRD's version is built on its first object, once, whichever of the
// documents validated in parallel comes first, and answers as if built
// when the CRD was added; a version whose objects never come is never
// built.
func TestCRDVersionBuiltOnFirstObject(t *testing.T) {
	ctx := context.Background()
	v := New()
	if s := v.AddCRD(ctx, obj(t, crdHead)); s.Status != metav1.StatusSuccess {
		t.Fatalf("valid CRD refused: %+v", s)
	}
	gvk := schema.GroupVersionKind{Group: "example.com", Version: "v1", Kind: "Thing"}
	lazy, ok := v.kinds[gvk].(*lazyCRDKind)
	if !ok {
		t.Fatalf("kind %T, want a lazy CRD kind", v.kinds[gvk])
	}
	if lazy.kind != nil || lazy.data == nil {
		t.Fatal("the version was built when the CRD was added")
	}
	// The scope is known without building the version.
	if lazy.NamespaceScoped() || v.Namespace(obj(t, "apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: a, namespace: x}\n")) != "" || lazy.kind != nil {
		t.Error("the scope of an unbuilt version (a cluster-scoped CRD)")
	}
	docs := []string{
		"apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: a}\nspec: {n: 4}\n",
		"apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: b}\nspec: {n: 2}\n",
		"apiVersion: example.com/v1\nkind: Thing\nmetadata: {name: c}\nspec: {m: 2}\n",
	}
	want := make([]metav1.Status, len(docs))
	for i, d := range docs {
		eager, err := newCRDKind(mustDecodeCRD(t, crdHead), &mustDecodeCRD(t, crdHead).internal.Spec.Versions[0])
		if err != nil {
			t.Fatal(err)
		}
		want[i] = eager.Create(ctx, obj(t, d))
	}
	var wg sync.WaitGroup
	got := make([][]metav1.Status, 8)
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, d := range docs {
				got[g] = append(got[g], v.Validate(ctx, obj(t, d), nil))
			}
		}()
	}
	wg.Wait()
	for g := range got {
		if !reflect.DeepEqual(got[g], want) {
			t.Errorf("goroutine %d: %+v, want %+v", g, got[g], want)
		}
	}
	if lazy.kind == nil || lazy.data != nil {
		t.Error("the version was not built on its first object")
	}
}

func mustDecodeCRD(t *testing.T, src string) *decodedCRD {
	t.Helper()
	crd, s, ok := decodeCRD(obj(t, src), true)
	if !ok {
		t.Fatalf("%+v", s)
	}
	return crd
}
