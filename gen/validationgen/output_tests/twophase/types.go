package twophase

// T declares list semantics, keys, item selectors and update rules through
// chains.
type T struct {
	TypeMeta int

	// Every inner list is a map list keyed by name, whose item "primary"
	// needs a positive value.
	// +k8s:eachVal=+k8s:listType=map
	// +k8s:eachVal=+k8s:listMapKey=name
	// +k8s:eachVal=+k8s:item(name: "primary")=+k8s:subfield(value)=+k8s:minimum=1
	Groups [][]Item `json:"groups"`

	// Map values are map lists, correlated with the old value at the same
	// key: their items' values may not be modified, and the item "locked"
	// may not change or be removed.
	// +k8s:eachVal=+k8s:listType=map
	// +k8s:eachVal=+k8s:listMapKey=name
	// +k8s:eachVal=+k8s:eachVal=+k8s:subfield(value)=+k8s:update=NoModify
	// +k8s:eachVal=+k8s:item(name: "locked")=+k8s:immutable
	ByZone map[string][]Item `json:"byZone"`

	// A shared struct's list gets its semantics from the field using it,
	// with a compound key.
	// +k8s:subfield(ports)=+k8s:listType=map
	// +k8s:subfield(ports)=+k8s:listMapKey=port
	// +k8s:subfield(ports)=+k8s:listMapKey=protocol
	// +k8s:subfield(ports)=+k8s:item(port: 80, protocol: "TCP")=+k8s:subfield(name)=+k8s:maxLength=4
	Service Service `json:"service"`

	// Two update rules of one subfield, written separately, combine.
	// +k8s:subfield(name)=+k8s:update=NoModify
	// +k8s:subfield(name)=+k8s:update=NoClear
	Binding Item `json:"binding"`

	// A set of sets.
	// +k8s:eachVal=+k8s:listType=set
	Sets [][]string `json:"sets"`

	// Uniqueness without map semantics, keyed through the chain.
	// +k8s:eachVal=+k8s:unique=map
	// +k8s:eachVal=+k8s:listMapKey=name
	UniqueGroups [][]Item `json:"uniqueGroups"`

	// Depth three: subfield, eachVal, then the list's own semantics.
	// +k8s:subfield(groups)=+k8s:eachVal=+k8s:listType=map
	// +k8s:subfield(groups)=+k8s:eachVal=+k8s:listMapKey=name
	Deep Deep `json:"deep"`

	// The chain is declared on the type.
	Typed Groups `json:"typed"`

	// Duplicates under a lifecycle are reported with its level.
	// +k8s:beta(since: "1.35")=+k8s:eachVal=+k8s:listType=map
	// +k8s:eachVal=+k8s:listMapKey=name
	BetaGroups [][]Item `json:"betaGroups"`
}

// Item is keyed by name.
type Item struct {
	Name string `json:"name"`

	// +k8s:maximum=9
	Value int `json:"value"`
}

// Port is keyed by port and protocol.
type Port struct {
	Port     int    `json:"port"`
	Protocol string `json:"protocol"`
	Name     string `json:"name"`
}

// Service is a shared struct with no list semantics of its own.
type Service struct {
	Ports []Port `json:"ports"`
}

// Deep holds lists of lists one level down.
type Deep struct {
	Groups [][]Item `json:"groups"`
}

// Groups is a list of map lists, declared on the type.
// +k8s:eachVal=+k8s:listType=map
// +k8s:eachVal=+k8s:listMapKey=name
type Groups [][]Item
