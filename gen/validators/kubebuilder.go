package validators

import (
	"fmt"
	"go/types"
	"math"
	"regexp"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/defaulttag"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/validate"
)

// controller-gen's validation markers (sigs.k8s.io/controller-tools v0.23,
// pkg/crd/markers) as rows of the registry. In a package written for
// controller-gen (kubebuilder_package.go) each marker is read as the +k8s:
// tags that enforce, in Go, what the CRD controller-gen writes for it
// enforces in the API server; where the two vocabularies differ, the CRD
// decides (docs/kubebuilder.md lists every choice). A marker never changes
// what a +k8s: tag means, and where a place has both, the +k8s: tag wins.

const kbValidation = "kubebuilder:validation:"

// kbMarker is one use of a marker at a place whose value has type typ,
// among the other markers written there (siblings, this one included).
type kbMarker struct {
	tag      tags.Tag
	typ      types.Type
	siblings []tags.Tag
}

// kbRow is one marker: how it is written and what it becomes.
type kbRow struct {
	name, doc string
	// sample is a value for the example ("" for flags); field the Go
	// field it is written on.
	sample, field string
	flag          bool // written without a value (+nullable)
	// items: the marker also exists as +kubebuilder:validation:items:<X>,
	// applying to a list's items.
	items bool
	// to returns the +k8s: tags that enforce the marker (none for markers
	// that only shape the schema).
	to func(m kbMarker) ([]tags.Tag, error)
	// check, for markers no +k8s: tag spells, adds the checks itself.
	check func(s *Site, m kbMarker) error
	// float, when set, adds the checks on floating-point values, which no
	// +k8s: tag accepts (kubebuilder_float.go); to handles the others.
	float func(s *Site, m kbMarker) error
	// intOrString, when set, adds the checks on an intstr.IntOrString,
	// which no +k8s: tag accepts (kubebuilder_intorstring.go).
	intOrString func(s *Site, m kbMarker) error
	// bytes, when set, adds the checks on a []byte (a base64 string in
	// the CRD, format: byte), which no +k8s: tag accepts.
	bytes func(s *Site, m kbMarker) error
	// jsonString, when set, adds the checks on a type that marshals
	// itself to a JSON string (kubebuilder_jsonstring.go).
	jsonString func(s *Site, m kbMarker) error
	// structKeys, when set, adds the checks on a struct (an object in the
	// CRD), which no +k8s: tag accepts (kubebuilder_properties.go).
	structKeys func(s *Site, m kbMarker) error
	// str, when set, adds the checks on a string type itself, where the
	// +k8s: tag to returns would report another error than the API server
	// (MinLength: kubebuilder_intorstring.go's kbLengthCall).
	str func(s *Site, m kbMarker) error
	// maps, when set, adds the checks on a map type itself, for the same
	// reason (MinProperties: kbMapMinProperties).
	maps func(s *Site, m kbMarker) error
	// eval, when set, is lint's evaluator of the marker itself, for rows
	// whose to returns it (Format).
	eval func(k Known, t tags.Tag) field.ErrorList
}

func init() {
	for _, r := range kbRows() {
		Register(r.tag(r.name, ScopeField|ScopeType, false))
		if r.items {
			Register(r.tag(kbValidation+"items:"+strings.TrimPrefix(r.name, kbValidation), ScopeField|ScopeType, true))
		}
	}
}

