package schema

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// validateValue checks JSON data v against the keywords of schema node p,
// the way the API server checks a default before it accepts a CRD
// (KEP-2335): the value must have the node's type and pass its value
// keywords, an object must name only known fields (a default must already
// be pruned) and have its required ones. CEL rules are checked where they
// come from: the lint rule default-value evaluates the tags behind them.
func validateValue(v any, p *Props, path string) []valueProblem {
	var out []valueProblem
	bad := func(format string, args ...any) {
		out = append(out, valueProblem{path, fmt.Sprintf(format, args...)})
	}
	if v == nil {
		bad("null is not allowed (the schema is not nullable)")
		return out
	}
	if p.IntOrString {
		switch v := v.(type) {
		case string:
		case json.Number:
			if !isInteger(v) {
				bad("%s is neither an integer nor a string", v)
			}
		default:
			bad("%s is neither an integer nor a string", jsonKindOf(v))
		}
		return out
	}
	if len(p.Enum) > 0 && !slices.ContainsFunc(p.Enum, func(e any) bool { return sameJSON(e, v) }) {
		bad("%s is not one of the allowed values %v", jsonText(v), p.Enum)
	}
	switch p.Type {
	case "string":
		s, ok := v.(string)
		if !ok {
			bad("a string is needed, not %s", jsonKindOf(v))
			return out
		}
		out = append(out, stringProblems(s, p, path)...)
	case "integer", "number":
		n, ok := v.(json.Number)
		if !ok || (p.Type == "integer" && !isInteger(n)) {
			bad("an %s is needed, not %s", p.Type, jsonKindOf(v))
			return out
		}
		out = append(out, numberProblems(n, p, path)...)
	case "boolean":
		if _, ok := v.(bool); !ok {
			bad("true or false is needed, not %s", jsonKindOf(v))
		}
	case "array":
		items, ok := v.([]any)
		if !ok {
			bad("a list is needed, not %s", jsonKindOf(v))
			return out
		}
		out = append(out, arrayProblems(items, p, path)...)
	case "object":
		obj, ok := v.(map[string]any)
		if !ok {
			bad("an object is needed, not %s", jsonKindOf(v))
			return out
		}
		out = append(out, objectProblems(obj, p, path)...)
	}
	return out
}

// valueProblem is one reason a value fails a schema, at a path inside it.
type valueProblem struct {
	path string // "" for the value itself, ".name" or "[0]" below it
	msg  string
}

func stringProblems(s string, p *Props, path string) []valueProblem {
	var out []valueProblem
	bad := func(format string, args ...any) {
		out = append(out, valueProblem{path, fmt.Sprintf(format, args...)})
	}
	n := int64(utf8.RuneCountInString(s))
	if p.MinLength != nil && n < *p.MinLength {
		bad("%q is shorter than minLength %d", s, *p.MinLength)
	}
	if p.MaxLength != nil && n > *p.MaxLength {
		bad("%q is longer than maxLength %d", s, *p.MaxLength)
	}
	if p.Pattern != "" {
		if re, err := regexp.Compile(p.Pattern); err == nil && !re.MatchString(s) {
			bad("%q does not match the pattern %q", s, p.Pattern)
		}
	}
	switch p.Format {
	case "byte":
		if _, err := base64.StdEncoding.DecodeString(s); err != nil {
			bad("%q is not base64 (format byte)", s)
		}
	case "date-time":
		if _, err := time.Parse(time.RFC3339Nano, s); err != nil {
			bad("%q is not an RFC 3339 date-time", s)
		}
	}
	return out
}

func numberProblems(n json.Number, p *Props, path string) []valueProblem {
	var out []valueProblem
	f, err := n.Float64()
	if err != nil {
		return []valueProblem{{path, fmt.Sprintf("%s is not a number", n)}}
	}
	// An integral number is compared as an int64 with the bound truncated,
	// as the API server compares it (validate.FloatMinimum).
	i, intErr := n.Int64()
	below := func(b float64, ex bool) bool {
		if intErr == nil {
			return i < int64(b) || (ex && i == int64(b))
		}
		return f < b || (ex && f == b)
	}
	above := func(b float64, ex bool) bool {
		if intErr == nil {
			return i > int64(b) || (ex && i == int64(b))
		}
		return f > b || (ex && f == b)
	}
	if p.Minimum != nil && below(*p.Minimum, p.ExclusiveMinimum) {
		out = append(out, valueProblem{path, fmt.Sprintf("%s is below the minimum %v%s", n, *p.Minimum, exclusive(p.ExclusiveMinimum))})
	}
	if p.MultipleOf != nil {
		if intErr != nil || i%int64(*p.MultipleOf) != 0 {
			out = append(out, valueProblem{path, fmt.Sprintf("%s is not a multiple of %v", n, *p.MultipleOf)})
		}
	}
	if p.Maximum != nil && above(*p.Maximum, p.ExclusiveMaximum) {
		out = append(out, valueProblem{path, fmt.Sprintf("%s is above the maximum %v%s", n, *p.Maximum, exclusive(p.ExclusiveMaximum))})
	}
	if p.Format == "int32" && (f < -1<<31 || f > 1<<31-1) {
		out = append(out, valueProblem{path, fmt.Sprintf("%s does not fit int32", n)})
	}
	return out
}

