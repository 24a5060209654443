package validators

import (
	"go/types"
	"regexp"
	"strconv"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// MinLength, MaxLength, Pattern and Enum on an intstr.IntOrString, which
// controller-gen writes next to x-kubernetes-int-or-string. The API server
// applies the string keywords to a string value only (an int passes), and
// enum to both kinds (validate.IntOrString*); no +k8s: tag accepts the
// type, so these markers add their checks themselves.

// IntstrPkg is the package of intstr.IntOrString.
const IntstrPkg = "k8s.io/apimachinery/pkg/util/intstr"

// IsIntOrString reports whether t is intstr.IntOrString.
func IsIntOrString(t types.Type) bool {
	nt, ok := types.Unalias(t).(*types.Named)
	return ok && nt.Obj().Pkg() != nil && nt.Obj().Pkg().Path() == IntstrPkg && nt.Obj().Name() == "IntOrString"
}

// kbIntOrStringLength adds MinLength or MaxLength (k8s: "minLength") on
// the int-or-string at s.
func kbIntOrStringLength(k8s string) func(*Site, kbMarker) error {
	return kbLengthCall("IntOrString", k8s)
}

// kbLengthCall adds MinLength or MaxLength (k8s: "minLength") at s as a
// call of the runtime's <prefix>SchemaMinLength or <prefix>MaxLength: the
// length checks of a controller-gen marker, reported as the API server
// reports the CRD's keyword (minLength: field.Invalid, not the
// field.TooShort of +k8s:minLength; maxLength: field.TooLong, as both).
func kbLengthCall(prefix, k8s string) func(*Site, kbMarker) error {
	return func(s *Site, m kbMarker) error {
		n, err := kbInt(m.tag)
		if err != nil {
			return err
		}
		fn := prefix + string(k8s[0]-'a'+'A') + k8s[1:]
		errType := lengthError[k8s[:3]]
		if k8s == "minLength" {
			// As apiextensions-apiserver reports the CRD's minLength:
			// field.Invalid with kube-openapi's detail (validate.SchemaMinLength).
			fn, errType = prefix+"SchemaMinLength", field.ErrorTypeInvalid
		}
		s.Add(Check{Tag: m.tag, Emits: emits(errType, k8s), Rule: runtimeCall(fn, ArgPath{}, ArgValue{}, intLit(strconv.FormatInt(n, 10)))})
		return nil
	}
}

// kbIntOrStringPattern adds Pattern on the int-or-string at s.
func kbIntOrStringPattern(s *Site, m kbMarker) error {
	re, err := tags.MarkerString(m.tag.Value)
	if err != nil {
		return err
	}
	if _, err := regexp.Compile(re); err != nil {
		return Errorf(m.tag, "invalid regular expression: %v", err)
	}
	s.Add(Check{Tag: m.tag, Emits: emits(field.ErrorTypeInvalid, "pattern"), Rule: runtimeCall("IntOrStringPattern", ArgPath{}, ArgValue{}, ArgRegexp{Pattern: re})})
	return nil
}

// kbIntOrStringEnum adds Enum on the int-or-string at s: its entries are
// integers (unquoted) and strings (quoted, or words), in written order.
func kbIntOrStringEnum(s *Site, m kbMarker) error {
	items, err := tags.MarkerList(m.tag.Value)
	if err != nil {
		return err
	}
	vals := make([]Literal, 0, len(items))
	for _, it := range items {
		_, numErr := strconv.ParseFloat(it.Text, 64)
		switch {
		case it.Kind != tags.ValueRaw || numErr != nil && it.Text != "true" && it.Text != "false" && it.Text != "null":
			vals = append(vals, strLit(it.Text))
		case numErr != nil:
			return &tags.Error{Pos: it.Pos, Msg: m.tag.Text + ": " + it.Text + " is a JSON " + jsonKind(it.Text) + " for controller-gen, which no int-or-string equals; quote it: \"" + it.Text + "\""}
		default:
			if _, err := strconv.ParseInt(it.Text, 10, 32); err != nil {
				return &tags.Error{Pos: it.Pos, Msg: m.tag.Text + ": " + it.Text + " is not an int32, which an IntOrString's integer is; write an int32 or quote it as a string"}
			}
			vals = append(vals, intLit(it.Text))
		}
	}
	s.Add(Check{Tag: m.tag, Emits: emits(field.ErrorTypeNotSupported, ""), Rule: runtimeCall("IntOrStringEnum", ArgPath{}, ArgValue{}, ArgEnumLiterals{Type: deref(s.ValueType()), Values: vals})})
	return nil
}
