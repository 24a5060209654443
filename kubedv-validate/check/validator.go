// Package check validates Kubernetes objects offline the way an API server
// answers a create or an update: for Go types
// registered in a runtime.Scheme (generated validation and defaults, the API's strategy)
// and for CustomResourceDefinitions (apiextensions-apiserver's own
// pruning, defaulting, schema, list-type and CEL validation with
// ratcheting). An API author builds a validator for their types with
// AddScheme; the kubedv-validate command is built on this package.
// Kubernetes' native kinds (kube-apiserver v1.37.2's own registry
// strategies) are in the package native, which registers them here
// (native.Add): this package does not import k8s.io/kubernetes.
//
// Every answer is a metav1.Status, as the API server returns it: Success,
// 422 Invalid with one cause per field error, 400 BadRequest for what the
// server's strict decoder refuses (unknown and duplicate fields, wrong
// types), 404 NotFound for a kind nobody registered.
package check

import (
	"context"
	"fmt"
	"net/http"
	"sort"
	"sync"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"

	"github.com/kubedv/kubedv/kubedv-validate/internal/request"
)

// Kind validates the objects of one group, version and kind. Objects are
// JSON values (map[string]any with int64 integers), as the manifest
// reader returns them; implementations must not modify them.
type Kind interface {
	// Create validates obj as a create request.
	Create(ctx context.Context, obj map[string]any) metav1.Status
	// Update validates obj as an update of the object that creating old
	// stored (old is the old manifest, not yet defaulted).
	Update(ctx context.Context, obj, old map[string]any) metav1.Status
}

// Scoped is a Kind that says whether its objects live in a namespace.
type Scoped interface {
	NamespaceScoped() bool
}

// Namespace is the namespace kubectl sends obj to: its own, DefaultNamespace
// when a namespaced object names none, none for a cluster-scoped one (the
// server clears it); as written when obj's kind is unknown or does not say.
func (v *Validator) Namespace(obj map[string]any) string {
	md, _ := obj["metadata"].(map[string]any)
	ns, _ := md["namespace"].(string)
	gvk, err := GVK(obj)
	if err != nil {
		return ns
	}
	v.mu.RLock()
	k := v.kinds[gvk]
	v.mu.RUnlock()
	s, ok := k.(Scoped)
	switch {
	case !ok:
		return ns
	case !s.NamespaceScoped():
		return ""
	case ns == "":
		return DefaultNamespace
	}
	return ns
}

// Validator dispatches objects to the Kind registered for their
// apiVersion and kind. It is safe for concurrent use once built.
type Validator struct {
	mu    sync.RWMutex
	kinds map[schema.GroupVersionKind]Kind
	// explainers say why a kind nobody registered is missing (a native
	// kind not built in), before the generic advice.
	explainers []func(schema.GroupVersionKind) string
	// served say whether the server serves a kind nobody registered
	// (ServedBy).
	served []func(schema.GroupVersionKind) (served, known bool)
}

// New returns an empty Validator.
func New() *Validator {
	return &Validator{kinds: map[schema.GroupVersionKind]Kind{}}
}

// Add registers k for gvk, replacing any previous one.
func (v *Validator) Add(gvk schema.GroupVersionKind, k Kind) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.kinds[gvk] = k
}

// ExplainMissing adds f, which says why an object's kind, of a group and
// kind nobody registered, has no validator ("" when f does not know it):
// its words end the NotFound answer.
func (v *Validator) ExplainMissing(f func(schema.GroupVersionKind) string) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.explainers = append(v.explainers, f)
}

