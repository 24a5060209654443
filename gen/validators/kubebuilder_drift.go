package validators

import (
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/defaulttag"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// What lint says about controller-gen's markers beyond what generation
// refuses: markers controller-gen ignores, and markers whose Go check and
// CRD keyword can disagree (docs/kubebuilder.md).

// KubebuilderNote is one finding about a marker: where, and what.
type KubebuilderNote struct {
	Pos     tags.Line
	Message string
}

// kbNamespaces are the marker prefixes of controller-gen's validation
// markers: a name there that no row knows is a typo controller-gen
// ignores without a word.
var kbNamespaces = []string{"+" + kbValidation, "+kubebuilder:default", "+kubebuilder:pruning:"}

// KubebuilderNotes returns the notes about the markers of a type (f nil)
// or of its field f, in a package written for controller-gen.
func KubebuilderNotes(n *model.Named, f *model.Field) []KubebuilderNote {
	lines := n.Other
	if f != nil {
		lines = f.Other
	}
	var out []KubebuilderNote
	names := Default.MarkerNames()
	for _, l := range lines {
		name, known := tags.MarkerName(l, names)
		if !known {
			for _, ns := range kbNamespaces {
				if strings.HasPrefix(l.Text, ns) && !strings.HasPrefix(l.Text, "+kubebuilder:default") {
					word, _, _ := strings.Cut(strings.TrimPrefix(l.Text, "+"), "=")
					msg := "controller-gen knows no marker +" + word + " and ignores it, as validation-gen does"
					if near := tags.Suggest(word, names); near != "" {
						msg += "; did you mean +" + near + "?"
					}
					out = append(out, KubebuilderNote{Pos: l, Message: msg})
				}
			}
			continue
		}
		out = append(out, kbNote(n, f, l, name)...)
	}
	return out
}

// kbNote is what to say about one known marker.
func kbNote(n *model.Named, f *model.Field, l tags.Line, name string) []KubebuilderNote {
	m, err := tags.ParseMarker(l, name)
	if err != nil {
		return nil // generation reports it
	}
	typ := n.RHS
	if f != nil {
		typ = f.Var.Type()
	}
	note := func(msg string) []KubebuilderNote {
		return []KubebuilderNote{{Pos: l, Message: "+" + name + ": " + msg}}
	}
	switch name {
	case "required", "optional", kbValidation + "Required", kbValidation + "Optional", "nullable":
		if f == nil {
			return note("controller-gen reads it on fields only, and ignores it on a type")
		}
	case kbValidation + "ExclusiveMinimum", kbValidation + "ExclusiveMaximum":
		if on, err := kbBool(m); err == nil && !on {
			return note("=false is the default and changes nothing; remove it")
		}
	case kbValidation + "Format", kbValidation + "items:Format":
		format, err := tags.MarkerString(m.Value)
		if err != nil {
			return nil
		}
		norm := strings.ReplaceAll(format, "-", "")
		if sl, ok := types.Unalias(deref(typ)).Underlying().(*types.Slice); ok && name == kbValidation+"items:Format" {
			typ = sl.Elem() // the items' format
		}
		if !isString(deref(typ)) || !kbCheckedFormats[norm] {
			return note("the API server checks no format " + format + " on this value, so neither the CRD nor the Go code checks anything")
		}
		if norm == "password" {
			return note("format password accepts every string; it only tells clients to hide the value")
		}
	case defaulttag.KubebuilderMarker:
		if f == nil {
			return note("controller-gen reads it on fields only, and ignores it on a type")
		}
		if d, ok := defaulttag.Of(f.Other, nil); ok {
			return note("controller-gen applies it after " + d.Tag + ", so it wins; keep one of them")
		}
	case kbValidation + "MultipleOf", kbValidation + "items:MultipleOf":
		elem := deref(typ)
		if name != kbValidation+"MultipleOf" {
			if sl, ok := types.Unalias(elem).Underlying().(*types.Slice); ok {
				elem = deref(sl.Elem())
			}
		}
		if factor, err := kbFloat(kbMarker{tag: m}); err == nil && isFloat(elem) && factor > 0 && factor < 1 {
			return note("the API server divides an integral value (1, 0) by the factor truncated to an integer, 0, so it rejects every integral value, and so does the Go code; use a factor of at least 1, or an XValidation rule")
		}
	case kbExample:
		if f == nil {
			return note("controller-gen v0.23 writes no example for a type, and neither does --crd-dir; put it on the fields of this type")
		}
	case kbValidation + "Type":
		return note("changes the CRD's type only; the Go code checks the Go type, so a value the CRD's type allows but the Go type does not cannot be validated in Go")
	}
	if f != nil && (name == "required" || name == "optional" || name == kbValidation+"Required" || name == kbValidation+"Optional") {
		if msg := kbEmptyCollection(n, f); msg != "" {
			return note(msg)
		}
	}
	return nil
}

// kbEmptyCollection explains a list or map field that JSON writes as []
// or {} when empty: the CRD sees a value, while the Go code (like
// Kubernetes' required and optional) calls an empty one unset.
func kbEmptyCollection(n *model.Named, f *model.Field) string {
	switch types.Unalias(f.Var.Type()).Underlying().(type) {
	case *types.Slice, *types.Map:
	default:
		return ""
	}
	st, _ := n.RHS.Underlying().(*types.Struct)
	if omitEmpty, _ := jsonOptions(st, f); omitEmpty {
		return ""
	}
	return "without omitempty an empty (non-nil) list or map is written as [] or {}, which the CRD counts as set; the Go code counts it as unset. Add omitempty so both agree"
}

// KubebuilderTags returns the +k8s: tags the controller-gen markers among
// lines are read as, at a field whose value has type t and whose +k8s:
// tags are k8s: what lint evaluates a +kubebuilder:default against.
// Markers checked only by generated code (Enum, XValidation) and
// malformed ones (generation reports them) are left out.
func KubebuilderTags(lines []tags.Line, k8s []tags.Tag, t types.Type) []tags.Tag {
	markers, _ := kbMarkers(lines)
	markers = kbDropShadowed(markers, k8s)
	rows := map[string]kbRow{}
	for _, r := range kbRows() {
		rows[r.name] = r
	}
	var out []tags.Tag
	for _, m := range markers {
		name, typ, items := m.Name, t, false
		if base, ok := strings.CutPrefix(name, kbValidation+"items:"); ok {
			s, isSlice := types.Unalias(deref(t)).Underlying().(*types.Slice)
			if !isSlice {
				continue
			}
			name, typ, items = kbValidation+base, s.Elem(), true
		}
		r, ok := rows[name]
		if !ok || r.to == nil {
			continue
		}
		if r.float != nil && isFloat(deref(typ)) {
			if k, ok := kbFloatLintTag(kbMarker{tag: m, typ: typ, siblings: markers}); ok {
				if items {
					inner := k
					k = tags.Tag{Name: "eachVal", Value: tags.Value{Kind: tags.ValueTag, Tag: &inner, Pos: m.Pos}, Pos: m.Pos, Text: m.Text}
				}
				out = append(out, k)
			}
			continue
		}
		ts, err := r.to(kbMarker{tag: m, typ: typ, siblings: markers})
		if err != nil {
			continue
		}
		for _, k := range ts {
			if items {
				inner := k
				k = tags.Tag{Name: "eachVal", Value: tags.Value{Kind: tags.ValueTag, Tag: &inner, Pos: m.Pos}, Pos: m.Pos, Text: m.Text}
			}
			out = append(out, k)
		}
	}
	return out
}
