package v1

import (
	"context"
	"slices"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Zones and ports are atomic lists: their items have no
// identity across updates, as in Kubernetes. An unchanged list is not
// validated again (stored invalid items ratchet); once a list changed, every
// item is validated as new, items kept from the old list included. The
// hand-written and the generated validation must both say so.

// withBadZoneAndPort is a valid widget that stores one invalid zone and one
// invalid port, as data written before the rules tightened would.
func withBadZoneAndPort() *Widget {
	w := validWidget()
	w.Spec.Zones = []string{"bad zone", "eu-west-1b"}
	w.Spec.Template.Ports[1].Port = 0
	return w
}

var (
	badZone = field.NewPath("spec", "zones").Index(0).String()
	badPort = field.NewPath("spec", "template", "ports").Index(1).Child("port").String()
)

func TestAtomicListUpdates(t *testing.T) {
	scheme := validatingScheme(t)
	for _, tc := range []struct {
		name   string
		change func(w *Widget)
		want   []string // field paths of the expected errors, sorted
	}{
		{"unchanged lists ratchet", func(w *Widget) { *w.Spec.Replicas = 5 }, nil},
		{"a zone added: every zone validated", func(w *Widget) { w.Spec.Zones = append(w.Spec.Zones, "eu-west-1c") }, []string{badZone}},
		{"zones reordered: every zone validated", func(w *Widget) { slices.Reverse(w.Spec.Zones) },
			[]string{field.NewPath("spec", "zones").Index(1).String()}},
		{"the bad zone fixed", func(w *Widget) { w.Spec.Zones[0] = "eu-west-1a" }, nil},
		{"a port renamed: every port validated", func(w *Widget) { w.Spec.Template.Ports[0].Name = "web" }, []string{badPort}},
		{"a port removed: the ports left validated", func(w *Widget) { w.Spec.Template.Ports = w.Spec.Template.Ports[1:] },
			[]string{field.NewPath("spec", "template", "ports").Index(0).Child("port").String()}},
		{"the bad port removed", func(w *Widget) { w.Spec.Template.Ports = w.Spec.Template.Ports[:1] }, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			old := withBadZoneAndPort()
			obj := withBadZoneAndPort()
			tc.change(obj)
			declarative := paths(scheme.ValidateUpdate(context.Background(), nil, obj, old))
			handwritten := paths(ValidateWidgetUpdate(obj, old))
			if !slices.Equal(declarative, tc.want) {
				t.Errorf("declarative errors at %v, want %v", declarative, tc.want)
			}
			if !slices.Equal(handwritten, tc.want) {
				t.Errorf("hand-written errors at %v, want %v", handwritten, tc.want)
			}
		})
	}
	// On create every item is validated.
	created := paths(scheme.Validate(context.Background(), nil, withBadZoneAndPort()))
	if want := []string{badZone, badPort}; !slices.Equal(created, sorted(want)) {
		t.Errorf("create: errors at %v, want %v", created, sorted(want))
	}
}

// paths returns the sorted field paths of errs, without duplicates (a bad
// zone fails more than one label-value rule).
func paths(errs field.ErrorList) []string {
	var out []string
	for _, e := range errs {
		out = append(out, e.Field)
	}
	return slices.Compact(sorted(out))
}

func sorted(s []string) []string {
	slices.Sort(s)
	return s
}
