package uriformat

type Root struct {
	TypeMeta int

	// +k8s:format=k8s-uri
	Endpoint string `json:"endpoint"`

	// +k8s:optional
	// +k8s:format=k8s-uri
	Issuer *string `json:"issuer,omitempty"`

	// +k8s:maxItems=8
	// +k8s:eachVal=+k8s:format=k8s-uri
	Mirrors []string `json:"mirrors"`
}
