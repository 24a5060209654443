package validators

import (
	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:opaqueType stops the traversal at a field: the validation declared on
// the field's type is not run, but the field's own tags still are. It is how
// a field refers to a type from a package that is not part of the run.
// On a type declaration, as in Kubernetes, the type's own tags still apply
// but what it contains (struct fields, items, keys) is not validated.

func init() {
	Register(&Tag{
		Name:      "opaqueType",
		Scopes:    ScopeField | ScopeType | ScopeValue | ScopeKey,
		Stability: Stable,
		Doc:       "Do not validate the value with its type's declared validation; only the tags written here apply. On a type declaration: the type's own tags apply, but its fields, items and keys are not validated.",
		Example:   "// +k8s:opaqueType\nMemory resource.Quantity `json:\"memory\"`",
		Behavior:  "No call into the type's Validate_<Type> function is generated; the type's package need not be loaded.",
		Apply: func(s *Site, t tags.Tag) error {
			if s.V.Opaque {
				return Errorf(t, "+k8s:opaqueType is written twice; remove one")
			}
			s.V.Opaque = true
			return nil
		},
	})
}
