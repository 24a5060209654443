package schema

import (
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// Merge semantics of objects. controller-gen writes +structType and
// +mapType (atomic or granular) as x-kubernetes-map-type, on a struct or
// map type and on a field (the field's wins). They change how server-side
// apply merges, not what is valid; they are read where controller-gen's
// markers are (readsMarkers), so Kubernetes' own packages keep their CRDs.
// The validation plan checks their values (gen/validators/kubebuilder.go).

// mergeType sets p's map type from the +structType/+mapType among lines.
func mergeType(p *Props, lines []tags.Line) {
	if p.Type != "object" {
		return
	}
	for _, l := range lines {
		for _, m := range []string{"+structType=", "+mapType=", "+structType:=", "+mapType:="} {
			if v, ok := strings.CutPrefix(l.Text, m); ok && (v == "atomic" || v == "granular") {
				p.MapType = v
			}
		}
	}
}

// readsMarkers reports whether pkg's controller-gen markers are read.
func (b *builder) readsMarkers(pkg *model.Package) bool {
	return b.markersIn != nil && pkg != nil && b.markersIn(pkg)
}
