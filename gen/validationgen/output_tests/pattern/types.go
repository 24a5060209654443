package pattern

// Ticket is a typedef with its own pattern: every value of the type is
// checked.
// +k8s:pattern="^[A-Z]{3}-[0-9]+$"
type Ticket string

// ABCTicket -> Ticket is a typedef chain: an ABCTicket must match the
// patterns of both links.
// +k8s:pattern="^ABC-"
type ABCTicket Ticket

// Root exercises +k8s:pattern on every scope, each field at a distinct
// path so that errors name exactly where they come from.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:pattern="^[a-z]+$"
	Field string `json:"field"`

	// Without anchors a match anywhere in the value is enough.
	// +k8s:pattern="[0-9]"
	Unanchored string `json:"unanchored"`

	// A backquoted payload is taken literally.
	// +k8s:pattern=`^\d+\.\d+$`
	Raw string `json:"raw"`

	// A double-quoted payload uses Go escapes.
	// +k8s:pattern="^v\\d+$"
	Escaped string `json:"escaped"`

	// Two patterns on one field both apply.
	// +k8s:pattern="^a"
	// +k8s:pattern="z$"
	Both string `json:"both"`

	// +k8s:pattern="^[a-z]+$"
	Ptr *string `json:"ptr"`

	Typedef    Ticket  `json:"typedef"`
	TypedefPtr *Ticket `json:"typedefPtr"`

	Chain    ABCTicket  `json:"chain"`
	ChainPtr *ABCTicket `json:"chainPtr"`

	// Field and type patterns both apply.
	// +k8s:pattern="-1[0-9]*$"
	FieldAndType Ticket `json:"fieldAndType"`

	// +k8s:eachVal=+k8s:pattern="^[a-z]+$"
	Items []string `json:"items"`

	// +k8s:eachVal=+k8s:pattern="^[a-z]+$"
	PtrItems []*string `json:"ptrItems"`

	// The item type carries the pattern.
	TypedefItems []Ticket `json:"typedefItems"`

	// +k8s:eachVal=+k8s:pattern="^[a-z]+$"
	Values map[string]string `json:"values"`

	// +k8s:eachKey=+k8s:pattern="^[a-z]+$"
	Keys map[string]int `json:"keys"`

	// The key type carries the pattern.
	TypedefKeys map[Ticket]int `json:"typedefKeys"`

	Nested      Inner   `json:"nested"`
	NestedPtr   *Inner  `json:"nestedPtr"`
	NestedItems []Inner `json:"nestedItems"`

	// An unset optional value skips the pattern.
	// +k8s:optional
	// +k8s:pattern="^[a-z]+$"
	Optional string `json:"optional"`
}

// Inner is a nested struct with a tagged field.
type Inner struct {
	// +k8s:pattern="^[a-z]+$"
	Name string `json:"name"`
}
