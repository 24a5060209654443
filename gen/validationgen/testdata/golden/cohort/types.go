// Package cohort: checks in named cohorts, a short-circuit check stopping
// only the other checks of its cohort, next to the unnamed cohort.
//
// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
package cohort

type T struct {
	// +k8s:optional
	// +k8s:maxLength=16
	// +k8s:validateFalse(cohort: "a")="a regular"
	// +k8s:validateFalse(cohort: "a", flags: "ShortCircuit")="a short-circuit"
	// +k8s:validateFalse(cohort: "b")="b regular"
	Name string `json:"name"`
}
