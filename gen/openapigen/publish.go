package openapigen

import (
	"cmp"
	"encoding/json"
	"fmt"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"sort"
	"strconv"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/release"
	"github.com/kubedv/kubedv/gen/schema"
)

// With --publish-validation the definitions also carry the validation the
// +k8s: tags declare (KEP-3937): gen/schema translates each definition as
// it does for a CRD (Publisher), and the keywords, required fields and
// x-kubernetes-validations of that node are merged into what openapi-gen
// writes anyway, at the definition, its properties, their items and map
// values, and next to the $ref of a struct-typed value (as kube-openapi
// places the +k8s:validation: markers of such a field).
//
// A keyword a +k8s:validation: marker sets stays the marker's; a tag that
// says something else is an error at the field. x-kubernetes-list-type,
// -list-map-keys and -map-type are never added: the API server derives
// server-side apply's merge from the same definitions, so publishing must
// not change them; a +k8s:listType the +listType comments do not repeat
// is reported as left out.

// publisher is the run's gen/schema Publisher and the findings collected.
type publisher struct {
	pub      *schema.Publisher
	findings []lint.Finding
}

// newPublisher loads the requested packages (and --readonly-pkg ones) as
// the other generators do and analyzes their tags once.
func newPublisher(opts Options, rel release.Release) (*publisher, error) {
	res, err := load.Load(load.Config{Dir: opts.Dir, Targets: opts.Patterns, Readonly: opts.ReadOnlyPkgs, BuildTags: []string{buildTag}})
	if err != nil {
		return nil, fmt.Errorf("--publish-validation: %w", err)
	}
	res.Universe.Release = rel
	pub, err := schema.NewPublisher(res, schema.Options{OptionsUnknown: true})
	if err != nil {
		return nil, fmt.Errorf("--publish-validation: %w", err)
	}
	return &publisher{pub: pub}, nil
}

// allFindings are the tags left out of the published OpenAPI, by position.
func (p *publisher) allFindings() []lint.Finding {
	fs := append(p.pub.Findings(), p.findings...)
	slices.SortStableFunc(fs, func(a, b lint.Finding) int {
		return cmp.Or(cmp.Compare(a.Pos.Filename, b.Pos.Filename), cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Column, b.Pos.Column))
	})
	return slices.CompactFunc(fs, func(a, b lint.Finding) bool { return a == b })
}

// publishedNode returns the published node of the struct type t, nil without
// --publish-validation or for a type whose package was not loaded.
func (g *defWriter) publishedNode(t types.Type) (*schema.Props, error) {
	if g.pub == nil {
		return nil, nil
	}
	pkg, name := nameOf(t)
	node, _, err := g.pub.pub.Definition(pkg, name)
	return node, err
}

// finding records a tag left out of the published OpenAPI.
func (g *defWriter) leftOut(pos token.Position, format string, args ...any) {
	g.pub.findings = append(g.pub.findings, lint.CRDFinding(lint.CRDInexpressible, pos, format, args...))
}

// ownSchemaNotPublished reports the tags of a type whose schema comes
// from its own OpenAPI methods (OpenAPIDefinition, OpenAPISchemaType, ...):
// nothing is merged into a schema the generator does not write.
func (g *defWriter) ownSchemaNotPublished(t types.Type) {
	if pkg, name := nameOf(t); g.pub.pub.Declares(pkg, name) {
		g.leftOut(g.u.position(t), "the +k8s: tags of type %s are left out of the published OpenAPI: its schema comes from its own OpenAPI methods, which openapi-gen calls as they are", typeString(t))
	}
}

