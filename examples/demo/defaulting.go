package main

import (
	"fmt"
	"io"

	"k8s.io/apimachinery/pkg/runtime"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// defaulting shows what an API server does to an object before validating
// it: scheme.Default runs the SetObjectDefaults_Widget that defaulter-gen
// generated from the +default tags. A value the client set is kept.
func defaulting(w io.Writer, scheme *runtime.Scheme) error {
	never := widgetv1.WidgetRestartNever
	cases := []struct {
		title  string
		policy *widgetv1.WidgetRestartPolicy
	}{
		{"Default a widget that leaves spec.restartPolicy unset", nil},
		{"Default a widget that sets spec.restartPolicy", &never},
	}
	for _, c := range cases {
		obj := sprocket()
		obj.Spec.RestartPolicy = c.policy
		before := restartPolicy(obj)
		scheme.Default(obj)
		if _, err := fmt.Fprintf(w, "== %s ==\nbefore: spec.restartPolicy: %s\nafter:  spec.restartPolicy: %s\n", c.title, before, restartPolicy(obj)); err != nil {
			return err
		}
	}
	return nil
}

func restartPolicy(obj *widgetv1.Widget) string {
	if obj.Spec.RestartPolicy == nil {
		return "<unset>"
	}
	return fmt.Sprintf("%q", *obj.Spec.RestartPolicy)
}
