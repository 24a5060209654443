package validators

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/model"
)

// An optional non-pointer struct field of a package written for
// controller-gen (omitempty, omitzero or +optional, and no +k8s: presence
// tag) whose Go value is the zero struct is an absent object, and the Go
// code validates nothing at it or inside it (decided here, see
// docs/kubebuilder.md). Such a value is what the JSON leaves out
// (omitzero), or, where encoding/json writes {} (omitempty has no effect
// on a struct), what a webhook only sees after the API server accepted
// that {}: either way the API server checks nothing the Go code could add,
// while the struct's required fields, unset in Go, would be reported.
// The required struct (no omitempty, not +optional) is always in the
// JSON and always validated, as the API server validates its {}.
//
// A comparable struct with omitzero is +k8s:optional instead (its key is
// absent exactly when it is zero), which skips it the same way; this rule
// covers the rest: omitempty, +optional alone, and omitzero on a struct
// with lists or maps, whose zero test is reflect's (gen/emit).

// kbAbsentStruct marks field f, not required, as validated only when its
// Go value is not the zero struct. On update, an old zero value is no old
// object only where the JSON left it out (omitzero); with omitempty the
// stored object had its {} and the rules inside ratchet against it, as
// the API server ratchets them.
func kbAbsentStruct(s *Site, f *model.Field, required bool) {
	if required {
		return
	}
	if _, ok := types.Unalias(f.Var.Type()).Underlying().(*types.Struct); !ok {
		return
	}
	var parent *types.Struct
	if s.Parent != nil {
		parent, _ = s.Parent.Type.Underlying().(*types.Struct)
	}
	_, omitZero := jsonOptions(parent, f)
	s.V.AbsentWhenZero, s.V.ZeroOmitted = true, omitZero
}
