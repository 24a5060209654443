package openapigen

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/types"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// The KEP-3937 markers, +k8s:validation:<keyword>=<JSON>, as openapi-gen
// reads them: keys nest with ":" (items:maxLength), index with [i]
// (cel[0]:rule), and "+k8s:validation:key>text" appends a line to a
// string. They decode into commentTags, are checked against the type, and
// become a valueSchema.

const markerPrefix = "+k8s:validation:"

// commentTags are the keywords a marker may set; JSON names are the keys.
// The type's name is upstream's: decoding errors name it ("Go struct field
// commentTags.maxLength").
type commentTags struct {
	Nullable         *bool                   `json:"nullable,omitempty"`
	Format           *string                 `json:"format,omitempty"`
	Maximum          *float64                `json:"maximum,omitempty"`
	ExclusiveMaximum *bool                   `json:"exclusiveMaximum,omitempty"`
	Minimum          *float64                `json:"minimum,omitempty"`
	ExclusiveMinimum *bool                   `json:"exclusiveMinimum,omitempty"`
	MaxLength        *int64                  `json:"maxLength,omitempty"`
	MinLength        *int64                  `json:"minLength,omitempty"`
	Pattern          *string                 `json:"pattern,omitempty"`
	MaxItems         *int64                  `json:"maxItems,omitempty"`
	MinItems         *int64                  `json:"minItems,omitempty"`
	UniqueItems      *bool                   `json:"uniqueItems,omitempty"`
	MultipleOf       *float64                `json:"multipleOf,omitempty"`
	Enum             []any                   `json:"enum,omitempty"`
	MaxProperties    *int64                  `json:"maxProperties,omitempty"`
	MinProperties    *int64                  `json:"minProperties,omitempty"`
	Items            *commentTags            `json:"items,omitempty"`
	Properties       map[string]*commentTags `json:"properties,omitempty"`
	Additional       *commentTags            `json:"additionalProperties,omitempty"`
	CEL              []celRule               `json:"cel,omitempty"`
}

// celRule is one x-kubernetes-validations entry written as markers.
type celRule struct {
	Rule              string `json:"rule,omitempty"`
	Message           string `json:"message,omitempty"`
	MessageExpression string `json:"messageExpression,omitempty"`
	OptionalOldSelf   *bool  `json:"optionalOldSelf,omitempty"`
	Reason            string `json:"reason,omitempty"`
	FieldPath         string `json:"fieldPath,omitempty"`
}

var markerKeys = func() map[string]bool {
	out := map[string]bool{}
	t := reflect.TypeOf(commentTags{})
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		out[name] = true
	}
	return out
}()

// valueSchema is the part of an OpenAPI schema markers can set.
type valueSchema struct {
	nullable                           bool
	format                             string
	enum                               []any
	minimum, maximum, multipleOf       *float64
	exclusiveMinimum, exclusiveMaximum bool
	minLength, maxLength               *int64
	minProperties, maxProperties       *int64
	minItems, maxItems                 *int64
	pattern                            string
	uniqueItems                        bool
	items, additional                  *valueSchema
	properties                         map[string]*valueSchema
	allOf                              []*valueSchema
	extensions                         map[string]any
}

// propsEmpty: no schema keyword is set (extensions aside).
func (s *valueSchema) propsEmpty() bool {
	return !s.nullable && s.format == "" && s.enum == nil && s.minimum == nil && s.maximum == nil &&
		s.multipleOf == nil && !s.exclusiveMinimum && !s.exclusiveMaximum && s.minLength == nil &&
		s.maxLength == nil && s.minProperties == nil && s.maxProperties == nil && s.minItems == nil &&
		s.maxItems == nil && s.pattern == "" && !s.uniqueItems && s.items == nil && s.additional == nil &&
		len(s.properties) == 0 && len(s.allOf) == 0
}

// parseMarkers reads the markers of comment lines for a declaration of
// type t.
func parseMarkers(t types.Type, lines []string, u *universe) (*valueSchema, error) {
	raw, err := extractMarkers(lines)
	if err != nil {
		return nil, fmt.Errorf("failed to parse marker comments: %w", err)
	}
	values := map[string]any{}
	for key, value := range raw {
		var v any
		switch {
		case key == "":
			return nil, fmt.Errorf("failed to parse marker comments: cannot have empty key for marker comment")
		case !isKnownMarkerKey(key):
			continue
		case isSymbolReference(value):
			continue
		case value == "":
			values[key] = true
		default:
			if err := json.Unmarshal([]byte(value), &v); err != nil {
				return nil, fmt.Errorf("failed to parse marker comments: failed to parse value for key %v as JSON: %w", key, err)
			}
			values[key] = v
		}
	}
	nested := map[string]any{}
	var errs []error
	// Sorted, so that a conflict (items=3 next to items:maxLength=3) has one
	// message; upstream's depends on map order and is one of the two.
	keys := make([]string, 0, len(values))
	for key := range values {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		if err := putNested(nested, strings.Split(key, ":"), values[key]); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("invalid marker comments: %w", errors.Join(errs...))
	}
	out, err := json.Marshal(nested)
	if err != nil {
		return nil, fmt.Errorf("failed to marshal marker comments: %w", err)
	}
	var tags commentTags
	if err := json.Unmarshal(out, &tags); err != nil {
		return nil, fmt.Errorf("failed to unmarshal marker comments: %w", err)
	}
	verr := tags.validate()
	if t != nil {
		verr = errors.Join(verr, tags.validateType(t, u))
	}
	if verr != nil {
		return nil, fmt.Errorf("invalid marker comments: %w", verr)
	}
	return tags.schema()
}

