// Package peer holds a type and its hand-written defaulter outside the
// generated package.
package peer

type Remote struct {
	Value string `json:"value,omitempty"`
}

func SetDefaults_Remote(in *Remote) {
	if in.Value == "" {
		in.Value = "from peer"
	}
}
