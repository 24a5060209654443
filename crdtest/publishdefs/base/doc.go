// Package base holds the definitions of package publishdefs generated
// without --publish-validation (publishdefs/doc.go has the go:generate
// lines).
package base
