package immutabilitypatterns

// Values has the non-list/map patterns, each on a string (zero value is
// unset) and on a pointer (nil is unset).
type Values struct {
	TypeMeta int `json:"typeMeta"`

	// Pattern: Optional.
	// +k8s:optional
	Optional string `json:"optional"`
	// +k8s:optional
	OptionalPtr *int32 `json:"optionalPtr"`

	// Pattern: Required.
	// +k8s:required
	Required string `json:"required"`
	// +k8s:required
	RequiredPtr *int32 `json:"requiredPtr"`

	// Pattern: Never Allowed.
	// +k8s:forbidden
	Forbidden string `json:"forbidden"`
	// +k8s:forbidden
	ForbiddenPtr *int32 `json:"forbiddenPtr"`

	// Pattern: Required Immutable.
	// +k8s:required
	// +k8s:update=NoModify,NoClear
	RequiredImmutable string `json:"requiredImmutable"`
	// +k8s:required
	// +k8s:update=NoModify,NoClear
	RequiredImmutablePtr *int32 `json:"requiredImmutablePtr"`

	// Pattern: Required Immutable x2.
	// +k8s:required
	// +k8s:immutable
	RequiredImmutable2 string `json:"requiredImmutable2"`
	// +k8s:required
	// +k8s:immutable
	RequiredImmutable2Ptr *int32 `json:"requiredImmutable2Ptr"`

	// Pattern: Optional Immutable, with the tags the KEP's table gives
	// (the same as Set Once).
	// +k8s:optional
	// +k8s:update=NoModify,NoClear
	OptionalImmutable string `json:"optionalImmutable"`
	// +k8s:optional
	// +k8s:update=NoModify,NoClear
	OptionalImmutablePtr *int32 `json:"optionalImmutablePtr"`

	// Pattern: Optional Immutable x2.
	// +k8s:optional
	// +k8s:immutable
	OptionalImmutable2 string `json:"optionalImmutable2"`
	// +k8s:optional
	// +k8s:immutable
	OptionalImmutable2Ptr *int32 `json:"optionalImmutable2Ptr"`

	// Immutable spelled out for non-lists (KEP "+k8s:immutable"), which
	// the x2 patterns abbreviate.
	// +k8s:optional
	// +k8s:update=NoSet
	// +k8s:update=NoModify
	// +k8s:update=NoClear
	OptionalImmutableSpelled string `json:"optionalImmutableSpelled"`
	// +k8s:optional
	// +k8s:update=NoSet
	// +k8s:update=NoModify
	// +k8s:update=NoClear
	OptionalImmutableSpelledPtr *int32 `json:"optionalImmutableSpelledPtr"`

	// Pattern: Set Once.
	// +k8s:optional
	// +k8s:update=NoModify,NoClear
	SetOnce string `json:"setOnce"`
	// +k8s:optional
	// +k8s:update=NoModify,NoClear
	SetOncePtr *int32 `json:"setOncePtr"`

	// Pattern: Required Once Set.
	// +k8s:optional
	// +k8s:update=NoClear
	RequiredOnceSet string `json:"requiredOnceSet"`
	// +k8s:optional
	// +k8s:update=NoClear
	RequiredOnceSetPtr *int32 `json:"requiredOnceSetPtr"`
}

