package load

import (
	"fmt"

	"github.com/kubedv/kubedv/gen/model"
)

// Package tags that decide which package holds the generated functions of
// a package's types.
const (
	generateTag       = "validation-gen"
	schemeRegistryTag = "validation-gen-scheme-registry"
)

// funcOwners maps each package declaring types to the package holding
// their generated Validate_<Type> functions, where other packages' calls
// go. Kubernetes' rule: among the targets that generate (tagged
// +k8s:validation-gen, not =false), in import-path order, the first one
// for an input owns it, unless a later one registers with a scheme and the
// first does not; two registering targets for one input are an error. A
// readonly package owns its input only when no target of the run does.
func funcOwners(targets, readonly []*model.Package, inputs map[string]string) (map[string]string, error) {
	owner := map[string]*model.Package{}
	for _, t := range targets { // in import-path order
		if !generates(t) {
			continue
		}
		in := orSelf(inputs[t.Path], t.Path)
		prev, ok := owner[in]
		switch {
		case !ok:
			owner[in] = t
		case registers(t) && registers(prev):
			return nil, fmt.Errorf("the types of %s are generated into two packages that register them with a scheme, %s and %s; "+
				"mark one of them +k8s:%s=nil", in, prev.Path, t.Path, schemeRegistryTag)
		case registers(t):
			owner[in] = t
		}
	}
	out := map[string]string{}
	for in, p := range owner {
		out[in] = p.Path
	}
	for _, p := range readonly {
		in := orSelf(inputs[p.Path], p.Path)
		if _, taken := out[in]; !taken {
			out[in] = p.Path
		}
	}
	return out, nil
}

// generates reports whether a package carries +k8s:validation-gen with a
// value other than false.
func generates(p *model.Package) bool {
	on := false
	for _, t := range p.Tags {
		if t.Name == generateTag {
			if t.Value.Text == "false" {
				return false
			}
			on = true
		}
	}
	return on
}

// registers reports whether a package registers its functions with a
// scheme: unless +k8s:validation-gen-scheme-registry=nil.
func registers(p *model.Package) bool {
	for _, t := range p.Tags {
		if t.Name == schemeRegistryTag && t.Value.Text == "nil" {
			return false
		}
	}
	return true
}
