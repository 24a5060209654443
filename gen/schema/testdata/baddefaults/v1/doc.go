// +groupName=bad.example.com

// Package v1 has defaults a CRD cannot carry or the schema rejects.
package v1
