package validators

import (
	"go/types"
	"reflect"
	"sort"
	"strings"
)

// jsonField finds the field of struct type t (through pointers) whose JSON
// name is name, including fields promoted from inlined embedded structs.
// It returns the field and the JSON names that exist, for suggestions.
func jsonField(t types.Type, name string) (*types.Var, []string) {
	st, ok := Deref(t).Underlying().(*types.Struct)
	if !ok {
		return nil, nil
	}
	var names []string
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Exported() {
			continue
		}
		json, opts, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if json == "-" {
			continue
		}
		if f.Embedded() && (json == "" || strings.Contains(","+opts+",", ",inline,")) {
			if _, isPtr := types.Unalias(f.Type()).(*types.Pointer); isPtr {
				// Reaching through a nil embedded pointer would panic.
				names = append(names, "(not through the embedded pointer "+f.Name()+")")
				continue
			}
			if found, more := jsonField(f.Type(), name); found != nil {
				return found, nil
			} else {
				names = append(names, more...)
			}
			continue
		}
		if json == "" {
			json = f.Name()
		}
		if json == name {
			return f, nil
		}
		names = append(names, json)
	}
	sort.Strings(names)
	return nil, names
}
