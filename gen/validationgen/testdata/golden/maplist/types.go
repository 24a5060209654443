// Package maplist: a list of items keyed by name, whose items are matched
// with their old counterparts, and an item rule.
//
// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
package maplist

type T struct {
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:maxItems=4
	// +k8s:item(name: "main")=+k8s:immutable
	Ports []Port `json:"ports"`
}

type Port struct {
	// +k8s:required
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:maximum=65535
	Number int32 `json:"number"`
}
