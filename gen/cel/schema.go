package cel

import (
	"regexp"
	"sort"
	"strings"
)

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Sizes the API server's CEL uses to bound values (k8s.io/apiserver/pkg/cel
// limits.go, apis/cel/config.go).
const (
	maxRequestSizeBytes = 3 * 1024 * 1024
	maxDurationSizeJSON = 32
	maxDatetimeSizeJSON = 32
	minDurationSizeJSON = 3
	jsonDateSize        = 12
	minDatetimeSizeJSON = 21
	minStringSize       = 2
	minBoolSize         = 4
	minNumberSize       = 1
	nameMaxLength       = 253 // DNS1123SubdomainMaxLength, for metadata.name
)

// decl is a schema node as the API server's CEL declares it
// (common.SchemaDeclType): its CEL type, its size bound and the minimum size
// of its JSON form.
type decl struct {
	cel      *Type
	maxElems int64
	minSize  int64
	fields   map[string]*decl // by escaped name
	elem     *decl            // list items, map values
	key      *decl            // map keys
}

var stringKeyDecl = &decl{cel: StringType, minSize: minStringSize}

// declOf maps a schema type to its declaration; nil when the API server
// leaves the node out of CEL (no type, e.g. preserve-unknown-fields alone).
func declOf(t *Type, root bool) *decl {
	d := declOfKind(t, root)
	if d != nil && t.Nullable {
		// A nullable value may be null: the type says so, for the
		// translator to Go, which leaves such values to the interpreter.
		nullable := *d.cel
		nullable.Nullable = true
		d.cel = &nullable
	}
	return d
}

func declOfKind(t *Type, root bool) *decl {
	if t == nil {
		return nil
	}
	if t.IntOrString {
		d := &decl{cel: DynType, minSize: 1, maxElems: maxRequestSizeBytes - 2}
		if t.MaxLength >= 0 {
			d.maxElems = t.MaxLength * 4
		}
		return d
	}
	if root || t.Embedded {
		t = withTypeAndObjectMeta(t)
	}
	switch t.Kind {
	case List:
		items := declOf(t.Elem, t.Elem != nil && t.Elem.Embedded)
		if items == nil {
			return nil
		}
		// The list type stays on the CEL type: == compares sets and map
		// lists as the API server's values do.
		d := &decl{cel: &Type{Kind: List, Elem: items.cel, ListType: t.ListType, MapKeys: t.MapKeys}, elem: items, minSize: 2}
		if t.MaxItems >= 0 {
			d.maxElems = t.MaxItems
		} else {
			d.maxElems = (maxRequestSizeBytes - 2) / (items.minSize + 1)
		}
		return d
	case Map:
		vals := declOf(t.Elem, t.Elem != nil && t.Elem.Embedded)
		if vals == nil {
			return nil
		}
		d := &decl{cel: MapOf(StringType, vals.cel), elem: vals, key: stringKeyDecl, minSize: 2}
		if t.MaxProperties >= 0 {
			d.maxElems = t.MaxProperties
		} else {
			d.maxElems = (maxRequestSizeBytes - 2) / (vals.minSize + 6)
		}
		return d
	case Object:
		d := &decl{fields: map[string]*decl{}, minSize: 2}
		for _, f := range t.Fields {
			fd := declOf(f.Type, f.Type != nil && f.Type.Embedded)
			if fd == nil {
				continue
			}
			if name, ok := escapeFieldName(f.Name); ok {
				d.fields[name] = fd
			}
			if f.Required && !f.HasDefault {
				d.minSize += int64(len(f.Name)) + fd.minSize + 4
			}
		}
		d.cel = &Type{Kind: Object, Name: "object"}
		return d
	case String:
		d := &decl{cel: StringType, minSize: minStringSize, maxElems: maxRequestSizeBytes - 2}
		switch t.Format {
		case "byte":
			d.cel = BytesType
			if t.MaxLength >= 0 {
				d.maxElems = t.MaxLength
			}
			return d
		case "duration":
			return &decl{cel: DurationType, minSize: minDurationSizeJSON, maxElems: maxDurationSizeJSON}
		case "date":
			return &decl{cel: TimestampType, minSize: jsonDateSize, maxElems: jsonDateSize}
		case "date-time":
			return &decl{cel: TimestampType, minSize: minDatetimeSizeJSON, maxElems: maxDatetimeSizeJSON}
		}
		switch {
		case t.MaxLength >= 0:
			d.maxElems = t.MaxLength * 4
		case len(t.Enum) > 0:
			d.maxElems = 0
			for _, e := range t.Enum {
				d.maxElems = max(d.maxElems, int64(len(e)))
			}
		}
		return d
	case Bool:
		return &decl{cel: BoolType, minSize: minBoolSize}
	case Double:
		return &decl{cel: DoubleType, minSize: minNumberSize}
	case Int:
		return &decl{cel: IntType, minSize: minNumberSize}
	case Bytes:
		d := &decl{cel: BytesType, minSize: minStringSize, maxElems: maxRequestSizeBytes - 2}
		if t.MaxLength >= 0 {
			d.maxElems = t.MaxLength
		}
		return d
	case Duration:
		return &decl{cel: DurationType, minSize: minDurationSizeJSON, maxElems: maxDurationSizeJSON}
	case Timestamp:
		return &decl{cel: TimestampType, minSize: minDatetimeSizeJSON, maxElems: maxDatetimeSizeJSON}
	}
	return nil
}