// tag makes the registry row of r, under name; items rows apply r to the
// items of the list they are written on.
func (r kbRow) tag(name string, scopes Scope, items bool) *Tag {
	t := &Tag{
		Name:      name,
		Kind:      KindValue,
		Scopes:    scopes,
		Stability: Stable,
		Marker:    true,
		Payload:   StringPayload,
		Doc:       r.doc,
		Example:   r.exampleFor(name, items),
		Behavior:  "Read only in packages written for controller-gen (see docs/kubebuilder.md); elsewhere the line is a comment.",
	}
	if r.float != nil {
		t.Eval = kbFloatEval(name)
	}
	if r.eval != nil {
		t.Eval = r.eval
	}
	t.Usage = "+" + name + "=<value>"
	if r.flag {
		t.Payload, t.Usage = NoPayload, "+"+name
	}
	if items {
		t.Doc = "For each item of a list: " + r.doc
	}
	t.Apply = func(s *Site, m tags.Tag) error {
		if _, ok := types.Unalias(s.ValueType()).Underlying().(*types.Slice); items && !ok {
			return Errorf(m, "%s; +%s applies to lists", s.hasType(s.ValueType()), name)
		}
		valueType := deref(kbValueType(s, items))
		_, isStruct := valueType.Underlying().(*types.Struct)
		isStruct = isStruct && r.structKeys != nil && !kbHasMethod(valueType, "MarshalJSON") && !kbHasMethod(valueType, "MarshalText")
		isBytes := r.bytes != nil && kbBase64(valueType)
		isJSONString := r.jsonString != nil && kbJSONString(s, kbMarker{tag: m, typ: valueType, siblings: s.Markers})
		isStr := r.str != nil && !isJSONString && !IsIntOrString(valueType) && isString(valueType)
		isMap := r.maps != nil && isMapType(valueType)
		if r.check != nil || (r.float != nil && isFloat(valueType)) || (r.intOrString != nil && IsIntOrString(valueType)) || isStruct || isBytes || isJSONString || isStr || isMap {
			check := r.check
			switch {
			case isStr:
				check = r.str
			case isMap:
				check = r.maps
			case r.intOrString != nil && IsIntOrString(valueType):
				check = r.intOrString
			case isBytes:
				check = r.bytes
			case isJSONString:
				check = r.jsonString
			case isStruct:
				check = r.structKeys
			case check == nil:
				check = r.float
			}
			at := s
			if items {
				es, err := s.Elem(m)
				if err != nil {
					return err
				}
				at = es
			}
			return check(at, kbMarker{tag: m, typ: at.Type, siblings: s.Markers})
		}
		k8s, err := r.to(kbMarker{tag: m, typ: kbValueType(s, items), siblings: s.Markers})
		if err != nil {
			return err
		}
		for _, k := range k8s {
			if items {
				inner := k
				k = tags.Tag{Name: "eachVal", Value: tags.Value{Kind: tags.ValueTag, Tag: &inner, Pos: m.Pos}, Pos: m.Pos, Text: m.Text}
			}
			if err := Apply(s, k); err != nil {
				return err
			}
		}
		return nil
	}
	return t
}

// kbValueType is the type a marker at s applies to: the items' type for
// an items: marker.
func kbValueType(s *Site, items bool) types.Type {
	if items {
		return types.Unalias(s.ValueType()).Underlying().(*types.Slice).Elem()
	}
	return s.Type
}

// exampleFor writes the marker called name on a field.
func (r kbRow) exampleFor(name string, items bool) string {
	field := r.field
	if field == "" {
		field = "Value *string `json:\"value,omitempty\"`"
	}
	if items {
		_, typ, _ := strings.Cut(field, " ")
		typ, tag, _ := strings.Cut(typ, " ")
		field = "Items []" + strings.TrimPrefix(typ, "*") + " " + strings.ReplaceAll(tag, "value", "items")
	}
	use := "// +" + name
	if !r.flag {
		use += "=" + r.sample
	}
	return use + "\n" + field
}

