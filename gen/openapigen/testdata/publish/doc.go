// Package publish exercises openapi-gen --publish-validation: its
// definitions (package ./openapi) are generated with the flag.
//
// +k8s:openapi-gen=true
package publish
