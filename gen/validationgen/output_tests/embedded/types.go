package embedded

// T embeds structs in every way a JSON API can.
type T struct {
	TypeMeta int

	// Inlined explicitly.
	Inline `json:",inline"`

	// Inlined through a pointer; checked when set.
	*PtrInline `json:",inline"`

	// Embedded without a JSON name: encoding/json inlines it.
	Unnamed `json:""`

	// Embedded with a JSON name: a nested object.
	Named `json:"named"`

	// Embedded pointer with a JSON name and a rule of its own.
	// +k8s:required
	*NamedPtr `json:"namedPtr"`

	// A field of T itself, next to the inlined ones.
	// +k8s:maximum=10
	Own int `json:"own"`
}

// Inline has rules on its fields and an embedded struct of its own.
type Inline struct {
	// +k8s:minimum=1
	InlineCount int `json:"inlineCount"`

	// Inlined twice: its fields land at T's level too.
	Deep `json:",inline"`
}

// Deep is inlined inside an inlined struct.
type Deep struct {
	// +k8s:maxLength=3
	DeepName string `json:"deepName"`
}

// PtrInline is inlined through a pointer.
type PtrInline struct {
	// +k8s:minimum=1
	PtrCount int `json:"ptrCount"`
}

// Unnamed is embedded with an empty JSON tag.
type Unnamed struct {
	// +k8s:maxLength=3
	UnnamedName string `json:"unnamedName"`
}

// Named is embedded under a JSON name, with a type-level rule.
// +k8s:validateTrue="type Named"
type Named struct {
	// +k8s:minimum=1
	NamedCount int `json:"namedCount"`

	// Inlined into the named object.
	Deep `json:",inline"`
}

// NamedPtr is embedded through a pointer under a JSON name.
type NamedPtr struct {
	// +k8s:maxLength=3
	Label string `json:"label"`
}

// Wrapper holds a T below the top of the tree, where embedded structs
// without a JSON name are inlined.
type Wrapper struct {
	TypeMeta int

	Inner T `json:"inner"`
}

// Tagged carries a rule on an inlined embedded field: it applies to the
// embedded struct, reported at the parent's path.
type Tagged struct {
	TypeMeta int

	// +k8s:validateFalse="field Tagged.Inline"
	Inline `json:",inline"`

	// +k8s:validateFalse="field Tagged.Named"
	Named `json:"named"`
}
