// Package publishdefs holds the OpenAPI definitions openapi-gen
// --publish-validation writes for the example API (Widget) and the kit API
// (Gizmo), for the faithfulness test (publish_faithful_test.go): the
// schema they describe, validated as the API server validates a CRD, must
// agree with the generated Go validation. Package base holds the same
// definitions without the flag: the test tells the fields openapi-gen
// itself makes required (+required, no omitempty) from the published ones.
package publishdefs

//go:generate go run github.com/kubedv/kubedv/cmd/openapi-gen --publish-validation --output-dir . --output-pkg github.com/kubedv/kubedv/crdtest/publishdefs --output-file zz_generated.openapi.go --report-filename violations.report github.com/kubedv/kubedv/examples/widget/v1 github.com/kubedv/kubedv/crdtest/kitapi/v1 k8s.io/apimachinery/pkg/apis/meta/v1 k8s.io/apimachinery/pkg/runtime k8s.io/apimachinery/pkg/util/intstr k8s.io/apimachinery/pkg/api/resource
//go:generate go run github.com/kubedv/kubedv/cmd/openapi-gen --output-dir base --output-pkg github.com/kubedv/kubedv/crdtest/publishdefs/base --output-file zz_generated.openapi.go --report-filename violations.report github.com/kubedv/kubedv/examples/widget/v1 github.com/kubedv/kubedv/crdtest/kitapi/v1 k8s.io/apimachinery/pkg/apis/meta/v1 k8s.io/apimachinery/pkg/runtime k8s.io/apimachinery/pkg/util/intstr k8s.io/apimachinery/pkg/api/resource
