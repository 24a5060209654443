package lint

import (
	"errors"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"github.com/kubedv/kubedv/gen/defaulttag"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// One truth for defaults (KEP-1929): a +default should have the same
// effect whether the type is built in (the Go defaulter from defaulter-gen,
// run on the decoded Go object) or served as a CRD (the apiserver's
// structural defaulting, run on the JSON: absent or null values only).
// defaultDrift reports each +default where the two differ:
//
//   - a non-pointer scalar with a non-zero default: Go replaces the zero
//     value, a CRD keeps it (without omitempty Go clients always send it, so
//     the CRD never defaults);
//   - a non-pointer struct: Go can never apply it, a CRD applies it when
//     the field is absent;
//   - +nullable: a CRD keeps an explicit null, Go defaults nil;
//   - ref(...) to a variable: Go applies its value, a CRD cannot carry it
//     (ref() to a constant is written as the constant's value);
//   - a default on a type: Go applies it to list items, map values and
//     pointer fields of the type but not to non-pointer fields, and
//     openapi-gen no longer publishes item defaults (kube-openapi #606).
func (l *linter) defaultDrift(s site) {
	def, ok := defaultOf(s)
	if !ok {
		return
	}
	if _, _, isRef := defaulttag.ParseRef(def.Text); isRef {
		t := s.valueType()
		if s.field == nil && s.named != nil {
			t = s.named.Type()
		}
		if _, err := l.decodeDefault(def.Text, s, t); errors.Is(err, defaulttag.ErrNotConstant) {
			l.report(def.Pos, "%s names a variable: the Go defaulter applies its value, a CRD cannot carry a value known only when the program runs, so it has no default here; name a constant", def.Tag)
			return
		}
	}
	if s.field == nil {
		if s.named != nil {
			l.report(def.Pos, "%s on type %s: the Go defaulter applies it to list items, map values and pointer fields of this type but not to its non-pointer fields, and openapi-gen no longer publishes item defaults (kube-openapi #606); put the default on the fields that use the type", def.Tag, s.named.Name())
		}
		return
	}
	t := s.field.Var.Type()
	if _, isPtr := types.Unalias(t).Underlying().(*types.Pointer); isPtr {
		if hasNullable(s) {
			l.report(def.Pos, "%s with +nullable: a CRD keeps an explicit null, the Go defaulter replaces nil with the default; remove +nullable or the default", def.Tag)
		}
		return
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Struct:
		if _, marker := defaulttag.MarkerLine(s.other); marker && hasOmitZero(s) && validators.KubebuilderPackage(s.pkg) {
			// defaulter-gen applies it when the struct is zero, where the
			// key is absent from a Go client's JSON.
			l.report(def.Pos, "%s on a non-pointer struct with omitzero: an explicit empty object ({}) is replaced by the Go defaulter but kept by a CRD; make the field a pointer so that both keep it", def.Tag)
			return
		}
		l.report(def.Pos, "%s on a non-pointer struct: the Go defaulter can never apply it (the struct is always present) while a CRD applies it when the field is absent (KEP-1929 forbids it); make the field a pointer or default the struct's fields", def.Tag)
	case *types.Basic:
		v, err := l.decodeDefault(def.Text, s, t)
		if err != nil || defaulttag.IsZero(v, u) {
			return // a zero default changes nothing in Go; bad values are default-value's
		}
		if !s.field.OmitZero {
			l.report(def.Pos, "%s on a non-pointer field without omitempty: Go clients always send the zero value, which a CRD keeps and the Go defaulter replaces; add omitempty to the json tag, or make the field a pointer", def.Tag)
			return
		}
		l.report(def.Pos, "%s on a non-pointer field: an explicit zero value (%s) is replaced by the Go defaulter but kept by a CRD; make the field a pointer so that both keep it", def.Tag, zeroJSON(u))
	}
}

func hasNullable(s site) bool {
	return slices.ContainsFunc(s.other, func(o tags.Line) bool {
		return o.Text == "+nullable" || o.Text == "+nullable=true"
	})
}

func zeroJSON(b *types.Basic) string {
	switch {
	case b.Info()&types.IsString != 0:
		return `""`
	case b.Info()&types.IsBoolean != 0:
		return "false"
	}
	return "0"
}

// hasOmitZero reports omitzero in the json tag of field site s.
func hasOmitZero(s site) bool {
	st, ok := s.named.RHS.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if st.Field(i) == s.field.Var {
			_, opts, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
			return slices.Contains(strings.Split(opts, ","), "omitzero")
		}
	}
	return false
}
