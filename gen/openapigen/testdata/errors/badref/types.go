package badref

// T defaults to a constant that does not exist (upstream writes code naming it).
type T struct {
	// +default=ref(Nope)
	S *string `json:"s,omitempty"`
}
