package eachkey

// T holds one field per shape that +k8s:eachKey reaches.
type T struct {
	TypeMeta int

	// Several tags on the same keys all apply.
	// +k8s:eachKey=+k8s:minLength=2
	// +k8s:eachKey=+k8s:maxLength=4
	Labels map[string]string `json:"labels"`

	// +k8s:eachKey=+k8s:minimum=1
	IntKeys map[int]string `json:"intKeys"`

	// +k8s:eachKey=+k8s:format=k8s-short-name
	Names map[string]int `json:"names"`

	// Keys whose own type has validation: the key type's rule
	// (maxLength=4) runs after the eachKey rule (minLength=2).
	// +k8s:eachKey=+k8s:minLength=2
	TypedKeys map[Key]int `json:"typedKeys"`

	// Keys and values checked together.
	// +k8s:eachKey=+k8s:maxLength=4
	// +k8s:eachVal=+k8s:minimum=1
	Both map[string]int `json:"both"`

	// The type's eachKey (maxLength=4) and the field's (minLength=2) both
	// apply.
	// +k8s:eachKey=+k8s:minLength=2
	Typed KeyedMap `json:"typed"`

	// +k8s:optional
	TypedPtr *KeyedMap `json:"typedPtr"`

	// A pointer to a map: keys are checked when the map is present.
	// +k8s:eachKey=+k8s:maxLength=4
	MapPtr *map[string]int `json:"mapPtr"`

	// +k8s:eachVal=+k8s:eachKey=+k8s:maxLength=4
	MapOfMaps map[string]map[string]int `json:"mapOfMaps"`

	// +k8s:eachVal=+k8s:eachKey=+k8s:maxLength=4
	ListOfMaps []map[string]int `json:"listOfMaps"`

	// +k8s:optional
	// +k8s:eachKey=+k8s:maxLength=4
	OptionalMap map[string]int `json:"optionalMap"`
}

// Key is a map key type with its own rule.
// +k8s:maxLength=4
type Key string

// KeyedMap is a map type whose keys have a rule.
// +k8s:eachKey=+k8s:maxLength=4
type KeyedMap map[string]int
