// Package models exercises +k8s:openapi-model-package.
//
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=io.example.models
package models
