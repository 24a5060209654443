// Package v1alpha1 has tags where nothing reads them.
package v1alpha1

// +k8s:maxLength=3
func Helper() {}

// +k8s:minimum=1
var Count = 1

// +k8s:minimum=1
const Limit = 1

// Phase is an enum; its constants may carry tags.
// +k8s:enum
type Phase string

// +k8s:ifEnabled(Extra)=+k8s:enumExclude
const PhaseExtra Phase = "Extra"

const PhaseBase Phase = "Base"

// Other generators' tags are not validation tags.
// +k8s:deepcopy-gen=false
var Untouched = 2