func exclusive(b bool) string {
	if b {
		return " (exclusive)"
	}
	return ""
}

func arrayProblems(items []any, p *Props, path string) []valueProblem {
	var out []valueProblem
	bad := func(format string, args ...any) {
		out = append(out, valueProblem{path, fmt.Sprintf(format, args...)})
	}
	n := int64(len(items))
	if p.MinItems != nil && n < *p.MinItems {
		bad("%d items, fewer than minItems %d", n, *p.MinItems)
	}
	if p.MaxItems != nil && n > *p.MaxItems {
		bad("%d items, more than maxItems %d", n, *p.MaxItems)
	}
	seen := map[string]int{}
	for i, item := range items {
		at := path + "[" + strconv.Itoa(i) + "]"
		if p.Items != nil {
			out = append(out, validateValue(item, p.Items, at)...)
		}
		key := ""
		switch p.ListType {
		case "set":
			key = jsonText(item)
		case "map":
			obj, _ := item.(map[string]any)
			var parts []string
			for _, k := range p.ListMapKeys {
				parts = append(parts, jsonText(obj[k]))
			}
			key = strings.Join(parts, ",")
		default:
			continue
		}
		if j, dup := seen[key]; dup {
			bad("items %d and %d repeat the key %s of x-kubernetes-list-type %s", j, i, key, p.ListType)
		}
		seen[key] = i
	}
	return out
}

func objectProblems(obj map[string]any, p *Props, path string) []valueProblem {
	var out []valueProblem
	bad := func(format string, args ...any) {
		out = append(out, valueProblem{path, fmt.Sprintf(format, args...)})
	}
	n := int64(len(obj))
	if p.MinProperties != nil && n < *p.MinProperties {
		bad("%d entries, fewer than minProperties %d", n, *p.MinProperties)
	}
	if p.MaxProperties != nil && n > *p.MaxProperties {
		bad("%d entries, more than maxProperties %d", n, *p.MaxProperties)
	}
	for _, r := range p.Required {
		if _, ok := obj[r]; !ok {
			bad("the required field %q is missing", r)
		}
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		at := path + "." + k
		switch sub := p.Properties[k]; {
		case sub != nil:
			out = append(out, validateValue(obj[k], sub, at)...)
		case p.AdditionalProperties != nil:
			out = append(out, validateValue(obj[k], p.AdditionalProperties, at)...)
		case p.PreserveUnknownFields == nil || !*p.PreserveUnknownFields:
			bad("unknown field %q, which the API server prunes (a default must be pruned already)", k)
		}
	}
	return out
}

// isInteger reports a whole number, as the API server's "integer" type
// check accepts it (5.0 included).
func isInteger(n json.Number) bool {
	if _, err := strconv.ParseInt(string(n), 10, 64); err == nil {
		return true
	}
	f, err := n.Float64()
	return err == nil && f == math.Trunc(f) && !math.IsInf(f, 0)
}

// sameJSON compares JSON data, numbers by value.
func sameJSON(a, b any) bool {
	return reflect.DeepEqual(normalizeJSON(a), normalizeJSON(b))
}

func normalizeJSON(v any) any {
	var out any
	data, err := json.Marshal(v)
	if err != nil || json.Unmarshal(data, &out) != nil {
		return v
	}
	return out
}

func jsonText(v any) string {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(data)
}

func jsonKindOf(v any) string {
	switch v := v.(type) {
	case string:
		return "the string " + strconv.Quote(v)
	case json.Number:
		return "the number " + string(v)
	case bool:
		return strconv.FormatBool(v)
	case []any:
		return "a list"
	case map[string]any:
		return "an object"
	}
	return "null"
}
