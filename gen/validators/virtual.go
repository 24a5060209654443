package validators

import (
	"github.com/kubedv/kubedv/gen/tags"
)

// Virtual fields (KEP-5073 "Virtual Field Strategy"): group rules over
// fields and over listType=map items named by key.
//
//	// +k8s:listType=map
//	// +k8s:listMapKey=type
//	// +k8s:union(union: terminalStatus)
//	// +k8s:listMapItem(type: "Succeeded")=+k8s:memberOf(group: terminalStatus)
//	// +k8s:listMapItem(type: "Failed")=+k8s:memberOf(group: terminalStatus)
//	Conditions []Condition `json:"conditions"`
//
// +k8s:listMapItem(k: v) selects an item like +k8s:item; +k8s:memberOf adds
// the field or item to a group; +k8s:union declares that exactly one member
// of the group is set. They are checked by the same code as
// +k8s:unionMember, with the same errors and ratcheting.

func init() {
	Register(&Tag{
		Name:       "listMapItem",
		Kind:       KindChain,
		Scopes:     ScopeField | ScopeType | ScopeValue,
		Stability:  Alpha,
		FreeArgs:   true,
		Payload:    TagPayload,
		PayloadDoc: "<tag>",
		Args:       []Arg{{Name: "<key>", Required: true, Doc: "each listMapKey field's JSON name with the value to select"}},
		Doc:        "The KEP's virtual-field name for +k8s:item: apply the payload to the listType=map item with the given key.",
		Example:    "// +k8s:listType=map\n// +k8s:listMapKey=type\n// +k8s:union(union: terminal)\n// +k8s:listMapItem(type: \"Failed\")=+k8s:memberOf(group: terminal)\nConditions []Condition `json:\"conditions\"`",
		Behavior:   "Exactly as +k8s:item.",
		Apply:      applyItem,
	}, &Tag{
		Name:      "memberOf",
		Scopes:    ScopeField | ScopeValue,
		Stability: Alpha,
		Args:      []Arg{{Name: "group", Required: true, Doc: "the group's name"}},
		Doc:       "Add the field, or the list item selected with +k8s:listMapItem, to a group declared with +k8s:union(union: <group>).",
		Example:   "// +k8s:union(union: terminal)\n// +k8s:listMapItem(type: \"Failed\")=+k8s:memberOf(group: terminal)\nConditions []Condition `json:\"conditions\"`",
		Behavior:  "The group is checked like a +k8s:unionMember union: exactly one member must be set.",
		Apply: func(s *Site, t tags.Tag) error {
			group, _ := t.Arg("group")
			member := t
			member.Args = []tags.Arg{{Name: "union", Value: group.Value, Kind: tags.ArgString, Pos: group.Pos}}
			if err := applyUnionMember(s, member, oneOfUnion); err != nil {
				return err
			}
			target := s.Parent
			if s.Selected {
				target = s.Outer
			}
			target.V.unions[group.Value].virtual = true
			return nil
		},
	}, &Tag{
		Name:      "union",
		Scopes:    ScopeField | ScopeType,
		Stability: Alpha,
		Args:      []Arg{{Name: "union", Required: true, Doc: "the group's name"}},
		Doc:       "Declare that exactly one member of a +k8s:memberOf group is set: on a list field for its items, on a struct type for its fields.",
		Example:   "// +k8s:union(union: terminal)\n// +k8s:listMapItem(type: \"Failed\")=+k8s:memberOf(group: terminal)\nConditions []Condition `json:\"conditions\"`",
		Behavior:  "Reports the same errors as a +k8s:unionMember union of the group's members.",
		Apply: func(s *Site, t tags.Tag) error {
			name, _ := t.Arg("union")
			if s.V.declared == nil {
				s.V.declared = map[string]tags.Tag{}
			}
			if _, dup := s.V.declared[name.Value]; dup {
				return Errorf(t, "union %s is declared twice on %s; remove one", quoteUnion(name.Value), s.What)
			}
			s.V.declared[name.Value] = t
			s.Later(RulePhase, func(s *Site) error {
				if g := s.V.unions[name.Value]; g == nil || !g.virtual {
					return Errorf(t, "union %s has no members on %s; add +k8s:memberOf(group: %s) to its fields, or +k8s:listMapItem(<key>: <value>)=+k8s:memberOf(group: %s) to select list items",
						quoteUnion(name.Value), s.What, name.Value, name.Value)
				}
				return nil
			})
			return nil
		},
	})
}

// checkVirtual fails for a group of +k8s:memberOf members that no
// +k8s:union declares on the site that checks it.
func checkVirtual(g *unionGroup) error {
	if !g.virtual {
		return nil
	}
	if _, ok := g.target.V.declared[g.name]; ok {
		return nil
	}
	where := "the list field"
	if g.target.Scope == ScopeType {
		where = "the struct type"
	}
	return Errorf(g.members[0].tag, "group %s has no +k8s:union(union: %s) declaration on %s (%s); add it there",
		quoteUnion(g.name), g.name, where, g.target.What)
}
