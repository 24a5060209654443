// Package celgo holds the Go types the CEL translator's golden tests
// compile rules against.
package celgo

type Protocol string

type Listener struct {
	Name     string     `json:"name"`
	Hostname *string    `json:"hostname,omitempty"`
	Port     int32      `json:"port"`
	Protocol Protocol   `json:"protocol"`
	TLS      *TLSConfig `json:"tls,omitempty"`
}

type TLSConfig struct {
	Mode            string            `json:"mode,omitempty"`
	CertificateRefs []string          `json:"certificateRefs,omitempty"`
	Options         map[string]string `json:"options,omitempty"`
}

type Gateway struct {
	Listeners []Listener        `json:"listeners"`
	Addresses []string          `json:"addresses,omitempty"`
	Weight    float64           `json:"weight,omitempty"`
	Count     int64             `json:"count"`
	Timeout   *string           `json:"timeout,omitempty"`
	Labels    map[string]string `json:"labels,omitempty"`
	Inline    `json:",inline"`
	// Tolerations and Primary hold flat objects, whose equality is compiled.
	Tolerations []Toleration `json:"tolerations,omitempty"`
	Primary     *Toleration  `json:"primary,omitempty"`
	// Routes is a map of objects, whose equality is not compiled.
	Routes map[string]Level `json:"routes,omitempty"`
	// Ref is an object held by value whose fields are always present.
	Ref Ref `json:"ref"`
}

type Ref struct {
	Kind string `json:"kind"`
	Name string `json:"name"`
}

// Toleration is a flat object: scalars (one of them a pointer, one a float
// that omitzero leaves out at 0 and -0) and nested flat objects.
type Toleration struct {
	Key      string  `json:"key,omitempty"`
	Operator string  `json:"operator"`
	Seconds  *int64  `json:"seconds,omitempty"`
	Weight   float64 `json:"weight,omitzero"`
	Window   *Window `json:"window,omitempty"`
	Level    Level   `json:"level"`
}

type Window struct {
	Start int32 `json:"start"`
	Open  bool  `json:"open,omitempty"`
}

type Level struct {
	Label string `json:"label,omitempty"`
}

type Inline struct {
	Extra string `json:"extra,omitempty"`
}

type Fraction struct {
	Namespace   string `json:"namespace,omitempty"`
	Dashed      string `json:"a-b,omitempty"`
	Numerator   int32  `json:"numerator"`
	Denominator *int32 `json:"denominator,omitempty"`
}
