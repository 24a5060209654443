package validators

import "github.com/kubedv/kubedv/gen/tags"

// kbReachedTags returns the +k8s: tags of a site in a package read as
// controller-gen's only because a controller-gen package's CRD reaches it
// (AnalyzeTypesAsControllerGen; k8s.io/apimachinery's meta/v1). Such a
// package states presence twice: controller-gen's +required/+optional,
// which the CRD controller-gen writes follows, and Kubernetes' own
// +k8s:alpha(...)=+k8s:required, shadowed rules controller-gen ignores.
// The CRD follows controller-gen: a lifecycle-wrapped presence tag is left
// out, so that the markers decide (kbField).
func kbReachedTags(ts []tags.Tag) []tags.Tag {
	var out []tags.Tag
	for _, t := range ts {
		if (t.Name == "alpha" || t.Name == "beta") && t.Value.Tag != nil {
			switch t.Value.Tag.Name {
			case "required", "optional", "forbidden":
				continue
			}
		}
		out = append(out, t)
	}
	return out
}
