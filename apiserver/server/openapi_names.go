package server

import (
	"slices"
	"strings"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apiserver/pkg/endpoints/openapi"
	"k8s.io/kube-openapi/pkg/validation/spec"
)

// definitionNamer names OpenAPI definitions. Types that name their own
// model (the meta types) keep the generic server's naming. The example's
// types do not, so their Go names ("github.com/.../widget/v1.WidgetSpec")
// become "io.kubedv.widgets.v1.WidgetSpec", like a CRD's, and the kinds get
// x-kubernetes-group-version-kind, which clients and server-side apply use
// to find a kind's schema.
type definitionNamer struct {
	generic *openapi.DefinitionNamer
	// prefixes maps a Go package to the definition name prefix of its types.
	prefixes map[string]string
	// kinds maps a Go type name to the kinds it is served as.
	kinds map[string][]any
}

func newDefinitionNamer(scheme *runtime.Scheme) *definitionNamer {
	n := &definitionNamer{generic: openapi.NewDefinitionNamer(scheme), prefixes: map[string]string{}, kinds: map[string][]any{}}
	for gvk, t := range scheme.AllKnownTypes() {
		if implements(t, modelNamedType) || gvk.Group == "" {
			continue
		}
		parts := strings.Split(gvk.Group, ".")
		slices.Reverse(parts)
		n.prefixes[t.PkgPath()] = strings.Join(parts, ".") + "." + gvk.Version + "."
		if t.Name() == gvk.Kind {
			name := typeName(t)
			n.kinds[name] = append(n.kinds[name], map[string]any{"group": gvk.Group, "version": gvk.Version, "kind": gvk.Kind})
		}
	}
	return n
}

// name implements the OpenAPI configs' GetDefinitionName.
func (n *definitionNamer) name(name string) (string, spec.Extensions) {
	i := strings.LastIndex(name, ".")
	prefix, ok := n.prefixes[name[:max(i, 0)]]
	if i < 0 || !ok {
		return n.generic.GetDefinitionName(name)
	}
	var ext spec.Extensions
	if kinds := n.kinds[name]; len(kinds) > 0 {
		ext = spec.Extensions{"x-kubernetes-group-version-kind": kinds}
	}
	return prefix + name[i+1:], ext
}
