package subfieldinherit

// Target's fields carry the rules a subfield inherits.
type Target struct {
	// +k8s:required
	Name *string `json:"name"`

	// +k8s:optional
	Nick *string `json:"nick"`

	// +k8s:immutable
	ID string `json:"id"`

	// +k8s:forbidden
	Legacy *string `json:"legacy"`

	// +k8s:update=NoModify
	Class string `json:"class"`

	// +k8s:maxItems=2
	Tags []string `json:"tags"`
}

// OpaqueTarget is Target, whose validation is never run.
// +k8s:opaqueType
type OpaqueTarget Target

// T selects Target's fields with subfield tags of its own.
type T struct {
	TypeMeta int

	// +k8s:subfield(name)=+k8s:maxLength=3
	// +k8s:subfield(nick)=+k8s:maxLength=3
	// +k8s:subfield(id)=+k8s:maxLength=3
	// +k8s:subfield(legacy)=+k8s:maxLength=3
	// +k8s:subfield(class)=+k8s:maxLength=3
	// +k8s:subfield(tags)=+k8s:eachVal=+k8s:maxLength=3
	Target Target `json:"target"`

	// The subfield's own short-circuit rules are reported and run first;
	// the inherited required still stops the rest.
	// +k8s:subfield(name)=+k8s:immutable
	// +k8s:subfield(name)=+k8s:maxLength=3
	Ptr *Target `json:"ptr"`

	// The subfield's own required is reported though the field is optional.
	// +k8s:subfield(nick)=+k8s:required
	// +k8s:subfield(nick)=+k8s:maxLength=3
	Own Target `json:"own"`
}

// O selects Target's fields through +k8s:opaqueType.
type O struct {
	TypeMeta int

	// Nothing is inherited through +k8s:opaqueType, and Target's function
	// is not called: the subfield's checks see an unset name too.
	// +k8s:opaqueType
	// +k8s:subfield(name)=+k8s:validateFalse="opaque field name"
	// +k8s:subfield(id)=+k8s:maxLength=3
	Opaque Target `json:"opaque"`

	// +k8s:subfield(name)=+k8s:validateFalse="opaque type name"
	OpaqueType OpaqueTarget `json:"opaqueType"`
}
