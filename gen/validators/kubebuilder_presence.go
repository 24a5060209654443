package validators

import (
	"go/types"
	"reflect"
	"slices"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// Which packages are written for controller-gen, and what presence means
// there. Kubernetes' own packages carry +optional, +required, +listType and
// even a few +kubebuilder:validation: markers for other tools, and must
// generate exactly as Kubernetes' validation-gen generates them, so the
// markers are read only in packages that say they are controller-gen's:
//
//   - a type marked +kubebuilder:object:root (what controller-gen makes a
//     CRD of), or
//   - a package comment with +kubebuilder:object:generate,
//     +kubebuilder:validation:Optional or +kubebuilder:validation:Required
//     (what kubebuilder scaffolds in groupversion_info.go or doc.go).
//
// No Kubernetes API package has either. A package whose kinds carry
// controller-gen's CRD markers (+kubebuilder:resource, :subresource:status,
// :printcolumn, ...) and which has no +k8s: validation tag is one too
// (tags.CRDMarked: prometheus-operator's, without object:root).

// KubebuilderPackage reports whether pkg is written for controller-gen.
func KubebuilderPackage(pkg *model.Package) bool {
	docs := make([][]tags.Line, len(pkg.Named))
	for i, n := range pkg.Named {
		docs[i] = n.Other
	}
	if tags.KubebuilderPackage(pkg.Other, docs) {
		return true
	}
	return tags.CRDMarked(docs) && !hasValidationTags(pkg)
}

// hasValidationTags reports a +k8s: validation tag anywhere in pkg (on
// the package, a type or a field; tags.ValidationTag).
func hasValidationTags(pkg *model.Package) bool {
	has := func(ts []tags.Tag) bool {
		// controller-gen's markers are tags of the model too (Marker).
		return slices.ContainsFunc(ts, func(t tags.Tag) bool { return !t.Marker && tags.ValidationTag(t.Name) })
	}
	if has(pkg.Tags) {
		return true
	}
	for _, n := range pkg.Named {
		if has(n.Tags) || slices.ContainsFunc(n.Fields, func(f *model.Field) bool { return has(f.Tags) }) {
			return true
		}
	}
	return false
}

// kbIs reports whether line is the marker m, with or without a value.
func kbIs(line, m string) bool { return tags.IsMarker(line, m) }

// kbPackageOptional reports +kubebuilder:validation:Optional on the
// package: fields without omitempty are then optional, as controller-gen
// reads it.
func kbPackageOptional(pkg *model.Package) bool {
	for _, l := range pkg.Other {
		if kbIs(l.Text, "+kubebuilder:validation:Optional") {
			return true
		}
	}
	return false
}

// KubebuilderPresence returns the controller-gen marker that says whether
// field f of pkg, a package written for controller-gen, must be set: its
// own +optional, +required, +kubebuilder:validation:Optional or
// +kubebuilder:validation:Required, or else the package's
// +kubebuilder:validation:Optional or +kubebuilder:validation:Required
// (controller-gen's default for every field). ok is false outside such
// packages, where those markers are comments for other tools.
func KubebuilderPresence(pkg *model.Package, f *model.Field) (marker tags.Line, ok bool) {
	if !KubebuilderPackage(pkg) {
		return tags.Line{}, false
	}
	presence := []string{"+optional", "+required", "+" + kbValidation + "Optional", "+" + kbValidation + "Required"}
	for _, l := range f.Other {
		for _, m := range presence {
			if kbIs(l.Text, m) {
				return l, true
			}
		}
	}
	for _, l := range pkg.Other {
		for _, m := range presence[2:] {
			if kbIs(l.Text, m) {
				return l, true
			}
		}
	}
	return tags.Line{}, false
}

// kbMarkers parses the controller-gen markers among lines (the registry's
// markers), leaving every other line alone.
func kbMarkers(lines []tags.Line) ([]tags.Tag, []error) {
	names := Default.MarkerNames()
	var out []tags.Tag
	var errs []error
	for _, l := range lines {
		name, ok := tags.MarkerName(l, names)
		if !ok || name == "kubebuilder:validation:XValidation" { // read with the +k8s: tags
			continue
		}
		t, err := tags.ParseMarker(l, name)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, t)
	}
	return out, errs
}

