// Package v1alpha1 misuses the lifecycle prefixes. Generation rejects
// these too; lint's messages spell out the fix.
package v1alpha1

type T struct {
	// Not at the start of the chain.
	// +k8s:optional
	// +k8s:eachVal=+k8s:alpha(since: "1.35")=+k8s:maxLength=3
	Items []string `json:"items"`

	// No payload.
	// +k8s:optional
	// +k8s:beta(since: "1.35")
	Name string `json:"name"`

	// Not a release, and an argument it does not take.
	// +k8s:optional
	// +k8s:alpha(since: "1.x", reason: "new")=+k8s:maxLength=3
	Other string `json:"other"`

	// A leading v, which Kubernetes' validation-gen refuses.
	// +k8s:optional
	// +k8s:beta(since: "v1.35")=+k8s:maxLength=3
	Prefixed string `json:"prefixed"`

	// Fine.
	// +k8s:optional
	// +k8s:beta(since: "1.35")=+k8s:maxLength=3
	// +k8s:alpha(since: "1.36")=+k8s:minLength=1
	Good string `json:"good"`
}
