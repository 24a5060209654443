package openapigen

import (
	"go/types"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"k8s.io/klog/v2"
)

// modelNameFiles writes, in every requested package with a
// +k8s:openapi-model-package tag (on the package or one of its struct
// types), OpenAPIModelName methods that return "<model package>.<Type>".
func (u *universe) modelNameFiles(opts Options, header []byte) ([]Output, error) {
	var outs []Output
	for _, p := range u.order {
		info := u.requested[p]
		if slices.Contains(opts.ReadOnlyPkgs, p) {
			klog.V(3).Infof("Skipping model name generation for %q: read-only package", p)
			continue
		}
		pkgTag := modelPackageTag(info.docComments)
		var candidates []types.Type
		tagged := false
		scope := info.types.Scope()
		for _, n := range scope.Names() {
			tn, ok := scope.Lookup(n).(*types.TypeName)
			if !ok || tn.IsAlias() || !isModelNameType(tn.Type()) {
				continue
			}
			candidates = append(candidates, tn.Type())
			tagged = tagged || pkgTag != "" || modelPackageTag(u.typeComments(tn.Type())) != ""
		}
		if !tagged {
			continue
		}
		sortByName(candidates)
		var b strings.Builder
		for _, t := range candidates {
			model := pkgTag
			if v := modelPackageTag(u.typeComments(t)); v != "" {
				model = v
			}
			if model == "" {
				continue
			}
			_, name := nameOf(t)
			b.WriteString("// OpenAPIModelName returns the OpenAPI model name for this type.\n")
			b.WriteString("func (in " + name + ") OpenAPIModelName() string {\n")
			b.WriteString("\treturn \"" + model + "." + name + "\"\n}\n\n")
		}
		src, err := goFile(header, path.Base(p), nil, b.String(), p)
		if err != nil {
			return nil, err
		}
		outs = append(outs, Output{Path: filepath.Join(info.dir, opts.OutputModelNameFile), Content: src})
	}
	return outs, nil
}

// isModelNameType: an exported struct type (through named types).
func isModelNameType(t types.Type) bool {
	_, name := nameOf(t)
	return !isPrivateName(name) && kindOf(t) == kStruct
}

func sortSlice(ts []types.Type, less func(a, b types.Type) bool) {
	sort.Slice(ts, func(i, j int) bool { return less(ts[i], ts[j]) })
}
