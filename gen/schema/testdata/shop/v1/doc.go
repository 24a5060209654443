// +groupName=shop.example.com

// Package v1 is a small tagged API for the CRD generator's tests. Its
// package tags sit in a block of their own above the doc comment, as
// Kubernetes writes them.
package v1
