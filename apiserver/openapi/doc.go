// Package openapi holds the OpenAPI definitions kubedv-apiserver serves:
// this repository's openapi-gen writes them from the example API's types
// and comments (descriptions, list and map semantics, enums, defaults) and
// from the apimachinery types the API uses, as Kubernetes generates its own.
// violations.report lists the API rule violations of those types.
package openapi

// Package published (./published) holds the same definitions generated
// with --publish-validation: they also carry the validation the +k8s:
// tags declare. The server serves those while its
// DeclarativeValidationInOpenAPI gate is on.
//
// The generator runs in the root module (whose go.mod has its
// dependencies); both modules pin the same apimachinery.
//go:generate go -C ../.. run ./cmd/openapi-gen --output-dir apiserver/openapi --output-pkg github.com/kubedv/kubedv/apiserver/openapi --output-file zz_generated.openapi.go --report-filename apiserver/openapi/violations.report github.com/kubedv/kubedv/examples/widget/v1 k8s.io/apimachinery/pkg/apis/meta/v1 k8s.io/apimachinery/pkg/runtime k8s.io/apimachinery/pkg/version k8s.io/apimachinery/pkg/util/intstr k8s.io/apimachinery/pkg/api/resource
//go:generate go -C ../.. run ./cmd/openapi-gen --publish-validation --output-dir apiserver/openapi/published --output-pkg github.com/kubedv/kubedv/apiserver/openapi/published --output-file zz_generated.openapi.go --report-filename apiserver/openapi/violations.report github.com/kubedv/kubedv/examples/widget/v1 k8s.io/apimachinery/pkg/apis/meta/v1 k8s.io/apimachinery/pkg/runtime k8s.io/apimachinery/pkg/version k8s.io/apimachinery/pkg/util/intstr k8s.io/apimachinery/pkg/api/resource
