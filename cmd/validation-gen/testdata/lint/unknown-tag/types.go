// Package unknowntag has tags no validator implements. Lint reports each
// one and goes on checking the rest: the presence rule still sees T.Name.
package unknowntag

type T struct {
	// +k8s:optional
	// +k8s:maxLenght=10
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:frobnicate
	Items []string `json:"items"`

	// +k8s:optional
	// +k8s:ifOptionEnabled(Gate)=+k8s:maxLength=3
	Gated string `json:"gated"`

	// +k8s:maxLength=3
	// +k8s:typo
	Unmarked string `json:"unmarked"`

	// Tags of other generators are not validation tags.
	// +k8s:deepcopy-gen=true
	// +k8s:openapi-gen=false
	Other string `json:"other"`
}
