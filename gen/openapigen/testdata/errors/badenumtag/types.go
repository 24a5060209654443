package badenumtag

// E has an enum tag with two arguments, which only v1.38 refuses.
// +enum(a, b)
type E string

// T uses E.
type T struct {
	Value E `json:"value"`
}
