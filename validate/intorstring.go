package validate

import (
	"regexp"
	"strconv"
	"unicode/utf8"

	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// String keywords on an int-or-string (+kubebuilder:validation:MaxLength,
// MinLength, Pattern next to XIntOrString): the API server's string
// validator runs only when the value is a JSON string (kube-openapi's
// stringValidator applies to string kinds), so an integer passes them.

// IntOrStringMinLength checks MinLength on v's string; an int passes.
func IntOrStringMinLength(p *Path, v intstr.IntOrString, min int) field.ErrorList {
	if v.Type != intstr.String {
		return nil
	}
	return MinLength(p, v.StrVal, min)
}

// IntOrStringMaxLength checks MaxLength on v's string; an int passes.
func IntOrStringMaxLength(p *Path, v intstr.IntOrString, max int) field.ErrorList {
	if v.Type != intstr.String {
		return nil
	}
	return MaxLength(p, v.StrVal, max)
}

// IntOrStringPattern matches v's string against re; an int passes.
func IntOrStringPattern(p *Path, v intstr.IntOrString, re *regexp.Regexp) field.ErrorList {
	if v.Type != intstr.String {
		return nil
	}
	return Pattern(p, v.StrVal, re)
}

// IntOrStringEnum checks v against a CRD's enum of integers and strings
// (+kubebuilder:validation:Enum=1;"foo"), as kube-openapi's enum check
// does for every value kind: a value matches an entry its JSON value
// converts to with Go's conversion rules and then equals. A string matches
// equal strings only; an integer matches equal integers, and also a string
// entry equal to the integer converted to a string, which Go defines as the
// UTF-8 encoding of that code point (U+FFFD when it is none): 97 is "a".
// The error lists the entries as the API server does, in written order.
func IntOrStringEnum(p *Path, v intstr.IntOrString, supported []intstr.IntOrString) field.ErrorList {
	for _, s := range supported {
		switch {
		case v.Type == intstr.String:
			if s.Type == intstr.String && s.StrVal == v.StrVal {
				return nil
			}
		case s.Type == intstr.Int:
			if s.IntVal == v.IntVal {
				return nil
			}
		case isRune(s.StrVal, v.IntVal):
			return nil
		}
	}
	return intOrStringNotSupported(p, v, supported)
}

// isRune reports whether s is string(rune(r)) without building it.
func isRune(s string, r int32) bool {
	c, size := utf8.DecodeRuneInString(s)
	if size != len(s) || len(s) == 0 {
		return false
	}
	if !utf8.ValidRune(r) {
		r = utf8.RuneError
	}
	return c == r && (c != utf8.RuneError || s == string(utf8.RuneError))
}

func intOrStringNotSupported(p *Path, v intstr.IntOrString, supported []intstr.IntOrString) field.ErrorList {
	names := make([]string, len(supported))
	for i, s := range supported {
		names[i] = s.StrVal
		if s.Type == intstr.Int {
			names[i] = strconv.FormatInt(int64(s.IntVal), 10)
		}
	}
	var value any = v.StrVal
	if v.Type == intstr.Int {
		value = int64(v.IntVal) // the API server's JSON integer
	}
	return one(at(p, field.NotSupported(nil, value, names), ""))
}