// kbRows lists the markers whose meaning is a +k8s: rule, or nothing to
// check in Go. Presence (+required, +optional, +nullable, package defaults
// and omitempty) is decided per field in kubebuilder_presence.go.
func kbRows() []kbRow {
	number := func(name, k8s, exclusive, relation string) kbRow {
		return kbRow{name: kbValidation + name, items: true,
			doc:    "The number must be " + relation + " the value (with +" + kbValidation + exclusive + "=true: strictly). Read as +k8s:" + k8s + ".",
			sample: "1", field: "Replicas int32 `json:\"replicas\"`",
			to:    func(m kbMarker) ([]tags.Tag, error) { return kbBound(m, k8s, exclusive) },
			float: func(s *Site, m kbMarker) error { return kbFloatBound(s, m, k8s, exclusive) }}
	}
	count := func(name, k8s, what string, ok func(types.Type) bool, want, goField string) kbRow {
		return kbRow{name: kbValidation + name, items: true,
			doc:    "Bounds the " + what + ". Read as +k8s:" + k8s + ".",
			sample: "10", field: goField,
			to: func(m kbMarker) ([]tags.Tag, error) {
				if !ok(deref(m.typ)) {
					return nil, kbWrongType(m, want)
				}
				n, err := kbInt(m.tag)
				if err != nil {
					return nil, err
				}
				return []tags.Tag{kbTag(m.tag, k8s, tags.Value{Kind: tags.ValueInt, Text: strconv.FormatInt(n, 10), Pos: m.tag.Value.Pos})}, nil
			}}
	}
	shapeOnly := func(name, doc string) kbRow {
		return kbRow{name: name, flag: true, doc: doc + " It shapes the CRD's schema; the Go type already fixes the value's shape, so Go code checks nothing for it.", sample: "string", field: "When Time `json:\"when\"`",
			to: func(kbMarker) ([]tags.Tag, error) { return nil, nil }}
	}
	rows := []kbRow{
		number("Minimum", "minimum", "ExclusiveMinimum", "at least"),
		number("Maximum", "maximum", "ExclusiveMaximum", "at most"),
		{name: kbValidation + "ExclusiveMinimum", items: true, doc: "Makes +" + kbValidation + "Minimum strict, as in the CRD (a modifier of Minimum, not a bound).", sample: "true", field: "Weight int32 `json:\"weight\"`",
			to: func(m kbMarker) ([]tags.Tag, error) { return kbExclusive(m, "Minimum") }, float: kbFloatModifier("Minimum")},
		{name: kbValidation + "ExclusiveMaximum", items: true, doc: "Makes +" + kbValidation + "Maximum strict, as in the CRD (a modifier of Maximum, not a bound).", sample: "true", field: "Weight int32 `json:\"weight\"`",
			to: func(m kbMarker) ([]tags.Tag, error) { return kbExclusive(m, "Maximum") }, float: kbFloatModifier("Maximum")},
		withFloat(count("MultipleOf", "multipleOf", "integer's factor", isInteger, "integers", "Replicas int32 `json:\"replicas\"`").
			withDoc(" On a float, any positive number, checked as the API server checks the CRD's multipleOf (docs/kubebuilder.md)."), kbFloatMultipleOf),
		withString(withJSONString(withBytes(withIntOrString(count("MinLength", "minLength", "string's length in characters", isString, "strings", "Name string `json:\"name\"`").
			withDoc(kbIntOrStringDoc+kbBytesDoc+kbJSONStringDoc+kbMinLengthDoc), kbIntOrStringLength("minLength")), kbBase64Length("minLength")), kbJSONStringLength("minLength")), kbLengthCall("", "minLength")),
		withJSONString(withBytes(withIntOrString(count("MaxLength", "maxLength", "string's length in characters", isString, "strings", "Name string `json:\"name\"`").
			withDoc(kbIntOrStringDoc+kbBytesDoc+kbJSONStringDoc), kbIntOrStringLength("maxLength")), kbBase64Length("maxLength")), kbJSONStringLength("maxLength")),
		count("MinItems", "minItems", "list's number of items", isSliceType, "lists", "Hosts []string `json:\"hosts,omitempty\"`"),
		count("MaxItems", "maxItems", "list's number of items", isSliceType, "lists", "Hosts []string `json:\"hosts,omitempty\"`"),
		withMaps(withStruct(count("MinProperties", "minProperties", "map's number of entries", isMapType, "maps", "Labels map[string]string `json:\"labels,omitempty\"`").
			withDoc(kbStructDoc+kbMinPropertiesDoc), kbStructProperties("minProperties")), kbMapMinProperties),
		withStruct(count("MaxProperties", "maxProperties", "map's number of entries", isMapType, "maps", "Labels map[string]string `json:\"labels,omitempty\"`").
			withDoc(kbStructDoc), kbStructProperties("maxProperties")),
		{name: kbValidation + "Pattern", items: true, doc: "The string must match the regular expression (RE2, unanchored, as the API server matches it). Read as +k8s:pattern." + kbIntOrStringDoc + kbJSONStringDoc,
			sample: "`^[a-z]+$`", field: "Name string `json:\"name\"`", to: kbPattern, intOrString: kbIntOrStringPattern, jsonString: kbJSONStringPattern},
		{name: kbValidation + "Enum", items: true, doc: "The string must be one of the ';'-separated values, as the CRD's enum: field.NotSupported listing them in written order. " +
			"On an intstr.IntOrString the values are integers (unquoted) and strings, and apply to both kinds of value, as the API server applies them.",
			sample: "Always;Never", field: "Policy string `json:\"policy\"`", check: kbEnum, intOrString: kbIntOrStringEnum},
		{name: kbValidation + "Format", items: true, doc: "The string must have the OpenAPI format, where the API server checks it: on strings, the formats of kube-openapi's registry (uri, email, hostname, ipv4, ipv6, cidr, mac, uuid, uuid3/4/5, date, date-time, duration, byte, bsonobjectid, isbn, isbn10, isbn13, creditcard, ssn, hexcolor, rgbcolor), checked as it checks them (field.TypeInvalid, origin format=<name>); k8s-short-name and k8s-long-name read as +k8s:format. password, other formats and formats on numbers check nothing, as in the API server.",
			sample: "password", field: "Secret string `json:\"secret\"`", to: kbFormatLint, check: kbFormat, eval: kbFormatEval},
		{name: kbValidation + "UniqueItems", items: true, doc: "uniqueItems=true is refused by the API server in a CRD; write +listType=set instead.", sample: "false", field: "Hosts []string `json:\"hosts\"`",
			to: func(m kbMarker) ([]tags.Tag, error) {
				if on, err := kbBool(m.tag); err != nil || !on {
					return nil, err
				}
				return nil, Errorf(m.tag, "the API server refuses uniqueItems: true in a CRD (its cost is quadratic); write +listType=set")
			}},
		{name: kbValidation + "Type", items: true, doc: "Overrides the JSON type in the CRD (for types with their own JSON form). Go code checks nothing for it; " +
			"on a type with its own MarshalJSON, the CRD describes the type by its markers alone and the Go code validates nothing inside it.", sample: "string", field: "When Time `json:\"when\"`",
			to: func(kbMarker) ([]tags.Tag, error) { return nil, nil }},
		shapeOnly(kbValidation+"XIntOrString", "The value is an int or a string (x-kubernetes-int-or-string)."),
		shapeOnly(kbValidation+"EmbeddedResource", "The value is an embedded object with apiVersion, kind and metadata (x-kubernetes-embedded-resource)."),
		shapeOnly(kbValidation+"XEmbeddedResource", "The value is an embedded object with apiVersion, kind and metadata (x-kubernetes-embedded-resource)."),
		{name: kbValidation + "Schemaless", flag: true, doc: "The field has an empty schema in the CRD (plus its other markers), so the API server checks nothing inside it; " +
			"the Go code does not validate what its type contains either (read as +k8s:opaqueType; on a list or map also +k8s:eachVal=+k8s:opaqueType, so that the items' or values' own rules are left out too).", field: "Raw []byte `json:\"raw,omitempty\"`", to: kbSchemaless},
		shapeOnly(kbValidation+"XPreserveUnknownFields", "Unknown fields are kept (x-kubernetes-preserve-unknown-fields)."),
		shapeOnly("kubebuilder:pruning:PreserveUnknownFields", "Unknown fields are kept (x-kubernetes-preserve-unknown-fields)."),
		{name: defaulttag.KubebuilderMarker, doc: "The field's default, in controller-gen's value syntax (5, \"x\", Always, {a: 1}, {1,2}): the API server applies it before validation; " +
			"defaulter-gen applies it as it applies +default, and --crd-dir writes it as controller-gen does. It wins over +default, as in controller-gen.",
			sample: "Always", field: "Policy *string `json:\"policy,omitempty\"`", check: kbDefault},
		{name: "listType", doc: "List semantics (atomic, set, map), read as +k8s:listType.",
			sample: "map", field: "Ports []Port `json:\"ports\"`",
			to: func(m kbMarker) ([]tags.Tag, error) { return kbSame(m, "listType") }},
		{name: "listMapKey", doc: "A key field of a listType=map list's items, read as +k8s:listMapKey.", sample: "name", field: "Ports []Port `json:\"ports\"`",
			to: func(m kbMarker) ([]tags.Tag, error) { return kbSame(m, "listMapKey") }},
		{name: "mapType", doc: "Map merge semantics (atomic, granular) for server-side apply; nothing to check.", sample: "atomic", field: "Labels map[string]string `json:\"labels\"`",
			to: kbMergeOnly("atomic", "granular")},
		{name: "structType", doc: "Struct merge semantics (atomic, granular) for server-side apply; nothing to check.", sample: "atomic", field: "Ref Ref `json:\"ref\"`",
			to: kbMergeOnly("atomic", "granular")},
	}
	rows = append(rows, kbDocRows()...)
	for _, g := range []struct{ name, op, msg string }{
		{"ExactlyOneOf", " == 1", "exactly one of the fields in %s must be set"},
		{"AtMostOneOf", " <= 1", "at most one of the fields in %s may be set"},
		{"AtLeastOneOf", "", "at least one of the fields in %s must be set"},
	} {
		rows = append(rows, kbRow{name: kbValidation + g.name, sample: "a;b", field: "Value *string `json:\"value,omitempty\"`",
			doc: "On a struct type: " + strings.ReplaceAll(g.msg, "%s", "the listed fields (JSON names)") + ", as the CEL rule controller-gen writes for it.",
			to:  func(m kbMarker) ([]tags.Tag, error) { return kbOneOf(m, g.op, g.msg) }})
	}
	for _, p := range []string{"required", "optional", kbValidation + "Required", kbValidation + "Optional", "nullable"} {
		rows = append(rows, kbRow{name: p, flag: true,
			doc: "Presence as controller-gen decides it: with +nullable, omitempty and the package's default (docs/kubebuilder.md).",
			to:  func(kbMarker) ([]tags.Tag, error) { return nil, nil }}) // kubebuilder_presence.go
	}
	return rows
}

