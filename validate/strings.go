package validate

import (
	"regexp"
	"unicode/utf8"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// MinLength checks that v has at least min characters (runes).
func MinLength[T ~string](p *Path, v T, min int) field.ErrorList {
	// A rune is at most 4 bytes, so len/4 (rounded up) is a lower bound of
	// the rune count; when it reaches min no counting is needed.
	if (len(v)+3)/4 >= min {
		return nil
	}
	return minLengthSlow(p, v, min)
}

func minLengthSlow[T ~string](p *Path, v T, min int) field.ErrorList {
	// A rune is at least one byte: too few bytes means too few runes.
	if len(v) >= min && utf8.RuneCountInString(string(v)) >= min {
		return nil
	}
	return one(at(p, field.TooShort(nil, v, min), "minLength"))
}

// MaxLength checks that v has at most max characters (runes).
func MaxLength[T ~string](p *Path, v T, max int) field.ErrorList {
	// A rune is at least one byte: a short enough byte length is proof.
	if len(v) <= max {
		return nil
	}
	return maxLengthSlow(p, v, max)
}

func maxLengthSlow[T ~string](p *Path, v T, max int) field.ErrorList {
	// A rune is at most 4 bytes: len/4 (rounded up) runes are certain.
	if (len(v)+3)/4 <= max && utf8.RuneCountInString(string(v)) <= max {
		return nil
	}
	return one(at(p, field.TooLongCharacters(nil, v, max), "maxLength"))
}

// MaxBytes checks that v is at most max bytes long.
func MaxBytes[T ~string](p *Path, v T, max int) field.ErrorList {
	if len(v) <= max {
		return nil
	}
	return tooManyBytes(p, v, max)
}

// MaxBytesSlice checks that the []byte v is at most max bytes long
// (+k8s:maxBytes, Kubernetes v1.38); as there, the error shows no value.
func MaxBytesSlice[T ~byte](p *Path, v []T, max int) field.ErrorList {
	if len(v) <= max {
		return nil
	}
	return one(at(p, field.TooLong(nil, "", max), "maxBytes"))
}

func tooManyBytes[T ~string](p *Path, v T, max int) field.ErrorList {
	return one(at(p, field.TooLong(nil, v, max), "maxBytes"))
}

// Pattern checks that re matches v. re is compiled once by the generated
// code; a match anywhere counts unless the expression is anchored, as with
// regexp.MatchString.
func Pattern[T ~string](p *Path, v T, re *regexp.Regexp) field.ErrorList {
	if re.MatchString(string(v)) {
		return nil
	}
	return patternMismatch(p, v, re)
}

func patternMismatch[T ~string](p *Path, v T, re *regexp.Regexp) field.ErrorList {
	detail := "must match the regular expression '" + re.String() + "'"
	return one(at(p, field.Invalid(nil, v, detail), "pattern"))
}

// Matches checks a value of a project-defined format
// (--validation-extensions-file): re, compiled once by the generated code,
// must match v (not anchored for you). As in Kubernetes, the error's detail
// is the format's message alone and its bad value a plain string.
func Matches[T ~string](p *Path, v T, re *regexp.Regexp, message, origin string) field.ErrorList {
	if re.MatchString(string(v)) {
		return nil
	}
	return formatMismatch(p, string(v), message, origin)
}

func formatMismatch(p *Path, v, message, origin string) field.ErrorList {
	return one(at(p, field.Invalid(nil, v, message), origin))
}
