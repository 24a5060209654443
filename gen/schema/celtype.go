package schema

import (
	"fmt"
	"go/token"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/cel"
	"github.com/kubedv/kubedv/gen/model"
)

// Source CEL rules are checked at generation as the API server checks them
// when the CRD is created (gen/cel: parse, type-check against the node's
// structural type, cost within the per-expression and per-CRD limits, the
// per-rule checks), against the nodes this package writes: a rule the API
// server would refuse stops generation at the member of the tag it
// concerns.

// celType is the CEL view of schema node p, as gen/cel expects it.
func celType(p *Props) *cel.Type {
	if p == nil {
		return nil
	}
	t := &cel.Type{MaxItems: bound(p.MaxItems), MaxProperties: bound(p.MaxProperties), MaxLength: bound(p.MaxLength), Format: p.Format,
		IntOrString: p.IntOrString, Embedded: p.EmbeddedResource, ListType: p.ListType, MapKeys: p.ListMapKeys, Nullable: p.Nullable}
	t.PreserveUnknown = p.PreserveUnknownFields != nil && *p.PreserveUnknownFields
	switch p.Type {
	case "object":
		switch {
		case p.AdditionalProperties != nil:
			t.Kind, t.Key, t.Elem = cel.Map, cel.StringType, celType(p.AdditionalProperties)
		default:
			// Without properties, preserve-unknown-fields or not, an object
			// with no fields (gen/cel's mapping of the API server's).
			t.Kind = cel.Object
			names := make([]string, 0, len(p.Properties))
			for name := range p.Properties {
				names = append(names, name)
			}
			sort.Strings(names)
			for _, name := range names {
				sp := p.Properties[name]
				t.Fields = append(t.Fields, cel.Field{Name: name, Type: celType(sp), Required: contains(p.Required, name), HasDefault: sp.Default != nil})
			}
		}
	case "array":
		t.Kind, t.Elem = cel.List, celType(p.Items)
	case "string":
		t.Kind = cel.String
		for _, e := range p.Enum {
			if s, ok := e.(string); ok {
				t.Enum = append(t.Enum, s)
			}
		}
	case "integer":
		t.Kind = cel.Int
	case "number":
		t.Kind = cel.Double
	case "boolean":
		t.Kind = cel.Bool
	default:
		t.Kind = cel.Dyn
	}
	return t
}

func bound(n *int64) int64 {
	if n == nil {
		return -1
	}
	return *n
}

// checkCEL compiles every source rule in the schema below p, in context
// ctx (path names p as the API server does), and returns their estimated
// costs, for the per-CRD limit.
func (b *builder) checkCEL(p *Props, ctx cel.Context, path string) []uint64 {
	if p == nil {
		return nil
	}
	var totals []uint64
	var self *cel.Type
	for _, r := range p.Validations {
		if r.user == nil {
			continue
		}
		if self == nil {
			self = celType(p)
		}
		rule := cel.Rule{Rule: r.Rule, Message: r.Message, MessageExpression: r.MessageExpression, Reason: r.Reason, FieldPath: r.FieldPath,
			OptionalOldSelf: r.OptionalOldSelf != nil && *r.OptionalOldSelf}
		prog, diags := cel.CompileIn(rule, self, ctx)
		for _, d := range diags {
			b.errs.add(celDiagnostic(r.user.Spelling, r.user.Position(d.Field, d.Offset), d))
		}
		if prog != nil && !prog.Transition && r.OptionalOldSelf != nil && len(diags) == 0 {
			// The API server refuses optionalOldSelf even when false.
			b.errs.add(celDiagnostic(r.user.Spelling, r.user.Position("optionalOldSelf", -1),
				cel.Diagnostic{Field: "optionalOldSelf", Msg: "may not be set if oldSelf is not used in rule", Fix: "remove optionalOldSelf"}))
		}
		if prog != nil {
			totals = append(totals, prog.TotalCost, prog.MessageTotalCost)
			if b.celPrograms == nil {
				b.celPrograms = map[celSite]*cel.Program{}
			}
			b.celPrograms[celSite{p, r.user}] = prog
		}
	}
	names := make([]string, 0, len(p.Properties))
	for name := range p.Properties {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		totals = append(totals, b.checkCEL(p.Properties[name], ctx.Property(), path+".properties["+name+"]")...)
	}
	if p.Items != nil {
		totals = append(totals, b.checkCEL(p.Items, ctx.Items(celType(p), path), path+".items")...)
	}
	if p.AdditionalProperties != nil {
		totals = append(totals, b.checkCEL(p.AdditionalProperties, ctx.Values(celType(p)), path+".additionalProperties")...)
	}
	return totals
}

// checkCRDCost refuses a resource whose rules exceed the API server's
// estimated cost limit for one CRD.
func (b *builder) checkCRDCost(n *model.Named, totals []uint64) {
	if _, msg := cel.CRDCost(totals); msg != "" {
		b.errs.add(errorAt(n.Pos, "%s: the API server refuses its CRD: %s; bound the lists, maps and strings the rules walk with maxItems, maxProperties and maxLength", n.Name(), msg))
	}
}

// celDiagnostic is d as a generator error at pos.
func celDiagnostic(spelling string, pos token.Position, d cel.Diagnostic) error {
	msg := fmt.Sprintf("%s: %s: %s", spelling, d.Field, d.Msg)
	if d.Fix != "" {
		msg += "; " + d.Fix
	}
	return errorAt(pos, "%s", strings.TrimSpace(msg))
}
