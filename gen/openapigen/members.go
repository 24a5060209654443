package openapigen

import (
	"fmt"
	"go/types"
	"reflect"
	"strings"
)

// jsonTags splits a field's json struct tag ("" -> none).
func jsonTags(tag string) []string {
	j := reflect.StructTag(tag).Get("json")
	if j == "" {
		return nil
	}
	return strings.Split(j, ",")
}

// referableName is the property name: the JSON name, the Go name without
// a json tag, "" for json:"-".
func referableName(m member) string {
	tags := jsonTags(m.tags)
	if len(tags) == 0 {
		return m.name
	}
	if tags[0] == "-" {
		return ""
	}
	return tags[0]
}

func hasOmitEmpty(m member) bool {
	j, _ := reflect.StructTag(m.tags).Lookup("json")
	return strings.HasSuffix(j, ",omitempty") || strings.Contains(j, ",omitempty,")
}

// shouldInline: an embedded field whose json tag has no name.
func shouldInline(m member) bool {
	j, ok := reflect.StructTag(m.tags).Lookup("json")
	return m.embedded && ok && (j == "" || strings.HasPrefix(j, ","))
}

// isOptional: +optional, else not with +required, else omitempty; on
// v1.38 +k8s:optional and +k8s:required count as +optional and +required.
func (u *universe) isOptional(m member) (bool, error) {
	optionalTags, requiredTags := []string{"optional"}, []string{"required"}
	if u.rel.OpenAPIGenReadsK8sTagAliases() {
		optionalTags, requiredTags = append(optionalTags, "k8s:optional"), append(requiredTags, "k8s:required")
	}
	tags, err := u.tags(m.comments, append(optionalTags, requiredTags...)...)
	if err != nil {
		return false, err
	}
	optional, required := false, false
	for name := range tags {
		optional = optional || containsString(optionalTags, name)
		required = required || containsString(requiredTags, name)
	}
	switch {
	case optional && required:
		return false, fmt.Errorf("member %s cannot be both optional and required", m.name)
	case required:
		return false, nil
	case optional:
		return true, nil
	}
	return hasOmitEmpty(m), nil
}

// skipsUnexported: on v1.38 the unexported fields of a struct that
// serializes itself (MarshalJSON and UnmarshalJSON declared on it) are
// neither properties nor checked by names_match; those of other structs
// still are, as on v1.37.
func (u *universe) skipsUnexported(t types.Type, m member) bool {
	return u.rel.OpenAPIGenSkipsUnexportedFieldsOfCustomJSON() && !m.embedded && isPrivateName(m.name) &&
		method(t, "MarshalJSON") != nil && method(t, "UnmarshalJSON") != nil
}
