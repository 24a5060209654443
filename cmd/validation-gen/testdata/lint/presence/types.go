// Package presence has fields with validation but no presence tag.
package presence

// +k8s:minLength=1
type Name string

// Names is a typedef of a list of Names: its items have validation.
type Names []Name

type Inner struct {
	// +k8s:required
	// +k8s:maxLength=8
	ID string `json:"id"`
}

type T struct {
	// Direct validation.
	// +k8s:maxLength=10
	Direct string `json:"direct"`

	// Validation through the field's type.
	Typed Name `json:"typed"`

	// Through a pointer to a struct with validation.
	Ptr *Inner `json:"ptr"`

	// Through the items of a list, at typedef depth 2.
	List Names `json:"list"`

	// Through map values.
	Map map[string]Inner `json:"map"`

	// Only through eachVal.
	// +k8s:eachVal=+k8s:maxLength=3
	Each []string `json:"each"`

	// Exempt: a struct value is never unset.
	Value Inner `json:"value"`

	// Exempt: the type's validation is cut off.
	// +k8s:opaqueType
	Opaque *Inner `json:"opaque"`

	// Exempt: the items' validation is cut off.
	// +k8s:eachVal=+k8s:opaqueType
	OpaqueItems []Inner `json:"opaqueItems"`

	// Exempt: no validation at all.
	Plain string `json:"plain"`

	// Fine: has a presence tag.
	// +k8s:optional
	// +k8s:maxLength=10
	Marked string `json:"marked"`

	// Presence behind a lifecycle prefix counts.
	// +k8s:beta(since: "1.35")=+k8s:optional
	// +k8s:maxLength=10
	Prefixed string `json:"prefixed"`
}
