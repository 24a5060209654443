package lint

import (
	"encoding/json"
	"go/constant"
	"go/types"
	"regexp"
	"slices"
	"strconv"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/validate"
)

// Evaluating value tags on a known value (a +default) with the runtime
// library, so that lint and the generated code cannot disagree about what
// a tag accepts.

// formatChecks maps the runtime's format function names
// (validate.FormatNames values) to the functions.
var formatChecks = map[string]func(*validate.Path, string) field.ErrorList{
	"ExtendedResourceName":       validate.ExtendedResourceName[string],
	"IP":                         validate.IP[string],
	"LabelKey":                   validate.LabelKey[string],
	"LabelValue":                 validate.LabelValue[string],
	"LongName":                   validate.LongName[string],
	"LongNameCaseless":           validate.LongNameCaseless[string],
	"PathSegmentName":            validate.PathSegmentName[string],
	"PrefixedLabelKey":           validate.PrefixedLabelKey[string],
	"ResourceFullyQualifiedName": validate.ResourceFullyQualifiedName[string],
	"ResourcePoolName":           validate.ResourcePoolName[string],
	"ShortName":                  validate.ShortName[string],
	"UUID":                       validate.UUID[string],
}

// integerChecks are the bound tags over integers.
var integerChecks = map[string]func(*validate.Path, int64, int64) field.ErrorList{
	"minimum":          validate.Minimum[int64],
	"maximum":          validate.Maximum[int64],
	"exclusiveMinimum": validate.ExclusiveMinimum[int64],
	"exclusiveMaximum": validate.ExclusiveMaximum[int64],
}

// lengthChecks are the length tags over strings.
var lengthChecks = map[string]func(*validate.Path, string, int) field.ErrorList{
	"minLength": validate.MinLength[string],
	"maxLength": validate.MaxLength[string],
	"maxBytes":  validate.MaxBytes[string],
}

// sizeChecks are the size tags over lists and maps.
var sizeChecks = map[string]func(*validate.Path, int, int) field.ErrorList{
	"minItems":      validate.MinItems,
	"maxItems":      validate.MaxItems,
	"minProperties": validate.MinProperties,
	"maxProperties": validate.MaxProperties,
}

// evaluate runs one value tag on v, a decoded JSON value that has the
// shape of t, and returns why it fails, or "". Tags it cannot evaluate
// (presence, cross-field, test tags) pass. owner is the type a local type
// tag belongs to.
func (l *linter) evaluate(st sourced, v any, t types.Type, owner *model.Named) string {
	tag := st.tag
	p := validate.Root()
	var errs field.ErrorList
	switch name := tag.Name; {
	case integerChecks[name] != nil:
		n, ok := jsonInt(v)
		bound, err := tag.Value.Int()
		if !ok || err != nil {
			return ""
		}
		errs = integerChecks[name](&p, n, bound)
	case lengthChecks[name] != nil:
		s, ok := v.(string)
		n, err := tag.Value.Int()
		if !ok || err != nil {
			return ""
		}
		errs = lengthChecks[name](&p, s, int(n))
	case sizeChecks[name] != nil:
		n, err := tag.Value.Int()
		if err != nil {
			return ""
		}
		switch c := v.(type) {
		case []any:
			errs = sizeChecks[name](&p, len(c), int(n))
		case map[string]any:
			errs = sizeChecks[name](&p, len(c), int(n))
		}
	case name == "format":
		fn := formatChecks[validate.FormatNames[tag.Value.Text]]
		if s, ok := v.(string); ok && fn != nil {
			errs = fn(&p, s)
		}
	case name == "pattern":
		re, err := regexp.Compile(tag.Value.Text)
		if s, ok := v.(string); ok && err == nil {
			errs = validate.Pattern(&p, s, re)
		}
	case name == "neq":
		errs = neq(&p, v, tag.Value.Text)
	case name == "enum":
		enumType := st.from
		if enumType == nil {
			enumType = owner
		}
		if s, ok := v.(string); ok && enumType != nil {
			errs = validate.Enum(&p, s, l.enumValues(enumType))
		}
	}
	if len(errs) == 0 {
		return ""
	}
	if errs[0].Detail != "" {
		return errs[0].Detail
	}
	return errs[0].ErrorBody()
}

// neq compares v with the tag's payload when both have the same kind.
func neq(p *validate.Path, v any, payload string) field.ErrorList {
	switch v := v.(type) {
	case string:
		return validate.NEQ(p, v, payload)
	case bool:
		if b, err := strconv.ParseBool(payload); err == nil {
			return validate.NEQ(p, v, b)
		}
	case json.Number:
		n, ok := jsonInt(v)
		if m, err := strconv.ParseInt(payload, 10, 64); ok && err == nil {
			return validate.NEQ(p, n, m)
		}
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

// enumValues returns the allowed values of an enum type: its constants,
// less those always excluded by +k8s:enumExclude.
func (l *linter) enumValues(n *model.Named) []string {
	nt, ok := n.Type().(*types.Named)
	if !ok {
		return nil
	}
	var out []string
	for _, c := range l.u.ConstsOf(nt) {
		excluded := false
		for _, t := range enforcedTags(c.Tags) {
			excluded = excluded || t.Name == "enumExclude"
		}
		if !excluded && c.Obj.Val().Kind() == constant.String {
			out = append(out, constant.StringVal(c.Obj.Val()))
		}
	}
	slices.Sort(out) // the order the generated code lists them in
	return slices.Compact(out)
}