// withString sets the row's checks on a string type.
func withString(r kbRow, check func(*Site, kbMarker) error) kbRow {
	r.str = check
	return r
}

// withMaps sets the row's checks on a map type.
func withMaps(r kbRow, check func(*Site, kbMarker) error) kbRow {
	r.maps = check
	return r
}

// kbMinPropertiesDoc says what MinProperties reports.
const kbMinPropertiesDoc = " A failure is reported as the API server reports the CRD's minProperties: field.Invalid with the count, kube-openapi's detail (\"spec.labels in body should have at least 1 properties\"), origin minProperties (+k8s:minProperties reports field.TooFew)."

// kbMinLengthDoc says what MinLength reports.
const kbMinLengthDoc = " A failure is reported as the API server reports the CRD's minLength: field.Invalid, with kube-openapi's detail (\"spec.name in body should be at least 2 chars long\"), origin minLength (+k8s:minLength reports field.TooShort)."

// withDoc appends more to the row's documentation.
func (r kbRow) withDoc(more string) kbRow {
	r.doc += more
	return r
}

// kbIntOrStringDoc says how a string marker applies to an int-or-string.
const kbIntOrStringDoc = " On an intstr.IntOrString it applies to string values only, as the API server applies it; an integer passes."

// kbBytesDoc says what MinLength and MaxLength bound on a []byte.
const kbBytesDoc = " On a []byte it bounds the length of the base64 string JSON carries (format: byte), as the API server does."

