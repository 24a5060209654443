package sizes

// Bytes carries +k8s:maxBytes on []byte values (Kubernetes v1.38; v1.37
// refused it there): a []byte is a base64 string on the wire, limited in
// decoded bytes. The limit is 4 unless a field says otherwise.
type Bytes struct {
	TypeMeta int

	// +k8s:maxBytes=4
	Data []byte `json:"data"`

	// +k8s:maxBytes=0
	Empty []byte `json:"empty"`

	// The limit is on the type declaration only.
	Blob Blob `json:"blob"`

	// +k8s:eachVal=+k8s:maxBytes=4
	Chunks [][]byte `json:"chunks"`

	// +k8s:eachVal=+k8s:maxBytes=4
	Files map[string][]byte `json:"files"`
}

// +k8s:maxBytes=4
type Blob []byte
