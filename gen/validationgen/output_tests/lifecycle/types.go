package lifecycle

// Struct carries alpha and beta validations on fields, pointers, typedefs,
// collections and nested structs. Standard checks sit next to them so that
// each error's own level can be told apart.
type Struct struct {
	TypeMeta int

	// +k8s:alpha(since: "1.35")=+k8s:minimum=1
	AlphaField int `json:"alphaField"`

	// The version may be written without the leading v.
	// +k8s:beta(since: "1.36")=+k8s:maxLength=3
	BetaField string `json:"betaField"`

	// A standard and an alpha check on one field keep their own levels.
	// +k8s:minimum=0
	// +k8s:alpha(since: "1.35")=+k8s:maximum=10
	MixedField int `json:"mixedField"`

	// +k8s:beta(since: "1.35")=+k8s:minimum=1
	BetaPtr *int `json:"betaPtr"`

	// An alpha required still short-circuits: when unset, minLength does
	// not run.
	// +k8s:alpha(since: "1.35")=+k8s:required
	// +k8s:minLength=2
	AlphaRequired string `json:"alphaRequired"`

	// A beta forbidden field is never validated further.
	// +k8s:beta(since: "1.35")=+k8s:forbidden
	// +k8s:maxLength=1
	BetaForbidden *string `json:"betaForbidden"`

	// An alpha optional still skips the other checks when unset.
	// +k8s:alpha(since: "1.35")=+k8s:optional
	// +k8s:minimum=1
	AlphaOptional *int `json:"alphaOptional"`

	// +k8s:alpha(since: "1.35")=+k8s:eachVal=+k8s:minimum=1
	AlphaItems []int `json:"alphaItems"`

	// +k8s:beta(since: "1.35")=+k8s:eachVal=+k8s:maxLength=2
	// +k8s:alpha(since: "1.35")=+k8s:eachKey=+k8s:maxLength=3
	LevelMap map[string]string `json:"levelMap"`

	// Chains through list items: item and eachVal with subfield.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:alpha(since: "1.35")=+k8s:item(name: "a")=+k8s:subfield(value)=+k8s:minimum=1
	// +k8s:beta(since: "1.35")=+k8s:eachVal=+k8s:subfield(value)=+k8s:maximum=100
	Items []Item `json:"items"`

	// +k8s:beta(since: "1.35")=+k8s:subfield(value)=+k8s:maximum=5
	Sub Item `json:"sub"`

	// Uniqueness asked for under a lifecycle on an atomic list carries the
	// level of +k8s:unique, not that of the standard +k8s:listType.
	// +k8s:listType=atomic
	// +k8s:beta(since: "1.37")=+k8s:unique=set
	BetaUniqueSet []string `json:"betaUniqueSet"`

	// +k8s:listType=atomic
	// +k8s:alpha(since: "1.37")=+k8s:unique=map
	// +k8s:alpha(since: "1.37")=+k8s:listMapKey=name
	AlphaUniqueMap []Item `json:"alphaUniqueMap"`

	// Update rules under a lifecycle.
	// +k8s:alpha(since: "1.35")=+k8s:immutable
	AlphaImmutable string `json:"alphaImmutable"`

	// +k8s:beta(since: "1.35")=+k8s:update=NoModify
	BetaNoModify string `json:"betaNoModify"`

	// Typedefs: the lifecycle of the type declaration's tags.
	Typedef AlphaName `json:"typedef"`

	TypedefPtr *AlphaName `json:"typedefPtr"`

	// Both links of BetaShortName -> AlphaName apply, each with its level.
	Chain BetaShortName `json:"chain"`

	Counts Counts `json:"counts"`

	Nested Inner `json:"nested"`

	NestedPtr *Inner `json:"nestedPtr"`
}

// AlphaName is a typedef whose own check is alpha.
// +k8s:alpha(since: "1.35")=+k8s:maxLength=3
type AlphaName string

// BetaShortName adds a beta check to AlphaName's alpha one.
// +k8s:beta(since: "1.35")=+k8s:minLength=2
type BetaShortName AlphaName

// Counts is a map typedef with lifecycle chains on its keys and values.
// +k8s:beta(since: "1.35")=+k8s:eachKey=+k8s:maxLength=3
// +k8s:alpha(since: "1.35")=+k8s:eachVal=+k8s:minimum=0
type Counts map[string]int

// Item is a map-list item with a standard check of its own.
type Item struct {
	Name string `json:"name"`

	// +k8s:maximum=1000
	Value int `json:"value"`
}

// Inner is a struct with a beta field check and an alpha check from its
// type declaration.
// +k8s:alpha(since: "1.35")=+k8s:subfield(count)=+k8s:maximum=9
type Inner struct {
	// +k8s:beta(since: "1.35")=+k8s:neq="bad"
	Mode string `json:"mode"`

	// +k8s:minimum=0
	Count int `json:"count"`
}

// Gated combines a lifecycle with a condition: the alpha payload is an
// ifEnabled chain.
type Gated struct {
	TypeMeta int

	// +k8s:alpha(since: "1.35")=+k8s:ifEnabled(FeatureX)=+k8s:minimum=1
	AlphaWhenEnabled int `json:"alphaWhenEnabled"`

	// +k8s:beta(since: "1.35")=+k8s:ifDisabled(FeatureX)=+k8s:maximum=5
	BetaWhenDisabled int `json:"betaWhenDisabled"`
}
