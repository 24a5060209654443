package lint

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"go/types"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/defaulttag"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// +default values (KEP-1929, KEP-5073 "Handling Zero Values"): the value
// must decode as the declaration's Go type, and must pass the value tags
// that apply to it — its own and its type chain's — evaluated with the
// same runtime functions the generated code calls.

// problem is one thing wrong with a default, at a path inside it.
type problem struct {
	path string // "" for the value itself, ".name" or "[0]" below it
	msg  string
}

func (l *linter) defaults(s site, lv *level) {
	def, ok := defaultOf(s)
	if !ok {
		return
	}
	t := s.valueType()
	var owner *model.Named // the type a type site's own tags describe
	if s.field == nil {
		owner = s.named
		t = s.named.Type()
	}
	v, err := l.decodeDefault(def.Text, s, t)
	if err != nil {
		l.report(def.Pos, "%s: %v", def.Tag, err)
		return
	}
	for _, p := range l.checkValue(v, t, lv, owner, "") {
		at := ""
		if p.path != "" {
			at = "at " + strings.TrimPrefix(p.path, ".") + ", "
		}
		l.report(def.Pos, "%s: %s%s", def.Tag, at, p.msg)
	}
}

// defaultLevels are the tags a site's default must pass: in a package
// written for controller-gen, the +k8s: tags its markers are read as too.
func (l *linter) defaultLevels(s *siteCheck) *level {
	if s.field == nil || !validators.KubebuilderPackage(s.pkg) {
		return s.levels(l)
	}
	extra := validators.KubebuilderTags(s.other, s.tags, s.field.Var.Type())
	if len(extra) == 0 {
		return s.levels(l)
	}
	withMarkers := s.site
	withMarkers.tags = append(append([]tags.Tag(nil), s.tags...), extra...)
	return l.levels(withMarkers)
}

// decodeDefault parses a default's JSON, or resolves ref(Name) to the
// constant Name of the site's package or of the value's type's package.
func (l *linter) decodeDefault(text string, s site, t types.Type) (any, error) {
	return l.resolver(s, t).Value(text, validators.Deref(t))
}

// resolver finds the constants ref() names from site s, whose value has
// type t.
func (l *linter) resolver(s site, t types.Type) defaulttag.Resolver {
	scopes := []*types.Package{s.pkg.Types}
	if nt, ok := types.Unalias(validators.Deref(t)).(*types.Named); ok && nt.Obj().Pkg() != nil {
		scopes = append(scopes, nt.Obj().Pkg())
	}
	return defaulttag.Resolver{Scopes: scopes, Package: func(path string) *types.Package {
		if p := l.u.Packages[path]; p != nil {
			return p.Types
		}
		return nil
	}}
}

