package openapigen

import (
	"fmt"
	"go/constant"
	"go/types"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// extension is one x-kubernetes-* vendor extension read from a tag.
type extension struct {
	tag    string // listType, or k8s:openapi-gen for explicit x- values
	xName  string
	values []string
}

// extensionTags are the tags that become vendor extensions.
var extensionTags = map[string]struct {
	xName   string
	kind    kind
	allowed []string
	array   bool // written as a list even with one value
}{
	"patchMergeKey": {xName: "x-kubernetes-patch-merge-key", kind: kSlice},
	"patchStrategy": {xName: "x-kubernetes-patch-strategy", kind: kSlice, allowed: []string{"merge", "retainKeys"}},
	"listMapKey":    {xName: "x-kubernetes-list-map-keys", kind: kSlice, array: true},
	"listType":      {xName: "x-kubernetes-list-type", kind: kSlice, allowed: []string{"atomic", "map", "set"}},
	"mapType":       {xName: "x-kubernetes-map-type", kind: kMap, allowed: []string{"atomic", "granular"}},
	"structType":    {xName: "x-kubernetes-map-type", kind: kStruct, allowed: []string{"atomic", "granular"}},
	"validations":   {xName: "x-kubernetes-validations", kind: kSlice},
}

func (e extension) asList() bool {
	return len(e.values) > 1 || extensionTags[e.tag].array
}

// k8sAliases are v1.38's +k8s: spellings of extension tags, each used
// where its unprefixed tag is absent.
var k8sAliases = map[string]string{"k8s:listType": "listType", "k8s:listMapKey": "listMapKey"}

// parseExtensions reads +k8s:openapi-gen=x-kubernetes-<name>:<value>
// values, then the extension tags by name. On v1.38 a malformed
// extension tag is an error that leaves the extension tags out.
func (u *universe) parseExtensions(lines []string) ([]extension, []error) {
	var out []extension
	var errs []error
	for _, v := range u.openAPIGenValues(lines) {
		if !strings.HasPrefix(v, "x-kubernetes-") {
			continue
		}
		name, value, ok := strings.Cut(v, ":")
		if !ok {
			errs = append(errs, fmt.Errorf("invalid extension value: %v", v))
			continue
		}
		out = append(out, extension{tag: openAPIGenTag, xName: name, values: []string{value}})
	}
	names := make([]string, 0, len(extensionTags)+len(k8sAliases))
	for k := range extensionTags {
		names = append(names, k)
	}
	aliases := u.rel.OpenAPIGenReadsK8sTagAliases()
	if aliases {
		for k := range k8sAliases {
			names = append(names, k)
		}
	}
	tags, err := u.tags(lines, names...)
	if err != nil {
		return out, append(errs, err)
	}
	if aliases {
		resolveAliases(tags)
	}
	keys := make([]string, 0, len(tags))
	for k := range tags {
		if _, ok := extensionTags[k]; ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		out = append(out, extension{tag: k, xName: extensionTags[k].xName, values: tags[k]})
	}
	return out, errs
}

// resolveAliases gives each absent unprefixed tag its +k8s: alias's
// values; a +k8s:listMapKey counts only on a list whose type is then
// exactly map.
func resolveAliases(tags map[string][]string) {
	_, ownKeys := tags["listMapKey"]
	for alias, tag := range k8sAliases {
		if vs, ok := tags[alias]; ok {
			if _, has := tags[tag]; !has {
				tags[tag] = vs
			}
		}
	}
	if lt := tags["listType"]; !ownKeys && !(len(lt) == 1 && lt[0] == "map") {
		delete(tags, "listMapKey")
	}
}

// checkMemberExtensions reports values and kinds the extensions do not
// allow (logged only, as upstream).
func checkMemberExtensions(exts []extension, t types.Type) []error {
	var errs []error
	for _, e := range exts {
		a, known := extensionTags[e.tag]
		if !known {
			continue
		}
		if len(a.allowed) > 0 {
			if len(e.values) == 0 {
				errs = append(errs, fmt.Errorf("%s needs a value, none given.", e.tag))
			} else {
				for _, v := range e.values {
					if !slices.Contains(a.allowed, v) {
						errs = append(errs, fmt.Errorf("%v not allowed for %s. Allowed values: %v", e.values, e.tag, a.allowed))
						break
					}
				}
			}
		}
		if k := kindOf(t); a.kind != "" && k != a.kind {
			errs = append(errs, fmt.Errorf("tag %s on type %v; only allowed on type %v", e.tag, k, a.kind))
		}
	}
	return errs
}

// union is one x-kubernetes-unions entry.
type union struct {
	discriminator string
	fields        map[string]string // JSON name -> Go name
}

func (u *universe) parseUnions(t types.Type) ([]union, []error) {
	var unions []union
	var errs []error
	if s, e := u.unionStruct(t); s != nil || len(e) > 0 {
		if s != nil {
			unions = append(unions, *s)
		}
		errs = append(errs, e...)
	}
	for _, m := range u.members(t) {
		if u.hasOpenAPIGenValue(m.comments, "false") || !shouldInline(m) {
			continue
		}
		us, e := u.parseUnions(m.typ)
		unions = append(unions, us...)
		errs = append(errs, e...)
	}
	if s, e := u.unionMembers(t); s != nil || len(e) > 0 {
		if s != nil {
			unions = append(unions, *s)
		}
		errs = append(errs, e...)
	}
	return unions, errs
}

func (un *union) setDiscriminator(v string) []error {
	var errs []error
	if un.discriminator != "" {
		errs = append(errs, fmt.Errorf("at least two discriminators found: %v and %v", v, un.discriminator))
	}
	un.discriminator = v
	return errs
}

// duplicateMemberError: two union members share a JSON name (upstream
// panics).
type duplicateMemberError struct{ json string }

func (e duplicateMemberError) Error() string {
	return fmt.Sprintf("same field (%v) found multiple times", e.json)
}

func (un *union) addMember(json, goName string) error {
	if _, dup := un.fields[json]; dup {
		return duplicateMemberError{json}
	}
	un.fields[json] = goName
	return nil
}

// unionStruct: a struct tagged +union is a union of its fields.
func (u *universe) unionStruct(t types.Type) (*union, []error) {
	if has, err := u.hasAnyTag(u.typeComments(t), "union"); err != nil || !has {
		if err != nil {
			return nil, []error{err}
		}
		return nil, nil
	}
	var errs []error
	un := &union{fields: map[string]string{}}
	name := typeString(t)
	for _, m := range u.members(t) {
		json := referableName(m)
		if json == "" {
			continue
		}
		if shouldInline(m) {
			errs = append(errs, fmt.Errorf("union structures can't have embedded fields: %v.%v", name, m.name))
			continue
		}
		tags, err := u.tags(m.comments, "unionDeprecated", "unionDiscriminator")
		if err != nil {
			errs = append(errs, fmt.Errorf("%v.%v: %w", name, m.name, err))
			continue
		}
		if tags["unionDeprecated"] != nil {
			errs = append(errs, fmt.Errorf("union struct can't have unionDeprecated members: %v.%v", name, m.name))
			continue
		}
		if tags["unionDiscriminator"] != nil {
			errs = append(errs, un.setDiscriminator(json)...)
			continue
		}
		if opt, err := u.isOptional(m); !opt || err != nil {
			errs = append(errs, fmt.Errorf("union members must be optional: %v.%v", name, m.name))
		}
		if err := un.addMember(json, m.name); err != nil {
			return nil, []error{err}
		}
	}
	return un, errs
}

// unionMembers: +unionDeprecated fields with a +unionDiscriminator.
func (u *universe) unionMembers(t types.Type) (*union, []error) {
	var errs []error
	un := &union{fields: map[string]string{}}
	name := typeString(t)
	for _, m := range u.members(t) {
		json := referableName(m)
		if json == "" || shouldInline(m) {
			continue
		}
		tags, err := u.tags(m.comments, "unionDiscriminator", "union", "unionDeprecated")
		if err != nil {
			errs = append(errs, fmt.Errorf("%v.%v: %w", name, m.name, err))
			continue
		}
		if tags["unionDiscriminator"] != nil {
			errs = append(errs, un.setDiscriminator(json)...)
		}
		if tags["union"] != nil {
			errs = append(errs, fmt.Errorf("union tag is not accepted on struct members: %v.%v", name, m.name))
			continue
		}
		if tags["unionDeprecated"] != nil {
			if opt, err := u.isOptional(m); !opt || err != nil {
				errs = append(errs, fmt.Errorf("union members must be optional: %v.%v", name, m.name))
			}
			if err := un.addMember(json, m.name); err != nil {
				return nil, []error{err}
			}
		}
	}
	if len(un.fields) == 0 {
		return nil, nil
	}
	return un, append(errs, un.check()...)
}

func (un *union) check() []error {
	var errs []error
	if un.discriminator != "" && len(un.fields) == 0 {
		errs = append(errs, fmt.Errorf("discriminator set with no fields in union"))
	}
	seen := map[string]bool{}
	for _, d := range un.fields {
		if seen[d] {
			errs = append(errs, fmt.Errorf("discriminated value is used twice: %v", d))
		}
		seen[d] = true
	}
	if _, ok := un.fields[un.discriminator]; un.discriminator != "" && ok {
		errs = append(errs, fmt.Errorf("%v can't be both discriminator and part of the union", un.discriminator))
	}
	return errs
}

// enumType is a string type tagged +enum with its constants.
type enumType struct {
	values []enumValue
}

type enumValue struct {
	name, value, comment string
}

// parseEnums finds the +enum string types of the requested packages and
// their typed constants; of two constants with one value, the longer
// comment wins (then the smaller), so the result is deterministic.
func (u *universe) parseEnums() map[string]*enumType {
	enums := map[string]*enumType{}
	for _, p := range u.order {
		scope := u.requested[p].types.Scope()
		for _, n := range scope.Names() {
			tn, ok := scope.Lookup(n).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			if b, ok := tn.Type().Underlying().(*types.Basic); ok && b.Kind() == types.String && u.hasEnumTag(tn.Type()) {
				enums[typeString(tn.Type())] = &enumType{}
			}
		}
	}
	for _, p := range u.order {
		scope := u.requested[p].types.Scope()
		for _, n := range scope.Names() {
			c, ok := scope.Lookup(n).(*types.Const)
			if !ok {
				continue
			}
			e := enums[typeString(c.Type())]
			if e == nil {
				continue
			}
			v := c.Val().String()
			if c.Val().Kind() == constant.String {
				v = constant.StringVal(c.Val())
			}
			e.add(enumValue{name: c.Name(), value: v, comment: strings.Join(u.docComment(c.Pos()), " ")})
		}
	}
	return enums
}

// hasEnumTag: the type says +enum (on v1.38 also +k8s:enum); a malformed
// one stops v1.38's openapi-gen.
func (u *universe) hasEnumTag(t types.Type) bool {
	names := []string{"enum"}
	if u.rel.OpenAPIGenReadsK8sTagAliases() {
		names = append(names, "k8s:enum")
	}
	has, err := u.hasAnyTag(u.typeComments(t), names...)
	if err != nil {
		u.stop(fmt.Errorf("Type %v: invalid enum tag: %v", typeString(t), err))
	}
	return has
}

func (e *enumType) add(v enumValue) {
	for i, old := range e.values {
		if old.value == v.value {
			if len(old.comment) < len(v.comment) || (len(old.comment) == len(v.comment) && old.comment > v.comment) {
				e.values[i] = v
			}
			return
		}
	}
	e.values = append(e.values, v)
}

func (e *enumType) valueStrings() []string {
	var out []string
	for _, v := range e.values {
		out = append(out, fmt.Sprintf("%q", v.value))
	}
	sort.Strings(out)
	return out
}

var whitespace = regexp.MustCompile(`\s+`)

// descriptionLines document the values after the field's description.
func (e *enumType) descriptionLines() []string {
	if len(e.values) == 0 {
		return nil
	}
	var lines []string
	for _, v := range e.values {
		c := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(v.comment), v.name))
		lines = append(lines, fmt.Sprintf(" - `%q` %s", v.value, whitespace.ReplaceAllString(c, " ")))
	}
	sort.Strings(lines)
	return append([]string{"", "Possible enum values:"}, lines...)
}
