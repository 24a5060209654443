// Package schema builds apiextensions.k8s.io/v1 CustomResourceDefinitions
// from the loaded model: a structural schema (KEP-2335) per root type, with
// names, scope, subresources and printer columns from the markers CRD
// authors already write.
//
// The types here mirror the parts of the CRD API the generator writes; the
// API itself (k8s.io/apiextensions-apiserver) stays out of this module so
// that users of the generator do not download the API server. The crdtest
// module checks the output against it.
package schema

import (
	"encoding/json"
	"go/token"

	"github.com/kubedv/kubedv/gen/validators"
)

// Props is one node of an OpenAPI v3 schema as a CRD accepts it. Field
// order does not matter: the YAML writer sorts keys.
type Props struct {
	Description string `json:"description,omitempty"`
	// Title and Example document the node (controller-gen's
	// +kubebuilder:title and +kubebuilder:example, from the plan); the
	// API server checks neither.
	Title   string          `json:"title,omitempty"`
	Example json.RawMessage `json:"example,omitempty"`
	// ExternalDocs is controller-gen's +kubebuilder:externalDocs.
	ExternalDocs *ExternalDocs `json:"externalDocs,omitempty"`
	Type         string        `json:"type,omitempty"`
	Format       string        `json:"format,omitempty"`
	// Nullable keeps a null value (controller-gen's +nullable); the API
	// server drops the nulls of other fields.
	Nullable   bool              `json:"nullable,omitempty"`
	Properties map[string]*Props `json:"properties,omitempty"`
	// AdditionalProperties is the value schema of a map.
	AdditionalProperties *Props   `json:"additionalProperties,omitempty"`
	Items                *Props   `json:"items,omitempty"`
	Required             []string `json:"required,omitempty"`
	Enum                 []any    `json:"enum,omitempty"`
	// Default is the value the API server sets where the object has none
	// (absent, or null): JSON data, see defaults.go.
	Default any      `json:"default,omitempty"`
	AnyOf   []*Props `json:"anyOf,omitempty"`
	// Bounds are float64, as the API server holds them; on integers they
	// are whole numbers float64 holds exactly (plan.go's exactInFloat).
	Minimum          *float64 `json:"minimum,omitempty"`
	Maximum          *float64 `json:"maximum,omitempty"`
	ExclusiveMinimum bool     `json:"exclusiveMinimum,omitempty"`
	ExclusiveMaximum bool     `json:"exclusiveMaximum,omitempty"`
	MultipleOf       *float64 `json:"multipleOf,omitempty"`
	Pattern          string   `json:"pattern,omitempty"`
	MinLength        *int64   `json:"minLength,omitempty"`
	MaxLength        *int64   `json:"maxLength,omitempty"`
	MinItems         *int64   `json:"minItems,omitempty"`
	MaxItems         *int64   `json:"maxItems,omitempty"`
	MinProperties    *int64   `json:"minProperties,omitempty"`
	MaxProperties    *int64   `json:"maxProperties,omitempty"`

	IntOrString           bool     `json:"x-kubernetes-int-or-string,omitempty"`
	PreserveUnknownFields *bool    `json:"x-kubernetes-preserve-unknown-fields,omitempty"`
	EmbeddedResource      bool     `json:"x-kubernetes-embedded-resource,omitempty"`
	ListType              string   `json:"x-kubernetes-list-type,omitempty"`
	ListMapKeys           []string `json:"x-kubernetes-list-map-keys,omitempty"`
	MapType               string   `json:"x-kubernetes-map-type,omitempty"`
	Validations           []Rule   `json:"x-kubernetes-validations,omitempty"`

	// requiredUnlessDefaulted marks a field left out of its struct's
	// `required` because it has a default; it goes back there when the
	// default is removed again (inside map values, see defaults.go).
	requiredUnlessDefaulted bool
	// stub: a struct published in its own definition (publish.go).
	stub bool
}