// checkValue checks a decoded JSON value against type t and, when it has
// the right shape, against the tags of lv.
func (l *linter) checkValue(v any, t types.Type, lv *level, owner *model.Named, path string) []problem {
	if v == nil {
		switch types.Unalias(t).Underlying().(type) {
		case *types.Pointer, *types.Slice, *types.Map, *types.Interface:
			return nil
		}
		return []problem{{path, fmt.Sprintf("null is not a valid %s", typeName(t))}}
	}
	t = validators.Deref(t)
	if decodesItself(t) {
		return nil // custom JSON (Quantity, IntOrString, Time): not checkable here
	}
	if msg := shapeMismatch(v, t); msg != "" {
		return []problem{{path, msg}}
	}
	var out []problem
	for _, st := range lv.enforced() {
		if msg := l.evaluate(st, v, t, owner); msg != "" {
			out = append(out, problem{path, fmt.Sprintf("the value fails %s%s: %s", st.tag.Text, st.origin(), msg)})
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Slice, *types.Array:
		elem := u.(interface{ Elem() types.Type }).Elem()
		if s, ok := v.([]any); ok {
			for i, item := range s {
				out = append(out, l.checkValue(item, elem, levelOr(lv.items, elem, l), nil, path+"["+strconv.Itoa(i)+"]")...)
			}
		}
	case *types.Map:
		for _, k := range sortedKeys(v.(map[string]any)) {
			key := any(k)
			if isIntegerType(u.Key()) {
				key = json.Number(k)
			}
			out = append(out, l.checkValue(key, u.Key(), levelOr(lv.keys, u.Key(), l), nil, path+"["+strconv.Quote(k)+"] key")...)
			out = append(out, l.checkValue(v.(map[string]any)[k], u.Elem(), levelOr(lv.items, u.Elem(), l), nil, path+"["+strconv.Quote(k)+"]")...)
		}
	case *types.Struct:
		out = append(out, l.checkStruct(v.(map[string]any), t, path)...)
	}
	return out
}

// levelOr returns lv, or the level of a bare type when the descent stopped.
func levelOr(lv *level, t types.Type, l *linter) *level {
	if lv != nil {
		return lv
	}
	return l.buildLevel("", nil, t, maxLevelDepth)
}

// checkStruct checks an object against the serialized fields of struct t,
// each with its own tags.
func (l *linter) checkStruct(obj map[string]any, t types.Type, path string) []problem {
	fields := map[string]*types.Var{}
	var names []string
	collectJSONFields(t, fields, &names, 0)
	var out []problem
	for _, k := range sortedKeys(obj) {
		f, ok := fields[k]
		if !ok {
			out = append(out, problem{path, fmt.Sprintf("%s has no field %q; its fields are %s", typeName(t), k, strings.Join(names, ", "))})
			continue
		}
		var own []sourced
		if mf := l.modelField(f); mf != nil {
			for _, tag := range mf.Tags {
				own = append(own, sourced{tag: tag})
			}
		}
		out = append(out, l.checkValue(obj[k], f.Type(), l.buildLevel("", own, f.Type(), 0), nil, path+"."+k)...)
	}
	return out
}

// modelField finds the model of a struct field declared in a loaded package.
func (l *linter) modelField(v *types.Var) *model.Field {
	if v.Pkg() == nil {
		return nil
	}
	p := l.u.Packages[v.Pkg().Path()]
	if p == nil {
		return nil
	}
	for _, n := range p.Named {
		for _, f := range n.Fields {
			if f.Var == v {
				return f
			}
		}
	}
	return nil
}

// collectJSONFields maps the JSON names of struct t's serialized fields,
// descending into inlined embedded structs as encoding/json does.
func collectJSONFields(t types.Type, out map[string]*types.Var, names *[]string, depth int) {
	st, ok := validators.Deref(t).Underlying().(*types.Struct)
	if !ok || depth > maxLevelDepth {
		return
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		name, opts, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		switch {
		case name == "-" && opts == "", !f.Exported() && !f.Embedded():
			continue
		case (f.Embedded() && name == "") || strings.Contains(","+opts+",", ",inline,"):
			collectJSONFields(f.Type(), out, names, depth+1)
			continue
		case name == "":
			name = f.Name()
		}
		if _, dup := out[name]; !dup {
			out[name] = f
			*names = append(*names, name)
		}
	}
}

// decodesItself reports whether values of t decode their own JSON.
func decodesItself(t types.Type) bool {
	if _, ok := types.Unalias(t).(*types.Named); !ok {
		return false
	}
	ms := types.NewMethodSet(types.NewPointer(t))
	for _, m := range []string{"UnmarshalJSON", "UnmarshalText"} {
		for i := 0; i < ms.Len(); i++ {
			if ms.At(i).Obj().Name() == m {
				return true
			}
		}
	}
	return false
}

// shapeMismatch says why JSON value v cannot decode into t, or "".
func shapeMismatch(v any, t types.Type) string {
	want := func(what string) string {
		return fmt.Sprintf("%s needs %s, not %s", typeName(t), what, jsonKind(v))
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		info := u.Info()
		switch {
		case info&types.IsBoolean != 0:
			if _, ok := v.(bool); !ok {
				return want("true or false")
			}
		case info&types.IsString != 0:
			if _, ok := v.(string); !ok {
				return want("a JSON string (quote it)")
			}
		case info&types.IsInteger != 0:
			n, ok := v.(json.Number)
			if !ok {
				return want("an integer")
			}
			if !fitsInteger(string(n), u) {
				return fmt.Sprintf("%s does not fit %s", n, typeName(t))
			}
		case info&types.IsFloat != 0:
			if _, ok := v.(json.Number); !ok {
				return want("a number")
			}
		}
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
			s, ok := v.(string)
			if !ok {
				return want("a base64 string")
			}
			if _, err := base64.StdEncoding.DecodeString(s); err != nil {
				return fmt.Sprintf("%q is not base64 (%v)", s, err)
			}
			return ""
		}
		if _, ok := v.([]any); !ok {
			return want("a JSON array")
		}
	case *types.Array:
		s, ok := v.([]any)
		if !ok {
			return want("a JSON array")
		}
		if int64(len(s)) != u.Len() {
			return fmt.Sprintf("%s needs exactly %d items, not %d", typeName(t), u.Len(), len(s))
		}
	case *types.Map:
		obj, ok := v.(map[string]any)
		if !ok {
			return want("a JSON object")
		}
		if isIntegerType(u.Key()) {
			for k := range obj {
				if !fitsInteger(k, u.Key().Underlying().(*types.Basic)) {
					return fmt.Sprintf("key %q is not a %s", k, typeName(u.Key()))
				}
			}
		}
	case *types.Struct:
		if _, ok := v.(map[string]any); !ok {
			return want("a JSON object")
		}
	}
	return ""
}

func fitsInteger(text string, b *types.Basic) bool {
	if b.Info()&types.IsUnsigned != 0 {
		n, err := strconv.ParseUint(text, 10, 64)
		return err == nil && n <= uint64(math.MaxUint64)>>(64-8*sizeOf(b))
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if bits := 8 * sizeOf(b); bits < 64 {
		return err == nil && n >= -(int64(1)<<(bits-1)) && n < int64(1)<<(bits-1)
	}
	return err == nil
}

// sizeOf is the size in bytes of an integer kind (int and uint are 64-bit,
// as on every platform Kubernetes supports).
func sizeOf(b *types.Basic) int {
	switch b.Kind() {
	case types.Int8, types.Uint8:
		return 1
	case types.Int16, types.Uint16:
		return 2
	case types.Int32, types.Uint32:
		return 4
	}
	return 8
}

func isIntegerType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

func jsonKind(v any) string {
	switch v := v.(type) {
	case bool:
		return strconv.FormatBool(v)
	case json.Number:
		return "the number " + string(v)
	case string:
		return "the string " + strconv.Quote(v)
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return "null"
}

func typeName(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string { return p.Name() })
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
