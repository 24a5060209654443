// Package published holds the OpenAPI definitions kubedv-apiserver serves
// while its DeclarativeValidationInOpenAPI gate is on: those of package
// openapi (the parent directory, whose doc.go has the go:generate lines)
// plus the validation the +k8s: tags declare, written by openapi-gen
// --publish-validation (KEP-3937).
package published
