package formatext

// Struct follows the types of Kubernetes' example test.
type Struct struct {
	TypeMeta int

	// A format this project declares.
	// +k8s:optional
	// +k8s:format=example-uri
	RegexField string `json:"regexField"`

	// The same format again: the compiled pattern is declared only once.
	// +k8s:optional
	// +k8s:format=example-uri
	OtherRegexField string `json:"otherRegexField"`

	// A second format from the same file.
	// +k8s:optional
	// +k8s:format=example-hex-digest
	DigestField string `json:"digestField"`

	// Composes with other tags like a built-in format.
	// +k8s:optional
	// +k8s:eachVal=+k8s:format=example-uri
	SliceField []string `json:"sliceField"`

	// +k8s:optional
	// +k8s:eachKey=+k8s:format=example-hex-digest
	MapField map[string]string `json:"mapField"`

	// +k8s:optional
	// +k8s:ifEnabled(Feature)=+k8s:format=example-uri
	GatedField string `json:"gatedField"`

	// +k8s:optional
	TypedefField URI `json:"typedefField"`

	// A built-in format still works alongside the project's.
	// +k8s:optional
	// +k8s:format=k8s-short-name
	BuiltInField string `json:"builtInField"`

	// The only use of example-base64, through a chain.
	// +k8s:optional
	// +k8s:eachVal=+k8s:subfield(digest)=+k8s:format=example-base64
	NestedList []Nested `json:"nestedList"`

	// A pointer is checked when set; the format of the second document.
	// +k8s:optional
	// +k8s:format=ticket
	Ticket *string `json:"ticket,omitempty"`

	// Without +k8s:optional the empty string is checked too.
	// +k8s:format=example-semver
	Version string `json:"version"`
}

type Nested struct {
	// +k8s:optional
	Digest string `json:"digest"`
}

// +k8s:format=example-uri
type URI string
