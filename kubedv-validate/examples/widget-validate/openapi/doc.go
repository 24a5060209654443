// Package openapi holds the OpenAPI definitions of the example API's types
// (and of the apimachinery types they use), written by this repository's
// openapi-gen as kubedv-apiserver's (../../../../apiserver/openapi): with
// them, widget-validate answers an update as a server-side apply, its
// merge knowing each list's type and keys.
//
// The generator runs in the root module (whose go.mod has its
// dependencies); both modules pin the same apimachinery.
package openapi

//go:generate go -C ../../../.. run ./cmd/openapi-gen --output-dir kubedv-validate/examples/widget-validate/openapi --output-pkg github.com/kubedv/kubedv/kubedv-validate/examples/widget-validate/openapi --output-file zz_generated.openapi.go --report-filename kubedv-validate/examples/widget-validate/openapi/violations.report github.com/kubedv/kubedv/examples/widget/v1 k8s.io/apimachinery/pkg/apis/meta/v1 k8s.io/apimachinery/pkg/runtime k8s.io/apimachinery/pkg/version k8s.io/apimachinery/pkg/util/intstr k8s.io/apimachinery/pkg/api/resource
