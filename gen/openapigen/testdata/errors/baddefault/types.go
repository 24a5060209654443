package baddefault

// T has a default its JSON form can never show.
type T struct {
	// +default="x"
	Value string `json:"value"`
}
