package validators

import (
	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:eachVal and +k8s:eachKey apply their payload tag one level down: to
// every list item or map value, and to every map key.

func init() {
	Register(&Tag{
		Name:       "eachVal",
		Kind:       KindChain,
		Scopes:     ScopeField | ScopeType | ScopeValue,
		Stability:  Stable,
		Payload:    TagPayload,
		PayloadDoc: "<tag>",
		Doc:        "Apply the payload tag to every item of a list or every value of a map. Chains nest: +k8s:eachVal=+k8s:eachVal=... for lists of lists.",
		Example:    "// +k8s:eachVal=+k8s:format=k8s-short-name\nAliases []string `json:\"aliases\"`",
		Behavior:   "Items are reported at path[i], map values at path[key]. On update, map values are compared with the old value at the same key and not re-validated when unchanged.",
		Apply: func(s *Site, t tags.Tag) error {
			elem, err := s.Elem(t)
			if err != nil {
				return err
			}
			return Apply(elem, *t.Value.Tag)
		},
	}, &Tag{
		Name:       "eachKey",
		Kind:       KindChain,
		Scopes:     ScopeField | ScopeType | ScopeValue,
		Stability:  Stable,
		Payload:    TagPayload,
		PayloadDoc: "<tag>",
		Doc:        "Apply the payload tag to every key of a map.",
		Example:    "// +k8s:eachKey=+k8s:format=k8s-label-key\nLabels map[string]string `json:\"labels\"`",
		Behavior:   "Key errors name the map itself (path), with the key as the value, as Kubernetes reports them. On update, keys present in the old map are not re-validated.",
		Apply: func(s *Site, t tags.Tag) error {
			key, err := s.Key(t)
			if err != nil {
				return err
			}
			return Apply(key, *t.Value.Tag)
		},
	})
}