// Kinds returns the registered kinds, sorted.
func (v *Validator) Kinds() []schema.GroupVersionKind {
	v.mu.RLock()
	defer v.mu.RUnlock()
	out := make([]schema.GroupVersionKind, 0, len(v.kinds))
	for gvk := range v.kinds {
		out = append(out, gvk)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}

// GVK reads an object's apiVersion and kind.
func GVK(obj map[string]any) (schema.GroupVersionKind, error) {
	api, _ := obj["apiVersion"].(string)
	kind, _ := obj["kind"].(string)
	if api == "" || kind == "" {
		return schema.GroupVersionKind{}, fmt.Errorf("apiVersion and kind must be set (strings)")
	}
	gv, err := schema.ParseGroupVersion(api)
	if err != nil {
		return schema.GroupVersionKind{}, err
	}
	return gv.WithKind(kind), nil
}

// Validate validates obj as a create, or as an update of old when old is
// not nil. A panic in a Kind is an internal error of this object only.
func (v *Validator) Validate(ctx context.Context, obj, old map[string]any) (status metav1.Status) {
	defer func() {
		if r := recover(); r != nil {
			status = Internal(fmt.Errorf("validation failed: %v", r))
		}
	}()
	gvk, err := GVK(obj)
	if err != nil {
		return BadRequest(fmt.Sprintf("Object 'Kind' is missing or invalid: %v", err))
	}
	k, status := v.lookup(ctx, gvk, obj)
	if k == nil {
		return status
	}
	if old == nil {
		return k.Create(ctx, obj)
	}
	if status, ok := sameObject(gvk, obj, old); !ok {
		return status
	}
	return k.Update(ctx, obj, old)
}

// sameObject checks that old can be an earlier version of obj, one that
// kubectl can apply: the same apiVersion, kind and name, a name set. (A
// namespace that differs is the update's own error, as on the server.)
func sameObject(gvk schema.GroupVersionKind, obj, old map[string]any) (metav1.Status, bool) {
	name := func(o map[string]any) string {
		md, _ := o["metadata"].(map[string]any)
		n, _ := md["name"].(string)
		return n
	}
	n, oldN := name(obj), name(old)
	oldGVK, err := GVK(old)
	switch {
	case n == "" || oldN == "":
		// kubectl apply refuses a manifest without a name.
		return BadRequest("resource name may not be empty: an update is of a named object"), false
	case err != nil || oldGVK != gvk || oldN != n:
		return BadRequest(fmt.Sprintf("the old object is not an earlier version of this one (%s %s %s)", oldGVK.GroupVersion(), oldGVK.Kind, oldN)), false
	}
	return metav1.Status{}, true
}

// lookup finds gvk's Kind, or the NotFound answer: kubectl's own when the
// server does not serve gvk (noKindMatch), else why it has no validator.
func (v *Validator) lookup(ctx context.Context, gvk schema.GroupVersionKind, obj map[string]any) (Kind, metav1.Status) {
	v.mu.RLock()
	defer v.mu.RUnlock()
	if k, ok := v.kinds[gvk]; ok {
		return k, metav1.Status{}
	}
	if maps, _ := v.maps(gvk); !maps {
		// Nothing serves it (a version no longer served, a kind the
		// version lacks, a CRD not given or invalid): kubectl says so.
		return nil, noKindMatch(ctx, gvk, obj)
	}
	// Served, but not validated here: say why.
	msg := fmt.Sprintf("no matches for kind %q in version %q", gvk.Kind, gvk.GroupVersion().String())
	if why := v.explain(gvk); why != "" {
		msg += ": " + why
	} else {
		msg += "; give its CRD with --local-crds, or register its Go types"
	}
	return nil, metav1.Status{
		Status: metav1.StatusFailure, Code: http.StatusNotFound, Reason: metav1.StatusReasonNotFound, Message: msg,
		Details: &metav1.StatusDetails{Group: gvk.Group, Kind: gvk.Kind},
	}
}

func (v *Validator) explain(gvk schema.GroupVersionKind) string {
	for _, f := range v.explainers {
		if why := f(gvk); why != "" {
			return why
		}
	}
	return ""
}

// DefaultNamespace is the namespace of a namespaced object that names
// none: kubectl sends it to the context's namespace, "default" unless
// configured.
const DefaultNamespace = request.DefaultNamespace

// CauseTypeUnknownField marks a cause of a strict decoding error (the
// server's message names the fields; the causes, one per field, are ours,
// so that each one gets its position in the source).
const CauseTypeUnknownField = request.CauseTypeUnknownField

// Success is the answer to a valid object.
func Success() metav1.Status { return request.Success() }

// BadRequest is the answer to an object the server cannot decode.
func BadRequest(msg string) metav1.Status { return request.BadRequest(msg) }

// Internal is the answer when validation itself failed.
func Internal(err error) metav1.Status { return request.Internal(err) }
