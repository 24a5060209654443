// Command widget-validate is kubedv-validate with the example API's Go
// types (widgets.kubedv.io/v1) built in: its generated defaults and
// validation and its strategy run on widgets, as its API server would.
// An API author's own validator is these few lines with their package.
package main

import (
	"context"
	"os"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/cli"
	"github.com/kubedv/kubedv/kubedv-validate/examples/widget-validate/openapi"
)

// Setup registers the widget types with their strategy and their OpenAPI
// definitions, so that an update is a server-side apply.
func Setup(v *check.Validator) error {
	s := runtime.NewScheme()
	if err := widgetv1.AddToScheme(s); err != nil {
		return err
	}
	st := &widgetv1.Strategy{Scheme: s}
	v.AddScheme(s, widgetv1.SchemeGroupVersion, check.Strategy{
		Validate: func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
			return st.ValidateRequest(ctx, obj, old)
		},
		OpenAPIDefinitions: openapi.GetOpenAPIDefinitions,
	})
	return nil
}

func main() {
	os.Exit(cli.Command{Name: "widget-validate", Setup: Setup}.Main(os.Args[1:]))
}
