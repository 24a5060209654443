package typeargs

import "time"

// T names the value's type explicitly in every position.
type T struct {
	TypeMeta int

	// +k8s:validateFalse(typeArg: "int")="T.I"
	I int `json:"i"`

	// The type argument names the pointed-to type.
	// +k8s:validateTrue(typeArg: "int")="T.PI"
	PI *int `json:"pi"`

	// +k8s:validateFalse(typeArg: "*int")="T.PIStar"
	PIStar *int `json:"piStar"`

	// +k8s:validateFalse(typeArg: "github.com/kubedv/kubedv/gen/validationgen/output_tests/typeargs.E")="T.E"
	E E `json:"e"`

	// +k8s:validateFalse(typeArg: "github.com/kubedv/kubedv/gen/validationgen/output_tests/typeargs.E")="T.PE"
	PE *E `json:"pe"`

	// +k8s:validateFalse(typeArg: "github.com/kubedv/kubedv/gen/validationgen/output_tests/typeargs.S")="T.S"
	S S `json:"s"`

	// +k8s:validateFalse(typeArg: "github.com/kubedv/kubedv/gen/validationgen/output_tests/typeargs.S")="T.PS"
	PS *S `json:"ps"`

	// A type from another package is imported into the generated file.
	// +k8s:validateFalse(typeArg: "time.Duration")="T.D"
	D time.Duration `json:"d"`

	// +k8s:eachVal=+k8s:validateFalse(typeArg: "string")="T.L[*]"
	L []string `json:"l"`

	// +k8s:eachKey=+k8s:validateFalse(typeArg: "github.com/kubedv/kubedv/gen/validationgen/output_tests/typeargs.E")="T.M keys"
	// +k8s:eachVal=+k8s:validateFalse(typeArg: "time.Duration")="T.M values"
	M map[E]time.Duration `json:"m"`

	// typeArg with the other arguments.
	// +k8s:validateFalse(typeArg: "int", flags: "ShortCircuit", cohort: "c")="T.Mixed"
	Mixed int `json:"mixed"`
}

// E carries a type-level check with a type argument.
// +k8s:validateFalse(typeArg: "github.com/kubedv/kubedv/gen/validationgen/output_tests/typeargs.E")="type E"
type E string

// S has a field of its own.
type S struct {
	// +k8s:validateFalse(typeArg: "int64")="S.N"
	N int64 `json:"n"`
}
