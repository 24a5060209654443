package lint

// enumTag reports a type declaration that carries openapi-gen's +enum
// without +k8s:enum: the published schema lists the values, but the
// generated validation accepts any string (kubernetes/kubernetes#142102).
// A +k8s:enum behind a condition or lifecycle prefix counts.
func (l *linter) enumTag(s site) {
	if s.field != nil || s.cnst != nil || s.named == nil {
		return
	}
	for _, o := range s.other {
		if o.Text != "+enum" {
			continue
		}
		for _, t := range s.tags {
			for _, link := range links(t) {
				if link.Name == "enum" {
					return
				}
			}
		}
		why := "OpenAPI publishes its values as an enum, but validation does not enforce them"
		if l.u.Release.RefusesEnumWithoutK8sEnum() {
			why = "Kubernetes v1.38's validation-gen refuses it at generation"
		}
		l.report(o.Pos, "+enum on type %s without +k8s:enum: %s; add +k8s:enum", s.named.Name(), why)
		return
	}
}
