package openapigen

// The OpenAPI type and format of Go types that openapi-gen writes inline
// instead of by reference, with the zero value a non-omitempty field must
// default to. The table is kube-openapi's (pkg/common), whose output
// this generator reproduces.
var simpleTypes = map[string]struct {
	typ, format string
	zero        any
}{
	"uint":        {"integer", "int32", 0.},
	"uint8":       {"integer", "byte", 0.},
	"uint16":      {"integer", "int32", 0.},
	"uint32":      {"integer", "int64", 0.},
	"uint64":      {"integer", "int64", 0.},
	"int":         {"integer", "int32", 0.},
	"int8":        {"integer", "byte", 0.},
	"int16":       {"integer", "int32", 0.},
	"int32":       {"integer", "int32", 0.},
	"int64":       {"integer", "int64", 0.},
	"byte":        {"integer", "byte", 0},
	"float64":     {"number", "double", 0.},
	"float32":     {"number", "float", 0.},
	"bool":        {"boolean", "", false},
	"time.Time":   {"string", "date-time", ""},
	"string":      {"string", "", ""},
	"integer":     {"integer", "", 0.},
	"number":      {"number", "", 0.},
	"boolean":     {"boolean", "", false},
	"[]byte":      {"string", "byte", ""},
	"interface{}": {"object", "", any(nil)},
}

func typeFormat(name string) (string, string) {
	s, ok := simpleTypes[name]
	if !ok {
		return "", ""
	}
	return s.typ, s.format
}

func zeroValue(name string) (any, bool) {
	s, ok := simpleTypes[name]
	return s.zero, ok
}
