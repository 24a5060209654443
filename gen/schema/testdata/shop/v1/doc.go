// Package v1 is a small tagged API for the CRD generator's tests.
//
// +groupName=shop.example.com
package v1
