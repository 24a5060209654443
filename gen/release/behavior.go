package release

// Each method below is one behavior that differs between releases, named
// for what the newer release does, with the Kubernetes change behind it.
// Stages ask the universe's release through these methods; nothing else
// compares releases.

// PresenceOnValueStructIsDoc: +k8s:required and +k8s:optional on a field
// holding a struct by value emit nothing; the struct's members decide
// (Kubernetes v1.38; v1.37's generator refused both tags there).
func (r Release) PresenceOnValueStructIsDoc() bool { return r >= V138 }

// OpenAPIGenParsesTagsFunctionStyle: openapi-gen reads its tags with gengo's function-style parser (kube-openapi ca3452a79603, Kubernetes v1.38).
func (r Release) OpenAPIGenParsesTagsFunctionStyle() bool { return r >= V138 }

// OpenAPIGenReadsK8sTagAliases: openapi-gen takes +k8s:optional/required/enum/listType/listMapKey for the unprefixed tags (kube-openapi ca3452a79603, Kubernetes v1.38).
func (r Release) OpenAPIGenReadsK8sTagAliases() bool { return r >= V138 }

// OpenAPIGenSkipsUnexportedFieldsOfCustomJSON: openapi-gen leaves out unexported fields of structs with MarshalJSON and UnmarshalJSON (kube-openapi ca3452a79603, Kubernetes v1.38).
func (r Release) OpenAPIGenSkipsUnexportedFieldsOfCustomJSON() bool { return r >= V138 }
