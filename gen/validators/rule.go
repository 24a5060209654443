package validators

import (
	"go/types"
	"strconv"
)

// The plan says what each check verifies as data, never as Go source: a
// call of a runtime function with typed operands (Call), or a typed spec of
// a cross-field family (unions, field-reference bounds, dependent fields,
// hand-written functions). Every backend reads the same values: the Go
// emitter renders them (gen/emit is the only place that knows Go syntax),
// lint and docs inspect them, and a schema backend can translate them.

// Rule is what a check verifies: *Call, or a spec kept next to its
// validator: *UnionRule (union.go), *FieldBoundRule (constraint.go),
// *DependencyRule (dependent.go), *EqualToRule (equalto.go), *CustomRule
// (custom.go).
type Rule interface{ isRule() }

// Call calls a function of the runtime library (RuntimePkg). Check
// functions take the value's path first (ArgPath); helpers such as Deref
// and Stop do not.
type Call struct {
	Func string
	// TypeArgs instantiate a generic function explicitly (FixedResult[T]).
	TypeArgs []types.Type
	Args     []Operand
}

// Operand is one argument of a Call.
type Operand interface{ isOperand() }

type (
	// ArgPath is the path of the checked value (a *validate.Path).
	ArgPath struct{}
	// ArgValue is the checked value: past its pointers, unless the check
	// is Raw.
	ArgValue struct{}
	// ArgOld is a pointer to the correlated old value, nil without one.
	ArgOld struct{}
	// ArgUpdate is true when the operation is an update and an old value is
	// correlated.
	ArgUpdate struct{}
	// ArgIsUpdateOp is true when the operation is an update, whether or not
	// the value has an old counterpart.
	ArgIsUpdateOp struct{}
	// ArgOperation is the operation itself.
	ArgOperation struct{}
	// ArgLen is the number of items (or entries) of the value.
	ArgLen struct{}
	// ArgUnset is true when the value is unset: nil, empty or zero.
	ArgUnset struct{}
	// ArgSet is true when the value (or, with Old, the old value, which must
	// exist) is set: non-nil, non-empty or non-zero.
	ArgSet struct{ Old bool }
	// ArgFlags combines runtime constants with bitwise or
	// (validate.NoSet|validate.NoClear).
	ArgFlags struct{ Names []string }
	// ArgKeyFunc is a func(*Item) K giving a list item's identity: the key
	// fields, or the whole value when Fields is empty.
	ArgKeyFunc struct {
		Item   types.Type
		Fields []*types.Var
	}
	// ArgHashFunc and ArgEqualFunc are a func(*T) uint64 consistent with
	// equality, and Kubernetes' semantic equality func(a, b *T) bool, for
	// items that == cannot compare.
	ArgHashFunc  struct{ Type types.Type }
	ArgEqualFunc struct{ Type types.Type }
	// ArgRegexp is a regular expression compiled once, when the package is
	// initialized.
	ArgRegexp struct{ Pattern string }
	// ArgQuantity is a resource.Quantity parsed once, when the package is
	// initialized, from its text ("1Gi").
	ArgQuantity struct{ Text string }
	// ArgEnumValues lists the valid values of an enum type.
	ArgEnumValues struct {
		Type   *types.Named
		Values []*types.Const
	}
	// ArgEnumLiterals lists literal values (strings or integers) of type
	// Type, in order: the values of +kubebuilder:validation:Enum.
	ArgEnumLiterals struct {
		Type   types.Type
		Values []Literal
	}
	// ArgEnumExclusions lists the enum values that options remove.
	ArgEnumExclusions struct {
		Type  *types.Named
		Items []EnumExclusion
	}
)

// EnumExclusion is a constant left out of its enum while an option is in a
// given state (+k8s:ifEnabled(X)=+k8s:enumExclude).
type EnumExclusion struct {
	Value  *types.Const
	Option string
	When   bool
}

// LiteralKind is the kind of a Literal.
type LiteralKind uint8

const (
	StringLit LiteralKind = iota + 1
	IntLit
	BoolLit
	// FloatLit is a float64 constant, as strconv.FormatFloat(f, 'g', -1, 64)
	// writes it (a Go literal).
	FloatLit
)

// Literal is a constant in a rule: a string (Text unquoted), an integer in
// decimal, a float, or true or false.
type Literal struct {
	Kind LiteralKind
	Text string
}

// String renders the literal for messages and comments: strings quoted.
func (l Literal) String() string {
	if l.Kind == StringLit {
		return strconv.Quote(l.Text)
	}
	return l.Text
}

func strLit(s string) Literal                      { return Literal{StringLit, s} }
func intLit(s string) Literal                      { return Literal{IntLit, s} }
func boolLit(b bool) Literal                       { return Literal{BoolLit, strconv.FormatBool(b)} }
func runtimeCall(fn string, args ...Operand) *Call { return &Call{Func: fn, Args: args} }

// derefOld is the old value itself, the zero value without one.
func derefOld() *Call { return runtimeCall("Deref", ArgOld{}) }

func (*Call) isRule() {}

func (*Call) isOperand()             {}
func (Literal) isOperand()           {}
func (ArgPath) isOperand()           {}
func (ArgValue) isOperand()          {}
func (ArgOld) isOperand()            {}
func (ArgUpdate) isOperand()         {}
func (ArgIsUpdateOp) isOperand()     {}
func (ArgOperation) isOperand()      {}
func (ArgLen) isOperand()            {}
func (ArgUnset) isOperand()          {}
func (ArgSet) isOperand()            {}
func (ArgFlags) isOperand()          {}
func (ArgKeyFunc) isOperand()        {}
func (ArgHashFunc) isOperand()       {}
func (ArgEqualFunc) isOperand()      {}
func (ArgRegexp) isOperand()         {}
func (ArgQuantity) isOperand()       {}
func (ArgEnumValues) isOperand()     {}
func (ArgEnumLiterals) isOperand()   {}
func (ArgEnumExclusions) isOperand() {}

// hasSetState reports whether "set" is defined for values of t: non-nil,
// non-empty or non-zero (pointers, lists, maps and basic values).
func hasSetState(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map:
		return true
	case *types.Basic:
		return u.Info()&(types.IsString|types.IsBoolean|types.IsNumeric) != 0
	}
	return false
}

// HasZeroTest reports whether an unset value of t can be detected: nil,
// empty, or equal to the zero value of a comparable type.
func HasZeroTest(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Interface, *types.Signature, *types.Chan:
		return true
	case *types.Struct, *types.Array:
		return types.Comparable(t)
	}
	return hasSetState(t)
}
