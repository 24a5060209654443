package schema

import (
	"errors"
	"fmt"
	"go/token"
	"maps"
	"regexp"
	"slices"
	"strings"

	"k8s.io/apimachinery/pkg/version"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
)

// File is one generated CRD.
type File struct {
	Name string // <group>_<plural>.yaml
	CRD  *CRD
}

// kindVersion is one root type in one version package.
type kindVersion struct {
	group, version string
	n              *model.Named
}

// Build returns one CRD per root kind of the loaded targets, and the
// findings about tags the CRDs leave out or enforce differently
// (findings.go). The versions of a kind are the target packages of its
// group named like Kubernetes versions (v1, v1beta1, ...). The rules come
// from the validation plan of every package loaded with syntax (targets
// and --readonly-pkg packages). All problems are returned together; on an
// error the findings are returned too.
func Build(res *load.Result, opts Options) ([]File, []lint.Finding, error) {
	plan, markersIn, err := analyze(res)
	if err != nil {
		return nil, nil, err
	}
	b := &builder{u: res.Universe, plan: plan, opts: opts, markersIn: markersIn, controllerGen: targetsControllerGen(res)}
	byKind := map[string][]kindVersion{} // group/Kind
	for _, t := range res.Targets {
		in := res.InputOf[t.Path]
		if in == nil {
			in = t
		}
		group, _, found, err := groupName(in, res.Universe.Fset)
		if err != nil {
			b.errs.add(err)
			continue
		}
		if !found {
			// A package of shared types (no root type) has no CRD of its
			// own and needs no group, as controller-gen skips it.
			if slices.ContainsFunc(in.Named, isRoot) {
				b.errs.add(fmt.Errorf("%s: package %s has no +groupName= comment; add `// +groupName=example.com` above its package clause", in.Dir, in.Path))
			}
			continue
		}
		version, err := versionName(in, res.Universe.Fset)
		if err != nil {
			b.errs.add(err)
			continue
		}
		for _, n := range in.Named {
			if isRoot(n) {
				key := group + "/" + n.Name()
				byKind[key] = append(byKind[key], kindVersion{group: group, version: version, n: n})
			}
		}
	}
	if len(byKind) == 0 && len(b.errs.list) == 0 {
		return nil, nil, errors.New("no root types found: a root type is a struct that embeds metav1.TypeMeta and has a metav1.ObjectMeta field")
	}
	keys := make([]string, 0, len(byKind))
	for k := range byKind {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var files []File
	names := map[string]token.Position{}
	for _, k := range keys {
		crd := b.crd(byKind[k])
		if crd == nil {
			continue
		}
		name := crd.Spec.Group + "_" + crd.Spec.Names.Plural + ".yaml"
		if prev, dup := names[name]; dup {
			b.errs.add(errorAt(byKind[k][0].n.Pos, "kind %s has the plural %q of the kind at %s; set +kubebuilder:resource:path= to tell them apart", crd.Spec.Names.Kind, crd.Spec.Names.Plural, prev))
			continue
		}
		names[name] = byKind[k][0].n.Pos
		files = append(files, File{Name: name, CRD: crd})
	}
	b.checkDefaultRules()
	findings := b.finish(res)
	if len(b.errs.list) > 0 {
		err := errors.Join(b.errs.sorted()...)
		if len(b.notLoaded) > 0 {
			err = &NotLoadedError{Packages: slices.Sorted(maps.Keys(b.notLoaded)), Err: err}
		}
		return nil, findings, err
	}
	return files, findings, nil
}

// NotLoadedError is Build's error when schemas need types of packages the
// run did not load (with other problems, if any, in Err): loading them
// with the run's readonly packages may be all it takes.
type NotLoadedError struct {
	Packages []string
	Err      error
}

func (e *NotLoadedError) Error() string { return e.Err.Error() }
func (e *NotLoadedError) Unwrap() error { return e.Err }

// analyze returns the validation plan of every package loaded with syntax
// (targets and --readonly-pkg packages).
//
// When a target is written for controller-gen, the CRDs are controller-gen's
// and so are the markers of the packages its types reach: controller-gen
// writes metav1.Condition's +required and +kubebuilder:validation: markers
// into every CRD with conditions. Those packages (the ones that are not
// targets) are then read as controller-gen reads them. Targets keep their
// own dialect, and the Go code is generated from a plan that reads no
// markers outside packages written for controller-gen (docs/kubebuilder.md).
// It also returns which packages' markers are read.
func analyze(res *load.Result) (*validators.Plan, func(*model.Package) bool, error) {
	var pkgs []*model.Package
	for _, p := range res.Universe.Packages {
		if len(p.Files) > 0 {
			pkgs = append(pkgs, p)
		}
	}
	targets := map[string]bool{}
	for _, t := range res.Targets {
		targets[t.Path] = true
		if in := res.InputOf[t.Path]; in != nil {
			targets[in.Path] = true
		}
	}
	if !targetsControllerGen(res) {
		plan, err := validators.AnalyzeTypes(res.Universe, pkgs, res.FuncPkgOf)
		return plan, validators.KubebuilderPackage, err
	}
	// Packages the targets reach, and targets of plain shared Go types (no
	// root type, so no CRD of their own, and no +k8s: tag), are read as
	// controller-gen reads every package.
	reached := func(p *model.Package) bool { return !targets[p.Path] || plainTypes(p) }
	plan, err := validators.AnalyzeTypesAsControllerGen(res.Universe, pkgs, res.FuncPkgOf, reached)
	return plan, func(p *model.Package) bool { return validators.KubebuilderPackage(p) || reached(p) }, err
}

// plainTypes reports a package of Go types for others: no root type and
// no +k8s: tag.
func plainTypes(p *model.Package) bool {
	if len(p.Tags) > 0 || slices.ContainsFunc(p.Named, isRoot) {
		return false
	}
	for _, n := range p.Named {
		if len(n.Tags) > 0 || slices.ContainsFunc(n.Fields, func(f *model.Field) bool { return len(f.Tags) > 0 }) {
			return false
		}
	}
	return true
}

// targetsControllerGen reports whether a target package is written for
// controller-gen.
func targetsControllerGen(res *load.Result) bool {
	for _, t := range res.Targets {
		in := res.InputOf[t.Path]
		if in == nil {
			in = t
		}
		if validators.KubebuilderPackage(in) {
			return true
		}
	}
	return false
}

// kubeVersion matches the version names Kubernetes orders by priority.
var kubeVersion = regexp.MustCompile(`^v[1-9][0-9]*((alpha|beta)[1-9][0-9]*)?$`)

// isRoot reports a top-level kind: a struct embedding TypeMeta with an
// ObjectMeta field.
func isRoot(n *model.Named) bool {
	var typeMeta, objectMeta bool
	for _, f := range n.Fields {
		typeMeta = typeMeta || (f.Inline && isNamed(f.Var.Type(), metaV1Pkg, "TypeMeta"))
		objectMeta = objectMeta || (f.JSONName == "metadata" && isNamed(f.Var.Type(), metaV1Pkg, "ObjectMeta"))
	}
	return typeMeta && objectMeta
}

// crd builds the CRD of one kind from its versions.
func (b *builder) crd(kvs []kindVersion) *CRD {
	slices.SortFunc(kvs, func(x, y kindVersion) int {
		return -version.CompareKubeAwareVersionStrings(x.version, y.version) // highest priority first
	})
	first := kvs[0]
	res, err := resourceOf(first.n)
	if err != nil {
		b.errs.add(err)
		return nil
	}
	crd := &CRD{
		APIVersion: "apiextensions.k8s.io/v1",
		Kind:       "CustomResourceDefinition",
		Metadata:   Metadata{Name: res.names.Plural + "." + first.group},
		Spec:       CRDSpec{Group: first.group, Names: res.names, Scope: res.scope},
	}
	storage := -1
	for _, kv := range kvs {
		r, err := resourceOf(kv.n)
		if err != nil {
			b.errs.add(err)
			continue
		}
		if !r.sameResource(res) {
			b.errs.add(errorAt(kv.n.Pos, "%s in %s has other names or scope than in %s (%s); a CRD has one set for all versions",
				kv.n.Name(), kv.version, first.version, first.n.Pos))
		}
		if r.skip {
			// controller-gen leaves the version out of the CRD.
			if len(kvs) == 1 {
				b.errs.add(errorAt(r.skipPos, "+kubebuilder:skipversion on %s, the only version of its kind: a CRD needs a version; remove the marker", kv.n.Name()))
			}
			continue
		}
		for k, v := range r.annotations {
			if crd.Metadata.Annotations == nil {
				crd.Metadata.Annotations = map[string]string{}
			}
			crd.Metadata.Annotations[k] = v
		}
		for k, v := range r.labels {
			if crd.Metadata.Labels == nil {
				crd.Metadata.Labels = map[string]string{}
			}
			crd.Metadata.Labels[k] = v
		}
		if r.storage {
			if storage >= 0 {
				b.errs.add(errorAt(kv.n.Pos, "%s: +kubebuilder:storageversion is also set in %s; mark exactly one version", kv.n.Name(), crd.Spec.Versions[storage].Name))
			}
			storage = len(crd.Spec.Versions)
		}
		crd.Spec.Versions = append(crd.Spec.Versions, CRDVersion{
			Name:                     kv.version,
			Served:                   !r.unserved,
			Deprecated:               r.deprecated,
			DeprecationWarning:       r.deprecationWarning,
			Schema:                   VersionSchema{OpenAPIV3Schema: b.root(kv.n)},
			Subresources:             r.subresources,
			AdditionalPrinterColumns: r.columns,
			SelectableFields:         r.selectable,
		})
	}
	vs := make([]string, len(crd.Spec.Versions))
	for i, v := range crd.Spec.Versions {
		vs[i] = v.Name
	}
	switch {
	case len(crd.Spec.Versions) == 0:
		return nil
	case len(crd.Spec.Versions) == 1:
		storage = 0
	case storage < 0:
		b.errs.add(errorAt(first.n.Pos, "%s has versions %s and none is marked +kubebuilder:storageversion; mark the one stored in etcd",
			first.n.Name(), strings.Join(vs, ", ")))
		return nil
	}
	crd.Spec.Versions[storage].Storage = true
	if !slices.ContainsFunc(crd.Spec.Versions, func(v CRDVersion) bool { return v.Served }) {
		b.errs.add(errorAt(first.n.Pos, "%s: every version (%s) is marked +kubebuilder:unservedversion; a CRD must serve one", first.n.Name(), strings.Join(vs, ", ")))
		return nil
	}
	// Listed by name, as controller-gen lists them.
	slices.SortStableFunc(crd.Spec.Versions, func(x, y CRDVersion) int { return strings.Compare(x.Name, y.Name) })
	return crd
}

// plural returns the English plural of a lower-cased kind.
func plural(s string) string {
	switch {
	case s == "":
		return s
	case strings.HasSuffix(s, "s"), strings.HasSuffix(s, "x"), strings.HasSuffix(s, "z"),
		strings.HasSuffix(s, "ch"), strings.HasSuffix(s, "sh"):
		return s + "es"
	case strings.HasSuffix(s, "y") && len(s) > 1 && !strings.ContainsRune("aeiou", rune(s[len(s)-2])):
		return s[:len(s)-1] + "ies"
	}
	return s + "s"
}
