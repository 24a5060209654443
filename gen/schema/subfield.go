package schema

import (
	"sort"

	"github.com/kubedv/kubedv/gen/validators"
)

// +k8s:subfield(name)=<tag> applies a tag to one field of a struct value.
// A CRD schema inlines every node (no $ref), so the struct's node here is
// this use's own: the payload goes on the field's node exactly as if the
// tag were written on the field, keywords where they exist, CEL otherwise,
// and a presence payload acts on the struct's `required` and rules. The
// API server ratchets rules per node, as the Go code does not re-validate
// an unchanged subfield.
//
// What a subfield inherits from the field's declaration (its presence and
// update rules, as short-circuits that report nothing) is on the field's
// node already: the struct's own schema carries them.

// subfield places the rules of sf on the field's node below the struct
// node p, and reports problems at where.
func (b *builder) subfield(p *Props, sf *validators.Subfield, where string) {
	node := p.Properties[sf.JSON]
	if node == nil {
		node = b.subfieldNode(p, sf) // a published stub's
	}
	if p.Type != "object" || node == nil {
		b.refuse(sf.Tag, where, "the value's schema has no property "+sf.JSON+" (a type with its own JSON form, or metadata at the resource root)")
		return
	}
	v := withoutInherited(sf.V)
	f := &fieldSite{parent: p, json: sf.JSON, typ: sf.Field.Type()}
	switch required := b.applyPlan(node, v, "subfield "+sf.JSON+" of "+where, f); {
	case required && node.Default != nil:
		node.requiredUnlessDefaulted = true // as for a field: see structOf
	case required && !contains(p.Required, sf.JSON):
		p.Required = append(p.Required, sf.JSON)
		sort.Strings(p.Required)
	}
}

// withoutInherited returns v without the short-circuit rules a subfield
// inherits from its field's declaration, which report nothing.
func withoutInherited(v *validators.Validations) *validators.Validations {
	out := *v
	out.Checks = nil
	for _, c := range v.Checks {
		if !(c.ShortCircuit && c.NonError) {
			out.Checks = append(out.Checks, c)
		}
	}
	return &out
}

// rootMetadata maps the tags of a root type's metadata field. The API
// server owns metadata's schema there, and already checks that the name
// of every custom resource is a DNS subdomain, given (or generated): what
// Kubernetes' types write, +k8s:subfield(name)=+k8s:format=k8s-long-name
// and +k8s:subfield(name)=+k8s:optional, needs nothing more. Other tags
// are left out (refused: a crd-inexpressible finding).
func (b *builder) rootMetadata(v *validators.Validations) {
	if v.Empty() {
		return
	}
	const where, why = "metadata at the resource root", "the API server owns the schema of metadata"
	rest := *v
	rest.Subfields = nil
	b.refuseAll(&rest, where, why)
	for _, sf := range v.Subfields {
		if sf.JSON != "name" || !sf.V.Each.Empty() || !sf.V.Keys.Empty() || len(sf.V.Items) > 0 || len(sf.V.Subfields) > 0 ||
			(sf.V.Presence != validators.NoPresence && sf.V.Presence != validators.Optional) {
			b.refuseAll(sf.V, where, why)
			continue
		}
		for _, c := range sf.V.Checks {
			if call, ok := c.Rule.(*validators.Call); ok && call.Func == "LongName" || c.ShortCircuit && c.NonError {
				continue // the API server's own name check, or an inherited rule that reports nothing
			}
			b.refuse(c.Tag, where, why+"; it checks that a name is a DNS subdomain (k8s-long-name), nothing else")
		}
	}
}
