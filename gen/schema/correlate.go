package schema

// The API server rejects rules on oldSelf in the parts of a schema where
// it cannot match a value with its old counterpart: below the items of a
// list that is not a map list (atomic or set lists correlate no item).
// checkCorrelatable leaves every such rule out and reports it at its tag
// (crd-inexpressible), or uses its form without oldSelf where it has one.
func (b *builder) checkCorrelatable(p *Props, below string) {
	if p == nil {
		return
	}
	if below != "" {
		kept := p.Validations[:0]
		for _, r := range p.Validations {
			switch {
			case r.transition && r.withoutOld != "":
				// Ratcheting by the old value is an optimization there.
				r.Rule, r.OptionalOldSelf, r.transition = r.withoutOld, nil, false
			case r.transition && r.user != nil:
				// The API server refuses the CRD: so does generation.
				b.errs.add(errorAt(r.user.Position("rule", -1), "%s: oldSelf cannot be used on the uncorrelatable portion of the schema within %s (the API server refuses the rule): "+
					"items of atomic and set lists have no old value; make the list +k8s:listType=map, or write the rule on the list", r.user.Spelling, below))
				continue
			case r.transition:
				b.inexpressible(r.pos, r.tag, "a value below "+below, "its CEL rule uses oldSelf, which the API server cannot evaluate below "+below+
					" (their items are not matched with the old ones); make the list +k8s:listType=map to have it enforced")
				continue
			}
			kept = append(kept, r)
		}
		p.Validations = kept
	}
	for _, sp := range p.Properties {
		b.checkCorrelatable(sp, below)
	}
	b.checkCorrelatable(p.AdditionalProperties, below)
	if p.Items != nil {
		itemsBelow := below
		if itemsBelow == "" && p.ListType != "map" {
			itemsBelow = "an atomic or set list"
		}
		b.checkCorrelatable(p.Items, itemsBelow)
	}
}
