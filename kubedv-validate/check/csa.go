package check

import (
	"context"

	"github.com/kubedv/kubedv/kubedv-validate/internal/request"
)

// WithClientSideApply returns ctx for the updates of plain kubectl apply
// (objects made by ClientSideApply): the merge of the new manifest into
// the stored object is by kubectl's client-side field manager, which
// keeps the server from rewriting (and, over the size limit, dropping)
// the last-applied annotation as it does for kubectl apply --server-side.
func WithClientSideApply(ctx context.Context) context.Context {
	return request.WithFieldManager(ctx, request.ClientSideFieldManager)
}

// LastAppliedAnnotation is the annotation in which plain (client-side)
// kubectl apply keeps the manifest it applied.
const LastAppliedAnnotation = "kubectl.kubernetes.io/last-applied-configuration"

// KubectlSends returns obj in the namespace kubectl apply sends it to,
// without modifying obj: Namespace's (the default one for a namespaced
// object without one, none for a cluster-scoped one), as kubectl's
// builder sets it in the object before sending it, server-side or not.
// An object whose metadata is not an object is returned as it is (the
// server refuses it).
func (v *Validator) KubectlSends(obj map[string]any) map[string]any {
	out, _ := v.kubectlSends(obj)
	return out
}

func (v *Validator) kubectlSends(obj map[string]any) (map[string]any, map[string]any) {
	md, ok := obj["metadata"].(map[string]any)
	if !ok && obj["metadata"] != nil {
		return obj, nil
	}
	out := make(map[string]any, len(obj)+1)
	for k, val := range obj {
		out[k] = val
	}
	meta := make(map[string]any, len(md)+2)
	for k, val := range md {
		meta[k] = val
	}
	out["metadata"] = meta
	if ns := v.Namespace(obj); ns != "" {
		meta["namespace"] = ns
	} else {
		delete(meta, "namespace")
	}
	return out, meta
}

// ClientSideApply returns obj as plain kubectl apply (client-side)
// sends it, without modifying obj: KubectlSends's, with the annotation
// LastAppliedAnnotation holding the object's JSON as kubectl encodes it
// (its other annotations included, {} when there are none, the annotation
// itself left out, a line break at the end; k8s.io/kubectl/pkg/util's
// CreateApplyAnnotation), then with the null fields of its objects
// dropped, as kubectl drops them after writing the annotation. The server
// validates the annotation as any other: its size counts toward the
// 256 KiB of an object's annotations.
func (v *Validator) ClientSideApply(obj map[string]any) map[string]any {
	out, meta := v.kubectlSends(obj)
	if meta == nil {
		return out
	}
	md, _ := obj["metadata"].(map[string]any)
	// kubectl reads the annotations as a map of strings (null values are
	// ""): any other value makes it read none, and write only its own.
	annotations := map[string]any{}
	if a, ok := md["annotations"].(map[string]any); ok {
		bad := false
		for k, val := range a {
			switch val := val.(type) {
			case string:
				annotations[k] = val
			case nil:
				annotations[k] = ""
			default:
				bad = true
			}
		}
		if bad {
			annotations = map[string]any{}
		}
	}
	delete(annotations, LastAppliedAnnotation)
	meta["annotations"] = annotations
	data, err := request.Encode(out)
	if err != nil {
		return obj // values JSON cannot hold: the server's decoder says so
	}
	withLast := make(map[string]any, len(annotations)+1)
	for k, val := range annotations {
		withLast[k] = val
	}
	withLast[LastAppliedAnnotation] = string(data) + "\n"
	meta["annotations"] = withLast
	if hasNull(out) {
		return withoutNulls(out).(map[string]any)
	}
	return out
}

// hasNull reports whether an object of v has a null field.
func hasNull(v any) bool {
	switch v := v.(type) {
	case map[string]any:
		for _, val := range v {
			if val == nil || hasNull(val) {
				return true
			}
		}
	case []any:
		for _, val := range v {
			if hasNull(val) {
				return true
			}
		}
	}
	return false
}

// withoutNulls copies v without the null fields of its objects (null
// items of lists stay), as kubectl's pruneNullsFromMap.
func withoutNulls(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, val := range v {
			if val != nil {
				out[k] = withoutNulls(val)
			}
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, val := range v {
			out[i] = withoutNulls(val)
		}
		return out
	}
	return v
}
