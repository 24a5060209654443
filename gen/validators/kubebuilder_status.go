package validators

import (
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// The status subresource of a controller-gen root. With
// +kubebuilder:subresource:status the API server serves status apart:
// a create or update of the main resource drops the status it was sent
// (a create starts with none, an update keeps the stored one), and only
// an update of /status changes it. So on the main resource the status is
// never what the client sent, and reporting its errors (a required field
// inside an absent non-pointer status, above all) would reject objects
// the API server accepts. The field's validation runs only in requests
// for "/status", which the registered function accepts for such a type
// (gen/roots.go), and where Validate_<Root> is called with a /status
// operation (declarative.ValidateDeclaratively with the subresource, or
// op.Request.Subresources = ["status"]).

// kbStatusPath is the subresource controller-gen's marker enables.
const kbStatusPath = "/status"

// kbStatusSubresource marks the status field of a root type with
// +kubebuilder:subresource:status as validated on /status only.
func kbStatusSubresource(n *model.Named, tp *TypePlan) {
	if !KubebuilderStatusSubresource(n) {
		return
	}
	for _, fp := range tp.Fields {
		if fp.Field.JSONName == "status" && !fp.Field.Inline {
			fp.V.OnlySubresource = kbStatusPath
		}
	}
}

// KubebuilderStatusSubresource reports +kubebuilder:subresource:status on
// type n (of a package written for controller-gen).
func KubebuilderStatusSubresource(n *model.Named) bool {
	for _, l := range n.Other {
		if tags.IsMarker(l.Text, "+kubebuilder:subresource:status") {
			return true
		}
	}
	return false
}
