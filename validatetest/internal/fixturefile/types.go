package fixturefile

// Gadget mimics +k8s:validateFalse tags on the type ("type Gadget"), on
// Spec ("field Gadget.Spec") and on Owner ("field Gadget.Owner"); its
// validation only reports Owner when it is set, so a fuzzed Gadget shows
// that the filler leaves no pointer nil.
type Gadget struct {
	TypeMeta int
	Spec     GadgetSpec `json:"spec"`
	Owner    *string    `json:"owner,omitempty"`
}

// GadgetSpec mimics a tag on the type ("type GadgetSpec"), on each item of
// Parts ("field GadgetSpec.Parts[*]") and on each value of Labels ("field
// GadgetSpec.Labels[*]"), so a fuzzed value reports one error per list
// item and per map entry.
type GadgetSpec struct {
	Parts  []string          `json:"parts"`
	Labels map[string]string `json:"labels"`
}

// Chain is recursive and mimics a tag on Next ("field Chain.Next"): a
// fuzzed Chain reports one error per link, so the fixture pins the
// filler's depth limit.
type Chain struct {
	TypeMeta int
	Next     *Chain `json:"next,omitempty"`
}

// Quiet has validation but no validateFalse tags; the fixture file lists
// it with no arguments.
type Quiet struct {
	TypeMeta int
	Size     int `json:"size"`
}