// nameObjects gives object types their names by schema path as
// DeclType.MaybeAssignTypeName does: root, root.field, list items path.@idx,
// map values path.@elem (the names decide which object types unify).
func (d *decl) nameObjects(name string) {
	switch d.cel.Kind {
	case Object:
		d.cel.Name = name
		d.cel.Fields = nil
		for _, f := range sortedKeys(d.fields) {
			fd := d.fields[f]
			fd.nameObjects(name + "." + f)
			d.cel.Fields = append(d.cel.Fields, Field{Name: f, Type: fd.cel})
		}
	case List:
		d.elem.nameObjects(name + ".@idx")
		d.cel = &Type{Kind: List, Elem: d.elem.cel, ListType: d.cel.ListType, MapKeys: d.cel.MapKeys, Nullable: d.cel.Nullable}
	case Map:
		d.elem.nameObjects(name + ".@elem")
		d.cel = &Type{Kind: Map, Key: StringType, Elem: d.elem.cel, Nullable: d.cel.Nullable}
	}
}

// withTypeAndObjectMeta adds apiVersion, kind and metadata (name and
// generateName) to an embedded resource or the root unless all are there.
func withTypeAndObjectMeta(t *Type) *Type {
	if t.Kind != Object {
		return t
	}
	fields := map[string]*Type{}
	for _, f := range t.Fields {
		fields[f.Name] = f.Type
	}
	isKind := func(ft *Type, k Kind) bool { return ft != nil && ft.Kind == k && !ft.IntOrString }
	if md := fields["metadata"]; isKind(fields["kind"], String) && isKind(fields["apiVersion"], String) && isKind(md, Object) && len(md.Fields) > 0 {
		mdf := map[string]*Type{}
		for _, f := range md.Fields {
			mdf[f.Name] = f.Type
		}
		if isKind(mdf["name"], String) && isKind(mdf["generateName"], String) {
			return t
		}
	}
	capped := func(existing *Type, limit int64) *Type {
		if existing != nil && existing.MaxLength >= 0 && existing.MaxLength < limit {
			limit = existing.MaxLength
		}
		return &Type{Kind: String, MaxLength: limit, MaxItems: -1, MaxProperties: -1}
	}
	var mdName, mdGen *Type
	if md := fields["metadata"]; md != nil {
		for _, f := range md.Fields {
			switch f.Name {
			case "name":
				mdName = f.Type
			case "generateName":
				mdGen = f.Type
			}
		}
	}
	plain := &Type{Kind: String, MaxLength: -1, MaxItems: -1, MaxProperties: -1}
	out := *t
	out.Fields = nil
	for _, f := range t.Fields {
		switch f.Name {
		case "kind", "apiVersion", "metadata":
			continue
		}
		out.Fields = append(out.Fields, f)
	}
	out.Fields = append(out.Fields,
		Field{Name: "kind", Type: plain},
		Field{Name: "apiVersion", Type: plain},
		Field{Name: "metadata", Type: &Type{Kind: Object, MaxItems: -1, MaxProperties: -1, MaxLength: -1, Fields: []Field{
			{Name: "name", Type: capped(mdName, nameMaxLength)},
			{Name: "generateName", Type: capped(mdGen, nameMaxLength-1)},
		}}})
	return &out
}

var celReservedSymbols = map[string]bool{
	"true": true, "false": true, "null": true, "in": true, "as": true, "break": true,
	"const": true, "continue": true, "else": true, "for": true, "function": true, "if": true,
	"import": true, "let": true, "loop": true, "package": true, "namespace": true, "return": true,
	"var": true, "void": true, "while": true,
}

var escapeMatcher = regexp.MustCompile(`(__|[-./]|[^a-zA-Z0-9-./_])`)

// escapeFieldName is the API server's property name escaping (cel.Escape):
// reserved words become __word__, "__" "." "-" "/" become __underscores__,
// __dot__, __dash__, __slash__; other characters make the property invisible.
func escapeFieldName(name string) (string, bool) {
	if name == "" || (name[0] >= '0' && name[0] <= '9') {
		return "", false
	}
	if celReservedSymbols[name] {
		return "__" + name + "__", true
	}
	ok := true
	out := escapeMatcher.ReplaceAllStringFunc(name, func(s string) string {
		switch s {
		case "__":
			return "__underscores__"
		case ".":
			return "__dot__"
		case "-":
			return "__dash__"
		case "/":
			return "__slash__"
		}
		ok = false
		return ""
	})
	if !ok || strings.ContainsAny(out, "-./") {
		return "", false
	}
	return out, true
}
