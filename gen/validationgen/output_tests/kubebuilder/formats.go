package kubebuilder

// Formats holds the string formats the API server checks in a CRD
// (kube-openapi's registry), on fields, pointers, typedefs, a typedef
// chain, list items and map values; every other format is not checked.
type Formats struct {
	// +kubebuilder:validation:Format=uri
	// +optional
	URI string `json:"uri,omitempty"`

	// +kubebuilder:validation:Format=email
	// +optional
	Email *string `json:"email,omitempty"`

	// Spelled without the dash: the API server compares names without.
	// +kubebuilder:validation:Format=datetime
	// +optional
	Since string `json:"since,omitempty"`

	// +optional
	Until Stamp `json:"until,omitempty"`

	// +optional
	Born Birthday `json:"born,omitempty"`

	// +kubebuilder:validation:items:Format=ipv4
	// +optional
	Addresses []string `json:"addresses,omitempty"`

	// +optional
	IDs []ID `json:"ids,omitempty"`

	// +optional
	Networks map[string]CIDR `json:"networks,omitempty"`

	// The API server checks no format on numbers.
	// +kubebuilder:validation:Format=uri
	// +optional
	Count int32 `json:"count,omitempty"`

	// +kubebuilder:validation:Format=hostname
	// +kubebuilder:validation:MaxLength=20
	// +optional
	Host *string `json:"host,omitempty"`

	// +kubebuilder:validation:Format=duration
	// +optional
	Timeout string `json:"timeout,omitempty"`

	// One field for each other format.
	// +kubebuilder:validation:Format=ipv6
	// +optional
	IPv6 string `json:"ipv6,omitempty"`

	// +kubebuilder:validation:Format=mac
	// +optional
	MAC string `json:"mac,omitempty"`

	// +kubebuilder:validation:Format=uuid
	// +optional
	UUID string `json:"uuid,omitempty"`

	// +kubebuilder:validation:Format=uuid3
	// +optional
	UUID3 string `json:"uuid3,omitempty"`

	// +kubebuilder:validation:Format=uuid5
	// +optional
	UUID5 string `json:"uuid5,omitempty"`

	// +kubebuilder:validation:Format=isbn
	// +optional
	ISBN string `json:"isbn,omitempty"`

	// +kubebuilder:validation:Format=isbn10
	// +optional
	ISBN10 string `json:"isbn10,omitempty"`

	// +kubebuilder:validation:Format=isbn13
	// +optional
	ISBN13 string `json:"isbn13,omitempty"`

	// +kubebuilder:validation:Format=creditcard
	// +optional
	CreditCard string `json:"creditcard,omitempty"`

	// +kubebuilder:validation:Format=ssn
	// +optional
	SSN string `json:"ssn,omitempty"`

	// +kubebuilder:validation:Format=hexcolor
	// +optional
	HexColor string `json:"hexcolor,omitempty"`

	// +kubebuilder:validation:Format=rgbcolor
	// +optional
	RGBColor string `json:"rgbcolor,omitempty"`

	// +kubebuilder:validation:Format=byte
	// +optional
	Byte string `json:"byte,omitempty"`

	// +kubebuilder:validation:Format=bsonobjectid
	// +optional
	BSONObjectID string `json:"bsonobjectid,omitempty"`
}

// Stamp is an RFC 3339 date-time, as kube-openapi reads one.
// +kubebuilder:validation:Format=date-time
type Stamp string

// Date is an RFC 3339 full-date.
// +kubebuilder:validation:Format=date
type Date string

// Birthday gets Date's format through the chain.
type Birthday Date

// ID is a version 4 UUID.
// +kubebuilder:validation:Format=uuid4
type ID string

// CIDR is an IP network.
// +kubebuilder:validation:Format=cidr
type CIDR string
