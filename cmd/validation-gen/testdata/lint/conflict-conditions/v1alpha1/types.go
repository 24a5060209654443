// Package v1alpha1 has validations whose conditions exclude each other.
package v1alpha1

type T struct {
	// +k8s:optional
	// +k8s:ifEnabled(X)=+k8s:ifDisabled(X)=+k8s:maxLength=3
	A string `json:"a"`

	// +k8s:optional
	// +k8s:ifSubresource("/s")=+k8s:ifNotSubresource("/s")=+k8s:maxLength=3
	B string `json:"b"`

	// +k8s:optional
	// +k8s:ifSubresource("/status")=+k8s:ifSubresource("/scale")=+k8s:maxLength=3
	C string `json:"c"`

	// Different options, and an option with itself, are fine.
	// +k8s:optional
	// +k8s:ifEnabled(X)=+k8s:ifDisabled(Y)=+k8s:maxLength=3
	// +k8s:ifEnabled(X)=+k8s:ifEnabled(X)=+k8s:minLength=1
	D string `json:"d"`
}

// Item is an item of the lists below.
type Item struct {
	// +k8s:optional
	Name string `json:"name,omitempty"`
}

// Keyed lists its items by name.
// +k8s:listType=map
// +k8s:listMapKey=name
type Keyed []Item

type Lists struct {
	// An atomic list's changed item is a new item: NoModify never fires.
	// +k8s:optional
	// +k8s:eachVal=+k8s:update=NoModify
	Atomic []Item `json:"atomic,omitempty"`

	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:update=NoModify
	Set []string `json:"set,omitempty"`

	// Items with a key keep their identity.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:update=NoModify
	Map []Item `json:"map,omitempty"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:update=NoModify
	ByType Keyed `json:"byType,omitempty"`
}
