package validate

import (
	"fmt"
	"reflect"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Enum checks that v is one of supported. The generator passes the allowed
// values sorted (after applying enumExclude for the current options), so
// the error lists them in a stable order.
func Enum[T ~string](p *Path, v T, supported []T) field.ErrorList {
	for _, s := range supported {
		if v == s {
			return nil
		}
	}
	return notSupported(p, v, supported)
}

func notSupported[T ~string](p *Path, v T, supported []T) field.ErrorList {
	return one(at(p, field.NotSupported(nil, v, supported), ""))
}

// EQ checks that v equals expected (+k8s:eq, Kubernetes v1.38): otherwise
// field.NotSupported with expected as the one supported value, printed as
// fmt prints it, and no origin, as Kubernetes reports it.
func EQ[T comparable](p *Path, v, expected T) field.ErrorList {
	if v == expected {
		return nil
	}
	return one(at(p, field.NotSupported(nil, v, []string{fmt.Sprint(expected)}), ""))
}

// NEQ checks that v is not equal to disallowed.
func NEQ[T comparable](p *Path, v, disallowed T) field.ErrorList {
	if v != disallowed {
		return nil
	}
	return equalsDisallowed(p, v, disallowed)
}

// equalsDisallowed quotes string kinds and prints other kinds plainly, as
// Kubernetes does, so `neq=""` reads `must not be equal to ""`.
func equalsDisallowed[T comparable](p *Path, v, disallowed T) field.ErrorList {
	verb := "%v"
	if reflect.ValueOf(disallowed).Kind() == reflect.String {
		verb = "%q"
	}
	detail := fmt.Sprintf("must not be equal to "+verb, disallowed)
	return one(at(p, field.Invalid(nil, v, detail), "neq"))
}

// EnumInteger checks that the integer v is one of supported, the values of
// a CRD's enum on an integer (+kubebuilder:validation:Enum=301;302). The
// error lists them as the API server does, as JSON numbers.
func EnumInteger[T Integer](p *Path, v T, supported []T) field.ErrorList {
	for _, s := range supported {
		if v == s {
			return nil
		}
	}
	return integerNotSupported(p, v, supported)
}

func integerNotSupported[T Integer](p *Path, v T, supported []T) field.ErrorList {
	names := make([]string, len(supported))
	for i, s := range supported {
		names[i] = fmt.Sprint(s)
	}
	return one(at(p, field.NotSupported(nil, v, names), ""))
}
