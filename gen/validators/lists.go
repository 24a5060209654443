package validators

import (
	"go/types"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// List semantics: +k8s:listType=atomic|set|map, +k8s:listMapKey (repeat for
// compound keys), +k8s:unique=set|map and +k8s:customUnique. They decide
// how items are identified, which drives uniqueness, ratcheting (items are
// correlated with the old list by key or by value; atomic items not at all)
// and item-level update rules. The tags are checked together once all of a
// site's tags are known.

// List is the declared semantics of a list value.
type List struct {
	Type      string // atomic, set or map; "" when undeclared (atomic)
	TypeTag   tags.Tag
	KeyNames  []string // JSON names of the key fields, in order
	KeyTags   []tags.Tag
	Keys      []*types.Var // the resolved key fields
	Unique    string       // set or map, from +k8s:unique
	UniqueTag tags.Tag
	// TypeRule and UniqueRule are the lifecycle and conditions written
	// around +k8s:listType and +k8s:unique: the uniqueness check carries
	// those of the tag that asked for it.
	TypeRule, UniqueRule rule
	Custom               bool // +k8s:customUnique: uniqueness is checked by hand
	CustomTag            tags.Tag
	// early is what Kubernetes' generator knows of the list when it applies
	// +k8s:eachVal: it applies a site's tags in name order, so only
	// +k8s:customUnique and the list tags inside +k8s:alpha or +k8s:beta
	// come before it (see eachValNoModify).
	early struct {
		seen     bool   // one of them is written
		semantic string // the set or map they declare
	}
}

// noteEarly records a list tag that Kubernetes' generator applies before
// +k8s:eachVal: one inside +k8s:alpha or +k8s:beta, or +k8s:customUnique.
func (l *List) noteEarly(s *Site, t tags.Tag, semantic string) {
	if s.Level == Standard && t.Name != "customUnique" {
		return
	}
	l.early.seen = true
	if semantic != "" {
		l.early.semantic = semantic
	}
}

// ByKey reports whether items are identified by key fields (listType=map
// or unique=map).
func (l *List) ByKey() bool { return l != nil && (l.Type == "map" || l.Unique == "map") }

// ByValue reports whether items are identified by their whole value
// (listType=set or unique=set).
func (l *List) ByValue() bool { return l != nil && (l.Type == "set" || l.Unique == "set") }

// Identified reports whether items have an identity at all: atomic lists
// without +k8s:unique have none, so adding or removing an item cannot be
// told from replacing the list.
func (l *List) Identified() bool { return l.ByKey() || l.ByValue() }

func init() {
	Register(&Tag{
		Name:         "listType",
		SingleValued: true,
		Scopes:       ScopeField | ScopeType | ScopeValue,
		Stability:    Stable,
		Payload:      StringPayload,
		PayloadDoc:   "<atomic|set|map>",
		Doc:          "How a list's items are identified: atomic (not at all), set (by value, unique) or map (by the +k8s:listMapKey fields, unique).",
		Example:      "// +k8s:listType=map\n// +k8s:listMapKey=name\nPorts []Port `json:\"ports\"`",
		Behavior: "set and map lists report each later duplicate as field.Duplicate(path[i], item), in linear time. On update, items are " +
			"correlated with the old list (by key for map, by value for set) and only new or changed items are re-validated; atomic items " +
			"have no identity, so every item of a changed atomic list is validated, with no old value, as in Kubernetes. " +
			"The duplicates are reported at the place of the tag that asks for them, as Kubernetes applies tags in name order: " +
			"wrapped in +k8s:alpha or +k8s:beta, before the items' +k8s:eachVal checks.",
		Apply: func(s *Site, t tags.Tag) error {
			l, err := listOf(s, t)
			if err != nil {
				return err
			}
			switch v := t.Value.Text; v {
			case "atomic", "set", "map":
				if l.Type != "" {
					return Errorf(t, "the list type is already %s (%s); keep one +k8s:listType", l.Type, l.TypeTag.Text)
				}
				l.Type, l.TypeTag, l.TypeRule = v, t, rule{s.Level, s.Cond, s.rank}
				l.noteEarly(s, t, v)
			default:
				return Errorf(t, "unknown list type %q; use atomic, set or map", v)
			}
			return nil
		},
	}, &Tag{
		Name:       "listMapKey",
		Scopes:     ScopeField | ScopeType | ScopeValue,
		Stability:  Stable,
		Payload:    StringPayload,
		PayloadDoc: "<JSON name of an item field>",
		Doc:        "A key field of a +k8s:listType=map (or +k8s:unique=map) list's items; repeat the tag for compound keys.",
		Example:    "// +k8s:listType=map\n// +k8s:listMapKey=containerPort\n// +k8s:listMapKey=protocol\nPorts []ContainerPort `json:\"ports\"`",
		Behavior:   "Items with the same values in all key fields are duplicates; on update, items are correlated with the old list by key.",
		Apply: func(s *Site, t tags.Tag) error {
			l, err := listOf(s, t)
			if err != nil {
				return err
			}
			for _, k := range l.KeyNames {
				if k == t.Value.Text {
					return Errorf(t, "key field %q is listed twice; remove one", k)
				}
			}
			l.KeyNames = append(l.KeyNames, t.Value.Text)
			l.KeyTags = append(l.KeyTags, t)
			l.noteEarly(s, t, "")
			return nil
		},
	}, &Tag{
		Name:         "unique",
		SingleValued: true,
		Scopes:       ScopeField | ScopeType | ScopeValue,
		Stability:    Stable,
		Payload:      StringPayload,
		PayloadDoc:   "<set|map>",
		Doc:          "Items must be unique (by value, or by the +k8s:listMapKey fields) without changing the list's atomic semantics.",
		Example:      "// +k8s:listType=atomic\n// +k8s:unique=map\n// +k8s:listMapKey=name\nVolumes []Volume `json:\"volumes\"`",
		Behavior:     "Reports each later duplicate as field.Duplicate(path[i], item), in linear time.",
		Apply: func(s *Site, t tags.Tag) error {
			l, err := listOf(s, t)
			if err != nil {
				return err
			}
			if v := t.Value.Text; v != "set" && v != "map" {
				return Errorf(t, "unknown uniqueness %q; use set (by value) or map (by +k8s:listMapKey fields)", v)
			}
			if l.Unique != "" {
				return Errorf(t, "+k8s:unique is written twice; keep one")
			}
			l.Unique, l.UniqueTag, l.UniqueRule = t.Value.Text, t, rule{s.Level, s.Cond, s.rank}
			l.noteEarly(s, t, t.Value.Text)
			return nil
		},
	}, &Tag{
		Name:      "customUnique",
		Scopes:    ScopeField | ScopeType | ScopeValue,
		Stability: Stable,
		Doc:       "Uniqueness of this set or map list is checked by hand-written code; the generator emits no uniqueness check.",
		Example:   "// +k8s:listType=map\n// +k8s:listMapKey=name\n// +k8s:customUnique\nItems []Item `json:\"items\"`",
		Behavior:  "Items keep their identity for ratcheting and update rules; duplicates are not reported by generated code.",
		Apply: func(s *Site, t tags.Tag) error {
			l, err := listOf(s, t)
			if err != nil {
				return err
			}
			l.Custom, l.CustomTag = true, t
			l.noteEarly(s, t, "")
			return nil
		},
	})
}

// listOf returns the list semantics of s, creating them (and scheduling
// their check) on first use.
func listOf(s *Site, t tags.Tag) (*List, error) {
	if _, ok := s.Underlying().(*types.Slice); !ok {
		return nil, Errorf(t, "%s, which is not a list; +k8s:%s applies only to slices", s.hasType(s.Type), t.Name)
	}
	if s.V.List == nil {
		s.V.List = &List{}
		s.Later(ListPhase, finishList)
	}
	return s.V.List, nil
}

// finishList checks the list tags of s together and adds the uniqueness
// check.
func finishList(s *Site) error {
	l := s.V.List
	elem := s.Underlying().(*types.Slice).Elem()
	switch {
	case l.Unique != "" && (l.Type == "set" || l.Type == "map"):
		return Errorf(l.UniqueTag, "+k8s:listType=%s already makes items unique; remove +k8s:unique", l.Type)
	case len(l.KeyNames) > 0 && !l.ByKey():
		return Errorf(l.KeyTags[0], "+k8s:listMapKey needs +k8s:listType=map (or +k8s:unique=map) on the same list")
	case l.ByKey() && len(l.KeyNames) == 0:
		at := l.TypeTag
		if l.Type != "map" {
			at = l.UniqueTag
		}
		return Errorf(at, "a map list needs its key fields: add +k8s:listMapKey=<JSON name of an item field>")
	case l.Custom && !l.Identified():
		return Errorf(l.CustomTag, "+k8s:customUnique needs a list whose items are unique: +k8s:listType=set|map or +k8s:unique=set|map")
	}
	if l.ByKey() {
		item := Deref(elem)
		if _, ok := item.Underlying().(*types.Struct); !ok {
			return Errorf(l.KeyTags[0], "items of %s have type %s, which is not a struct; a map list's items need key fields", s.What, typeString(elem))
		}
		for i, name := range l.KeyNames {
			f, names := jsonField(item, name)
			if f == nil {
				msg := "items of %s have no field with JSON name %q"
				if near := tags.Suggest(name, names); near != "" {
					return Errorf(l.KeyTags[i], msg+"; did you mean %q?", s.What, name, near)
				}
				return Errorf(l.KeyTags[i], msg+"; the fields are: %s", s.What, name, strings.Join(names, ", "))
			}
			if !DeepComparable(Deref(f.Type())) || isDoublePointer(f.Type()) {
				return Errorf(l.KeyTags[i], "key field %q has type %s; key fields must be strings, numbers or booleans (or pointers to them), not collections", name, typeString(f.Type()))
			}
			l.Keys = append(l.Keys, f)
		}
	}
	// A list type that declares its own uniqueness checks it in its own
	// function; checking again here would report each duplicate twice.
	if tl := s.V.TypeList; tl != nil && tl != l && tl.Identified() && !tl.Custom && !s.V.Opaque {
		return nil
	}
	if l.Identified() && !l.Custom {
		at, r := l.TypeTag, l.TypeRule
		if l.Type != "set" && l.Type != "map" {
			at, r = l.UniqueTag, l.UniqueRule
		}
		// The check belongs to the tag that asked for uniqueness, under its
		// lifecycle and conditions and at its rank, whichever list tag came
		// first: Kubernetes runs it where that tag comes in name order
		// among the list's deferred tags (+k8s:alpha=+k8s:listType=map
		// before +k8s:eachVal, +k8s:listType=map after it).
		asked := s.within(r.level, r.cond)
		asked.rank = r.rank
		asked.Add(Check{Tag: at, Emits: []Emission{{Type: field.ErrorTypeDuplicate, Fragment: "[*]"}}, Rule: uniqueRule(elem, l), AfterItems: true})
	}
	return nil
}

// uniqueRule reports duplicate items: by key or value, or for items that ==
// cannot compare, as Kubernetes does, by semantic equality narrowed by a
// hash.
func uniqueRule(elem types.Type, l *List) *Call {
	item := Deref(elem)
	byEquality := l.ByValue() && !DeepComparable(item)
	fn := "Unique"
	if byEquality {
		fn = "UniqueEqual"
	}
	if isPointer(elem) {
		fn += "Ptr"
	}
	if byEquality {
		return runtimeCall(fn, ArgPath{}, ArgValue{}, ArgHashFunc{item}, ArgEqualFunc{item})
	}
	return runtimeCall(fn, ArgPath{}, ArgValue{}, ArgKeyFunc{Item: item, Fields: l.Keys})
}

// rule is the lifecycle level and conditions a tag was written under.
type rule struct {
	level Level
	cond  []Condition
	rank  int // the tag's rank (Check.Order)
}

// DeepComparable reports whether == on t compares values rather than
// pointers: no pointers, interfaces, slices or maps anywhere inside.
func DeepComparable(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return true
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if !DeepComparable(u.Field(i).Type()) {
				return false
			}
		}
		return true
	case *types.Array:
		return DeepComparable(u.Elem())
	}
	return false
}

func isDoublePointer(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	_, ok = types.Unalias(p.Elem()).(*types.Pointer)
	return ok
}
