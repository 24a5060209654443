package schema

// The API server rejects rules on oldSelf in the parts of a schema where
// it cannot match a value with its old counterpart: below the items of a
// list that is not a map list (atomic or set lists correlate no item).
// checkCorrelatable reports every such rule at its tag, or uses its form
// without oldSelf where it has one.
func (b *builder) checkCorrelatable(p *Props, below string) {
	if p == nil {
		return
	}
	if below != "" {
		for i, r := range p.Validations {
			if r.transition && r.withoutOld != "" {
				// Ratcheting by the old value is an optimization there.
				p.Validations[i].Rule, p.Validations[i].OptionalOldSelf, p.Validations[i].transition = r.withoutOld, nil, false
				continue
			}
			if r.transition {
				b.errs.add(errorAt(r.pos, "%s: its CEL rule uses oldSelf, which the API server cannot evaluate below %s "+
					"(their items are not matched with the old ones); make the list +k8s:listType=map or remove the tag", r.tag, below))
			}
		}
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
