// Package zerovalue combines +default with presence tags in the ways the
// KEP's zero-value rules forbid.
package zerovalue

type T struct {
	// A defaulted field is always set when validated.
	// +default="Always"
	// +k8s:required
	Policy string `json:"policy"`

	// The default is the zero value, which required rejects.
	// +default=0
	// +k8s:required
	Count int32 `json:"count"`

	// The default sets a field that must not be set.
	// +default=true
	// +k8s:forbidden
	Legacy *bool `json:"legacy"`

	// Fine: optional with a default.
	// +default="Never"
	// +k8s:optional
	Restart string `json:"restart"`
}