// isKnownMarkerKey: the key's first element names a commentTags field.
func isKnownMarkerKey(key string) bool {
	parts := strings.FieldsFunc(key, func(r rune) bool { return r == ':' || r == '[' })
	return len(parts) > 0 && markerKeys[parts[0]]
}

var (
	markerKeyChars = `[:_a-zA-Z0-9\[\]\-]`
	markerEmpty    = regexp.MustCompile(`^(` + markerKeyChars + `*)$`)
	markerAssign   = regexp.MustCompile(`^(` + markerKeyChars + `*)=(.*)$`)
	markerRaw      = regexp.MustCompile(`^(` + markerKeyChars + `*)>(.*)$`)
)

// extractMarkers maps marker keys to their raw values.
func extractMarkers(lines []string) (map[string]string, error) {
	out := map[string]string{}
	lastKey, lastArray, lastIndex := "", "", -1
	var lint []error
	for _, line := range lines {
		line = strings.Trim(line, " ")
		prevKey, prevArray, prevIndex := lastKey, lastArray, lastIndex
		lastKey, lastArray, lastIndex = "", "", -1
		if !strings.HasPrefix(line, markerPrefix) {
			continue
		}
		line = strings.TrimPrefix(line, markerPrefix)
		var key, value string
		if m := markerAssign.FindStringSubmatch(line); m != nil {
			key, value = m[1], m[2]
			if _, dup := out[key]; dup {
				return nil, fmt.Errorf("cannot have multiple values for key '%v'", key)
			}
		} else if m := markerEmpty.FindStringSubmatch(line); m != nil {
			key = m[1]
		} else if m := markerRaw.FindStringSubmatch(line); m != nil {
			key = m[1]
			text := strings.Trim(m[2], " ")
			existing, exists := out[key]
			switch {
			case !exists:
				b, _ := json.Marshal(text)
				value = string(b)
			case key != prevKey:
				return nil, fmt.Errorf("concatenations to key '%s' must be consecutive with its assignment", key)
			default:
				var s string
				if err := json.Unmarshal([]byte(existing), &s); err != nil {
					return nil, fmt.Errorf("invalid value for key %v: %w", key, err)
				}
				b, _ := json.Marshal(s + "\n" + text)
				value = string(b)
			}
		} else {
			return nil, fmt.Errorf("invalid marker comment does not match expected `+key=<json formatted value>` pattern: %v", line)
		}
		out[key] = value
		lastKey = key
		if array, index, ok, _ := subscript(key); ok {
			switch {
			case prevArray != array && index != 0, index != prevIndex+1 && index != prevIndex:
				lint = append(lint, fmt.Errorf("error parsing %v: non-consecutive index %v for key '%v'", line, index, array))
			}
			lastIndex, lastArray = index, array
		}
	}
	if len(lint) > 0 {
		return nil, errors.Join(lint...)
	}
	return out, nil
}

// subscript splits "key[3]..." into key and 3.
func subscript(s string) (string, int, bool, error) {
	i := strings.Index(s, "[")
	if i == -1 {
		return "", -1, false, nil
	}
	sub := strings.Split(s[i+1:], "]")[0]
	if sub == "" {
		return "", -1, false, errors.New("empty subscript not allowed")
	}
	n, err := strconv.Atoi(sub)
	if err != nil {
		return "", -1, false, fmt.Errorf("expected integer index in key %v", s)
	}
	if n < 0 {
		return "", -1, false, fmt.Errorf("subscript '%v' is invalid. index must be positive", sub)
	}
	return s[:i], n, true, nil
}

// putNested stores v at the path of keys, creating maps and lists.
func putNested(m map[string]any, keys []string, v any) error {
	if len(keys) == 0 {
		return nil
	}
	key, rest := keys[0], keys[1:]
	array, index, ok, err := subscript(key)
	if err != nil {
		return fmt.Errorf("error parsing subscript for key %v: %w", key, err)
	}
	if ok {
		var list []any
		switch existing, found := m[array]; {
		case !found:
			list = make([]any, index+1)
		default:
			l, isList := existing.([]any)
			if !isList {
				return fmt.Errorf("expected []any at key %v, got %T", array, existing)
			}
			list = l
			if index >= len(l) {
				list = append(l, make([]any, index-len(l)+1)...)
			}
		}
		m[array] = list
		if list[index] == nil {
			dst := map[string]any{}
			list[index] = dst
			return putNested(dst, rest, v)
		}
		dst, isMap := list[index].(map[string]any)
		if !isMap {
			return fmt.Errorf("expected map at %v[%v], got %T", array, index, list[index])
		}
		// Upstream drops this error; so do we, to write the same output.
		_ = putNested(dst, rest, v)
		return nil
	}
	if len(rest) == 0 {
		m[key] = v
		return nil
	}
	existing, found := m[key]
	if !found {
		dst := map[string]any{}
		m[key] = dst
		return putNested(dst, rest, v)
	}
	dst, isMap := existing.(map[string]any)
	if !isMap {
		return fmt.Errorf("expected map[string]any at key %v, got %T", key, existing)
	}
	return putNested(dst, rest, v)
}
