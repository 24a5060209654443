package dependentsibling

type Inner struct {
	X int `json:"x"`
}

type T struct {
	TypeMeta int

	// +k8s:dependentRequired(protocl)
	// +k8s:dependentForbidden(zzz)
	// +k8s:dependentRequired(host)
	// +k8s:dependentRequired(inner)
	// +k8s:dependentForbidden(protocol)
	// +k8s:dependentForbidden(protocol)
	Host string `json:"host,omitempty"`

	Protocol string `json:"protocol,omitempty"`

	Inner Inner `json:"inner"`

	// +k8s:subfield(x)=+k8s:dependentRequired(host)
	Sub Inner `json:"sub"`
}
