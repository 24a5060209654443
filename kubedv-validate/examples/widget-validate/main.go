// Command widget-validate is kubedv-validate with the example API's Go
// types (widgets.kubedv.io/v1) built in: its generated defaults and
// validation and its strategy run on widgets, as its API server would.
// An API author's own validator is these few lines with their package.
package main

import (
	"context"
	"os"

	"k8s.io/apimachinery/pkg/api/equality"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/cli"
	"github.com/kubedv/kubedv/kubedv-validate/examples/widget-validate/openapi"
)

// Setup registers the widget types with their strategy (kubedv-apiserver's)
// and their OpenAPI definitions, so that an update is a server-side apply.
func Setup(v *check.Validator) error {
	s := runtime.NewScheme()
	if err := widgetv1.AddToScheme(s); err != nil {
		return err
	}
	st := &widgetv1.Strategy{Scheme: s}
	v.AddScheme(s, widgetv1.SchemeGroupVersion, check.Strategy{
		PrepareForCreate: prepareForCreate,
		PrepareForUpdate: prepareForUpdate,
		Validate: func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
			return st.ValidateRequest(ctx, obj, old)
		},
		OpenAPIDefinitions: openapi.GetOpenAPIDefinitions,
		ResetFields: map[fieldpath.APIVersion]*fieldpath.Set{
			fieldpath.APIVersion(widgetv1.SchemeGroupVersion.String()): fieldpath.NewSet(fieldpath.MakePathOrDie("status")),
		},
	})
	return nil
}

// prepareForCreate and prepareForUpdate do what kubedv-apiserver's widget
// strategy does before validating a request to the main resource
// (apiserver/server/strategy.go, in its own module): the status is the
// controller's (cleared on create, kept on update, and not the applier's:
// ResetFields), the first generation is 1 and a spec change bumps it.
func prepareForCreate(_ context.Context, obj runtime.Object) {
	w := obj.(*widgetv1.Widget)
	w.Status = widgetv1.WidgetStatus{}
	w.Generation = 1
}

func prepareForUpdate(_ context.Context, obj, old runtime.Object) {
	w, o := obj.(*widgetv1.Widget), old.(*widgetv1.Widget)
	w.Status = o.Status
	if !equality.Semantic.DeepEqual(w.Spec, o.Spec) {
		w.Generation = o.Generation + 1
	}
}

func main() {
	os.Exit(cli.Command{Name: "widget-validate", Setup: Setup}.Main(os.Args[1:]))
}
