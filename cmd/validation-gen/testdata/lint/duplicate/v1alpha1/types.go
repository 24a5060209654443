// Package v1alpha1 writes single-valued tags twice.
package v1alpha1

type T struct {
	// +k8s:optional
	// +k8s:maxLength=5
	// +k8s:maxLength=6
	A string `json:"a"`

	// The same value twice is redundant, not contradictory.
	// +k8s:optional
	// +k8s:maxLength=5
	// +k8s:maxLength=5
	B string `json:"b"`

	// Under different conditions two values are meant.
	// +k8s:optional
	// +k8s:maxItems=5
	// +k8s:ifEnabled(Big)=+k8s:maxItems=50
	C []string `json:"c"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:format=k8s-short-name
	// +k8s:eachVal=+k8s:format=k8s-long-name
	D []string `json:"d"`
}
