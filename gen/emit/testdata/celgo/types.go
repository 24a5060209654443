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
