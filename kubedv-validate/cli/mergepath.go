package cli

import (
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
)

// mergeErrorField finds the field a server-side apply's merge error names
// (`failed to create typed patch object (...): .spec.ports[port=80,protocol="TCP"].x: ...`)
// in obj, the manifest, as a path the positions know ("spec.ports[0].x"),
// so that the error points at its line. The server's answer has no cause
// to carry it; "" when msg is not such an error or the path is not found.
func mergeErrorField(obj map[string]any, msg string) string {
	_, rest, ok := strings.Cut(msg, "failed to create typed patch object (")
	if !ok {
		return ""
	}
	_, rest, ok = strings.Cut(rest, "): .")
	if !ok {
		return ""
	}
	var out strings.Builder
	var cur any = obj
	for i := 0; i < len(rest); {
		switch rest[i] {
		case '.':
			i++
		case '[':
			end := closing(rest, i)
			l, isList := cur.([]any)
			if end < 0 || !isList {
				return ""
			}
			n := itemIndex(l, rest[i+1:end])
			if n < 0 {
				return ""
			}
			out.WriteString("[" + strconv.Itoa(n) + "]")
			cur, i = l[n], end+1
		case ':':
			return out.String()
		default:
			j := i
			for j < len(rest) && !strings.ContainsRune(".[:", rune(rest[j])) {
				j++
			}
			m, isMap := cur.(map[string]any)
			if !isMap {
				return ""
			}
			if out.Len() > 0 {
				out.WriteByte('.')
			}
			out.WriteString(rest[i:j])
			cur, i = m[rest[i:j]], j
		}
	}
	return out.String()
}

// closing is the index of the ']' that closes the '[' at i, quotes
// skipped; -1 when there is none.
func closing(s string, i int) int {
	quoted := false
	for j := i + 1; j < len(s); j++ {
		switch {
		case s[j] == '\\' && quoted:
			j++
		case s[j] == '"':
			quoted = !quoted
		case s[j] == ']' && !quoted:
			return j
		}
	}
	return -1
}

// itemIndex finds the item of l a path element names: an index ("3"),
// a value of a set ("=\"x\""), or the keys of a list map
// (`name="a",port=80`); -1 when none matches.
func itemIndex(l []any, elem string) int {
	if n, err := strconv.Atoi(elem); err == nil {
		if n >= 0 && n < len(l) {
			return n
		}
		return -1
	}
	if v, ok := strings.CutPrefix(elem, "="); ok {
		return find(l, func(item any) bool { return jsonEqual(item, v) })
	}
	keys := map[string]string{}
	for _, kv := range splitOutsideQuotes(elem) {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return -1
		}
		keys[k] = v
	}
	return find(l, func(item any) bool {
		m, ok := item.(map[string]any)
		if !ok {
			return false
		}
		for k, v := range keys {
			if !jsonEqual(m[k], v) {
				return false
			}
		}
		return true
	})
}

func find(l []any, match func(any) bool) int {
	for i, item := range l {
		if match(item) {
			return i
		}
	}
	return -1
}

// jsonEqual reports whether value is the JSON text v.
func jsonEqual(value any, v string) bool {
	var want any
	d := json.NewDecoder(strings.NewReader(v))
	d.UseNumber()
	if err := d.Decode(&want); err != nil {
		return false
	}
	data, err := json.Marshal(value)
	if err != nil {
		return false
	}
	var got any
	d = json.NewDecoder(strings.NewReader(string(data)))
	d.UseNumber()
	return d.Decode(&got) == nil && reflect.DeepEqual(got, want)
}

func splitOutsideQuotes(s string) []string {
	var out []string
	quoted, start := false, 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && quoted:
			i++
		case s[i] == '"':
			quoted = !quoted
		case s[i] == ',' && !quoted:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}