// publishKeywords writes the keywords of node that the markers vs do not
// set; where both set one differently it is an error (at names the value).
// enumWritten: openapi-gen writes its own enum (+enum) there.
func (g *defWriter) publishKeywords(node *schema.Props, vs *valueSchema, enumWritten bool, at string) error {
	if node == nil {
		return nil
	}
	if vs == nil {
		vs = &valueSchema{}
	}
	ptr := func() string { return g.im.ref("k8s.io/utils/ptr", "To") }
	conflict := func(keyword string, marker, tag any) error {
		return fmt.Errorf("%s: +k8s:validation:%s=%v and the +k8s: tags (%s %v) disagree; --publish-validation keeps one value per keyword, make them equal or drop the marker", at, keyword, marker, keyword, tag)
	}
	float := func(keyword string, marker *float64, exclMarker bool, tag *float64, exclTag bool) error {
		switch {
		case tag == nil:
			return nil
		case marker == nil:
			g.pf("%s: %s[float64](%s),\n", keyword, ptr(), strconv.FormatFloat(*tag, 'f', -1, 64))
			if exclTag {
				g.pf("Exclusive%s: true,\n", keyword)
			}
			return nil
		case *marker != *tag || exclMarker != exclTag:
			return conflict(lowerFirst(keyword), *marker, *tag)
		}
		return nil
	}
	ints := []struct {
		keyword     string
		marker, tag *int64
	}{
		{"MinLength", vs.minLength, node.MinLength}, {"MaxLength", vs.maxLength, node.MaxLength},
		{"MinProperties", vs.minProperties, node.MinProperties}, {"MaxProperties", vs.maxProperties, node.MaxProperties},
		{"MinItems", vs.minItems, node.MinItems}, {"MaxItems", vs.maxItems, node.MaxItems},
	}
	if err := float("Minimum", vs.minimum, vs.exclusiveMinimum, node.Minimum, node.ExclusiveMinimum); err != nil {
		return err
	}
	if err := float("Maximum", vs.maximum, vs.exclusiveMaximum, node.Maximum, node.ExclusiveMaximum); err != nil {
		return err
	}
	for _, k := range ints {
		switch {
		case k.tag == nil:
		case k.marker == nil:
			g.pf("%s: %s[int64](%d),\n", k.keyword, ptr(), *k.tag)
		case *k.marker != *k.tag:
			return conflict(lowerFirst(k.keyword), *k.marker, *k.tag)
		}
	}
	switch {
	case node.Pattern == "":
	case vs.pattern == "":
		b, err := json.Marshal(node.Pattern)
		if err != nil {
			return err
		}
		g.pf("Pattern: %s,\n", b)
	case vs.pattern != node.Pattern:
		return conflict("pattern", strconv.Quote(vs.pattern), strconv.Quote(node.Pattern))
	}
	switch {
	case node.MultipleOf == nil:
	case vs.multipleOf == nil:
		g.pf("MultipleOf: %s[float64](%s),\n", ptr(), strconv.FormatFloat(*node.MultipleOf, 'f', -1, 64))
	case *vs.multipleOf != *node.MultipleOf:
		return conflict("multipleOf", *vs.multipleOf, *node.MultipleOf)
	}
	if len(node.Enum) > 0 && !enumWritten && vs.enum == nil {
		values := make([]string, len(node.Enum))
		for i, v := range node.Enum {
			values[i] = fmt.Sprintf("%#v", v)
		}
		g.p("Enum: []interface{}{")
		for _, v := range values {
			g.p(v + ", ")
		}
		g.p("},\n")
	}
	if node.IsStub() {
		return g.publishNested(node, at)
	}
	return nil
}

// publishNested writes what the referring value adds inside a struct
// published elsewhere: its subfields' schemas and required ones.
func (g *defWriter) publishNested(node *schema.Props, at string) error {
	if len(node.Properties) > 0 {
		g.pf("Properties: map[string]%s{\n", g.im.ref(specPkg, "Schema"))
		names := make([]string, 0, len(node.Properties))
		for name := range node.Properties {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			sub := node.Properties[name]
			g.pf("%q: {\nSchemaProps: spec.SchemaProps{\n", name)
			if err := g.publishKeywords(sub, nil, false, at+"."+name); err != nil {
				return err
			}
			for _, nested := range []struct {
				node   *schema.Props
				prefix string
			}{{sub.Items, "Items: &spec.SchemaOrArray{\n"}, {sub.AdditionalProperties, "AdditionalProperties: &spec.SchemaOrBool{\nAllows: true,\n"}} {
				if nested.node == nil || !hasPublished(nested.node) {
					continue
				}
				g.p(nested.prefix + "Schema: &spec.Schema{\nSchemaProps: spec.SchemaProps{\n")
				if err := g.publishKeywords(nested.node, nil, false, at+"."+name+"[*]"); err != nil {
					return err
				}
				g.p("},\n")
				g.extensions(nil, nil, publishedExtensions(nested.node, nil))
				g.p("},\n},\n")
			}
			g.p("},\n")
			g.extensions(nil, nil, publishedExtensions(sub, nil))
			g.p("},\n")
		}
		g.p("},\n")
	}
	if len(node.Required) > 0 {
		g.pf("Required: %#v,\n", node.Required)
	}
	return nil
}

