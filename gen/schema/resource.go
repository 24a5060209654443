package schema

import (
	"go/token"
	"slices"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// resource is what a root type's markers say about its REST resource.
type resource struct {
	names   Names
	scope   string
	storage bool
	// deprecated is per version: +kubebuilder:deprecatedversion[:warning="..."].
	deprecated         bool
	deprecationWarning *string
	subresources       *Subresources
	columns            []PrintColumn
	// unserved: +kubebuilder:unservedversion; skip: +kubebuilder:skipversion.
	unserved, skip bool
	selectable     []SelectableField
	// annotations and labels of the CRD: +kubebuilder:metadata.
	annotations, labels map[string]string
	skipPos             token.Position
}

func (r resource) sameResource(o resource) bool {
	return r.names.Plural == o.names.Plural && r.names.Singular == o.names.Singular && r.scope == o.scope &&
		slices.Equal(r.names.ShortNames, o.names.ShortNames) && slices.Equal(r.names.Categories, o.names.Categories)
}

// resourceOf reads +kubebuilder:resource, +kubebuilder:storageversion,
// +kubebuilder:subresource:*, +kubebuilder:printcolumn,
// +genclient:nonNamespaced and +k8s:supportsSubresource from n.
func resourceOf(n *model.Named) (resource, error) {
	kind := n.Name()
	lower := strings.ToLower(kind)
	r := resource{
		names: Names{Kind: kind, ListKind: kind + "List", Plural: plural(lower), Singular: lower},
		scope: "Namespaced",
	}
	res, err := markers(n.Other, "+kubebuilder:resource")
	if err != nil {
		return r, err
	}
	for _, m := range res {
		for k, v := range m.Args {
			switch k {
			case "path":
				r.names.Plural = v
			case "singular":
				r.names.Singular = v
			case "scope":
				if v != "Namespaced" && v != "Cluster" {
					return r, errorAt(m.Pos, "+kubebuilder:resource scope=%s: want Namespaced or Cluster", v)
				}
				r.scope = v
			case "shortname":
				r.names.ShortNames = splitList(v)
			case "categories":
				r.names.Categories = splitList(v)
			default:
				return r, errorAt(m.Pos, "+kubebuilder:resource: unknown argument %q; known: path, singular, scope, shortName, categories", k)
			}
		}
	}
	for _, l := range n.Other {
		switch l.Text {
		case "+genclient:nonNamespaced":
			r.scope = "Cluster"
		case "+kubebuilder:storageversion":
			r.storage = true
		case "+kubebuilder:subresource:status":
			r.status()
		case "+kubebuilder:unservedversion":
			r.unserved = true
		case "+kubebuilder:skipversion":
			r.skip, r.skipPos = true, l.Pos
		}
	}
	if err := r.versionMarkers(n.Other); err != nil {
		return r, err
	}
	dep, err := markers(n.Other, "+kubebuilder:deprecatedversion")
	if err != nil {
		return r, err
	}
	for _, m := range dep {
		r.deprecated = true
		for k, v := range m.Args {
			if k != "warning" {
				return r, errorAt(m.Pos, "+kubebuilder:deprecatedversion: unknown argument %q; known: warning", k)
			}
			r.deprecationWarning = &v
		}
	}
	if err := r.scale(n.Other); err != nil {
		return r, err
	}
	if err := r.ourSubresources(n.Tags); err != nil {
		return r, err
	}
	r.columns, err = printColumns(n.Other)
	if len(r.columns) > 0 && r.subresources == nil {
		// controller-gen v0.23 gives a version with printer columns a
		// subresources object, empty when no subresource marker fills it
		// (subresources: {}, which serves none); written the same.
		r.subresources = &Subresources{}
	}
	return r, err
}

// versionMarkers reads +kubebuilder:selectablefield and
// +kubebuilder:metadata, as controller-gen v0.23 applies them: every
// selectable field of the version, in order; the CRD's annotations and
// labels from every version's markers, "key=value" each.
func (r *resource) versionMarkers(lines []tags.Line) error {
	sel, err := markers(lines, "+kubebuilder:selectablefield")
	if err != nil {
		return err
	}
	for _, m := range sel {
		path, ok := m.Args["jsonpath"]
		if !ok || path == "" || len(m.Args) != 1 {
			return errorAt(m.Pos, "+kubebuilder:selectablefield takes one argument, JSONPath=, e.g. JSONPath=`.spec.name`")
		}
		r.selectable = append(r.selectable, SelectableField{JSONPath: path})
	}
	meta, err := markers(lines, "+kubebuilder:metadata")
	if err != nil {
		return err
	}
	for _, m := range meta {
		for k, v := range m.Args {
			var into *map[string]string
			switch k {
			case "annotations":
				into = &r.annotations
			case "labels":
				into = &r.labels
			default:
				return errorAt(m.Pos, "+kubebuilder:metadata: unknown argument %q; known: annotations, labels", k)
			}
			for _, kv := range splitList(v) {
				key, value, ok := strings.Cut(kv, "=")
				if !ok || key == "" {
					return errorAt(m.Pos, "+kubebuilder:metadata %s: %q is not key=value", k, kv)
				}
				if *into == nil {
					*into = map[string]string{}
				}
				(*into)[key] = value
			}
		}
	}
	return nil
}

func (r *resource) status() {
	if r.subresources == nil {
		r.subresources = &Subresources{}
	}
	r.subresources.Status = &struct{}{}
}

func (r *resource) scale(lines []tags.Line) error {
	ms, err := markers(lines, "+kubebuilder:subresource:scale")
	if err != nil || len(ms) == 0 {
		return err
	}
	m := ms[0]
	s := &Scale{SpecReplicasPath: m.Args["specpath"], StatusReplicasPath: m.Args["statuspath"], LabelSelectorPath: m.Args["selectorpath"]}
	if s.SpecReplicasPath == "" || s.StatusReplicasPath == "" {
		return errorAt(m.Pos, "+kubebuilder:subresource:scale needs specpath= and statuspath=, e.g. specpath=.spec.replicas,statuspath=.status.replicas")
	}
	if r.subresources == nil {
		r.subresources = &Subresources{}
	}
	r.subresources.Scale = s
	return nil
}

// ourSubresources reads +k8s:supportsSubresource: /status enables the
// status subresource; /scale must come with the kubebuilder scale marker,
// which says where the replicas are.
func (r *resource) ourSubresources(ts []tags.Tag) error {
	for _, t := range ts {
		if t.Name != "supportsSubresource" {
			continue
		}
		path := t.Value.Text
		if a, ok := t.Positional(); ok {
			path = a.Value
		}
		switch path {
		case "/status":
			r.status()
		case "/scale":
			if r.subresources == nil || r.subresources.Scale == nil {
				return errorAt(t.Pos, "%s: a CRD's scale subresource needs +kubebuilder:subresource:scale:specpath=...,statuspath=...", t.Text)
			}
		default:
			return errorAt(t.Pos, "%s: a CRD has only the /status and /scale subresources", t.Text)
		}
	}
	return nil
}

func printColumns(lines []tags.Line) ([]PrintColumn, error) {
	ms, err := markers(lines, "+kubebuilder:printcolumn")
	if err != nil {
		return nil, err
	}
	var out []PrintColumn
	for _, m := range ms {
		c := PrintColumn{Name: m.Args["name"], Type: m.Args["type"], Format: m.Args["format"], Description: m.Args["description"], JSONPath: m.Args["jsonpath"]}
		if c.Name == "" || c.Type == "" || c.JSONPath == "" {
			return nil, errorAt(m.Pos, "+kubebuilder:printcolumn needs name=, type= and JSONPath=")
		}
		if p, ok := m.Args["priority"]; ok {
			v, err := strconv.ParseInt(p, 10, 32)
			if err != nil || v < 0 {
				return nil, errorAt(m.Pos, "+kubebuilder:printcolumn priority=%s: want a non-negative integer", p)
			}
			c.Priority = int32(v)
		}
		out = append(out, c)
	}
	return out, nil
}

func splitList(v string) []string {
	var out []string
	for _, s := range strings.Split(v, ";") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}
