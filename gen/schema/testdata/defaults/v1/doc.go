// +groupName=defaults.example.com

// Package v1 has a +default of every kind the CRD backend writes.
package v1
