// Package shared holds types the root package uses: no +groupName and no
// root type, so no CRD of its own (controller-gen skips such a package,
// and --crd-dir too), but its markers are read where its types are used.
package shared

// Window is merged whole by server-side apply.
type Window struct {
	// +structType=atomic
	Span Span `json:"span,omitempty"`
}

// Span is a start and an end.
type Span struct {
	Start string `json:"start,omitempty"`
	End   string `json:"end,omitempty"`
}
