package nomodifyitems

type T struct {
	TypeMeta int

	// Kubernetes' generator applies a site's tags in name order: a list
	// tag inside +k8s:alpha comes before +k8s:eachVal, and it refuses
	// NoModify on items that are not matched by key.
	// +k8s:optional
	// +k8s:alpha(since: "1.35")=+k8s:listType=set
	// +k8s:eachVal=+k8s:update=NoModify
	Set []string `json:"set"`

	// NoClear is refused on items without a key.
	// +k8s:optional
	// +k8s:eachVal=+k8s:update=NoClear
	Atomic []string `json:"atomic"`
}
