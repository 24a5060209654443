// +k8s:validation-gen-typedef-chains=all

// Package v1alpha1 has +default values that do not fit their fields.
package v1alpha1

// +k8s:enum
type Mode string

const (
	ModeFast Mode = "Fast"
	ModeSlow Mode = "Slow"
)

// +k8s:minLength=4
type Base string

// Short is at most 8 characters and, through Base, at least 4.
// +k8s:maxLength=8
type Short Base

type Port struct {
	// +k8s:optional
	// +k8s:maximum=65535
	Number int32 `json:"number"`
}

type T struct {
	// +default="three"
	// +k8s:optional
	Count int32 `json:"count"`

	// +default=11
	// +k8s:optional
	// +k8s:maximum=10
	Max int32 `json:"max"`

	// +default=300
	// +k8s:optional
	Small int8 `json:"small"`

	// +default="Medium"
	// +k8s:optional
	Mode Mode `json:"mode"`

	// +default=ref(ModeFast)
	// +k8s:optional
	RefMode Mode `json:"refMode"`

	// +default=ref(Missing)
	// +k8s:optional
	Missing Mode `json:"missing"`

	// The default fails a rule of the type chain, two links down.
	// +default="abc"
	// +k8s:optional
	Name Short `json:"name"`

	// +default="Not A Name"
	// +k8s:optional
	// +k8s:format=k8s-short-name
	Host string `json:"host"`

	// +default=Always
	// +k8s:optional
	Policy string `json:"policy"`

	// +default=["ok", "toolong"]
	// +k8s:optional
	// +k8s:eachVal=+k8s:maxLength=3
	Tags []string `json:"tags"`

	// +default={"number": 70000, "name": "http"}
	// +k8s:optional
	Port *Port `json:"port"`

	// Fine: the default satisfies every rule.
	// +default="Slow"
	// +k8s:optional
	Good Mode `json:"good"`
}
