package openapi

import (
	"fmt"
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

// isOptional: +optional, else not with +required, else omitempty.
func isOptional(m member) (bool, error) {
	tags := tagValues(m.comments)
	optional, required := tags["optional"] != nil, tags["required"] != nil
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
