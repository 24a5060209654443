package validatefalse

// T uses the test tags on every scope.
type T struct {
	TypeMeta int

	// +k8s:validateFalse="field T.S"
	S string `json:"s"`

	// The test tags see a pointer field itself, as in Kubernetes: a nil
	// pointer is reported too.
	// +k8s:validateFalse="field T.PS"
	PS *string `json:"ps"`

	// Unless optional: presence stops the checks of a nil pointer.
	// +k8s:optional
	// +k8s:validateFalse="field T.OptPS"
	OptPS *string `json:"optPS"`

	// Checks keep their order; those before the test tag see what the
	// pointer points to, so a nil pointer skips them.
	// +k8s:maxLength=1
	// +k8s:validateFalse="field T.Bounded"
	Bounded *string `json:"bounded"`

	// Passing tags report nothing, whatever their stability.
	// +k8s:validateTrue="field T.Passing"
	// +k8s:validateTrueAlpha="field T.Passing alpha"
	// +k8s:validateTrueBeta="field T.Passing beta"
	Passing string `json:"passing"`

	// Several failing tags are all reported.
	// +k8s:validateFalse="field T.Multi 1"
	// +k8s:validateFalse="field T.Multi 2"
	Multi int `json:"multi"`

	// A failing short-circuit check stops the value's regular checks.
	// +k8s:validateFalse="field T.SC regular"
	// +k8s:validateFalse(flags: "ShortCircuit")="field T.SC short-circuit"
	SC string `json:"sc"`

	// A passing short-circuit check does not.
	// +k8s:validateTrue(flags: "ShortCircuit")="field T.SCPass short-circuit"
	// +k8s:validateFalse="field T.SCPass regular"
	SCPass string `json:"scPass"`

	// NonError: the failure is not reported but still stops the rest.
	// +k8s:validateFalse(flags: "ShortCircuit,NonError")="field T.Hidden short-circuit"
	// +k8s:validateFalse="field T.Hidden regular"
	Hidden string `json:"hidden"`

	// All short-circuit checks run, together with presence, before any
	// regular check.
	// +k8s:required
	// +k8s:validateFalse(flags: "ShortCircuit")="field T.Required short-circuit"
	// +k8s:validateFalse="field T.Required regular"
	Required string `json:"required"`

	// The short-circuit check of the type is separate from the field's:
	// the field's failure skips the type's checks.
	// +k8s:validateFalse(flags: "ShortCircuit")="field T.Typed short-circuit"
	Typed E `json:"typed"`

	// Without a field short-circuit, the type's checks run after the field's.
	// +k8s:validateFalse="field T.TypedRegular"
	TypedRegular E `json:"typedRegular"`

	// +k8s:eachVal=+k8s:validateFalse="items of T.List"
	List []int `json:"list"`

	// +k8s:eachVal=+k8s:validateFalse(flags: "ShortCircuit")="items of T.ListSC short-circuit"
	// +k8s:eachVal=+k8s:validateFalse="items of T.ListSC regular"
	ListSC []int `json:"listSC"`

	// +k8s:eachVal=+k8s:validateFalse="values of T.Map"
	// +k8s:eachKey=+k8s:validateFalse="keys of T.Map"
	Map map[string]int `json:"map"`

	// Kubernetes v1.38 refuses NonError checks through eachKey and eachVal
	// (kubernetes/kubernetes#141945), which used to hide the keys' checks.
	// +k8s:eachVal=+k8s:validateFalse="values of T.MapHidden"
	MapHidden map[string]int `json:"mapHidden"`

	// +k8s:optional
	Inner *Inner `json:"inner"`
}

// E has a short-circuit check and a regular one of its own.
// +k8s:validateFalse(flags: "ShortCircuit")="type E short-circuit"
// +k8s:validateFalse="type E regular"
type E string

// Inner's type-level short-circuit check stops its regular checks.
// +k8s:validateFalse(flags: "ShortCircuit")="type Inner short-circuit"
// +k8s:validateFalse="type Inner regular"
type Inner struct {
	// +k8s:validateFalse="field Inner.X"
	X int `json:"x"`
}

// Quiet has only passing checks: it is always valid.
type Quiet struct {
	TypeMeta int

	// +k8s:validateTrue(flags: "ShortCircuit")="field Quiet.S short-circuit"
	// +k8s:validateTrue="field Quiet.S"
	// +k8s:validateTrueAlpha="field Quiet.S alpha"
	// +k8s:validateTrueBeta="field Quiet.S beta"
	S string `json:"s"`

	// +k8s:eachVal=+k8s:validateTrue(flags: "ShortCircuit")="items of Quiet.List short-circuit"
	// +k8s:eachVal=+k8s:validateTrue="items of Quiet.List"
	List []Passing `json:"list"`

	// +k8s:eachKey=+k8s:validateTrueAlpha="keys of Quiet.Map"
	// +k8s:eachVal=+k8s:validateTrueBeta="values of Quiet.Map"
	Map map[string]Passing `json:"map"`
}

// Silent fails only NonError short-circuit checks, which hide every other
// failure of the value: it is always valid.
type Silent struct {
	TypeMeta int

	// +k8s:validateFalse(flags: "ShortCircuit,NonError")="field Silent.Hidden short-circuit"
	// +k8s:validateFalse="field Silent.Hidden regular"
	Hidden Failing `json:"hidden"`
}

// Failing always fails; only a short-circuit at its use site hides that.
// +k8s:validateFalse="type Failing"
type Failing int

// Passing has a passing check of its own.
// +k8s:validateTrue="type Passing"
type Passing int
