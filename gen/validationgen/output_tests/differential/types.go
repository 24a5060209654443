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

// Frozen: +k8s:eachVal=+k8s:update=NoModify is accepted on any list, as
// Kubernetes' generator accepts it, and fires only where items have a key:
// elsewhere a changed item is a new one, with no old value.
type Frozen struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:eachVal=+k8s:update=NoModify
	Atomic []Pool `json:"atomic"`

	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:update=NoModify
	Set []string `json:"set"`

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:update=NoModify
	Keyed []Pool `json:"keyed"`
}

// Wrapped: a subfield chain inside +k8s:ifEnabled runs with the value's
// own checks, as Kubernetes' option wrapper drops the subfield's cohort:
// before the other subfield chains, and, when it short-circuits, stopping
// the whole value (its type's validation too).
type Wrapped struct {
	TypeMeta int

	// +k8s:beta(since: "1.30")=+k8s:subfield(a)=+k8s:maxLength=0
	// +k8s:ifEnabled(Opt)=+k8s:subfield(b)=+k8s:minLength=2
	// +k8s:subfield(b)=+k8s:minLength=3
	Inner Inner `json:"inner"`

	// +k8s:optional
	// +k8s:ifEnabled(Opt)=+k8s:subfield(n)=+k8s:immutable
	Stopped *Inner `json:"stopped,omitempty"`
}

type Inner struct {
	// +k8s:optional
	A string `json:"a,omitempty"`

	// +k8s:optional
	B string `json:"b,omitempty"`

	// +k8s:optional
	// +k8s:maximum=1
	N int `json:"n,omitempty"`
}
