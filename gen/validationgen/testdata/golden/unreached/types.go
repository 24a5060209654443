// Package unreached: as Kubernetes' generator, validation-gen looks only at
// the root types (here those with a TypeMeta field) and what they reach.
// Orphan and BadOrphan are reached by nothing: they get no function, and
// BadOrphan's malformed tag is not an error (lint still reports it). Top
// reaches Base's fields through its definition, not Base itself: Base's
// own tag is never read and Base gets no function.
//
// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=nil
package unreached

type Root struct {
	TypeMeta int

	// +k8s:optional
	Child *Child `json:"child,omitempty"`

	Top Top `json:"top"`
}

type Child struct {
	// +k8s:optional
	// +k8s:maxLength=4
	C string `json:"c,omitempty"`
}

type Orphan struct {
	// +k8s:optional
	// +k8s:maxLength=5
	B string `json:"b,omitempty"`
}

type BadOrphan struct {
	// +k8s:optional
	// +k8s:maxLength=-1
	B string `json:"b,omitempty"`
}

// +k8s:validateFalse="type Base"
type Base struct {
	// +k8s:required
	// +k8s:maximum=5
	N int `json:"n"`
}

type Top Base
