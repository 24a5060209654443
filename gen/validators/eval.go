package validators

import (
	"encoding/json"
	"regexp"
	"strconv"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/validate"
)

// Evaluators of the value tags (Tag.Eval): each calls the runtime function
// the tag's generated code calls, on a known value. A value of a shape the
// tag does not check, or a payload generation would reject, passes: those
// are reported elsewhere.

// evalInt evaluates an integer bound: check(p, value, payload).
func evalInt(check func(*validate.Path, int64, int64) field.ErrorList) func(Known, tags.Tag) field.ErrorList {
	return func(k Known, t tags.Tag) field.ErrorList {
		n, ok := jsonInt(k.Value)
		bound, err := t.Value.Int()
		if !ok || err != nil {
			return nil
		}
		p := validate.Root()
		return check(&p, n, bound)
	}
}

// evalLength evaluates a string length bound: check(p, value, payload).
func evalLength(check func(*validate.Path, string, int) field.ErrorList) func(Known, tags.Tag) field.ErrorList {
	return func(k Known, t tags.Tag) field.ErrorList {
		s, ok := k.Value.(string)
		n, err := t.Value.Int()
		if !ok || err != nil {
			return nil
		}
		p := validate.Root()
		return check(&p, s, int(n))
	}
}

// evalSize evaluates a list or map size bound: check(p, len(value), payload).
func evalSize(check func(*validate.Path, int, int) field.ErrorList) func(Known, tags.Tag) field.ErrorList {
	return func(k Known, t tags.Tag) field.ErrorList {
		n, err := t.Value.Int()
		if err != nil {
			return nil
		}
		p := validate.Root()
		switch c := k.Value.(type) {
		case []any:
			return check(&p, len(c), int(n))
		case map[string]any:
			return check(&p, len(c), int(n))
		}
		return nil
	}
}

func evalFormat(k Known, t tags.Tag) field.ErrorList {
	s, ok := k.Value.(string)
	if !ok {
		return nil
	}
	p := validate.Root()
	if f, known := validate.Formats[t.Value.Text]; known {
		return f.Check(&p, s)
	}
	if ext, known := k.Formats[t.Value.Text]; known {
		if re, err := regexp.Compile(ext.Pattern); err == nil {
			return validate.Matches(&p, s, re, ext.Message, "format="+ext.Name)
		}
	}
	return nil
}

func evalPattern(k Known, t tags.Tag) field.ErrorList {
	re, err := regexp.Compile(t.Value.Text)
	if s, ok := k.Value.(string); ok && err == nil {
		p := validate.Root()
		return validate.Pattern(&p, s, re)
	}
	return nil
}

// evalNEQ compares the value with the payload when both have the same kind.
func evalNEQ(k Known, t tags.Tag) field.ErrorList {
	return evalComparison(k, t, validate.NEQ[string], validate.NEQ[bool], validate.NEQ[int64])
}

func evalEQ(k Known, t tags.Tag) field.ErrorList {
	return evalComparison(k, t, validate.EQ[string], validate.EQ[bool], validate.EQ[int64])
}

// evalComparison runs +k8s:eq or +k8s:neq on a known value of the payload's
// kind; a value of another kind is not this tag's business.
func evalComparison(k Known, t tags.Tag, str func(*validate.Path, string, string) field.ErrorList,
	boolean func(*validate.Path, bool, bool) field.ErrorList, integer func(*validate.Path, int64, int64) field.ErrorList) field.ErrorList {
	p := validate.Root()
	payload := t.Value.Text
	switch v := k.Value.(type) {
	case string:
		return str(&p, v, payload)
	case bool:
		if b, err := strconv.ParseBool(payload); err == nil {
			return boolean(&p, v, b)
		}
	case json.Number:
		n, ok := jsonInt(v)
		if m, err := strconv.ParseInt(payload, 10, 64); ok && err == nil {
			return integer(&p, n, m)
		}
	}
	return nil
}

func evalEnum(k Known, _ tags.Tag) field.ErrorList {
	if s, ok := k.Value.(string); ok && k.EnumValues != nil {
		p := validate.Root()
		return validate.Enum(&p, s, k.EnumValues())
	}
	return nil
}

func jsonInt(v any) (int64, bool) {
	n, ok := v.(json.Number)
	if !ok {
		return 0, false
	}
	i, err := n.Int64()
	return i, err == nil
}
