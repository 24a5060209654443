package publish

// Name is a typedef with its own rules: OpenAPI inlines it, with them.
// +k8s:minLength=1
// +k8s:maxLength=20
type Name string

// Names is a list typedef whose items are Names.
// +k8s:maxItems=4
type Names []Name

// Range is referred to by $ref; its own rules are in its definition.
// +k8s:validation:cel[0]:rule="self.min <= self.max"
// +k8s:validation:cel[0]:message="min must not exceed max"
type Range struct {
	// +k8s:optional
	// +k8s:minimum=0
	Min int32 `json:"min,omitempty"`
	// +k8s:optional
	// +k8s:maximum=100
	Max int32 `json:"max,omitempty"`
}

// Item is an item of a map list.
type Item struct {
	// +k8s:required
	// +k8s:format=k8s-short-name
	Key string `json:"key"`
	// +k8s:optional
	// +k8s:maxLength=10
	Value string `json:"value,omitempty"`
}

// Thing is the published type.
type Thing struct {
	// Count is bounded by tags and by a marker that agrees.
	// +k8s:required
	// +k8s:minimum=1
	// +k8s:maximum=10
	// +k8s:validation:maximum=10
	Count *int32 `json:"count"`

	// +k8s:optional
	Label Name `json:"label,omitempty"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:maxLength=5
	Aliases Names `json:"aliases,omitempty"`

	// +k8s:optional
	// +k8s:maxProperties=3
	// +k8s:eachVal=+k8s:minimum=0
	Weights map[string]int64 `json:"weights,omitempty"`

	// Limits is a struct: its field rules sit next to its $ref.
	// +k8s:required
	// +k8s:subfield(max)=+k8s:minimum=1
	Limits *Range `json:"limits"`

	// +k8s:optional
	// +k8s:immutable
	Mode string `json:"mode,omitempty"`

	// +k8s:optional
	// +listType=map
	// +listMapKey=key
	// +k8s:listType=map
	// +k8s:listMapKey=key
	// +k8s:maxItems=8
	Items []Item `json:"items,omitempty"`

	// Tags are unique for validation-gen; openapi-gen's +listType does not
	// say so, so the uniqueness is not published.
	// +k8s:optional
	// +k8s:listType=set
	Tags []string `json:"tags,omitempty"`
}
