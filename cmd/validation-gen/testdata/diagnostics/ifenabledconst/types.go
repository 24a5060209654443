package ifenabledconst

// +k8s:enum
type Mode string

const (
	ModeA Mode = "A"
	// +k8s:ifEnabled(FeatureX)=+k8s:minimum=1
	ModeB Mode = "B"
	// +k8s:ifDisabled(FeatureX)=+k8s:validateFalse
	ModeC Mode = "C"
	// +k8s:ifEnabled(FeatureX)=+k8s:ifDisabled(FeatureY)=+k8s:enumExclude
	ModeD Mode = "D"
	// Correct.
	// +k8s:ifEnabled(FeatureX)=+k8s:enumExclude
	ModeE Mode = "E"
)

type T struct {
	TypeMeta int

	Mode Mode `json:"mode"`
}
