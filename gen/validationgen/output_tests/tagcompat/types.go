package tagcompat

// Levels: alpha and beta anywhere in a chain; the outermost level wins.
type Levels struct {
	TypeMeta int

	// +k8s:eachVal=+k8s:alpha=+k8s:minimum=10
	AlphaItems []int `json:"alphaItems"`

	// +k8s:eachVal=+k8s:beta(since: "1.36")=+k8s:minimum=10
	BetaItems []int `json:"betaItems"`

	// +k8s:eachKey=+k8s:beta=+k8s:maxLength=2
	BetaKeys map[string]int `json:"betaKeys"`

	// +k8s:subfield(inner)=+k8s:alpha=+k8s:minimum=5
	Sub Inner `json:"sub"`

	// +k8s:alpha=+k8s:beta=+k8s:minimum=1
	Nested int `json:"nested"`
}

type Inner struct {
	Inner int `json:"inner"`
}

// Opaque's own tags apply, its fields' tags do not.
// +k8s:opaqueType
// +k8s:validateFalse="type Opaque"
type Opaque struct {
	// +k8s:minimum=1
	N int `json:"n"`
}

// OpaqueQuiet has nothing but its fields, which are not validated: no
// function is generated for it.
// +k8s:opaqueType
type OpaqueQuiet struct {
	// +k8s:minimum=1
	N int `json:"n"`
}

// +k8s:enum
type Nothing string

type Misc struct {
	TypeMeta int

	Opaque Opaque `json:"opaque"`

	Quiet OpaqueQuiet `json:"quiet"`

	// An enum without constants rejects every value.
	// +k8s:optional
	Nothing Nothing `json:"nothing"`

	// A discriminator without members checks nothing.
	// +k8s:unionDiscriminator
	Kind string `json:"kind"`

	// Unexported fields are skipped with their tags.
	// +k8s:required
	// +k8s:minimum=1
	hidden int
}

// Unions reaches its unions through +k8s:subfield.
type Unions struct {
	TypeMeta int

	// +k8s:subfield(type)=+k8s:unionDiscriminator
	// +k8s:subfield(a)=+k8s:unionMember
	// +k8s:subfield(b)=+k8s:unionMember
	Shape Shape `json:"shape"`

	// +k8s:alpha=+k8s:subfield(x)=+k8s:zeroOrOneOfMember
	// +k8s:alpha=+k8s:subfield(y)=+k8s:zeroOrOneOfMember
	// +k8s:optional
	Choice *Choice `json:"choice"`
}

type Shape struct {
	Type string `json:"type"`
	A    *int   `json:"a,omitempty"`
	B    *int   `json:"b,omitempty"`
}

type Choice struct {
	X *int `json:"x,omitempty"`
	Y *int `json:"y,omitempty"`
}

// Modes uses a mode discriminator under a feature condition.
type Modes struct {
	TypeMeta int

	Gated Gated `json:"gated"`
}

type Gated struct {
	// +k8s:ifEnabled(FeatureZ)=+k8s:modeDiscriminator
	Mode string `json:"mode"`

	// +k8s:ifEnabled(FeatureZ)=+k8s:ifMode("A")=+k8s:optional
	A *string `json:"a"`

	// +k8s:ifEnabled(FeatureZ)=+k8s:ifMode("B")=+k8s:optional
	B *string `json:"b"`
}
