package clean

// +k8s:enum
type Phase string

const (
	PhasePending Phase = "Pending"
	PhaseRunning Phase = "Running"
)

// +k8s:minLength=3
type Handle string

// +k8s:maxLength=32
// +k8s:format=k8s-short-name
type OwnerHandle Handle

type Port struct {
	// +k8s:required
	// +k8s:format=k8s-short-name
	Name string `json:"name"`
}

type T struct {
	TypeMeta int

	// +default="Pending"
	// +k8s:optional
	Phase *Phase `json:"phase,omitempty"`

	// +k8s:required
	Owner OwnerHandle `json:"owner"`

	// +k8s:optional
	// +k8s:maxItems=8
	// +k8s:listType=map
	// +k8s:listMapKey=name
	Ports []Port `json:"ports"`

	// +k8s:optional
	// +k8s:eachKey=+k8s:format=k8s-label-key
	// +k8s:eachVal=+k8s:maxLength=63
	Labels map[string]string `json:"labels"`

	Spec Port `json:"spec"`
}
