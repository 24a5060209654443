package badquote

// T has a list map key with a quote in it.
type T struct {
	// +listType=map
	// +listMapKey=na"me
	Items []Item `json:"items,omitempty"`
}

// Item is an item.
type Item struct {
	Name string `json:"name"`
}
