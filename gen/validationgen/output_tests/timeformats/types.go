package timeformats

type Root struct {
	TypeMeta int

	// +k8s:format=k8s-duration
	Timeout string `json:"timeout"`

	// +k8s:optional
	// +k8s:format=k8s-duration
	Backoff *string `json:"backoff,omitempty"`

	// +k8s:format=k8s-date-time
	Deadline string `json:"deadline"`

	// +k8s:optional
	// +k8s:format=k8s-date-time
	NotBefore *string `json:"notBefore,omitempty"`

	Stamp Timestamp `json:"stamp"`

	// The bounds keep the CRD's rules within the API server's cost budget.
	// +k8s:maxItems=16
	// +k8s:eachVal=+k8s:format=k8s-duration
	Steps []string `json:"steps"`

	// +k8s:maxProperties=16
	// +k8s:eachKey=+k8s:format=k8s-date-time
	Events map[string]string `json:"events"`
}

// Timestamp is an RFC 3339 date-time.
// +k8s:format=k8s-date-time
type Timestamp string