// kbJSONStringDoc says what the string markers check on a type that
// marshals itself.
const kbJSONStringDoc = " On a type that marshals itself to a string (MarshalJSON and +kubebuilder:validation:Type=string) it applies to that string, which the Go check gets from MarshalJSON."

// kbStructDoc says how MinProperties and MaxProperties count a struct.
const kbStructDoc = " On a struct (an object in the CRD) it bounds the keys its JSON has, as the API server counts them: the fields encoding/json writes (omitempty, omitzero and inline structs as it reads them), less nil values the API server drops, fields with a default always."

func withStruct(r kbRow, check func(*Site, kbMarker) error) kbRow {
	r.structKeys = check
	return r
}

func withIntOrString(r kbRow, check func(*Site, kbMarker) error) kbRow {
	r.intOrString = check
	return r
}

func withBytes(r kbRow, bytes func(*Site, kbMarker) error) kbRow {
	r.bytes = bytes
	return r
}

func withJSONString(r kbRow, jsonString func(*Site, kbMarker) error) kbRow {
	r.jsonString = jsonString
	return r
}

func withFloat(r kbRow, float func(*Site, kbMarker) error) kbRow {
	r.float = float
	return r
}

// kbTag is the +k8s: tag called name with value v, located at marker m.
func kbTag(m tags.Tag, name string, v tags.Value) tags.Tag {
	return tags.Tag{Name: name, Value: v, Pos: m.Pos, Text: m.Text}
}

