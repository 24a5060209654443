package equalto

// StringEqual: basic string equality between two sibling fields.
type StringEqual struct {
	TypeMeta int

	// +k8s:equalTo("targetName")
	Name string `json:"name"`

	// +k8s:optional
	TargetName string `json:"targetName"`
}

// IntEqual: integer equality.
type IntEqual struct {
	TypeMeta int

	// +k8s:equalTo("port")
	HostPort int32 `json:"hostPort"`

	// +k8s:optional
	Port int32 `json:"port"`
}

// PtrEqual: both fields are pointers; nil reads as "".
type PtrEqual struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:equalTo("other")
	Field *string `json:"field,omitempty"`

	// +k8s:optional
	Other *string `json:"other,omitempty"`
}

// BidirectionalEqual: tags on both fields report at both.
type BidirectionalEqual struct {
	TypeMeta int

	// +k8s:equalTo("fieldB")
	FieldA string `json:"fieldA"`

	// +k8s:equalTo("fieldA")
	FieldB string `json:"fieldB"`
}

// Mixed: a named type against its underlying type, a pointer against a
// value, and the rule inside a nested struct.
type Mixed struct {
	TypeMeta int

	// +k8s:equalTo("plain")
	Named Mode `json:"named"`

	Plain string `json:"plain"`

	// +k8s:optional
	// +k8s:equalTo("count")
	Replicas *int64 `json:"replicas,omitempty"`

	Count int64 `json:"count"`

	// +k8s:optional
	Inner *Inner `json:"inner,omitempty"`
}

type Mode string

type Inner struct {
	// +k8s:equalTo("confirm")
	Enabled bool `json:"enabled"`

	Confirm bool `json:"confirm"`
}
