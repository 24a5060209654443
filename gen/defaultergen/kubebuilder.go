package defaultergen

import (
	"go/types"
	"reflect"
	"strings"

	"github.com/kubedv/kubedv/gen/defaulttag"
	"github.com/kubedv/kubedv/gen/tags"
)

// In a package written for controller-gen (tags.KubebuilderPackage) a
// field's +kubebuilder:default is its default: the API server applies it
// before validation, and controller-gen applies it after +default, so it
// wins. Its value, in controller-gen's marker syntax, is read as JSON by
// defaulttag.Marker (the reader --crd-dir and lint share) and then
// defaulted exactly as a +default with that JSON.

// kubebuilderDefault returns the JSON of field f's +kubebuilder:default,
// when f's package is written for controller-gen and has one. A malformed
// value is reported at its position.
func (g *generator) kubebuilderDefault(f *types.Var) (string, bool) {
	if f.Pkg() == nil {
		return "", false
	}
	p := g.w.pkgs[f.Pkg().Path()]
	if p == nil || !p.kubebuilder {
		return "", false
	}
	group := g.w.priorGroup(f.Pos(), 1)
	if group == nil {
		return "", false
	}
	for _, c := range group.List {
		text, ok := strings.CutPrefix(c.Text, "//")
		if !ok {
			continue
		}
		indent := len(text) - len(strings.TrimLeft(text, " \t"))
		line := tags.Line{Text: strings.TrimRight(text[indent:], " \t"), Pos: g.w.fset.Position(c.Slash)}
		line.Pos.Column += 2 + indent
		line.Pos.Offset += 2 + indent
		if _, ok := tags.MarkerName(line, []string{defaulttag.KubebuilderMarker}); !ok {
			continue
		}
		d, err := defaulttag.Marker(line, f.Type())
		if err != nil {
			g.errs = append(g.errs, err.Error())
			return "", false
		}
		return d.Text, true
	}
	return "", false
}

// hasOmitZero reports omitzero in a struct field's json tag.
func hasOmitZero(tag string) bool {
	_, opts, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	for _, o := range strings.Split(opts, ",") {
		if o == "omitzero" {
			return true
		}
	}
	return false
}
