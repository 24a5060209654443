package optionaldefault

type T struct {
	TypeMeta int

	// +k8s:optional
	// +default="foo"
	// +k8s:minLength=2
	String string `json:"string"`

	// +k8s:optional
	// +default="foo"
	StringPtr *string `json:"stringPtr"`

	// +k8s:optional
	// +default=5
	// +k8s:minimum=1
	Int int32 `json:"int"`

	// +k8s:optional
	// +default=["a"]
	List []string `json:"list"`

	// +k8s:optional
	// +default={"k": "v"}
	Map map[string]string `json:"map"`

	// A zero default: the optional tag is documentation, so the minimum
	// runs on the zero value too.
	// +k8s:optional
	// +default=0
	// +k8s:minimum=1
	ZeroInt int32 `json:"zeroInt"`

	// A zero default on a pointer still makes it required.
	// +k8s:optional
	// +default=""
	ZeroPtr *string `json:"zeroPtr"`

	// The spelling Kubernetes plans (+k8s:default) means the same.
	// +k8s:optional
	// +k8s:default="bar"
	K8sString string `json:"k8sString"`

	// +k8s:optional
	// +k8s:default=3
	K8sPtr *int32 `json:"k8sPtr"`

	// +k8s:optional
	// +k8s:default=0
	// +k8s:minimum=1
	K8sZeroInt int32 `json:"k8sZeroInt"`

	// Without a default the field stays optional.
	// +k8s:optional
	// +k8s:minimum=1
	Plain int32 `json:"plain"`
}
