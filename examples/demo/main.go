// Command demo shows declarative validation of the widgets.kubedv.io/v1
// example API, first from a client's point of view, then from the server's.
//
// It registers the API in a runtime.Scheme, which also registers the
// generated validations, and then creates and updates Widgets. Each client
// scenario prints a heading and then either "valid" or the message an API
// server would send back with a 422 Unprocessable Entity, the same text
// kubectl shows.
//
// The defaulting scenarios (defaulting.go) show an object before and after
// the generated defaulters run, as a server does before validating.
//
// The server scenarios (server.go) run the migration of the API from
// hand-written to declarative validation through widgetv1.Strategy: shadow
// mode, a deliberate mismatch being logged and counted, and which
// validation answers under each strategy and gate setting.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/declarative"
	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

func main() {
	if err := run(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "demo:", err)
		os.Exit(1)
	}
}

// widgetKind is the group-qualified kind an API server names in its errors.
var widgetKind = schema.GroupKind{Group: widgetv1.GroupName, Kind: "Widget"}

// run plays every scenario against a fresh scheme and writes the report to w.
func run(w io.Writer) error {
	scheme := runtime.NewScheme()
	if err := widgetv1.AddToScheme(scheme); err != nil {
		return fmt.Errorf("adding %s to the scheme: %w", widgetv1.SchemeGroupVersion, err)
	}
	ctx := context.Background()
	client := scenarios()
	for i, s := range client {
		var errs field.ErrorList
		if s.old == nil {
			errs = declarative.ValidateDeclaratively(ctx, scheme, s.obj, nil, operation.Create)
		} else {
			errs = declarative.ValidateDeclaratively(ctx, scheme, s.obj, s.old, operation.Update)
		}
		if _, err := fmt.Fprintf(w, "== %d. %s ==\n%s\n", i+1, s.title, outcome(s.obj.Name, errs)); err != nil {
			return fmt.Errorf("writing scenario %d: %w", i+1, err)
		}
	}
	if err := serverScenarios(w, scheme, len(client)+1); err != nil {
		return fmt.Errorf("writing the server scenarios: %w", err)
	}
	if err := defaulting(w, scheme); err != nil {
		return fmt.Errorf("writing the defaulting scenarios: %w", err)
	}
	return nil
}

// outcome renders what a client would see for errs: "valid", or the 422
// error an API server would return, formatted the way kubectl prints it.
func outcome(name string, errs field.ErrorList) string {
	if len(errs) == 0 {
		return "valid"
	}
	return kubectlMessage(apierrors.NewInvalid(widgetKind, name, errs))
}

// kubectlMessage formats an Invalid status error as kubectl does: the kind
// and name, then one "field: message" cause per line when there are several.
func kubectlMessage(err *apierrors.StatusError) string {
	details := err.Status().Details
	prefix := fmt.Sprintf("The %s %q is invalid: ", details.Kind, details.Name)
	causes := make([]string, len(details.Causes))
	for i, c := range details.Causes {
		causes[i] = c.Field + ": " + c.Message
	}
	if len(causes) == 1 {
		return prefix + causes[0]
	}
	return prefix + "\n* " + strings.Join(causes, "\n* ")
}
