package validationgen

import (
	"fmt"
	"go/types"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// Package and type tags that select what is generated (DESIGN.md
// contract); the registry describes them (validators/selection.go).
const (
	mainTag     = validators.MainTag
	registryTag = validators.SchemeRegistryTag
	fixtureTag  = validators.TestFixtureTag
	// testTargetsTag asks for a coverage test file in the package itself.
	testTargetsTag = validators.TestTargetsTag
	defaultReg     = "k8s.io/apimachinery/pkg/runtime.Scheme"
	listMetaPkg    = "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// criteria are the values of +k8s:validation-gen on a package.
type criteria struct {
	all       bool
	withField []string
	suffix    []string
	// kubebuilderRoots selects the +kubebuilder:object:root types of a
	// package written for controller-gen that has no +k8s:validation-gen.
	kubebuilderRoots bool
}

// packageCriteria reads +k8s:validation-gen from a target package. found is
// false when the package has no such tag (or says false): nothing is
// generated for it.
func packageCriteria(p *model.Package) (c criteria, found bool, err error) {
	for _, t := range p.Tags {
		if t.Name != mainTag {
			continue
		}
		v := t.Value.Text
		switch {
		case v == "false":
			return criteria{}, false, nil
		case v == "*":
			c.all = true
		case strings.HasPrefix(v, "TypesWithField="):
			name := strings.TrimPrefix(v, "TypesWithField=")
			if name == "" {
				return c, false, tagError(t, "TypesWithField needs a field name, e.g. +k8s:%s=TypesWithField=TypeMeta", mainTag)
			}
			c.withField = append(c.withField, name)
		case strings.HasPrefix(v, "TypesWithSuffix="):
			suffix := strings.TrimPrefix(v, "TypesWithSuffix=")
			if suffix == "" {
				return c, false, tagError(t, "TypesWithSuffix needs a suffix, e.g. +k8s:%s=TypesWithSuffix=Spec", mainTag)
			}
			c.suffix = append(c.suffix, suffix)
		default:
			return c, false, tagError(t, "unknown value %q; use TypesWithField=<Field>, TypesWithSuffix=<Suffix>, * or false", v)
		}
		found = true
	}
	if !found && !saysFalse(p) && validators.KubebuilderPackage(p) {
		// controller-gen's own selection: the types it makes CRDs of.
		return criteria{kubebuilderRoots: true}, true, nil
	}
	return c, found, nil
}

// saysFalse reports +k8s:validation-gen=false on the package.
func saysFalse(p *model.Package) bool {
	for _, t := range p.Tags {
		if t.Name == mainTag && t.Value.Text == "false" {
			return true
		}
	}
	return false
}

// kubebuilderRoot reports +kubebuilder:object:root (=true) on n.
func kubebuilderRoot(n *model.Named) bool {
	for _, l := range n.Other {
		if l.Text == "+kubebuilder:object:root" || l.Text == "+kubebuilder:object:root=true" {
			return true
		}
	}
	return false
}

func tagError(t tags.Tag, format string, args ...any) error {
	return &tags.Error{Pos: t.Pos, Msg: tags.Abbrev(t.Text) + ": " + fmt.Sprintf(format, args...)}
}

// rootTypes returns the types of in that get registered, sorted by name:
// exported types matching the criteria or opted in with
// +k8s:validation-gen=true, minus those opted out with =false and list
// types (those embedding metav1.ListMeta).
func rootTypes(in *model.Package, c criteria) []*model.Named {
	var out []*model.Named
	for _, n := range in.Named {
		if !n.Obj.Exported() {
			continue
		}
		switch typeOptIn(n) {
		case "false":
			continue
		case "true":
			out = append(out, n)
			continue
		}
		if embedsListMeta(n) {
			continue
		}
		if c.matches(n) {
			out = append(out, n)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out
}

// reachedTypes says what of each declared type Kubernetes' generator
// looks at: the root types of every job and what they reach through
// exported fields, elements, keys and map values, without leaving the
// analyzed packages. The definition `type A B` reaches what generation
// validates for A's values (validators.TypedefBody): the fields of the
// struct at the end of the chain, the items of a list, or the next link of
// a chain whose function is called.
func reachedTypes(jobs []job, inputs []*model.Package) map[*types.TypeName]validators.Look {
	declared := map[*types.TypeName]*model.Named{}
	for _, p := range inputs {
		for _, n := range p.Named {
			declared[n.Obj] = n
		}
	}
	lookup := func(t *types.Named) *model.Named { return declared[t.Origin().Obj()] }
	looks := map[*types.TypeName]validators.Look{}
	var walk func(t types.Type)
	walkFields := func(n *model.Named) {
		for _, f := range n.Fields {
			if !f.Skip {
				walk(f.Var.Type())
			}
		}
	}
	walk = func(t types.Type) {
		switch t := types.Unalias(t).(type) {
		case *types.Named:
			n := lookup(t)
			if n == nil || looks[n.Obj] == validators.LookAll {
				return
			}
			looks[n.Obj] = validators.LookAll
			fields, link, items := validators.TypedefBody(n, lookup)
			switch {
			case fields == n:
				walkFields(n)
			case fields != nil:
				if looks[fields.Obj] == validators.LookNone {
					looks[fields.Obj] = validators.LookFields
					walkFields(fields)
				}
			case link != nil:
				walk(link)
			default:
				walk(items)
			}
		case *types.Pointer:
			walk(t.Elem())
		case *types.Slice:
			walk(t.Elem())
		case *types.Array:
			walk(t.Elem())
		case *types.Map:
			walk(t.Key())
			walk(t.Elem())
		case *types.Struct:
			for i := range t.NumFields() {
				if f := t.Field(i); f.Exported() {
					walk(f.Type())
				}
			}
		}
	}
	for _, j := range jobs {
		for _, n := range rootTypes(j.input, j.crit) {
			walk(n.Obj.Type())
		}
	}
	return looks
}

func typeOptIn(n *model.Named) string {
	for _, t := range n.Tags {
		if t.Name == mainTag {
			return t.Value.Text
		}
	}
	return ""
}

func embedsListMeta(n *model.Named) bool {
	for _, f := range n.Fields {
		if nt, ok := f.Var.Type().(*types.Named); ok && f.Var.Embedded() &&
			nt.Obj().Name() == "ListMeta" && nt.Obj().Pkg() != nil && nt.Obj().Pkg().Path() == listMetaPkg {
			return true
		}
	}
	return false
}

func (c criteria) matches(n *model.Named) bool {
	if c.all || c.kubebuilderRoots && kubebuilderRoot(n) {
		return true
	}
	for _, s := range c.suffix {
		if strings.HasSuffix(n.Name(), s) {
			return true
		}
	}
	for _, name := range c.withField {
		for _, f := range n.Fields {
			if f.Name == name {
				return true
			}
		}
	}
	return false
}

// schemeRegistry reads +k8s:validation-gen-scheme-registry: the package
// and type whose AddValidationFunc registration calls. ok is false for nil
// (no registration).
func schemeRegistry(p *model.Package) (pkg, typ string, ok bool, err error) {
	if !hasTag(p, mainTag) && !hasTag(p, registryTag) && validators.KubebuilderPackage(p) {
		// Selected as controller-gen's (packageCriteria): its scheme is
		// controller-runtime's, which has no AddValidationFunc.
		return "", "", false, nil
	}
	value := defaultReg
	for _, t := range p.Tags {
		if t.Name == registryTag {
			value = t.Value.Text
			if value == "nil" {
				return "", "", false, nil
			}
			i := strings.LastIndex(value, ".")
			if i <= 0 || i == len(value)-1 || strings.HasSuffix(value[:i], "/") {
				return "", "", false, tagError(t, "want <import path>.<Type>, e.g. %s, or nil for no registration", defaultReg)
			}
		}
	}
	i := strings.LastIndex(value, ".")
	return value[:i], value[i+1:], true, nil
}

// subresources returns the request paths a root type's registered function
// accepts, sorted: "/" plus every +k8s:supportsSubresource("/x"), or only
// the path of +k8s:isSubresource("/x") for a subresource's own type.
func subresources(n *model.Named) ([]string, error) {
	paths := map[string]bool{}
	is := ""
	for _, t := range n.Tags {
		if def, ok := validators.Default.Lookup(t.Name); !ok || def.Kind != validators.KindSubresource {
			continue
		}
		arg, ok := t.Positional()
		if !ok && t.Value.Text != "" { // Kubernetes writes +k8s:supportsSubresource="/status"
			arg, ok = tags.Arg{Value: t.Value.Text}, true
		}
		if !ok || !strings.HasPrefix(arg.Value, "/") || arg.Value == "/" {
			return nil, tagError(t, "needs a subresource path: +k8s:%s(\"/status\")", t.Name)
		}
		if t.Name == validators.IsSubresourceTag {
			if is != "" {
				return nil, tagError(t, "a type is at most one subresource; keep one +k8s:isSubresource")
			}
			is = arg.Value
			continue
		}
		paths[arg.Value] = true
	}
	if is != "" {
		paths[is] = true
	} else {
		paths["/"] = true
	}
	if is == "" && validators.KubebuilderPackage(n.Pkg) {
		for _, l := range n.Other {
			if l.Text == "+kubebuilder:subresource:status" {
				paths["/status"] = true // controller-gen's status subresource: the same type
			}
		}
	}
	out := make([]string, 0, len(paths))
	for p := range paths {
		out = append(out, p)
	}
	sort.Strings(out)
	return out, nil
}

// hasTag reports whether package p has the package tag +k8s:name.
func hasTag(p *model.Package, name string) bool {
	for _, t := range p.Tags {
		if t.Name == name {
			return true
		}
	}
	return false
}
