package format

// Formats has one field per format. Every field is optional so that a
// test can set just the field it is about.
type Formats struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:optional
	// +k8s:format=k8s-short-name
	ShortName string `json:"shortName"`

	// +k8s:optional
	// +k8s:format=k8s-long-name
	LongName string `json:"longName"`

	// +k8s:optional
	// +k8s:format=k8s-long-name-caseless
	LongNameCaseless string `json:"longNameCaseless"`

	// +k8s:optional
	// +k8s:format=k8s-label-key
	LabelKey string `json:"labelKey"`

	// +k8s:optional
	// +k8s:format=k8s-prefixed-label-key
	PrefixedLabelKey string `json:"prefixedLabelKey"`

	// +k8s:optional
	// +k8s:format=k8s-label-value
	LabelValue string `json:"labelValue"`

	// +k8s:optional
	// +k8s:format=k8s-ip
	IP string `json:"ip"`

	// +k8s:optional
	// +k8s:format=k8s-uuid
	UUID string `json:"uuid"`

	// +k8s:optional
	// +k8s:format=k8s-path-segment-name
	PathSegmentName string `json:"pathSegmentName"`

	// +k8s:optional
	// +k8s:format=k8s-extended-resource-name
	ExtendedResourceName string `json:"extendedResourceName"`

	// +k8s:optional
	// +k8s:format=k8s-resource-fully-qualified-name
	ResourceFullyQualifiedName string `json:"resourceFullyQualifiedName"`

	// +k8s:optional
	// +k8s:format=k8s-resource-pool-name
	ResourcePoolName string `json:"resourcePoolName"`
}

// Empty has a field per format without +k8s:optional, so the format
// checks the empty string too; only some formats accept it.
type Empty struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:format=k8s-short-name
	ShortName string `json:"shortName"`

	// +k8s:format=k8s-long-name
	LongName string `json:"longName"`

	// +k8s:format=k8s-long-name-caseless
	LongNameCaseless string `json:"longNameCaseless"`

	// +k8s:format=k8s-label-key
	LabelKey string `json:"labelKey"`

	// +k8s:format=k8s-prefixed-label-key
	PrefixedLabelKey string `json:"prefixedLabelKey"`

	// +k8s:format=k8s-label-value
	LabelValue string `json:"labelValue"`

	// +k8s:format=k8s-ip
	IP string `json:"ip"`

	// +k8s:format=k8s-uuid
	UUID string `json:"uuid"`

	// +k8s:format=k8s-path-segment-name
	PathSegmentName string `json:"pathSegmentName"`

	// +k8s:format=k8s-extended-resource-name
	ExtendedResourceName string `json:"extendedResourceName"`

	// +k8s:format=k8s-resource-fully-qualified-name
	ResourceFullyQualifiedName string `json:"resourceFullyQualifiedName"`

	// +k8s:format=k8s-resource-pool-name
	ResourcePoolName string `json:"resourcePoolName"`
}

// Host is a typedef with its own format: every value of the type is checked.
// +k8s:format=k8s-long-name
type Host string

// HostLabel -> Host is a typedef chain: a HostLabel must be a long name and
// a short name, so "a.b" fails one link and "A" fails both.
// +k8s:format=k8s-short-name
type HostLabel Host

// Scopes exercises +k8s:format on every scope, each field at a distinct
// path so that errors name exactly where they come from.
type Scopes struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:format=k8s-short-name
	Field string `json:"field"`

	// +k8s:format=k8s-short-name
	Ptr *string `json:"ptr"`

	Typedef    Host  `json:"typedef"`
	TypedefPtr *Host `json:"typedefPtr"`

	Chain    HostLabel  `json:"chain"`
	ChainPtr *HostLabel `json:"chainPtr"`

	// Field and type formats both apply.
	// +k8s:format=k8s-label-value
	FieldAndType Host `json:"fieldAndType"`

	// +k8s:eachVal=+k8s:format=k8s-short-name
	Items []string `json:"items"`

	// +k8s:eachVal=+k8s:format=k8s-short-name
	PtrItems []*string `json:"ptrItems"`

	// The item type carries the format.
	TypedefItems []Host `json:"typedefItems"`

	// +k8s:eachVal=+k8s:format=k8s-label-value
	Values map[string]string `json:"values"`

	// +k8s:eachKey=+k8s:format=k8s-label-key
	Keys map[string]string `json:"keys"`

	// The key type carries the format.
	TypedefKeys map[Host]int `json:"typedefKeys"`

	Nested      Inner   `json:"nested"`
	NestedPtr   *Inner  `json:"nestedPtr"`
	NestedItems []Inner `json:"nestedItems"`

	// An empty required value reports only "Required" (short-circuit).
	// +k8s:required
	// +k8s:format=k8s-uuid
	Required string `json:"required"`
}

// Inner is a nested struct with a tagged field.
type Inner struct {
	// +k8s:format=k8s-ip
	Address string `json:"address"`
}