// kbField applies controller-gen's presence rule to field f of a package
// written for controller-gen, unless a +k8s: presence tag decides it.
//
// controller-gen makes a field required in the CRD (the key must be in the
// JSON) when it is marked so, or when it has no omitempty/omitzero and the
// package is not optional by default. The Go code checks what that means
// for the Go value: where the key is left out exactly when the value is
// unset (omitempty; a nil pointer, whose null the API server drops), a
// required field is +k8s:required and an optional one +k8s:optional; where
// the key is always written ("" or 0 without omitempty, a struct, a
// +nullable null), required holds by construction and the CRD alone lists
// it (JSONRequired), while optional asks nothing: the value is checked.
func kbField(s *Site, f *model.Field, markers []tags.Tag, pkgOptional bool) error {
	nullable := false
	for _, m := range markers {
		nullable = nullable || m.Name == "nullable"
	}
	s.V.Nullable = nullable
	for _, t := range f.Tags {
		if t.Name == "required" || t.Name == "optional" || t.Name == "forbidden" {
			return nil
		}
	}
	if f.Inline {
		return nil
	}
	var decided *tags.Tag
	required := !pkgOptional && !f.OmitZero
	find := func(name string) bool {
		for i := range markers {
			if markers[i].Name == name {
				decided = &markers[i]
				return true
			}
		}
		return false
	}
	switch {
	case find(kbValidation + "Optional"):
		required = false
	case find(kbValidation + "Required"):
		required = true
	case find("optional"):
		required = false
	case find("required"):
		required = true
	}
	if !kbAbsentWhenUnset(s, f, nullable) {
		s.V.JSONRequired = required
		kbAbsentStruct(s, f, required)
		return nil
	}
	t := tags.Tag{Name: "optional", Pos: f.Pos, Text: "(no +required: optional, as controller-gen reads a field with omitempty)"}
	if required {
		t = tags.Tag{Name: "required", Pos: f.Pos, Text: "(no +optional and no omitempty: required, as controller-gen reads it)"}
	}
	if decided != nil {
		t.Pos, t.Text = decided.Pos, decided.Text
	}
	return Apply(s, t)
}

// kbAbsentWhenUnset reports whether the JSON of f leaves the key out (or
// writes a null the API server drops) when the Go code calls the value
// unset: a nil pointer, an empty list or map, a zero scalar. A struct
// with omitempty, and every value type without omitempty, is always
// written; so is a +nullable null.
func kbAbsentWhenUnset(s *Site, f *model.Field, nullable bool) bool {
	var st *types.Struct
	if s.Parent != nil {
		st, _ = s.Parent.Type.Underlying().(*types.Struct)
	}
	omitEmpty, omitZero := jsonOptions(st, f)
	switch u := types.Unalias(f.Var.Type()).Underlying().(type) {
	case *types.Pointer, *types.Interface:
		return omitEmpty || omitZero || !nullable
	case *types.Slice, *types.Map:
		// Without omitempty only nil is left out (null, dropped), while
		// the Go code calls an empty one unset too: docs/kubebuilder.md.
		return omitEmpty || omitZero || !nullable
	case *types.Struct:
		return omitZero && HasZeroTest(u)
	default:
		return omitEmpty || omitZero
	}
}

// jsonOptions reads omitempty and omitzero from f's struct tag.
// parent is the struct declaring f (nil when unknown: then f.OmitZero,
// which does not tell the two apart, stands for omitempty).
func jsonOptions(parent *types.Struct, f *model.Field) (omitEmpty, omitZero bool) {
	if parent == nil {
		return f.OmitZero, false
	}
	for i := 0; i < parent.NumFields(); i++ {
		if parent.Field(i) != f.Var {
			continue
		}
		_, opts, _ := strings.Cut(reflect.StructTag(parent.Tag(i)).Get("json"), ",")
		for _, o := range strings.Split(opts, ",") {
			omitEmpty = omitEmpty || o == "omitempty"
			omitZero = omitZero || o == "omitzero"
		}
		return omitEmpty, omitZero
	}
	return f.OmitZero, false
}

// kbDropShadowed leaves out the markers that a +k8s: tag of the same
// meaning, written at the same place, decides: the +k8s: tag wins.
func kbDropShadowed(markers, k8s []tags.Tag) []tags.Tag {
	var out []tags.Tag
	for _, m := range markers {
		shadowed := false
		for _, t := range k8s {
			shadowed = shadowed || (m.Name == "listType" || m.Name == "listMapKey" || m.Name == "required" || m.Name == "optional") && t.Name == m.Name
		}
		if !shadowed {
			out = append(out, m)
		}
	}
	return out
}