func deref(t types.Type) types.Type {
	for {
		p, ok := types.Unalias(t).(*types.Pointer)
		if !ok {
			return t
		}
		t = p.Elem()
	}
}

func isSliceType(t types.Type) bool { _, ok := t.Underlying().(*types.Slice); return ok }
func isMapType(t types.Type) bool   { _, ok := t.Underlying().(*types.Map); return ok }

// kbInt reads a non-negative integer value.
func kbInt(m tags.Tag) (int64, error) {
	n, err := strconv.ParseInt(m.Value.Text, 10, 64)
	if err != nil || n < 0 {
		return 0, Errorf(m, "+%s needs a non-negative integer, e.g. +%s=1", m.Name, m.Name)
	}
	return n, nil
}

// kbBool reads a boolean marker: no value, or =true / =false.
func kbBool(m tags.Tag) (bool, error) {
	if m.Value.Kind == tags.ValueNone {
		return true, nil
	}
	b, err := strconv.ParseBool(m.Value.Text)
	if err != nil || (m.Value.Text != "true" && m.Value.Text != "false") {
		return false, Errorf(m, "+%s needs true or false", m.Name)
	}
	return b, nil
}

// kbBound reads Minimum or Maximum: a number that, on an integer, must be
// integral (controller-gen refuses the others); with the exclusive
// modifier set true at the same place, the strict +k8s: bound.
func kbBound(m kbMarker, k8s, exclusive string) ([]tags.Tag, error) {
	if !isInteger(deref(m.typ)) { // floats: kbFloatBound
		return nil, kbWrongType(m, "numbers")
	}
	f, err := strconv.ParseFloat(m.tag.Value.Text, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return nil, Errorf(m.tag, "+%s needs a number, e.g. +%s=0", m.tag.Name, m.tag.Name)
	}
	if f != math.Trunc(f) || math.Abs(f) >= 1<<63 {
		return nil, Errorf(m.tag, "%v is not an integer, and %s's type %s is (controller-gen refuses it too)", m.tag.Value.Text, "the value", typeString(m.typ))
	}
	strict, err := kbStrict(m, exclusive)
	if err != nil {
		return nil, err
	}
	if strict {
		k8s = "exclusive" + strings.ToUpper(k8s[:1]) + k8s[1:]
	}
	return []tags.Tag{kbTag(m.tag, k8s, tags.Value{Kind: tags.ValueInt, Text: strconv.FormatInt(int64(f), 10), Pos: m.tag.Value.Pos})}, nil
}

// kbStrict reports whether the bound m is made strict by its modifier
// (exclusive, "ExclusiveMinimum") set true at the same place.
func kbStrict(m kbMarker, exclusive string) (bool, error) {
	for _, s := range m.siblings {
		if s.Name == strings.Replace(m.tag.Name, kbSuffix(m.tag.Name), exclusive, 1) {
			return kbBool(s)
		}
	}
	return false, nil
}

// kbSuffix is the last ':' segment of a marker name ("Minimum").
func kbSuffix(name string) string { return name[strings.LastIndexByte(name, ':')+1:] }

// kbExclusive checks the modifier; the bound it modifies reads it.
func kbExclusive(m kbMarker, bound string) ([]tags.Tag, error) {
	on, err := kbBool(m.tag)
	if err != nil || !on {
		return nil, err
	}
	want := strings.TrimSuffix(m.tag.Name, kbSuffix(m.tag.Name)) + bound
	for _, s := range m.siblings {
		if s.Name == want {
			return nil, nil
		}
	}
	return nil, Errorf(m.tag, "+%s=true modifies +%s, which is not written here; add it, or write the bound alone", m.tag.Name, want)
}

func kbPattern(m kbMarker) ([]tags.Tag, error) {
	if !isString(deref(m.typ)) {
		return nil, kbWrongType(m, "strings")
	}
	re, err := tags.MarkerString(m.tag.Value)
	if err != nil {
		return nil, err
	}
	if _, err := regexp.Compile(re); err != nil {
		return nil, Errorf(m.tag, "invalid regular expression: %v", err)
	}
	return []tags.Tag{kbTag(m.tag, "pattern", tags.Value{Kind: tags.ValueString, Text: re, Pos: m.tag.Value.Pos})}, nil
}

