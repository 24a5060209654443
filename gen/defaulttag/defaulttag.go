// Package defaulttag reads declarative defaults (KEP-1929): the
// +default=<JSON> and +k8s:default=<JSON> tags, and ref(<identifier>)
// values, which name a constant. Lint, the CRD backend and defaulter-gen
// share it, so a default means one thing to all of them.
package defaulttag

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/tags"
)

// Default is the default declared on a field or type.
type Default struct {
	Text string // the JSON (or ref(...)) after '='
	Tag  string // as written: +default=... or k8s:default=...
	Pos  token.Position
}

// Of returns the +default among a declaration's other tag lines, else the
// +k8s:default among its k8s tags (which the caller has unwrapped).
func Of(other []tags.Line, k8s []tags.Tag) (Default, bool) {
	for _, o := range other {
		if v, ok := strings.CutPrefix(o.Text, "+default="); ok {
			return Default{Text: strings.TrimSpace(v), Tag: o.Text, Pos: o.Pos}, true
		}
	}
	for _, t := range k8s {
		if t.Name == "default" && t.Value.Kind != tags.ValueNone && t.Value.Kind != tags.ValueTag {
			_, v, _ := strings.Cut(t.Text, "=")
			return Default{Text: strings.TrimSpace(v), Tag: t.Text, Pos: t.Pos}, true
		}
	}
	return Default{}, false
}

var refPattern = regexp.MustCompile(`^ref\(([^"]+)\)$`)

// ParseRef splits ref(<pkg path>.<Name>) or ref(<Name>); pkg is "" for a
// bare name.
func ParseRef(text string) (pkg, name string, ok bool) {
	m := refPattern.FindStringSubmatch(text)
	if m == nil {
		return "", "", false
	}
	i := strings.LastIndex(m[1], ".")
	if i < 0 {
		return "", m[1], true
	}
	return m[1][:i], m[1][i+1:], true
}

// Decode parses a default's JSON; numbers stay json.Number so that
// integers keep every digit.
func Decode(text string) (any, error) {
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("the value is not JSON (%v); quote strings, e.g. +default=\"Always\"", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("the value is not one JSON value; quote strings, e.g. +default=\"a b\"")
	}
	return v, nil
}

// IsZero reports whether v, a decoded JSON value (string, bool, float64 or
// json.Number), is the zero value of the basic type underlying t: the
// value a non-pointer field already has, so defaulting it changes nothing.
func IsZero(v any, t types.Type) bool {
	b, ok := types.Unalias(t).Underlying().(*types.Basic)
	if !ok {
		return false
	}
	switch v := v.(type) {
	case string:
		return v == "" && b.Info()&types.IsString != 0
	case bool:
		return !v && b.Info()&types.IsBoolean != 0
	case float64:
		return v == 0 && b.Info()&types.IsNumeric != 0
	case json.Number:
		f, err := v.Float64()
		return err == nil && f == 0 && b.Info()&types.IsNumeric != 0
	}
	return false
}

// ErrNotConstant is wrapped by Value when ref() names a variable: its value
// is known only when the program runs.
var ErrNotConstant = errors.New("not a constant")

// Resolver finds what ref() names: a bare name in Scopes, in order; a
// qualified one in the package Package returns (nil when not loaded).
type Resolver struct {
	Scopes  []*types.Package
	Package func(path string) *types.Package
}

// Value returns a default's value as JSON data (string, bool, json.Number,
// []any, map[string]any or nil): the decoded JSON, or the value of the
// constant ref() names, which must be assignable to want.
func (r Resolver) Value(text string, want types.Type) (any, error) {
	pkg, name, ok := ParseRef(text)
	if !ok {
		return Decode(text)
	}
	scopes := r.Scopes
	if pkg != "" {
		scopes = nil
		if r.Package != nil {
			if p := r.Package(pkg); p != nil {
				scopes = []*types.Package{p}
			}
		}
		if scopes == nil {
			return nil, fmt.Errorf("ref(): package %s is not loaded; load it (validation-gen --readonly-pkg %s) or name a constant of the field's package", pkg, pkg)
		}
	}
	for _, p := range scopes {
		switch obj := p.Scope().Lookup(name).(type) {
		case *types.Const:
			if !types.AssignableTo(obj.Type(), want) {
				return nil, fmt.Errorf("constant %s has type %s, not %s", name, obj.Type(), want)
			}
			switch v := obj.Val(); v.Kind() {
			case constant.String:
				return constant.StringVal(v), nil
			case constant.Bool:
				return constant.BoolVal(v), nil
			case constant.Int:
				return json.Number(v.ExactString()), nil
			default: // a float: ExactString may be a fraction
				f, _ := constant.Float64Val(v)
				return json.Number(strconv.FormatFloat(f, 'g', -1, 64)), nil
			}
		case *types.Var:
			return nil, fmt.Errorf("ref(%s) names a variable, whose value is known only when the program runs: %w", name, ErrNotConstant)
		}
	}
	where := "(none)"
	if len(scopes) > 0 {
		where = scopes[0].Name()
	}
	return nil, fmt.Errorf("no constant %s in package %s; ref() names a constant of the field's package", name, where)
}

// KubebuilderMarker is controller-gen's default marker. In a package
// written for controller-gen it is read as a +default whose value is
// written in controller-gen's marker syntax (tags.MarkerAny) rather than
// JSON; controller-gen applies it after +default, so it wins.
const KubebuilderMarker = "kubebuilder:default"

// Marker reads the +kubebuilder:default line l on a value of type t as the
// Default controller-gen writes into the CRD: Text is the value as JSON,
// with {} written [] on a list, as controller-gen does.
func Marker(l tags.Line, t types.Type) (Default, error) {
	m, err := tags.ParseMarker(l, KubebuilderMarker)
	if err != nil {
		return Default{}, err
	}
	v, err := tags.MarkerAny(m)
	if err != nil {
		return Default{}, err
	}
	text, err := json.Marshal(v)
	if err != nil {
		return Default{}, &tags.Error{Pos: l.Pos, Msg: l.Text + ": " + err.Error()}
	}
	if string(text) == "{}" && isList(t) {
		text = []byte("[]")
	}
	return Default{Text: string(text), Tag: l.Text, Pos: l.Pos}, nil
}

// isList reports a value the CRD types as an array: a slice other than
// []byte (a base64 string), behind pointers.
func isList(t types.Type) bool {
	for {
		switch u := types.Unalias(t).Underlying().(type) {
		case *types.Pointer:
			t = u.Elem()
		case *types.Slice:
			b, ok := types.Unalias(u.Elem()).(*types.Basic)
			return !ok || b.Kind() != types.Byte
		case *types.Array:
			return true
		default:
			return false
		}
	}
}

// MarkerLine returns the +kubebuilder:default line among a field's other
// lines.
func MarkerLine(other []tags.Line) (tags.Line, bool) {
	for _, l := range other {
		if _, ok := tags.MarkerName(l, []string{KubebuilderMarker}); ok {
			return l, true
		}
	}
	return tags.Line{}, false
}

// OfField returns the default of a field of type t: in a package written
// for controller-gen (kubebuilder), its +kubebuilder:default when it has a
// well-formed one, else Of. A malformed marker is reported by generation
// (the registry's row), so here it is no default.
func OfField(other []tags.Line, k8s []tags.Tag, kubebuilder bool, t types.Type) (Default, bool) {
	if kubebuilder {
		if l, ok := MarkerLine(other); ok {
			d, err := Marker(l, t)
			return d, err == nil
		}
	}
	return Of(other, k8s)
}
