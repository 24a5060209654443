package customvalidation

// Job reaches custom validation through fields, pointers, typedefs, list
// items, map values and nested structs.
type Job struct {
	TypeMeta int

	// The generated check runs too, before the custom one.
	// +k8s:customValidation
	// +k8s:maxLength=8
	Name string `json:"name"`

	// +k8s:customValidation
	Retries *int `json:"retries"`

	Schedule Schedule `json:"schedule"`

	SchedulePtr *Schedule `json:"schedulePtr"`

	Schedules []Schedule `json:"schedules"`

	Windows map[string]Window `json:"windows"`

	// A custom field function on a struct-typed field, in addition to the
	// type's own.
	// +k8s:customValidation
	Primary Schedule `json:"primary"`

	Nested Nested `json:"nested"`
}

// Schedule is validated by hand (field.Path signature).
// +k8s:customValidation
type Schedule struct {
	Cron string `json:"cron"`

	// +k8s:maxLength=5
	Zone string `json:"zone"`
}

// Window is a typedef validated by hand (validate.Path signature).
// +k8s:customValidation
type Window string

// Nested declares a custom field one level down.
type Nested struct {
	// +k8s:customValidation
	Window Window `json:"window"`
}

// LazyJob uses only functions with the validate.Path signature, so valid
// objects are validated without allocating.
type LazyJob struct {
	TypeMeta int

	// +k8s:customValidation
	Label string `json:"label"`

	Windows map[string]Window `json:"windows"`

	Nested Nested `json:"nested"`
}

// Pipeline is a root type validated by hand as a whole. As in Kubernetes,
// a type's function runs the type's own checks whenever it is called and
// its callers skip unchanged values: an unchanged Pipeline validated as a
// root still gets ValidateCustom_Pipeline (with its old value), while its
// unchanged Schedule is skipped.
// +k8s:customValidation
type Pipeline struct {
	TypeMeta int

	Stages int `json:"stages"`

	Schedule Schedule `json:"schedule"`
}

// Stage reaches Pipeline as a field: a caller, which skips it unchanged.
type Stage struct {
	TypeMeta int

	Pipeline Pipeline `json:"pipeline"`
}
