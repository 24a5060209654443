// Package validators holds the +k8s: tags the generator understands. Each tag
// is a self-describing plugin (name, scopes, arguments, payload, stability,
// documentation and an Apply function) registered in a Registry; the
// generator, lint and docs read Default, to which a custom validation-gen
// adds its own tags with Register. The registry also describes the tags
// that are not validation tags (package and type selection, subresources),
// so that every +k8s: tag this generator reads is documented in one place.
//
// Apply runs once per use of a tag: it checks the tag against the place it is
// written (its Site) and records what the generated code must do in the
// site's Validations, usually as Checks whose Expr renders a call into the
// runtime package github.com/kubedv/kubedv/validate.
package validators

import (
	"fmt"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/tags"
)

// Registry holds the tags a generator knows, each describing itself.
type Registry struct {
	byName map[string]*Tag
	// markers are the controller-gen markers (Tag.Marker), by name: their
	// names (+optional, +listType) may be those of +k8s: tags.
	markers map[string]*Tag
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{byName: map[string]*Tag{}, markers: map[string]*Tag{}} }

// Default is the registry the generator, lint and docs read. The tags of
// this package register themselves in it.
var Default = NewRegistry()

// Register adds tags to r. A name registered twice, or a tag whose kind
// does not match its payload or Apply, panics: it is a programming error
// in the generator, found at startup.
func (r *Registry) Register(ts ...*Tag) {
	for _, t := range ts {
		m := r.byName
		if t.Marker {
			m = r.markers
		}
		if _, dup := m[t.Name]; dup {
			panic(fmt.Sprintf("validators: tag %q registered twice", t.Written()))
		}
		if err := t.consistent(); err != nil {
			panic(fmt.Sprintf("validators: tag %q: %v", t.Written(), err))
		}
		m[t.Name] = t
	}
}

// consistent checks that a tag's kind agrees with what it implements.
func (t *Tag) consistent() error {
	switch {
	case t.Kind.Validates() && t.Apply == nil:
		return fmt.Errorf("a %s tag needs an Apply", t.Kind)
	case !t.Kind.Validates() && (t.Apply != nil || t.Eval != nil):
		return fmt.Errorf("a %s tag is not applied or evaluated", t.Kind)
	case t.Kind.Validates() && (t.Payload == TagPayload) != t.Kind.TakesTag():
		return fmt.Errorf("a %s tag with payload kind %d: tags whose payload is a tag are wrappers or chains, and only those", t.Kind, t.Payload)
	}
	return nil
}

// Lookup returns the tag named name, of any kind.
// A +k8s: tag's name wins over a marker of the same name.
func (r *Registry) Lookup(name string) (*Tag, bool) {
	if t, ok := r.byName[name]; ok {
		return t, true
	}
	t, ok := r.markers[name]
	return t, ok
}

// Validator returns the validation tag named name: one with an Apply.
func (r *Registry) Validator(name string) (*Tag, bool) {
	t, ok := r.Lookup(name)
	if !ok || !t.Kind.Validates() {
		return nil, false
	}
	return t, true
}

// ValidatorOf returns the validation tag t is a use of: a +k8s: tag, or
// for a marker (t.Marker) the controller-gen marker of that name.
func (r *Registry) ValidatorOf(t tags.Tag) (*Tag, bool) {
	if !t.Marker {
		def, ok := r.byName[t.Name]
		return def, ok && def.Kind.Validates()
	}
	def, ok := r.markers[t.Name]
	return def, ok && def.Kind.Validates()
}

// Marker returns the controller-gen marker named name (without its '+').
func (r *Registry) Marker(name string) (*Tag, bool) {
	t, ok := r.markers[name]
	return t, ok
}

// MarkerNames returns the names of r's controller-gen markers.
func (r *Registry) MarkerNames() []string {
	out := make([]string, 0, len(r.markers))
	for n := range r.markers {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// All returns every tag of r, sorted by name.
func (r *Registry) All() []*Tag {
	out := make([]*Tag, 0, len(r.byName)+len(r.markers))
	for _, t := range r.byName {
		out = append(out, t)
	}
	for _, t := range r.markers {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		return !out[i].Marker
	})
	return out
}

// Validators returns the validation tags of r, sorted by name.
func (r *Registry) Validators() []*Tag {
	var out []*Tag
	for _, t := range r.All() {
		if t.Kind.Validates() {
			out = append(out, t)
		}
	}
	return out
}

// Names returns the names of the validation tags of r, sorted: what an
// unknown tag may be a misspelling of.
func (r *Registry) Names() []string {
	var out []string
	for _, t := range r.Validators() {
		out = append(out, t.Name)
	}
	return out
}

// Renamed returns the tag that was called name before, if any.
func (r *Registry) Renamed(name string) (*Tag, bool) {
	for _, t := range r.All() {
		for _, old := range t.Formerly {
			if old == name {
				return t, true
			}
		}
	}
	return nil, false
}

// Suggest returns the name of r's tag nearest to an unknown name, or "".
func (r *Registry) Suggest(name string) string {
	names := make([]string, 0, len(r.byName))
	for n := range r.byName {
		names = append(names, n)
	}
	sort.Strings(names)
	return tags.Suggest(name, names)
}

// Foreign reports whether a +k8s: tag is not a validation tag: one of
// r's selection, subresource or declaration tags, or a tag of another Kubernetes
// generator (deepcopy-gen, conversion-gen, openapi-gen, ...; kube-openapi's
// tags all start "openapi-", e.g. +k8s:openapi-model-package on
// resource.Quantity).
func (r *Registry) Foreign(name string) bool {
	if t, ok := r.byName[name]; ok {
		return t.Kind == KindSelection || t.Kind == KindSubresource || t.Kind == KindDeclaration
	}
	if t, ok := r.markers[name]; ok {
		return !t.Kind.Validates() // +kubebuilder:validation:XValidation, as lint meets it among the tags
	}
	return strings.Contains(name, "-gen") || strings.Contains(name, ":") || name == "protobuf" || strings.HasPrefix(name, "openapi-")
}

// Register adds tags to Default.
func Register(ts ...*Tag) { Default.Register(ts...) }

// Lookup returns the validation tag of Default named name.
func Lookup(name string) (*Tag, bool) { return Default.Validator(name) }

// All returns the validation tags of Default, sorted by name.
func All() []*Tag { return Default.Validators() }

// Names returns the names of the validation tags of Default, sorted.
func Names() []string { return Default.Names() }

// ForeignTag reports whether a +k8s: tag of Default is not a validation tag.
func ForeignTag(name string) bool { return Default.Foreign(name) }
