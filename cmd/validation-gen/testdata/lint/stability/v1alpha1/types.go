// Package v1alpha1 uses tags of every stability level.
package v1alpha1

type T struct {
	// +k8s:optional
	// +k8s:validateTrueAlpha
	Alpha string `json:"alpha"`

	// +k8s:optional
	// +k8s:validateTrueBeta
	Beta string `json:"beta"`

	// +k8s:optional
	// +k8s:validateTrue
	Stable string `json:"stable"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:validateTrueAlpha
	Items []string `json:"items"`

	// A lifecycle prefix admits less stable tags.
	// +k8s:optional
	// +k8s:alpha(since: "1.35")=+k8s:validateTrueAlpha
	// +k8s:beta(since: "1.35")=+k8s:validateTrueBeta
	Prefixed string `json:"prefixed"`

	// But beta does not admit alpha tags.
	// +k8s:optional
	// +k8s:beta(since: "1.35")=+k8s:validateTrueAlpha
	BetaOfAlpha string `json:"betaOfAlpha"`
}
