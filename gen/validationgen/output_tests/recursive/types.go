package recursive

// Tree is the root: a forest of nodes.
type Tree struct {
	TypeMeta int

	// +k8s:optional
	Root *Node `json:"root"`

	// +k8s:maxItems=2
	Forest []Node `json:"forest"`

	// Reaches Leafy, whose only validation is several levels down.
	Leafy Leafy `json:"leafy"`

	// Reaches Plain, which has no validation anywhere.
	Plain Plain `json:"plain"`

	// Ping and Pong recurse through each other.
	Ping Ping `json:"ping"`
}

// Node recurses through a pointer, a list, a map and a list of pointers,
// with rules at every level.
type Node struct {
	// +k8s:required
	// +k8s:maxLength=8
	Name string `json:"name"`

	// +k8s:minimum=0
	// +k8s:maximum=100
	Weight int `json:"weight"`

	// +k8s:optional
	Left *Node `json:"left"`

	// +k8s:maxItems=3
	Children []Node `json:"children"`

	// +k8s:maxProperties=2
	// +k8s:eachKey=+k8s:maxLength=3
	Named map[string]Node `json:"named"`

	// +k8s:eachVal=+k8s:validateTrue="items of Node.Refs"
	Refs []*Node `json:"refs"`

	// A typedef of a list of nodes.
	Group Group `json:"group"`
}

// Group is a named list of nodes with a rule of its own.
// +k8s:maxItems=2
type Group []Node

// Leafy recurses through itself; only Leaf, reached through a map and a
// list, has a rule.
type Leafy struct {
	Next map[string]Leafy `json:"next"`

	Leaves []Leaf `json:"leaves"`
}

// Leaf is what Leafy's validation exists for.
type Leaf struct {
	// +k8s:minimum=1
	Size int `json:"size"`
}

// Plain recurses without any rule: no function is generated for it.
type Plain struct {
	Self *Plain `json:"self"`

	Many []Plain `json:"many"`

	ByName map[string]Plain `json:"byName"`
}

// Ping reaches Pong, which reaches Ping.
type Ping struct {
	// +k8s:optional
	Pong *Pong `json:"pong"`

	// +k8s:maxLength=4
	Tag string `json:"tag"`
}

// Pong reaches Ping through a list.
type Pong struct {
	// +k8s:maxItems=1
	Pings []Ping `json:"pings"`
}