// Rule is one x-kubernetes-validations CEL rule.
type Rule struct {
	Rule              string `json:"rule"`
	Message           string `json:"message,omitempty"`
	Reason            string `json:"reason,omitempty"`
	FieldPath         string `json:"fieldPath,omitempty"`
	OptionalOldSelf   *bool  `json:"optionalOldSelf,omitempty"`
	MessageExpression string `json:"messageExpression,omitempty"`

	// transition marks a rule on oldSelf, pos and tag the tag it came
	// from: such rules are checked against the list types above them once
	// the whole schema is built (see correlate.go).
	transition bool
	pos        token.Position
	tag        string
	// withoutOld is the rule without oldSelf, for where the API server
	// allows none; "" when the rule needs its old value.
	withoutOld string
	// user is the CEL rule as written in the source, nil for the rules
	// this package writes for other tags.
	user *validators.CELRule
}

// ExternalDocs points to documentation of a schema node elsewhere.
type ExternalDocs struct {
	Description string `json:"description,omitempty"`
	URL         string `json:"url"`
}

// CRD is an apiextensions.k8s.io/v1 CustomResourceDefinition.
type CRD struct {
	APIVersion string   `json:"apiVersion"`
	Kind       string   `json:"kind"`
	Metadata   Metadata `json:"metadata"`
	Spec       CRDSpec  `json:"spec"`
}

// Metadata is the CRD's object metadata.
type Metadata struct {
	Name        string            `json:"name"`
	Annotations map[string]string `json:"annotations,omitempty"`
	Labels      map[string]string `json:"labels,omitempty"`
}

// CRDSpec is the CRD's spec.
type CRDSpec struct {
	Group    string       `json:"group"`
	Names    Names        `json:"names"`
	Scope    string       `json:"scope"`
	Versions []CRDVersion `json:"versions"`
}

// Names are the resource's names.
type Names struct {
	Kind       string   `json:"kind"`
	ListKind   string   `json:"listKind"`
	Plural     string   `json:"plural"`
	Singular   string   `json:"singular"`
	ShortNames []string `json:"shortNames,omitempty"`
	Categories []string `json:"categories,omitempty"`
}

// CRDVersion is one served version.
type CRDVersion struct {
	Name                     string            `json:"name"`
	Served                   bool              `json:"served"`
	Storage                  bool              `json:"storage"`
	Deprecated               bool              `json:"deprecated,omitempty"`
	DeprecationWarning       *string           `json:"deprecationWarning,omitempty"`
	Schema                   VersionSchema     `json:"schema"`
	Subresources             *Subresources     `json:"subresources,omitempty"`
	AdditionalPrinterColumns []PrintColumn     `json:"additionalPrinterColumns,omitempty"`
	SelectableFields         []SelectableField `json:"selectableFields,omitempty"`
}

// SelectableField is a field the API server can select objects by.
type SelectableField struct {
	JSONPath string `json:"jsonPath"`
}

// VersionSchema wraps the version's schema.
type VersionSchema struct {
	OpenAPIV3Schema *Props `json:"openAPIV3Schema"`
}

// Subresources are the version's status and scale subresources.
type Subresources struct {
	Status *struct{} `json:"status,omitempty"`
	Scale  *Scale    `json:"scale,omitempty"`
}

// Scale is the scale subresource's paths.
type Scale struct {
	SpecReplicasPath   string `json:"specReplicasPath"`
	StatusReplicasPath string `json:"statusReplicasPath"`
	LabelSelectorPath  string `json:"labelSelectorPath,omitempty"`
}

// PrintColumn is one additional printer column.
type PrintColumn struct {
	Name        string `json:"name"`
	Type        string `json:"type"`
	Format      string `json:"format,omitempty"`
	Description string `json:"description,omitempty"`
	Priority    int32  `json:"priority,omitempty"`
	JSONPath    string `json:"jsonPath"`
}
