package v1

import (
	"time"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// populatedWidget sets every field of every type in this package (checked
// by TestPopulatedWidgetSetsEveryField), so deep-copy tests notice a new
// field that DeepCopyInto forgets. It even sets the forbidden
// DeprecatedFinish; use validWidget for a widget that passes validation.
func populatedWidget() *Widget {
	replicas := int32(3)
	maxUnavailable := Percent(25)
	deadline := int64(86400)
	// A fractional quantity is stored as an inf.Dec pointer, so copying it
	// deeply is observable.
	memory := resource.MustParse("1.5Gi")
	restart := WidgetRestartOnFailure
	return &Widget{
		TypeMeta: metav1.TypeMeta{APIVersion: SchemeGroupVersion.String(), Kind: "Widget"},
		ObjectMeta: metav1.ObjectMeta{
			Name:        "sprocket",
			Namespace:   "assembly",
			Generation:  2,
			Labels:      map[string]string{"app": "sprocket"},
			Annotations: map[string]string{"widgets.kubedv.io/note": "demo"},
		},
		Spec: WidgetSpec{
			Replicas:              &replicas,
			Tier:                  WidgetTierPremium,
			Owner:                 "gears-team",
			MaxUnavailable:        &maxUnavailable,
			MinReadySeconds:       10,
			ActiveDeadlineSeconds: &deadline,
			Zones:                 []string{"eu-west-1a", "eu-west-1b"},
			Region:                "eu-west-1",
			Description:           "Sprockets for the east assembly line.",
			ServiceAccountName:    "sprocket-runner",
			DeprecatedFinish:      "matte",
			MemoryLimit:           &memory,
			RestartPolicy:         &restart,
			Template: WidgetTemplate{
				Labels: map[string]string{
					"app":                      "sprocket",
					"widgets.kubedv.io/finish": "matte",
				},
				Image: "registry.example.com/sprocket:v1.4.2",
				Ports: []WidgetPort{
					{Name: "http", Port: 8080},
					{Name: "metrics", Port: 9090},
				},
			},
		},
		Status: WidgetStatus{
			ObservedGeneration: 2,
			ReadyReplicas:      3,
			Phase:              WidgetPhaseRunning,
			Conditions: []metav1.Condition{{
				Type:               "Available",
				Status:             metav1.ConditionTrue,
				ObservedGeneration: 2,
				LastTransitionTime: metav1.NewTime(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)),
				Reason:             "MinimumReplicasAvailable",
				Message:            "3 of 3 replicas are available.",
			}},
		},
	}
}

// validWidget is populatedWidget without the forbidden deprecated field.
func validWidget() *Widget {
	w := populatedWidget()
	w.Spec.DeprecatedFinish = ""
	return w
}
