package validators

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/kubedv/kubedv/gen/tags"
)

// controller-gen's documentation markers, +kubebuilder:title and
// +kubebuilder:example, as controller-gen v0.23 writes them into the CRD:
//
//   - title: on a field or a type, the node's title; a field's own title
//     wins over its type's, which is written wherever the type is used
//     (the field, a list's items, a map's values). The value is read in
//     controller-gen's value syntax and must be a string there (a bare
//     word, or quoted: +kubebuilder:title="124").
//   - example: on a field, the node's example: the value read in
//     controller-gen's value syntax (tags.MarkerAny) as JSON, {} staying
//     an object even on a list (unlike +kubebuilder:default).
//     controller-gen writes no example for one written on a type (or a
//     type alias), and neither does --crd-dir (lint says so).
//
// Both are documentation: the plan carries them (Validations.Title and
// Example) for the CRD writer, and the Go code checks nothing for them.

const (
	kbTitle   = "kubebuilder:title"
	kbExample = "kubebuilder:example"
)

func kbDocRows() []kbRow {
	return []kbRow{
		{name: kbTitle, doc: "The value's title in the CRD (documentation only: nothing to check). On a type it titles every use of the type; a field's own title wins. " +
			"A string in controller-gen's value syntax: quote one that reads as a number, a bool, a list or a map.",
			sample: "Replica count", field: "Replicas int32 `json:\"replicas\"`", check: kbTitleCheck},
		{name: kbExample, doc: "An example of the field's value in the CRD (documentation only: nothing to check), in controller-gen's value syntax (5, \"x\", Always, {a: 1}, {1,2}). " +
			"controller-gen writes none for an example on a type, and neither does --crd-dir.",
			sample: "5", field: "Replicas int32 `json:\"replicas\"`", check: kbExampleCheck},
	}
}

// kbTitleCheck reads a title; where a place has several, the last one is
// its title, as in controller-gen.
func kbTitleCheck(s *Site, m kbMarker) error {
	title, err := kbTitleValue(m.tag)
	if err != nil {
		return err
	}
	if kbLastOf(m) {
		s.V.Title = title
	}
	return nil
}

// kbTitleValue is the string a title marker says.
func kbTitleValue(t tags.Tag) (string, error) {
	v, err := tags.MarkerAny(t)
	if err != nil {
		return "", kbValueSyntax(err)
	}
	title, ok := v.(string)
	if !ok {
		return "", Errorf(t, "a title is a string, and %s reads as %s (controller-gen refuses it too); quote it: +%s=%q", t.Value.Text, kbValueKind(v), t.Name, t.Value.Text)
	}
	return title, nil
}

// kbExampleCheck reads an example; on a type it is read (a malformed one
// is an error, as anywhere) but not written, as controller-gen writes
// none.
func kbExampleCheck(s *Site, m kbMarker) error {
	v, err := tags.MarkerAny(m.tag)
	if err != nil {
		return kbValueSyntax(err)
	}
	text, err := json.Marshal(v)
	if err != nil {
		return Errorf(m.tag, "%v", err)
	}
	if s.Field != nil && s.Outer == nil && kbLastOf(m) {
		s.V.Example = string(text)
	}
	return nil
}

// kbValueSyntax adds to an error of controller-gen's value syntax how
// values are written there.
func kbValueSyntax(err error) error {
	var te *tags.Error
	if !errors.As(err, &te) {
		return err
	}
	return &tags.Error{Pos: te.Pos, Msg: te.Msg + ` (controller-gen's value syntax: a string bare or quoted, "x, y"; a number; true or false; {a: 1, b: x} for an object; {1,2} for a list)`}
}

// kbLastOf reports whether m is the last marker of its name at its place,
// the one controller-gen applies last.
func kbLastOf(m kbMarker) bool {
	last := -1
	for i, s := range m.siblings {
		if s.Name == m.tag.Name {
			last = i
		}
	}
	return last < 0 || (m.siblings[last].Pos == m.tag.Pos && m.siblings[last].Text == m.tag.Text)
}

// kbValueKind names what controller-gen's value syntax read.
func kbValueKind(v any) string {
	switch v.(type) {
	case bool:
		return "a bool"
	case int64, float64:
		return "a number"
	case []any:
		return "a list"
	case map[string]any:
		return "a map"
	}
	return fmt.Sprintf("%T", v)
}
