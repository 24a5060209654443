package request

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/managedfields"
)

// FieldManager is the field manager kubectl apply --server-side sends.
const FieldManager = "kubectl"

// ClientSideFieldManager is the field manager plain kubectl apply sends.
// An update of plain kubectl apply is merged here as a server-side apply
// by it, so that the server's syncing of the last-applied annotation,
// which only an apply by "kubectl" gets, does not touch the annotation
// kubectl wrote.
const ClientSideFieldManager = "kubectl-client-side-apply"

type managerKey struct{}

// WithFieldManager returns ctx whose updates are applied by manager.
func WithFieldManager(ctx context.Context, manager string) context.Context {
	return context.WithValue(ctx, managerKey{}, manager)
}

func managerOf(ctx context.Context) string {
	if m, ok := ctx.Value(managerKey{}).(string); ok {
		return m
	}
	return FieldManager
}

// Apply is the server's answer to kubectl apply --server-side of manifest
// to live, the stored object (an empty one for a create): live merged with
// manifest by fm, the resource's field manager (structured-merge-diff with
// the type's schema: lists of type map or set merge per item, atomic ones
// are replaced, fields the manager set before and no longer sets are
// removed, fields only the server set stay), then the version's defaults.
// The result carries its managed fields, for the next apply. It fails as
// the server's patch handler fails: the errors of the merge (an unknown
// field, a wrong type, a duplicate key in a list map) are the server's
// 500 answer with the merge's message, conflicts are 409 (never, forced).
// The merge names the first unknown field it meets, walking maps in Go's
// random order (the server answers with any one of them): unknown, when
// set, lists the manifest's unknown fields (the strict decoder's paths),
// and the answer names the first of them in sorted order, the same on
// every run.
func Apply(ctx context.Context, fm *managedfields.FieldManager, live runtime.Object, manifest map[string]any, unknown func() []string) (runtime.Object, *metav1.Status) {
	manager := managerOf(ctx)
	patch := &unstructured.Unstructured{Object: runtime.DeepCopyJSON(manifest)}
	out, err := fm.Apply(live.DeepCopyObject(), patch, manager, true)
	if err == nil {
		return out, nil
	}
	if undeclared(err) && unknown != nil {
		if paths := unknown(); len(paths) > 1 {
			slices.Sort(paths)
			one := runtime.DeepCopyJSON(manifest)
			for _, p := range paths[1:] {
				deleteField(one, p)
			}
			_, err2 := fm.Apply(live.DeepCopyObject(), &unstructured.Unstructured{Object: one}, manager, true)
			if undeclared(err2) {
				err = err2
			}
		}
	}
	var status apierrors.APIStatus
	if errors.As(err, &status) {
		s := status.Status()
		return nil, &s
	}
	// The handler answers an error that is not an API status as it is:
	// 500, no reason (not InternalError: the object is judged).
	return nil, &metav1.Status{Status: metav1.StatusFailure, Code: http.StatusInternalServerError, Message: err.Error()}
}

func undeclared(err error) bool {
	return err != nil && strings.HasSuffix(err.Error(), ": field not declared in schema")
}

// deleteField removes the field at path (the strict decoder's form:
// "spec.containers[0].foo") from obj, when it is there.
func deleteField(obj map[string]any, path string) {
	var cur any = obj
	segs := strings.Split(path, ".")
	for i, seg := range segs {
		name, rest, _ := strings.Cut(seg, "[")
		m, ok := cur.(map[string]any)
		if !ok {
			return
		}
		if i == len(segs)-1 && rest == "" {
			delete(m, name)
			return
		}
		cur = m[name]
		for rest != "" {
			idx, after, ok := strings.Cut(rest, "]")
			n, err := strconv.Atoi(idx)
			l, isList := cur.([]any)
			if !ok || err != nil || !isList || n < 0 || n >= len(l) {
				return
			}
			cur = l[n]
			rest = strings.TrimPrefix(after, "[")
		}
	}
}