// Collections has the list/map patterns, each on a listType=map list and
// on a map.
type Collections struct {
	TypeMeta int `json:"typeMeta"`

	// Pattern: Optional List/Map.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	OptionalList []Item `json:"optionalList"`
	// +k8s:optional
	OptionalMap map[string]string `json:"optionalMap"`

	// Pattern: Required List/Map.
	// +k8s:required
	// +k8s:listType=map
	// +k8s:listMapKey=name
	RequiredList []Item `json:"requiredList"`
	// +k8s:required
	RequiredMap map[string]string `json:"requiredMap"`

	// Pattern: Forbidden List/Map.
	// +k8s:forbidden
	// +k8s:listType=map
	// +k8s:listMapKey=name
	ForbiddenList []Item `json:"forbiddenList"`
	// +k8s:forbidden
	ForbiddenMap map[string]string `json:"forbiddenMap"`

	// Pattern: Required Immutable List/Map.
	// +k8s:required
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:update=NoAddItem,NoRemoveItem
	// +k8s:eachVal=+k8s:immutable
	RequiredImmutableList []Item `json:"requiredImmutableList"`
	// +k8s:required
	// +k8s:update=NoAddItem,NoRemoveItem
	// +k8s:eachVal=+k8s:immutable
	RequiredImmutableMap map[string]string `json:"requiredImmutableMap"`

	// Pattern: Required Immutable List/Map x 2.
	// +k8s:required
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:immutable
	RequiredImmutable2List []Item `json:"requiredImmutable2List"`
	// +k8s:required
	// +k8s:immutable
	RequiredImmutable2Map map[string]string `json:"requiredImmutable2Map"`

	// Pattern: Optional Immutable List/Map.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:update=NoAddItem,NoRemoveItem
	// +k8s:eachVal=+k8s:immutable
	OptionalImmutableList []Item `json:"optionalImmutableList"`
	// +k8s:optional
	// +k8s:update=NoAddItem,NoRemoveItem
	// +k8s:eachVal=+k8s:immutable
	OptionalImmutableMap map[string]string `json:"optionalImmutableMap"`

	// Pattern: Optional Immutable List/Map x 2.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:immutable
	OptionalImmutable2List []Item `json:"optionalImmutable2List"`
	// +k8s:optional
	// +k8s:immutable
	OptionalImmutable2Map map[string]string `json:"optionalImmutable2Map"`

	// Pattern: Append-Only List/Map.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:update=NoRemoveItem
	AppendOnlyList []Item `json:"appendOnlyList"`
	// +k8s:optional
	// +k8s:update=NoRemoveItem
	AppendOnlyMap map[string]string `json:"appendOnlyMap"`
}

// Item is a listType=map item keyed by name.
type Item struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// ListItems has the list item patterns.
type ListItems struct {
	TypeMeta int `json:"typeMeta"`

	// Pattern: Forbidden List/Map Item. +k8s:item(...)=+k8s:forbidden is
	// rejected (forbidden is a field tag; see the diagnostics case
	// itemforbidden); the item's other fields are forbidden instead, so
	// the item may be present only as its bare key.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Forbidden")=+k8s:subfield(status)=+k8s:forbidden
	// +k8s:item(type: "Forbidden")=+k8s:subfield(reason)=+k8s:forbidden
	ForbiddenItem []Condition `json:"forbiddenItem"`

	// Pattern: Immutable List/Map Item.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Approved")=+k8s:update=NoModify,NoRemoveItem
	ImmutableItem []Condition `json:"immutableItem"`

	// Pattern: Immutable List/Map Item x2.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Approved")=+k8s:immutable
	ImmutableItem2 []Condition `json:"immutableItem2"`

	// Pattern: Disallow a Specific Item.
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:neq="disallowed-value"
	Disallow []string `json:"disallow"`

	// KEP-5073 "Item-Level Constraints": the Approved condition cannot be
	// added on update, changed or removed, so the list cannot be cleared
	// while it holds it.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Approved")=+k8s:update=NoSet
	// +k8s:item(type: "Approved")=+k8s:update=NoModify
	// +k8s:item(type: "Approved")=+k8s:update=NoClear
	Conditions []Condition `json:"conditions"`

	// Item rules on a list of pointers.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Approved")=+k8s:immutable
	PtrConditions []*Condition `json:"ptrConditions"`

	// A compound key selects by every key field.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=host
	// +k8s:listMapKey=port
	// +k8s:item(host: "db", port: 5432)=+k8s:immutable
	Endpoints []Endpoint `json:"endpoints"`
}

// Condition is a status condition keyed by type.
type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
	Reason string `json:"reason"`
}

// Endpoint is keyed by host and port.
type Endpoint struct {
	Host     string `json:"host"`
	Port     int32  `json:"port"`
	Protocol string `json:"protocol"`
}

// Examples has KEP-5073's "Immutability Patterns and Tags Demonstrated".
type Examples struct {
	TypeMeta int `json:"typeMeta"`

	// DeploymentSpec.Replicas. Pattern: Required.
	// +k8s:required
	Replicas *int32 `json:"replicas"`

	// PersistentVolumeStatus.Phase. Pattern: Required Once Set.
	// +k8s:optional
	// +k8s:update=NoClear
	Phase *Phase `json:"phase"`

	// PersistentVolumeClaimSpec.VolumeName. Pattern: Set Once.
	// +k8s:optional
	// +k8s:update=NoModify
	// +k8s:update=NoClear
	VolumeName string `json:"volumeName"`

	// PersistentVolumeSpec.Capacity. Pattern: required, then immutable.
	// +k8s:required
	// +k8s:immutable
	Capacity map[string]string `json:"capacity"`

	// PodSpec.HostNetwork. Pattern: Immutable.
	// +k8s:optional
	// +k8s:immutable
	HostNetwork bool `json:"hostNetwork"`
}

// Phase is a PersistentVolume phase.
type Phase string