// kbSame reads a marker that is the +k8s: tag of the same name, unless
// the place has that +k8s: tag already.
func kbSame(m kbMarker, k8s string) ([]tags.Tag, error) {
	v, err := tags.MarkerString(m.tag.Value)
	if err != nil {
		return nil, err
	}
	return []tags.Tag{kbTag(m.tag, k8s, tags.Value{Kind: tags.ValueRaw, Text: v, Pos: m.tag.Value.Pos})}, nil
}

func kbMergeOnly(values ...string) func(kbMarker) ([]tags.Tag, error) {
	return func(m kbMarker) ([]tags.Tag, error) {
		for _, v := range values {
			if m.tag.Value.Text == v {
				return nil, nil
			}
		}
		return nil, Errorf(m.tag, "+%s needs one of %s", m.tag.Name, strings.Join(values, ", "))
	}
}

// kbEnum checks the value against the listed values, in written order
// (the CRD's enum, and the order the API server lists them in): strings
// for string types, integers for integer types.
func kbEnum(s *Site, m kbMarker) error {
	t := m.tag
	str, integer := isString(s.ValueType()), isInteger(s.ValueType())
	if !str && !integer {
		return Errorf(t, "%s; enums of other types than strings and integers have no Go check in validation-gen yet", s.hasType(s.ValueType()))
	}
	items, err := tags.MarkerList(t.Value)
	if err != nil {
		return err
	}
	vals := make([]Literal, 0, len(items))
	for _, it := range items {
		bad := func(why string) error {
			return &tags.Error{Pos: it.Pos, Msg: t.Text + ": " + why}
		}
		_, numErr := strconv.ParseFloat(it.Text, 64)
		jsonWord := it.Kind == tags.ValueRaw && (numErr == nil || it.Text == "true" || it.Text == "false" || it.Text == "null")
		switch {
		case str && jsonWord:
			return bad(it.Text + " is a JSON " + jsonKind(it.Text) + " for controller-gen, which no string equals; quote it: \"" + it.Text + "\"")
		case str:
			vals = append(vals, strLit(it.Text))
		case it.Kind != tags.ValueRaw:
			return bad("a quoted value is a string, which no integer equals; write the number unquoted")
		default:
			if _, err := strconv.ParseInt(it.Text, 10, 64); err != nil {
				return bad(it.Text + " is not an integer, and the value's type " + typeString(s.ValueType()) + " is")
			}
			vals = append(vals, intLit(it.Text))
		}
	}
	fn := "Enum"
	if integer {
		fn = "EnumInteger"
	}
	s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeNotSupported, ""), Rule: runtimeCall(fn, ArgPath{}, ArgValue{}, ArgEnumLiterals{Type: s.ValueType(), Values: vals})})
	return nil
}

func jsonKind(s string) string {
	switch s {
	case "true", "false":
		return "boolean"
	case "null":
		return "null"
	}
	return "number"
}

// The string formats the API server checks in a CRD (apiextensions-apiserver
// v0.37.2, formats supported at 1.34 and later), by name with its '-'s
// removed, as kube-openapi normalizes them. Every other format is stripped
// from the schema the API server validates with, so it checks nothing.
var kbCheckedFormats = map[string]bool{
	"bsonobjectid": true, "uri": true, "email": true, "hostname": true, "ipv4": true, "ipv6": true,
	"cidr": true, "mac": true, "uuid": true, "uuid3": true, "uuid4": true, "uuid5": true, "isbn": true,
	"isbn10": true, "isbn13": true, "creditcard": true, "ssn": true, "hexcolor": true, "rgbcolor": true,
	"byte": true, "password": true, "date": true, "duration": true, "datetime": true,
	"k8sshortname": true, "k8slongname": true,
}