// hasPublished reports a node with anything to publish, below it included.
func hasPublished(p *schema.Props) bool {
	if p == nil {
		return false
	}
	if p.Minimum != nil || p.Maximum != nil || p.MultipleOf != nil || p.Pattern != "" || p.MinLength != nil || p.MaxLength != nil ||
		p.MinItems != nil || p.MaxItems != nil || p.MinProperties != nil || p.MaxProperties != nil || len(p.Enum) > 0 ||
		len(p.Validations) > 0 || len(p.Required) > 0 {
		return true
	}
	for _, sp := range p.Properties {
		if hasPublished(sp) {
			return true
		}
	}
	return hasPublished(p.Items) || hasPublished(p.AdditionalProperties)
}

// publishedExtensions returns the extensions to write: other (the
// markers' x-kubernetes-validations, or nil) with the node's rules
// appended, those the markers already wrote left out (a +k8s:validation:cel
// marker is also a rule of the plan).
func publishedExtensions(node *schema.Props, other map[string]any) map[string]any {
	if node == nil || len(node.Validations) == 0 {
		return other
	}
	out := make(map[string]any, len(other)+1)
	for k, v := range other {
		out[k] = v
	}
	existing, _ := out["x-kubernetes-validations"].([]any)
	rules := slices.Clone(existing)
	for _, r := range node.Validations {
		m := map[string]any{"rule": r.Rule}
		for k, v := range map[string]string{"message": r.Message, "messageExpression": r.MessageExpression, "reason": r.Reason, "fieldPath": r.FieldPath} {
			if v != "" {
				m[k] = v
			}
		}
		if r.OptionalOldSelf != nil {
			m["optionalOldSelf"] = *r.OptionalOldSelf
		}
		if !slices.ContainsFunc(existing, func(e any) bool { return reflect.DeepEqual(e, m) }) {
			rules = append(rules, m)
		}
	}
	out["x-kubernetes-validations"] = rules
	return out
}

// publishRequired returns required with the node's required fields added
// (in the node's order), but not those with an explicit +default: the API
// server defaults them before it validates.
func (g *defWriter) publishRequired(t types.Type, node *schema.Props, required []string) ([]string, error) {
	if node == nil {
		return required, nil
	}
	defaulted := map[string]bool{}
	if err := g.explicitDefaults(t, defaulted); err != nil {
		return required, err
	}
	for _, name := range node.Required {
		if !slices.Contains(required, name) && !defaulted[name] {
			required = append(required, name)
		}
	}
	return required, nil
}

// explicitDefaults marks the properties of struct t (inlined members
// included) with a +default of their own or of their type.
func (g *defWriter) explicitDefaults(t types.Type, out map[string]bool) error {
	for _, m := range g.u.members(resolvePtr(t)) {
		if shouldInline(m) {
			if err := g.explicitDefaults(m.typ, out); err != nil {
				return err
			}
			continue
		}
		def, ref, err := g.defaultFromComments(m.comments, pkgOf(t), m.typ)
		if err != nil {
			return err
		}
		if def != nil || ref != nil {
			out[referableName(m)] = true
		}
	}
	return nil
}

// checkListType reports a +k8s:listType the comments' +listType do not
// say: publishing leaves merge semantics alone (see above).
func (g *defWriter) checkListType(node *schema.Props, exts []extension, pos token.Position, where string) {
	if node == nil || node.ListType == "" || node.ListType == "atomic" { // atomic checks nothing
		return
	}
	for _, e := range exts {
		if e.xName == "x-kubernetes-list-type" && slices.Contains(e.values, node.ListType) {
			return
		}
	}
	g.leftOut(pos, "+k8s:listType=%s on %s is left out of the published OpenAPI, so its clients do not see the uniqueness it checks: "+
		"x-kubernetes-list-type also sets how server-side apply merges the list, which --publish-validation does not change; add +listType=%s to publish it",
		node.ListType, where, node.ListType)
}

func lowerFirst(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}
