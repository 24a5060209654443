package schema

import (
	"strings"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
	"github.com/kubedv/kubedv/validate"
)

// openAPIFormatFuncs are the checks of +kubebuilder:validation:Format
// (validate.OpenAPI*), whose CRD form is the format: keyword itself: the
// API server checks it with the registry these checks reproduce.
var openAPIFormatFuncs = func() map[string]bool {
	out := map[string]bool{}
	for _, f := range validate.OpenAPIFormats {
		out[f.Func] = true
	}
	return out
}()

// openAPIFormat writes the format: keyword of a validate.OpenAPI* check,
// spelled as the marker spells it (as controller-gen writes it). A second,
// different format at the same place has no CRD form: the schema holds one.
func (b *builder) openAPIFormat(p *Props, c validators.Check, where string, need func(string) bool) {
	name, err := tags.MarkerString(c.Tag.Value)
	if err != nil || !need("string") {
		return // generation reported a malformed marker; need reports the type
	}
	if p.Format != "" && strings.ReplaceAll(p.Format, "-", "") != strings.ReplaceAll(name, "-", "") {
		b.errs.add(errorAt(c.Tag.Pos, "%s on %s: the schema already has format %q, and a CRD holds one format; keep one of the markers", c.Tag.Text, where, p.Format))
		return
	}
	p.Format = name
}
