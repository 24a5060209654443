package patchtags

// T has +patchStrategy and a patchStrategy struct tag that disagree.
type T struct {
	// +patchStrategy=merge
	// +patchMergeKey=name
	L []Item `json:"l,omitempty" patchStrategy:"replace" patchMergeKey:"name"`
}

type Item struct {
	Name string `json:"name"`
}
