package validators

import (
	"fmt"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/tags"
)

// ApplyAll applies every validation tag in ts to s and returns all
// diagnostics together. Tags of other generators are skipped. Checks that
// depend on other tags are built later, when the plan finishes its sites.
func ApplyAll(s *Site, ts []tags.Tag) []error {
	var errs []error
	// Kubernetes orders a site's checks, hence its errors, by the name of
	// the tag that asked for them (in order of appearance within a name).
	// Tags still apply in source order, so that diagnostics about pairs of
	// tags name the later one; each check carries its tag's rank instead.
	order := make([]int, len(ts))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return ts[order[i]].Name < ts[order[j]].Name })
	rank := make([]int, len(ts))
	for r, i := range order {
		rank[i] = r
	}
	saved := s.rank
	defer func() { s.rank = saved }()
	for i, t := range ts {
		if !t.Marker && ForeignTag(t.Name) {
			continue
		}
		s.rank = rank[i]
		if err := Apply(s, t); err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// Apply checks one tag against its site and runs the tag's Apply. A panic
// inside a plugin becomes a diagnostic naming the tag.
func Apply(s *Site, t tags.Tag) (err error) {
	def, ok := Default.ValidatorOf(t)
	if !ok {
		if t.Marker {
			return Errorf(t, "unknown controller-gen marker +%s", t.Name)
		}
		if ForeignTag(t.Name) {
			return Errorf(t, "+k8s:%s is not a validation tag and cannot be used here", t.Name)
		}
		if to, ok := Default.Renamed(t.Name); ok {
			return Errorf(t, "unknown tag +k8s:%s; it was renamed to +k8s:%s", t.Name, to.Name)
		}
		if near := Default.Suggest(t.Name); near != "" {
			return Errorf(t, "unknown tag +k8s:%s; did you mean +k8s:%s?", t.Name, near)
		}
		return Errorf(t, "unknown tag +k8s:%s; run `validation-gen --docs` for the list of tags", t.Name)
	}
	if def.Scopes&s.Scope == 0 {
		return Errorf(t, "%s cannot be used on %s; it applies to %s", def.Written(), scopeNoun(s.Scope), def.Scopes)
	}
	if err := checkArgs(def, t); err != nil {
		return err
	}
	if err := checkPayload(def, t); err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			err = Errorf(t, "internal error in the %s validator: %v (please report this)", def.Written(), r)
		}
	}()
	return def.Apply(s, t)
}

func scopeNoun(s Scope) string {
	switch s {
	case ScopeField:
		return "a struct field"
	case ScopeType:
		return "a type declaration"
	case ScopeValue:
		return "list items or map values"
	case ScopeKey:
		return "map keys"
	case ScopeConst:
		return "a constant"
	case ScopePackage:
		return "a package"
	}
	return s.String()
}

func checkArgs(def *Tag, t tags.Tag) error {
	if def.FreeArgs {
		return nil
	}
	known := map[string]bool{}
	for _, a := range def.Args {
		known[a.Name] = true
	}
	for _, a := range t.Args {
		if known[a.Name] {
			continue
		}
		if a.Name == "" {
			return Errorf(t, "%s takes no positional argument%s", def.Written(), argHint(def))
		}
		return Errorf(t, "%s has no argument %q%s", def.Written(), a.Name, argHint(def))
	}
	for _, a := range def.Args {
		if !a.Required {
			continue
		}
		found := false
		for _, ta := range t.Args {
			found = found || ta.Name == a.Name
		}
		if !found {
			if a.Name == "" {
				return Errorf(t, "%s needs an argument: %s(<%s>)", def.Written(), def.Written(), a.Doc)
			}
			return Errorf(t, "%s needs the argument %q: %s(%s: <%s>)", def.Written(), a.Name, def.Written(), a.Name, a.Doc)
		}
	}
	return nil
}

func argHint(def *Tag) string {
	if len(def.Args) == 0 {
		return fmt.Sprintf("; write +k8s:%s without parentheses", def.Name)
	}
	var names []string
	for _, a := range def.Args {
		if a.Name == "" {
			names = append(names, "<"+a.Doc+">")
		} else {
			names = append(names, a.Name+": <"+a.Doc+">")
		}
	}
	return "; it accepts (" + strings.Join(names, ", ") + ")"
}

func checkPayload(def *Tag, t tags.Tag) error {
	k := t.Value.Kind
	if k == tags.ValueNone && def.PayloadOptional {
		return nil
	}
	switch def.Payload {
	case NoPayload:
		if k != tags.ValueNone {
			return Errorf(t, "%s takes no value; write %s", def.Written(), def.Written())
		}
	case IntPayload:
		if k == tags.ValueString && def.DurationPayload {
			return nil
		}
		if k != tags.ValueInt {
			return Errorf(t, "%s needs an integer value, e.g. %s=0", def.Written(), def.Written())
		}
	case StringPayload:
		if k != tags.ValueString && k != tags.ValueRaw && def.PayloadOptional {
			return Errorf(t, "%s takes no value or a quoted string: write %s, or %s=\"%s\"", def.Written(), def.Written(), def.Written(), strings.Trim(def.PayloadDoc, "<>"))
		}
		if k != tags.ValueString && k != tags.ValueRaw {
			return Errorf(t, "%s needs a value: %s=%s", def.Written(), def.Written(), def.PayloadDoc)
		}
	case TagPayload:
		if k != tags.ValueTag {
			return Errorf(t, "%s needs a tag as its value, e.g. %s=+k8s:minimum=0", def.Written(), def.Written())
		}
	case ValuePayload:
		if k == tags.ValueNone || k == tags.ValueTag {
			return Errorf(t, "%s needs a value: %s=%s", def.Written(), def.Written(), def.PayloadDoc)
		}
	}
	return nil
}
