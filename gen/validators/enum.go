package validators

import (
	"go/constant"
	"go/types"
	"sort"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:enum makes a string type's declared constants its only valid values;
// +k8s:enumExclude on a constant leaves it out.

const enumExcludeTag = "enumExclude"

func init() {
	Register(&Tag{
		Name:      "enum",
		Scopes:    ScopeType,
		Stability: Stable,
		Doc:       "The string type's declared constants (in its own package) are its only valid values.",
		Example:   "// +k8s:enum\ntype Protocol string\n\nconst (\n\tProtocolTCP Protocol = \"TCP\"\n\tProtocolUDP Protocol = \"UDP\"\n)",
		Behavior: "Reports field.NotSupported(path, value, sortedValidValues) for any other value. Combine with " +
			"+k8s:optional on fields where the empty string means unset. Unchanged values are not re-validated on update.",
		Eval: evalEnum,
		Apply: func(s *Site, t tags.Tag) error {
			named, ok := types.Unalias(s.ValueType()).(*types.Named)
			if !ok || !isString(named) {
				return needValueType(s, t, false, "named string types with constants")
			}
			values, exclusions := enumValues(s.Universe, named)
			// An enum without constants rejects every value, as in Kubernetes.
			s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeNotSupported, ""), Rule: enumRule(named, values, exclusions)})
			return nil
		},
	}, &Tag{
		Name:      enumExcludeTag,
		Scopes:    ScopeConst,
		Stability: Alpha,
		Doc:       "This constant is not a valid value of its +k8s:enum type.",
		Example:   "const (\n\tProtocolTCP Protocol = \"TCP\"\n\t// +k8s:enumExclude\n\tProtocolLegacy Protocol = \"Legacy\"\n)",
		Behavior:  "The constant is left out of the enum's valid values and of the NotSupported error's list.",
		Apply: func(s *Site, t tags.Tag) error {
			named, ok := types.Unalias(s.Type).(*types.Named)
			if ok {
				if n := s.Universe.NamedOf(named.Obj()); n != nil && hasTag(n.Tags, "enum") {
					return nil
				}
			}
			return Errorf(t, "%s's type %s is not a +k8s:enum type; add +k8s:enum to the type or remove this tag", s.What, typeString(s.Type))
		},
	})
}

// enumRule checks a value against the enum's values, without those that
// options exclude.
func enumRule(named *types.Named, values []*types.Const, exclusions []EnumExclusion) *Call {
	list := ArgEnumValues{Type: named, Values: values}
	if len(exclusions) == 0 {
		return runtimeCall("Enum", ArgPath{}, ArgValue{}, list)
	}
	return runtimeCall("EnumOption", ArgPath{}, ArgOperation{}, ArgValue{}, list, ArgEnumExclusions{Type: named, Items: exclusions})
}

// enumValues returns the allowed constants of an enum type, sorted by value
// (the order field.NotSupported lists them in), without duplicates, and
// the exclusions that depend on options.
func enumValues(u *model.Universe, named *types.Named) ([]*types.Const, []EnumExclusion) {
	var out []*types.Const
	var exclusions []EnumExclusion
	seen := map[string]bool{}
	for _, c := range u.ConstsOf(named) {
		if hasTag(c.Tags, enumExcludeTag) {
			continue
		}
		for _, t := range c.Tags {
			if (t.Name == "ifEnabled" || t.Name == "ifDisabled") && t.Value.Tag != nil && t.Value.Tag.Name == enumExcludeTag {
				arg, _ := t.Positional()
				exclusions = append(exclusions, EnumExclusion{Value: c.Obj, Option: arg.Value, When: t.Name == "ifEnabled"})
			}
		}
		v := constant.StringVal(c.Obj.Val())
		if seen[v] {
			continue
		}
		seen[v] = true
		out = append(out, c.Obj)
	}
	sort.Slice(out, func(i, j int) bool {
		return constant.StringVal(out[i].Val()) < constant.StringVal(out[j].Val())
	})
	return out, exclusions
}

func hasTag(ts []tags.Tag, name string) bool {
	for _, t := range ts {
		if t.Name == name {
			return true
		}
	}
	return false
}
