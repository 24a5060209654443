package openapigen

import (
	"fmt"
	"go/types"
	"reflect"
	"sort"
	"strings"
)

// The API rule report: Kubernetes' API conventions that kube-openapi's
// openapi-gen checks on every API type, one line per violation, in the
// format of api/api-rules/violation_exceptions.list.

type violation struct {
	rule, pkg, typ, field string
}

type apiRule struct {
	name  string
	check func(u *universe, t types.Type) []string
}

var apiRules = []apiRule{
	{"names_match", namesMatchRule},
	{"omitempty_match_case", omitEmptyCaseRule},
	{"list_type_missing", listTypeMissingRule},
	{"streaming_list_type_field_order", streamingFieldOrderRule},
	{"streaming_list_type_json_tags", streamingJSONTagsRule},
	{"streaming_list_type_proto_tags", streamingProtoTagsRule},
}

func (u *universe) violations(ts []types.Type) []violation {
	var out []violation
	for _, t := range ts {
		pkg, name := nameOf(t)
		for _, r := range apiRules {
			for _, f := range r.check(u, t) {
				out = append(out, violation{r.name, pkg, name, f})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.rule != b.rule {
			return a.rule < b.rule
		}
		if a.pkg != b.pkg {
			return a.pkg < b.pkg
		}
		if a.typ != b.typ {
			return a.typ < b.typ
		}
		return a.field < b.field
	})
	return out
}

func reportText(vs []violation) []byte {
	var b strings.Builder
	for _, v := range vs {
		fmt.Fprintf(&b, "API rule violation: %s,%s,%s,%s\n", v.rule, v.pkg, v.typ, v.field)
	}
	return []byte(b.String())
}

// namesMatchRule: the JSON name is the Go name with a lower-case first
// letter (metadata for ObjectMeta and ListMeta), no "_" or "-".
func namesMatchRule(u *universe, t types.Type) []string {
	var out []string
	for _, m := range u.members(t) {
		if u.skipsUnexported(t, m) {
			continue
		}
		j, ok := reflect.StructTag(m.tags).Lookup("json")
		if !ok {
			out = append(out, m.name)
			continue
		}
		if j == "-" {
			continue
		}
		if !nameIsOkay(m, strings.Split(j, ",")[0]) {
			out = append(out, m.name)
		}
	}
	return out
}

func nameIsOkay(m member, jsonName string) bool {
	if jsonName == "" {
		k := kindOf(m.typ)
		return k == kStruct || k == kPointer && kindOf(elemOf(m.typ)) == kStruct
	}
	switch typeString(m.typ) {
	case "k8s.io/apimachinery/pkg/apis/meta/v1.ListMeta", "k8s.io/apimachinery/pkg/apis/meta/v1.ObjectMeta":
		return jsonName == "metadata"
	}
	return namesMatch(m.name, jsonName)
}

func namesMatch(goName, jsonName string) bool {
	allowed := func(s string) bool { return !strings.ContainsAny(s, "_-") }
	// Equal byte lengths too: EqualFold matches a few multi-byte letters
	// with ASCII ones (upstream indexes past the end then).
	if !allowed(goName) || !allowed(jsonName) || !strings.EqualFold(goName, jsonName) || len(goName) != len(jsonName) {
		return false
	}
	if !isCapital(goName[0]) || isCapital(jsonName[0]) {
		return false
	}
	for i := 0; i < len(goName); i++ {
		if goName[i] == jsonName[i] {
			return goName[i:] == jsonName[i:] && (i == 1 || isCapital(goName[i]))
		}
	}
	return true
}

func isCapital(b byte) bool { return b >= 'A' && b <= 'Z' }

// omitEmptyCaseRule: "omitempty" is spelled in lower case.
func omitEmptyCaseRule(u *universe, t types.Type) []string {
	var out []string
	for _, m := range u.members(t) {
		j, ok := reflect.StructTag(m.tags).Lookup("json")
		if !ok {
			continue
		}
		parts := strings.Split(j, ",")
		if len(parts) < 2 || parts[0] == "-" {
			continue
		}
		for _, p := range parts[1:] {
			if strings.EqualFold(p, "omitempty") && p != "omitempty" {
				out = append(out, m.name)
			}
		}
	}
	return out
}

// isGengoByte: gengo's universe has one byte type for byte, uint8 and int8.
func isGengoByte(t types.Type) bool {
	b, ok := types.Unalias(t).(*types.Basic)
	return ok && (b.Name() == "byte" || b.Name() == "uint8" || b.Name() == "int8")
}

// listTypeMissingRule: every list field but []byte has +listType (on
// v1.38 or +k8s:listType), and a list type's Items has none.
func listTypeMissingRule(u *universe, t types.Type) []string {
	names := []string{"listType"}
	if u.rel.OpenAPIGenReadsK8sTagAliases() {
		names = append(names, "k8s:listType")
	}
	var out []string
	ms := u.members(t)
	for _, m := range ms {
		tagged, err := u.hasAnyTag(m.comments, names...)
		if err != nil {
			u.stop(fmt.Errorf("%s.%s: %w", typeString(t), m.name, err))
		}
		isSlice := kindOf(m.typ) == kSlice // a named slice type is not one
		if m.name == "Items" && isSlice && hasMember(ms, "ListMeta") {
			if tagged {
				out = append(out, m.name)
			}
			continue
		}
		if isSlice && !isGengoByte(elemOf(m.typ)) && !tagged {
			out = append(out, m.name)
		}
	}
	return out
}

func hasMember(ms []member, name string) bool {
	for _, m := range ms {
		if m.name == name {
			return true
		}
	}
	return false
}

// listMembers returns the members of a list type (TypeMeta, ListMeta and
// Items, nothing else), or nil.
func listMembers(u *universe, t types.Type) []member {
	ms := u.members(t)
	if len(ms) == 3 && hasMember(ms, "TypeMeta") && hasMember(ms, "ListMeta") && hasMember(ms, "Items") {
		return ms
	}
	return nil
}

func streamingFieldOrderRule(u *universe, t types.Type) []string {
	ms := listMembers(u, t)
	if ms == nil {
		return nil
	}
	var out []string
	for i, want := range []string{"TypeMeta", "ListMeta", "Items"} {
		if ms[i].name != want {
			out = append(out, want)
		}
	}
	return out
}

func streamingJSONTagsRule(u *universe, t types.Type) []string {
	var out []string
	for _, m := range listMembers(u, t) {
		tag := reflect.StructTag(m.tags)
		switch m.name {
		case "TypeMeta":
			j, ok := tag.Lookup("json")
			if !m.embedded || !ok || (j != "" && j != ",inline") {
				out = append(out, m.name)
			}
		case "ListMeta":
			if tag.Get("json") != "metadata,omitempty" {
				out = append(out, m.name)
			}
		case "Items":
			if tag.Get("json") != "items" {
				out = append(out, m.name)
			}
		}
	}
	return out
}

func streamingProtoTagsRule(u *universe, t types.Type) []string {
	var out []string
	for _, m := range listMembers(u, t) {
		v := reflect.StructTag(m.tags).Get("protobuf")
		switch m.name {
		case "TypeMeta":
			if v != "" {
				out = append(out, m.name)
			}
		case "ListMeta":
			if v != "" && v != "bytes,1,opt,name=metadata" {
				out = append(out, m.name)
			}
		case "Items":
			if v != "" && v != "bytes,2,rep,name=items" {
				out = append(out, m.name)
			}
		}
	}
	return out
}
