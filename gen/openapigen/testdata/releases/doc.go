// Package releases holds what Kubernetes v1.37's and v1.38's openapi-gen
// read differently; golden/releases.1.37.go.golden and
// releases.1.38.go.golden were written by kube-openapi's openapi-gen of
// each release on this package (golden/README.md).
//
// +k8s:openapi-gen=true
package releases
