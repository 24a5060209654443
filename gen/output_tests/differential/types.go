package differential

// Order: Kubernetes orders a site's checks by tag name, so +k8s:immutable
// reports before +k8s:required, and +k8s:update after it.
type Order struct {
	TypeMeta int

	// +k8s:required
	// +k8s:immutable
	Name string `json:"name"`

	// +k8s:required
	// +k8s:immutable
	Kind Kind `json:"kind"`

	// +k8s:update=NoUnset
	// +k8s:required
	Port *int `json:"port"`

	// +k8s:optional
	Child *Child `json:"child,omitempty"`

	// +k8s:ifEnabled(Opt)=+k8s:optional
	// +k8s:maxLength=1
	Note string `json:"note"`
}

// +k8s:enum
type Kind string

const KindA Kind = "A"

// Child is checked with no old value when it is new on update: its
// pointers and lists were unset then, its other values are not checked.
type Child struct {
	// +k8s:optional
	// +k8s:update=NoSet
	Set *string `json:"set,omitempty"`

	// +k8s:optional
	// +k8s:listType=set
	// +k8s:update=NoAddItem
	Items []string `json:"items,omitempty"`

	// +k8s:optional
	// +k8s:update=NoSet
	Labels map[string]string `json:"labels,omitempty"`

	// +k8s:optional
	// +k8s:update=NoSet
	Plain string `json:"plain,omitempty"`
}

// Pools: an old list with two items of one key correlates a new item of
// that key with the first of them.
type Pools struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	Items []Pool `json:"items"`
}

type Pool struct {
	// +k8s:required
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:maxLength=1
	V string `json:"v"`
}

// Labels: a map's eachKey errors come before its minProperties error (tag
// name order), its values' checks after.
type Labels struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:minProperties=2
	// +k8s:eachKey=+k8s:maxLength=1
	// +k8s:eachVal=+k8s:minLength=3
	Labels map[string]string `json:"labels"`
}
