// Package deprecated uses a deprecated format.
package deprecated

type T struct {
	// +k8s:optional
	// +k8s:format=k8s-long-name-caseless
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:format=k8s-long-name-caseless
	Names []string `json:"names"`
}
