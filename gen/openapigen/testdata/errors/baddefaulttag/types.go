package baddefaulttag

// T has a +default with a space before "=".
type T struct {
	// +default =5
	Value int32 `json:"value,omitempty"`
}
