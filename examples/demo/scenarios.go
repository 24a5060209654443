package main

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// scenario is one request against the API: a create when old is nil,
// otherwise an update of old to obj.
type scenario struct {
	title string
	obj   *widgetv1.Widget
	old   *widgetv1.Widget
}

// scenarios returns the demo requests in the order they are played.
func scenarios() []scenario {
	return []scenario{
		{
			title: "Create a valid widget",
			obj:   sprocket(),
		},
		{
			title: "Create a widget with six invalid fields",
			obj:   brokenGizmo(),
		},
		{
			title: "Update a legacy widget, changing only a valid field (ratcheting)",
			obj:   scaled(legacyDoohickey(), 5),
			old:   legacyDoohickey(),
		},
		{
			title: "Update a legacy widget, changing an invalid field",
			obj:   withOwner(legacyDoohickey(), "QA-Team"),
			old:   legacyDoohickey(),
		},
		{
			title: "Create a widget recycled before it is available (a cross-field CEL rule)",
			obj:   shortLivedCog(),
		},
		{
			title: "Update a widget, adding more than 100 replicas (a CEL transition rule)",
			obj:   scaled(sprocket(), 150),
			old:   sprocket(),
		},
	}
}

// sprocket is a widget that passes every rule in widgets.kubedv.io/v1.
func sprocket() *widgetv1.Widget {
	return &widgetv1.Widget{
		TypeMeta: metav1.TypeMeta{APIVersion: widgetv1.SchemeGroupVersion.String(), Kind: "Widget"},
		ObjectMeta: metav1.ObjectMeta{
			Name:       "sprocket",
			Namespace:  "assembly",
			Generation: 1,
			Labels:     map[string]string{"app": "sprocket"},
		},
		Spec: widgetv1.WidgetSpec{
			Replicas:              new(int32(3)),
			Tier:                  widgetv1.WidgetTierStandard,
			Owner:                 "gears-team",
			MaxUnavailable:        new(widgetv1.Percent(25)),
			MinReadySeconds:       10,
			ActiveDeadlineSeconds: new(int64(86400)),
			Zones:                 []string{"eu-west-1a", "eu-west-1b"},
			Region:                "eu-west-1",
			Description:           "Sprockets for the east assembly line.",
			ServiceAccountName:    "sprocket-runner",
			MemoryLimit:           new(resource.MustParse("256Mi")),
			Template: widgetv1.WidgetTemplate{
				Labels: map[string]string{
					"app":                      "sprocket",
					"widgets.kubedv.io/finish": "matte",
				},
				Image: "registry.example.com/sprocket:v1.4.2",
				Ports: []widgetv1.WidgetPort{
					{Name: "http", Port: 8080},
					{Name: "metrics", Port: 9090},
				},
			},
		},
	}
}

// brokenGizmo breaks one rule of each kind: a bound, an enum, a format, a
// rule inherited through a typedef chain, a nested list item and a map key.
func brokenGizmo() *widgetv1.Widget {
	w := sprocket()
	w.Name = "gizmo"
	w.Spec.Replicas = new(int32(5000))           // above +k8s:maximum=1000
	w.Spec.Tier = "Gold"                         // not a WidgetTier constant
	w.Spec.Owner = "qa"                          // Handle's +k8s:minLength=3, via OwnerHandle
	w.Spec.Zones = []string{"eu west 1a"}        // not a label value
	w.Spec.Template.Ports[1].Port = 70000        // above +k8s:maximum=65535
	w.Spec.Template.Labels["cost center"] = "42" // not a label key
	return w
}

// shortLivedCog breaks the CEL rule on WidgetSpec: its instances are
// recycled after 300 seconds but count as available only after 600.
func shortLivedCog() *widgetv1.Widget {
	w := sprocket()
	w.Name = "cog"
	w.Spec.MinReadySeconds = 600
	w.Spec.ActiveDeadlineSeconds = new(int64(300))
	return w
}

// legacyDoohickey was stored before validation was declared: its owner is
// too short and one of its label keys contains a space.
func legacyDoohickey() *widgetv1.Widget {
	w := sprocket()
	w.Name = "doohickey"
	w.Generation = 7
	w.Spec.Owner = "QA"
	w.Spec.Template.Labels["cost center"] = "42"
	return w
}

func scaled(w *widgetv1.Widget, replicas int32) *widgetv1.Widget {
	w.Spec.Replicas = &replicas
	return w
}

func withOwner(w *widgetv1.Widget, owner widgetv1.OwnerHandle) *widgetv1.Widget {
	w.Spec.Owner = owner
	return w
}
