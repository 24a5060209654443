package functions

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/gen/defaultergen/output_tests/functions/peer"
)

type Root struct {
	metav1.TypeMeta `json:",inline"`

	// Trace records the calls, in order.
	Trace []string `json:"trace,omitempty"`
	// +default="declared"
	Declared string `json:"declared,omitempty"`

	Child *Child `json:"child,omitempty"`
	// Covered's hand-written defaulter covers its fields: their +default
	// is not applied by the generated code.
	Covered Covered `json:"covered"`
	// A type from the peer package, with a defaulter there.
	Remote peer.Remote `json:"remote"`
	Tree   *Node       `json:"tree,omitempty"`
}

type Child struct {
	// +default=7
	Count int      `json:"count,omitempty"`
	Trace []string `json:"trace,omitempty"`
}

type Covered struct {
	// +default="never applied"
	Value string   `json:"value,omitempty"`
	Trace []string `json:"trace,omitempty"`
}

// +k8s:defaulter-gen=true

// Node is recursive and opted in: its object defaulter calls itself for
// every child. (A recursive type without one is defaulted on its first
// level only, as in Kubernetes.)
type Node struct {
	// +default="leaf"
	Name     string  `json:"name,omitempty"`
	Children []*Node `json:"children,omitempty"`
}

// +k8s:defaulter-gen=false

// OptedOut has TypeMeta but no generated defaulter.
type OptedOut struct {
	metav1.TypeMeta `json:",inline"`
	// +default="x"
	Value string `json:"value,omitempty"`
}

// +k8s:defaulter-gen=true

// OptedIn has no TypeMeta but a generated defaulter.
type OptedIn struct {
	// +default="in"
	Value string `json:"value,omitempty"`
}

// NoDefaults has TypeMeta and nothing to default: no defaulter.
type NoDefaults struct {
	metav1.TypeMeta `json:",inline"`
	Value           string `json:"value,omitempty"`
}
