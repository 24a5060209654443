package custommissing

// +k8s:customValidation
type Schedule struct {
	Cron string `json:"cron"`
}

// +k8s:customValidation
type Window string

type T struct {
	TypeMeta int

	// +k8s:customValidation
	Name string `json:"name"`

	// +k8s:customValidation
	Retries *int32 `json:"retries"`

	// +k8s:customValidation
	Primary Schedule `json:"primary"`

	// A declaration of that name that is not a function does not count.
	// +k8s:customValidation
	Other string `json:"other"`

	Windows []Window `json:"windows"`
}

var ValidateCustom_T_Other = 1
