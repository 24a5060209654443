package cohorts

// T mixes the unnamed cohort with two named ones, on the type and on a
// field, written out of order. The unnamed cohort's short-circuit check
// fails, so nothing else about T runs: not its other checks, not its named
// cohorts and not its fields.
//
// +k8s:validateFalse(cohort: "c2")="type T c2 regular"
// +k8s:validateFalse(cohort: "c1")="type T c1 regular"
// +k8s:validateFalse(cohort: "c1", flags: "ShortCircuit")="type T c1 short-circuit"
// +k8s:validateFalse(cohort: "c2", flags: "ShortCircuit")="type T c2 short-circuit"
// +k8s:validateFalse="type T regular"
// +k8s:validateFalse(flags: "ShortCircuit")="type T short-circuit"
type T struct {
	TypeMeta int

	// +k8s:validateFalse(cohort: "c2")="field T.S c2 regular"
	// +k8s:validateFalse(cohort: "c1")="field T.S c1 regular"
	// +k8s:validateFalse(cohort: "c1", flags: "ShortCircuit")="field T.S c1 short-circuit"
	// +k8s:validateFalse(cohort: "c2", flags: "ShortCircuit")="field T.S c2 short-circuit"
	// +k8s:validateFalse="field T.S regular"
	// +k8s:validateFalse(flags: "ShortCircuit")="field T.S short-circuit"
	S string `json:"s"`
}

// U has T's field checks without type checks, so the field's own unnamed
// short-circuit is what stops the rest.
type U struct {
	TypeMeta int

	// +k8s:validateFalse(cohort: "c2")="field U.S c2 regular"
	// +k8s:validateFalse(cohort: "c1")="field U.S c1 regular"
	// +k8s:validateFalse(cohort: "c1", flags: "ShortCircuit")="field U.S c1 short-circuit"
	// +k8s:validateFalse(cohort: "c2", flags: "ShortCircuit")="field U.S c2 short-circuit"
	// +k8s:validateFalse="field U.S regular"
	// +k8s:validateFalse(flags: "ShortCircuit")="field U.S short-circuit"
	S string `json:"s"`
}

// V has no failing unnamed short-circuit: each named cohort decides for
// itself. c1 short-circuits, c2 does not, c3 short-circuits silently.
//
// +k8s:validateTrue(flags: "ShortCircuit")="type V short-circuit"
// +k8s:validateFalse(cohort: "c2")="type V c2 regular"
// +k8s:validateFalse(cohort: "c1")="type V c1 regular"
// +k8s:validateFalse(cohort: "c3")="type V c3 regular"
// +k8s:validateFalse(cohort: "c3", flags: "ShortCircuit,NonError")="type V c3 short-circuit"
// +k8s:validateFalse(cohort: "c1", flags: "ShortCircuit")="type V c1 short-circuit"
// +k8s:validateFalse="type V regular"
type V struct {
	TypeMeta int

	// Fields still run: only a cohort stopped.
	// +k8s:validateFalse(cohort: "c1", flags: "ShortCircuit")="field V.S c1 short-circuit"
	// +k8s:validateFalse(cohort: "c1")="field V.S c1 regular"
	// +k8s:validateFalse="field V.S regular"
	// +k8s:validateFalse(cohort: "c2")="field V.S c2 regular"
	S string `json:"s"`

	// Cohorts on list items.
	// +k8s:eachVal=+k8s:validateFalse(cohort: "c2")="items of V.L c2 regular"
	// +k8s:eachVal=+k8s:validateFalse(cohort: "c1", flags: "ShortCircuit")="items of V.L c1 short-circuit"
	// +k8s:eachVal=+k8s:validateFalse(cohort: "c1")="items of V.L c1 regular"
	L []int `json:"l"`

	// Cohorts on map keys and values.
	// +k8s:eachKey=+k8s:validateFalse(cohort: "c1", flags: "ShortCircuit")="keys of V.M c1 short-circuit"
	// +k8s:eachKey=+k8s:validateFalse(cohort: "c1")="keys of V.M c1 regular"
	// +k8s:eachKey=+k8s:validateFalse(cohort: "c2")="keys of V.M c2 regular"
	// +k8s:eachVal=+k8s:validateFalse(cohort: "c1")="values of V.M c1 regular"
	M map[string]int `json:"m"`
}
