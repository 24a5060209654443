// Package kitchen exercises openapi-gen's tags; generated.golden was
// written by kube-openapi's openapi-gen on this package.
//
// +k8s:openapi-gen=true
package kitchen
