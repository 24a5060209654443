package schema

import (
	"errors"
	"fmt"
	"strings"

	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
)

// Kinds builds a CRD for one named type of a package that is not a CRD
// package (no +groupName, roots that need not embed TypeMeta), under a
// group the caller names. Tests use it to compare a package's generated Go
// validation with the API server's validation of the same type: the
// schema is the one Build would write for the type as a root kind.
type Kinds struct {
	res  *load.Result
	plan *validators.Plan
	opts Options
	// markersIn is Build's: which packages' markers shape the schema.
	markersIn func(*model.Package) bool
}

// NewKinds analyzes the loaded packages once, for any number of CRDs.
func NewKinds(res *load.Result, opts Options) (*Kinds, error) {
	plan, markersIn, err := analyze(res)
	if err != nil {
		return nil, err
	}
	return &Kinds{res: res, plan: plan, opts: opts, markersIn: markersIn}, nil
}

// CRD returns a namespaced CRD of the type name declared in the package
// pkgPath, with one version v1 whose schema is the type's, plus the
// apiVersion, kind and metadata every custom resource has. A type a
// schema cannot express is an error naming the position, as with Build;
// so is a tag with no CRD form when Options.Strict is set (else it is
// left out, and the finding is dropped: tests that compare enforcement
// want Strict).
func (k *Kinds) CRD(group, pkgPath, name string) (*CRD, error) {
	p := k.res.Universe.Packages[pkgPath]
	if p == nil {
		return nil, fmt.Errorf("package %s is not loaded", pkgPath)
	}
	for _, n := range p.Named {
		if n.Name() != name {
			continue
		}
		if !n.IsStruct() {
			return nil, errorAt(n.Pos, "type %s is not a struct; a custom resource is a JSON object", name)
		}
		// A kind of a package written for controller-gen gets the CRD
		// controller-gen writes for it, as with Build.
		b := &builder{u: k.res.Universe, plan: k.plan, opts: k.opts, markersIn: k.markersIn, controllerGen: validators.KubebuilderPackage(p)}
		root := b.root(n)
		for prop, typ := range map[string]string{"apiVersion": "string", "kind": "string", "metadata": "object"} {
			if _, taken := root.Properties[prop]; taken && !metaField(n, prop) {
				b.errs.add(errorAt(n.Pos, "type %s has a JSON field %q, which a custom resource keeps for itself", name, prop))
			}
			if root.Properties == nil {
				root.Properties = map[string]*Props{}
			}
			if root.Properties[prop] == nil {
				root.Properties[prop] = &Props{Type: typ}
			}
		}
		b.finish(k.res) // with Options.Strict, a tag left out is an error
		// Its subresources, as --crd-dir writes them: with status, the API
		// server drops the status sent to the main resource.
		r, err := resourceOf(n)
		if err != nil {
			b.errs.add(err)
		}
		if len(b.errs.list) > 0 {
			return nil, errors.Join(b.errs.sorted()...)
		}
		lower := strings.ToLower(name)
		names := Names{Kind: name, ListKind: name + "List", Plural: plural(lower), Singular: lower}
		return &CRD{
			APIVersion: "apiextensions.k8s.io/v1",
			Kind:       "CustomResourceDefinition",
			Metadata:   Metadata{Name: names.Plural + "." + group},
			Spec: CRDSpec{Group: group, Names: names, Scope: "Namespaced", Versions: []CRDVersion{{
				Name: "v1", Served: true, Storage: true, Schema: VersionSchema{OpenAPIV3Schema: root}, Subresources: r.subresources,
			}}},
		}, nil
	}
	return nil, fmt.Errorf("package %s declares no type %s", pkgPath, name)
}

// metaField reports a JSON field of n that is the resource's own:
// apiVersion and kind from an inlined metav1.TypeMeta, metadata a
// metav1.ObjectMeta.
func metaField(n *model.Named, json string) bool {
	for _, f := range n.Fields {
		switch {
		case json == "metadata" && f.JSONName == json:
			return isNamed(f.Var.Type(), metaV1Pkg, "ObjectMeta")
		case json != "metadata" && f.Inline && isNamed(f.Var.Type(), metaV1Pkg, "TypeMeta"):
			return true
		}
	}
	return false
}
