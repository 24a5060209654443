// Package invalidtag has tags generation rejects; lint reports them the
// way generation does, all at once.
package invalidtag

// +k8s:required
type Name string

type T struct {
	// +k8s:optional
	// +k8s:minLength=3
	Count *int32 `json:"count"`

	// +k8s:required
	// +k8s:optional
	Both *string `json:"both"`

	// +k8s:optional
	// +k8s:format=k8s-short-nam
	Format string `json:"format"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:maxProperties=3
	Items []string `json:"items"`

	// +k8s:maxLength=3
	hidden string
}
