package dependent

type Root struct {
	TypeMeta int

	Conn     Conn            `json:"conn"`
	ConnPtr  *Conn           `json:"connPtr,omitempty"`
	ConnList []Conn          `json:"connList,omitempty"`
	ConnMap  map[string]Conn `json:"connMap,omitempty"`

	Other string `json:"other,omitempty"`
}

// Port is an integer typedef.
type Port int32

// Protocol is a string typedef.
type Protocol string

type Conn struct {
	// +k8s:dependentRequired(port)
	// +k8s:dependentRequired(protocol)
	// +k8s:dependentForbidden(socket)
	Host string `json:"host,omitempty"`

	Port *Port `json:"port,omitempty"`

	Protocol Protocol `json:"protocol,omitempty"`

	// +k8s:dependentForbidden(host)
	Socket []string `json:"socket,omitempty"`

	// +k8s:dependentRequired(labels)
	Secure bool `json:"secure,omitempty"`

	Labels map[string]string `json:"labels,omitempty"`

	// +k8s:dependentRequired(timeout)
	Retries uint `json:"retries,omitempty"`

	Limits `json:",inline"`

	// Note is read by no rule.
	Note string `json:"note,omitempty"`
}

// Limits is inlined into Conn: its fields are Conn's siblings.
type Limits struct {
	Timeout int64 `json:"timeout,omitempty"`
}

// Gated has a rule that applies only while FeatureX is enabled and an
// alpha rule.
type Gated struct {
	TypeMeta int

	// +k8s:ifEnabled(FeatureX)=+k8s:dependentRequired(b)
	// +k8s:alpha(since: "1.35")=+k8s:dependentForbidden(c)
	A *string `json:"a,omitempty"`

	B *string `json:"b,omitempty"`

	C *string `json:"c,omitempty"`
}
