package schema

import (
	"github.com/kubedv/kubedv/gen/validators"
)

// Options say which of the plan's rules a CRD carries.
//
// Lifecycle: +k8s:alpha rules are never emitted (the Go code runs them
// shadow-only: reported, never enforced). +k8s:beta rules are emitted
// unless NoBeta (--crd-beta=false): the API server enforces what a CRD
// says, so a beta rule is either on or off, like the Go code with the
// DeclarativeValidationBeta gate on or off.
//
// Options: +k8s:ifEnabled(X) / +k8s:ifDisabled(X) are resolved when the
// CRD is written, by Enabled (--crd-enabled-options=X,Y): a CRD cannot ask
// the API server which options are on. Options not listed are off.
type Options struct {
	NoBeta  bool
	Enabled []string
	// Strict (--crd-strict) makes every crd-inexpressible finding an
	// error: nothing is written while a tag is left out of the CRD.
	Strict bool
	// OptionsUnknown: the options are not known when the schema is
	// written (published OpenAPI, whose server may run with any), so rules
	// under +k8s:ifEnabled / +k8s:ifDisabled are left out, with a finding.
	OptionsUnknown bool
	// EmbeddedObjectMeta (--crd-embedded-object-meta) writes a
	// metav1.ObjectMeta below the resource root (a template's metadata)
	// as controller-gen's crd:generateEmbeddedObjectMeta=true does: an
	// object with name, namespace, labels, annotations and finalizers,
	// the rest pruned by the API server. Without it such an ObjectMeta is
	// `type: object` for a target written for controller-gen (as
	// controller-gen writes it by default) and its Go structure otherwise.
	// The resource's own metadata is always `type: object`.
	EmbeddedObjectMeta bool
}

// emitted reports whether a rule of level under conds is in the CRD, and
// refuses conditions that a CRD cannot evaluate.
func (o Options) emitted(level validators.Level, conds []validators.Condition) (bool, string) {
	switch {
	case level == validators.AlphaLevel:
		return false, ""
	case level == validators.BetaLevel && o.NoBeta:
		return false, ""
	}
	for _, c := range conds {
		switch {
		case c.Subresource != "":
			return false, "it applies only " + subresourceWhen(c) + ", and a CRD's schema is the same for every subresource"
		case c.Sibling != nil:
			return false, "it applies only in one mode (+k8s:ifMode), whose rule reads the discriminator on the struct that declares the field, and that struct is not at hand here"
		case c.Option != "" && o.OptionsUnknown:
			return false, "it applies only while option " + c.Option + " is " + map[bool]string{true: "enabled", false: "disabled"}[c.Want] + ", and the published schema is the same whichever options the server runs with"
		case o.enabled(c.Option) != c.Want:
			return false, ""
		}
	}
	return true, ""
}

func (o Options) enabled(option string) bool {
	for _, e := range o.Enabled {
		if e == option {
			return true
		}
	}
	return false
}

func subresourceWhen(c validators.Condition) string {
	if c.Want {
		return "to " + c.Subresource + " requests"
	}
	return "to requests other than " + c.Subresource
}
