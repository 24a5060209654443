// Package malformedtag has a tag that does not parse: lint reports it and
// nothing else until it does.
package malformedtag

type T struct {
	// +k8s:maxLength(=3
	Name string `json:"name"`

	// +k8s:eachVal=+k8s:
	Items []string `json:"items"`
}
