package lint

import (
	"github.com/kubedv/kubedv/gen/validators"
)

// In a package written for controller-gen (validators.KubebuilderPackage),
// controller-gen's markers are rules too: a malformed one is an
// invalid-tag error (generation refuses it), and kubebuilder-marker warns
// where controller-gen ignores a marker or where its Go check and its CRD
// keyword can disagree.

var kubebuilderMarker = &Rule{Name: "kubebuilder-marker", Severity: Warning,
	Doc: "in a package written for controller-gen: a marker controller-gen ignores (an unknown +kubebuilder:validation: name, a field marker on a type), " +
		"or one enforced differently in Go and in the CRD (formats the API server does not check, empty lists without omitempty, +kubebuilder:validation:Type)",
	site: func(l *linter, s *siteCheck) {
		if s.cnst != nil || s.named == nil || !validators.KubebuilderPackage(s.pkg) {
			return
		}
		for _, n := range validators.KubebuilderNotes(s.named, s.field) {
			l.report(n.Pos.Pos, "%s", n.Message)
		}
	}}
