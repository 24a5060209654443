package cel

import "strconv"

// Code names one kind of CEL evaluation error. The zero Code means no error.
type Code uint8

const (
	OK Code = iota
	ErrDivideByZero
	ErrModulusByZero
	ErrIntOverflow
	ErrUintOverflow
	ErrDurationOverflow
	ErrTimestampOverflow
	ErrNoSuchOverload
	ErrNoSuchKey        // Arg: the key as cel-go prints it
	ErrIndexOutOfBounds // N: the index
	ErrNaNOrdering
	ErrConversion  // Arg: from type, Arg2: to type
	ErrInvalidUTF8 // bytes to string
	ErrNoneDeref
	ErrMessage // Arg is the whole message (library errors with fixed or borrowed text)
)

// Err is a CEL evaluation error as a value: a code and the arguments of its
// message, which is built only when Error is called. Passing or returning an
// Err allocates nothing; compiled code checks Failed after each step that can
// fail, as cel-go propagates its error values.
type Err struct {
	Code      Code
	Arg, Arg2 string
	N         int64
}

// Failed reports whether e is an error.
func (e Err) Failed() bool { return e.Code != OK }

// Error returns cel-go's message for e, word for word (EvalErrorDetail
// builds the API server's field error detail from it).
func (e Err) Error() string {
	switch e.Code {
	case OK:
		return ""
	case ErrDivideByZero:
		return "division by zero"
	case ErrModulusByZero:
		return "modulus by zero"
	case ErrIntOverflow:
		return "integer overflow"
	case ErrUintOverflow:
		return "unsigned integer overflow"
	case ErrDurationOverflow:
		return "duration overflow"
	case ErrTimestampOverflow:
		return "timestamp overflow"
	case ErrNoSuchOverload:
		return "no such overload"
	case ErrNoSuchKey:
		return "no such key: " + e.Arg
	case ErrIndexOutOfBounds:
		return "index out of bounds: " + strconv.FormatInt(e.N, 10)
	case ErrNaNOrdering:
		return "NaN values cannot be ordered"
	case ErrConversion:
		return "type conversion error from '" + e.Arg + "' to '" + e.Arg2 + "'"
	case ErrInvalidUTF8:
		return "invalid UTF-8 in bytes, cannot convert to string"
	case ErrNoneDeref:
		return "optional.none() dereference"
	case ErrMessage:
		return e.Arg
	}
	return "unknown error code " + strconv.Itoa(int(e.Code))
}

// Msg is an error with a fixed message (a library's own wording).
func Msg(s string) Err { return Err{Code: ErrMessage, Arg: s} }

// NoSuchKey is the error of selecting an absent field or map key.
func NoSuchKey(key string) Err { return Err{Code: ErrNoSuchKey, Arg: key} }

// IndexOutOfBounds is the error of indexing past the end of a list, as
// cel-go's attribute resolution words it for fields and computed lists alike.
func IndexOutOfBounds(i int64) Err { return Err{Code: ErrIndexOutOfBounds, N: i} }

var (
	errDivideByZero      = Err{Code: ErrDivideByZero}
	errModulusByZero     = Err{Code: ErrModulusByZero}
	errIntOverflow       = Err{Code: ErrIntOverflow}
	errUintOverflow      = Err{Code: ErrUintOverflow}
	errDurationOverflow  = Err{Code: ErrDurationOverflow}
	errTimestampOverflow = Err{Code: ErrTimestampOverflow}
	errNoSuchOverload    = Err{Code: ErrNoSuchOverload}
	errNaN               = Err{Code: ErrNaNOrdering}
)

// NoSuchOverload is the error of a call whose dynamic argument types match
// no overload (a dyn operand of the wrong kind at run time).
func NoSuchOverload() Err { return errNoSuchOverload }

func conversionErr(from, to string) Err { return Err{Code: ErrConversion, Arg: from, Arg2: to} }

// Or is CEL's commutative ||: true if either side is true, even when the
// other is an error; otherwise the first error; otherwise false. Compiled
// code short-circuits a true left side itself and calls Or for the rest.
func Or(a bool, ea Err, b bool, eb Err) (bool, Err) {
	switch {
	case !ea.Failed() && a, !eb.Failed() && b:
		return true, Err{}
	case ea.Failed():
		return false, ea
	case eb.Failed():
		return false, eb
	}
	return false, Err{}
}

// And is CEL's commutative &&: false if either side is false, even when the
// other is an error; otherwise the first error; otherwise true.
func And(a bool, ea Err, b bool, eb Err) (bool, Err) {
	switch {
	case !ea.Failed() && !a, !eb.Failed() && !b:
		return false, Err{}
	case ea.Failed():
		return false, ea
	case eb.Failed():
		return false, eb
	}
	return true, Err{}
}

// Not is CEL's !, which propagates an error.
func Not(a bool, ea Err) (bool, Err) {
	if ea.Failed() {
		return false, ea
	}
	return !a, Err{}
}
