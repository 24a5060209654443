package celmessage

// T has a CEL rule without a message.
type T struct {
	// +k8s:validation:cel[0]:rule="self > 0"
	N int32 `json:"n,omitempty"`
}
