package declarative

import (
	"context"
	"fmt"
	"strings"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// RequestInfo describes the API request being validated: which version of
// which resource the client addressed. An API server copies it from its own
// request info (k8s.io/apiserver's RequestInfoFrom), an admission webhook
// from the AdmissionRequest.
type RequestInfo struct {
	APIGroup   string
	APIVersion string
	// Resource is the plural resource name, such as "widgets".
	Resource string
	// Subresource is the path below the object, such as "status" or
	// "scale"; empty for the object itself.
	Subresource string
	Namespace   string
	Name        string
}

type requestInfoKey struct{}

// WithRequestInfo returns a context that carries info for the validation
// calls of this package.
func WithRequestInfo(ctx context.Context, info RequestInfo) context.Context {
	return context.WithValue(ctx, requestInfoKey{}, &info)
}

// RequestInfoFrom returns the RequestInfo stored by WithRequestInfo.
func RequestInfoFrom(ctx context.Context) (RequestInfo, bool) {
	if info := requestInfoFrom(ctx); info != nil {
		return *info, true
	}
	return RequestInfo{}, false
}

func requestInfoFrom(ctx context.Context) *RequestInfo {
	info, _ := ctx.Value(requestInfoKey{}).(*RequestInfo)
	return info
}

// SubresourceKindMapper maps the version of a parent resource to the
// versioned kind of one of its scale-type subresources.
type SubresourceKindMapper interface {
	SubresourceKind(parent schema.GroupVersion) (schema.GroupVersionKind, bool)
}

// SubresourceKinds is a SubresourceKindMapper backed by a map, the usual
// way a storage layer states that, say, widgets.kubedv.io/v1 widgets/scale
// is served as autoscaling/v1 Scale.
type SubresourceKinds map[schema.GroupVersion]schema.GroupVersionKind

// SubresourceKind implements SubresourceKindMapper.
func (m SubresourceKinds) SubresourceKind(parent schema.GroupVersion) (schema.GroupVersionKind, bool) {
	gvk, ok := m[parent]
	return gvk, ok
}

// target is the version to validate in and the subresource path to pass
// to the generated validation.
type target struct {
	version      schema.GroupVersion
	fromRequest  bool
	subresources []string
}

// resolveTarget reads the version and subresource from the request, and
// applies the subresource kind mapping when one is configured.
func resolveTarget(info *RequestInfo, kinds SubresourceKindMapper) (target, error) {
	if info == nil {
		if kinds != nil {
			return target{}, fmt.Errorf("a subresource kind mapping needs the request's version, but the context has no RequestInfo")
		}
		return target{}, nil
	}
	t := target{version: schema.GroupVersion{Group: info.APIGroup, Version: info.APIVersion}, fromRequest: true}
	if kinds != nil {
		gvk, ok := kinds.SubresourceKind(t.version)
		if !ok {
			return target{}, fmt.Errorf("no subresource kind is mapped for %s %q", t.version, info.Subresource)
		}
		t.version = gvk.GroupVersion()
	}
	if info.Subresource != "" {
		parts := strings.Split(info.Subresource, "/")
		for _, p := range parts {
			if p == "" {
				return target{}, fmt.Errorf("invalid subresource path %q", info.Subresource)
			}
		}
		t.subresources = parts
	}
	return t, nil
}

// toVersion returns obj in version t.version: obj itself when it already
// is of that version (validation only reads it), or a converted copy. With
// no version from the request, obj must already be a versioned object.
func toVersion(scheme *runtime.Scheme, obj runtime.Object, t *target) (runtime.Object, error) {
	gvks, _, err := scheme.ObjectKinds(obj)
	if err != nil {
		return nil, err
	}
	if !t.fromRequest {
		for _, gvk := range gvks {
			if gvk.Version == runtime.APIVersionInternal {
				return nil, fmt.Errorf("%T is an internal type and the context has no RequestInfo naming the version to validate", obj)
			}
		}
		return obj, nil
	}
	for _, gvk := range gvks {
		if gvk.Group == t.version.Group && gvk.Version == t.version.Version {
			return obj, nil
		}
	}
	converted, err := scheme.ConvertToVersion(obj, t.version)
	if err != nil {
		return nil, fmt.Errorf("converting %T to %s: %w", obj, t.version, err)
	}
	return converted, nil
}