// kbFormat reads Format: the Kubernetes name formats become +k8s:format;
// the other formats the API server checks on strings get their
// validate.OpenAPI* check (the CRD's format: keyword, see plan.go);
// password accepts any string, as do the formats the API server does not
// check (on strings, and every format on other types).
func kbFormat(s *Site, m kbMarker) error {
	ts, err := kbFormatLint(m)
	if err != nil || len(ts) == 0 {
		return err
	}
	if f, ok := kbOpenAPIFormat(ts[0]); ok {
		s.Add(Check{Tag: m.tag, Emits: emits(field.ErrorTypeTypeInvalid, "format="+f.Name), Rule: runtimeCall(f.Func, ArgPath{}, ArgValue{})})
		return nil
	}
	return Apply(s, ts[0])
}

// kbFormatLint is what lint evaluates a default against: the +k8s:format
// tag of a Kubernetes name format, the marker itself (kbFormatEval) for a
// format the API server checks, nothing for the others.
func kbFormatLint(m kbMarker) ([]tags.Tag, error) {
	name, err := tags.MarkerString(m.tag.Value)
	if err != nil {
		return nil, err
	}
	if !isString(deref(m.typ)) {
		return nil, nil // int32, int64, float, double: the API server checks no number format
	}
	switch norm := strings.ReplaceAll(name, "-", ""); {
	case norm == "k8sshortname" || norm == "k8slongname":
		k8s := map[string]string{"k8sshortname": "k8s-short-name", "k8slongname": "k8s-long-name"}[norm]
		return []tags.Tag{kbTag(m.tag, "format", tags.Value{Kind: tags.ValueRaw, Text: k8s, Pos: m.tag.Value.Pos})}, nil
	case validate.OpenAPIFormats[norm].Func != "":
		return []tags.Tag{m.tag}, nil
	}
	return nil, nil // password, or a format the API server does not check
}

// kbOpenAPIFormat is the check of a Format marker's value, if the API
// server checks that format with kube-openapi's registry.
func kbOpenAPIFormat(t tags.Tag) (validate.OpenAPIFormat, bool) {
	if !t.Marker {
		return validate.OpenAPIFormat{}, false
	}
	name, err := tags.MarkerString(t.Value)
	f, ok := validate.OpenAPIFormats[strings.ReplaceAll(name, "-", "")]
	return f, ok && err == nil
}

// kbFormatEval checks a default against a Format marker, for lint.
func kbFormatEval(k Known, t tags.Tag) field.ErrorList {
	f, ok := kbOpenAPIFormat(t)
	s, isString := k.Value.(string)
	if !ok || !isString {
		return nil
	}
	p := validate.Root()
	return f.Check(&p, s)
}

// kbOneOf is ExactlyOneOf, AtMostOneOf or AtLeastOneOf: the CEL rule
// controller-gen writes for it, as an XValidation marker at the same place.
func kbOneOf(m kbMarker, op, msg string) ([]tags.Tag, error) {
	if _, ok := types.Unalias(m.typ).Underlying().(*types.Struct); !ok {
		return nil, Errorf(m.tag, "+%s applies to struct types, not %s", m.tag.Name, typeString(m.typ))
	}
	items, err := tags.MarkerList(m.tag.Value)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(items))
	terms := make([]string, len(items))
	for i, it := range items {
		names[i] = it.Text
		if op == "" {
			terms[i] = "has(self." + it.Text + ")"
		} else {
			terms[i] = "(has(self." + it.Text + ")?1:0)"
		}
	}
	rule := strings.Join(terms, "+") + op
	if op == "" {
		rule = strings.Join(terms, "||")
	}
	arg := func(name, v string) tags.Arg {
		return tags.Arg{Name: name, Value: v, Kind: tags.ArgString, Pos: m.tag.Value.Pos}
	}
	return []tags.Tag{{Name: "kubebuilder:validation:XValidation", Marker: true, Pos: m.tag.Pos, Text: m.tag.Text,
		Args: []tags.Arg{arg("rule", rule), arg("message", fmt.Sprintf(msg, "["+strings.Join(names, " ")+"]"))}}}, nil
}

// kbDefault reads +kubebuilder:default on a field, so that a malformed
// value stops generation at its position; the default itself is read
// where defaults are (defaulttag.OfField). controller-gen reads it on
// fields only (lint says so on a type).
func kbDefault(s *Site, m kbMarker) error {
	if s.Field == nil || s.Outer != nil {
		return nil
	}
	_, err := defaulttag.Marker(tags.Line{Text: m.tag.Text, Pos: m.tag.Pos}, s.Type)
	return err
}
