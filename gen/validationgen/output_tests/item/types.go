package item

// T holds one field per shape that +k8s:item reaches.
type T struct {
	TypeMeta int

	// Value rules on one item, through subfield; other items are free.
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Ready")=+k8s:subfield(status)=+k8s:required
	// +k8s:item(type: "Ready")=+k8s:subfield(reason)=+k8s:maxLength=5
	// +k8s:item(type: Progressing)=+k8s:validateFalse="item Progressing"
	Conditions []Condition `json:"conditions"`

	// A compound key with an integer; every key field is given.
	// +k8s:listType=map
	// +k8s:listMapKey=port
	// +k8s:listMapKey=protocol
	// +k8s:item(port: 80, protocol: "TCP")=+k8s:subfield(name)=+k8s:neq="admin"
	Ports []Port `json:"ports"`

	// A boolean key field.
	// +k8s:listType=map
	// +k8s:listMapKey=primary
	// +k8s:item(primary: true)=+k8s:subfield(address)=+k8s:required
	Addresses []Address `json:"addresses"`

	// Pointer items: nil items are never selected.
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Ready")=+k8s:subfield(reason)=+k8s:maxLength=5
	// +k8s:item(type: "Approved")=+k8s:immutable
	PtrConditions []*Condition `json:"ptrConditions"`

	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Ready")=+k8s:subfield(reason)=+k8s:maxLength=5
	ConditionsPtr *[]Condition `json:"conditionsPtr"`

	// The tag on the type declaration.
	Typed ConditionList `json:"typed"`

	TypedPtr *ConditionList `json:"typedPtr"`

	// Items of a list of map lists.
	// +k8s:eachVal=+k8s:listType=map
	// +k8s:eachVal=+k8s:listMapKey=type
	// +k8s:eachVal=+k8s:item(type: "Ready")=+k8s:subfield(reason)=+k8s:maxLength=5
	Groups [][]Condition `json:"groups"`

	// Map values that are map lists.
	// +k8s:eachVal=+k8s:listType=map
	// +k8s:eachVal=+k8s:listMapKey=type
	// +k8s:eachVal=+k8s:item(type: "Ready")=+k8s:subfield(reason)=+k8s:maxLength=5
	ByNode map[string][]Condition `json:"byNode"`

	// Update rules on one item (KEP-5073 "Item-Level Constraints").
	Status *Status `json:"status"`
}

// Condition is keyed by type.
type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
	Reason string `json:"reason"`
}

// Port is keyed by port and protocol.
type Port struct {
	Port     int32  `json:"port"`
	Protocol string `json:"protocol"`
	Name     string `json:"name"`
}

// Address is keyed by a boolean.
type Address struct {
	Primary bool   `json:"primary"`
	Address string `json:"address"`
}

// ConditionList requires a status on its Ready item.
// +k8s:listType=map
// +k8s:listMapKey=type
// +k8s:item(type: "Ready")=+k8s:subfield(status)=+k8s:required
type ConditionList []Condition

// Status holds one list per item-level update pattern of KEP-5073.
type Status struct {
	// Immutable item: may be added, never modified or removed.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Approved")=+k8s:immutable
	Immutable []Condition `json:"immutable"`

	// The same spelled as transitions.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Approved")=+k8s:update=NoModify,NoRemoveItem
	NoModifyNoRemove []Condition `json:"noModifyNoRemove"`

	// The CSR example: permanent once added, and may not be added later.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Approved")=+k8s:update=NoSet
	// +k8s:item(type: "Approved")=+k8s:update=NoModify
	// +k8s:item(type: "Approved")=+k8s:update=NoClear
	Permanent []Condition `json:"permanent"`

	// Only at creation: may not be added on update, may be removed.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Approved")=+k8s:update=NoSet
	CreateOnly []Condition `json:"createOnly"`

	// Pointer items with an immutable selected item.
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Approved")=+k8s:update=NoClear
	PtrItems []*Condition `json:"ptrItems"`
}
