// +k8s:validation-gen-nolint

// Package pkg opts out of lint: none of its problems are reported.
package pkg

type T struct {
	// +k8s:maxLenght=3
	Name string `json:"name"`
}
