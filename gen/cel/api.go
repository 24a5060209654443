package cel

// Kind is the kind of a CEL type.
type Kind uint8

const (
	Dyn Kind = iota
	Null
	Bool
	Int
	Uint
	Double
	String
	Bytes
	Duration
	Timestamp
	List
	Map
	Object   // a schema object (Fields) or a message type named Name
	TypeKind // the type of a type: Elem is the type denoted
	Optional // optional_type(Elem)
	Opaque   // a library type such as kubernetes.Quantity, net.IP; Params for generics
	TypeParam
	Error
)

// Type is what the API server's CEL sees for a structural schema node, or the
// type of an expression.
type Type struct {
	Kind     Kind
	Name     string  // Object: type name; Opaque: e.g. "kubernetes.Quantity"; TypeParam: its name
	Elem     *Type   // List: items; Map: values; TypeKind/Optional: the wrapped type
	Key      *Type   // Map: keys (String for schema maps)
	Params   []*Type // Opaque: type parameters
	Fields   []Field // Object: in schema property order (sorted by name)
	ListType string  // "", "atomic", "set", "map"
	MapKeys  []string

	// Size bounds as written in the schema; -1 when unset. Cost estimation
	// derives the estimated sizes from these and the maximum request size.
	MaxItems, MaxProperties, MaxLength int64
	Format                             string
	// Enum holds a string schema's enum values: the API server bounds the
	// string's size by the longest one when maxLength is unset.
	Enum []string

	Nullable, IntOrString, PreserveUnknown, Embedded bool
}

// Field is one property of an object type.
type Field struct {
	Name     string // the JSON property name, unescaped
	Type     *Type
	Required bool
	// HasDefault: a required field with a default does not count towards the
	// object's minimum serialized size.
	HasDefault bool
}

// Rule is one x-kubernetes-validations entry, as written.
type Rule struct {
	Rule, Message, MessageExpression, Reason, FieldPath string
	OptionalOldSelf                                     bool
}

// Diagnostic is one reason the API server would refuse a rule.
type Diagnostic struct {
	Field  string // "rule", "messageExpression", "fieldPath", "reason", "optionalOldSelf"
	Offset int    // byte offset into that field's string; -1 when the whole field
	Msg    string // the API server's reason, as it words it
	Fix    string // what would be right
}

// Cost is an estimated cost range, in cel-go's cost units.
type Cost struct{ Min, Max uint64 }

// Program is a rule that compiles: typed ASTs and costs.
type Program struct {
	Rule       Rule
	Expr       *Expr // typed AST of Rule.Rule
	Message    *Expr // typed AST of MessageExpression, nil without one
	Transition bool  // uses oldSelf
	// FieldPath is Rule.FieldPath normalised as the API server appends it
	// to the error's path ("spec.name", "labels[key]"); "" without one.
	FieldPath   string
	Cost        Cost // estimated cost of Rule.Rule
	MessageCost Cost
	// TotalCost is Cost.Max times the node's cardinality, MessageTotalCost
	// the message expression's: what the API server checks against
	// StaticEstimatedCostLimit and sums for the CRD (CRDCost).
	TotalCost, MessageTotalCost uint64
}

// ExprKind is the kind of an AST node.
type ExprKind uint8

const (
	Literal ExprKind = iota + 1
	Ident
	Select // Target.Name, or has(Target.Name) with TestOnly, a.?b with Optional
	Call   // Name(Args) or Target.Name(Args); index a[b] is Call "_[_]" ("_[?_]" optional)
	ListLit
	MapLit
	Struct // Name{Entries}: field names in Entries[i].Field
	Macro
	comprehension // only inside macro expansions
)

// Expr is one AST node. Macros stay macros; cost estimation and checking
// treat them as cel-go's expansion would.
type Expr struct {
	ID        int64
	Offset    int // byte offset of the node in the source
	Kind      ExprKind
	Type      *Type // set by Check
	Lit       any   // Literal: bool, int64, uint64, float64, string, []byte, nil (null)
	Name      string
	Target    *Expr
	TestOnly  bool
	Optional  bool
	Args      []*Expr
	Overload  string   // Call: the overload id cel-go resolves to, when exactly one
	Overloads []string // Call: every overload id still possible after checking
	Entries   []MapEntry
	// ListLit: indexes of optional elements ([?x]).
	OptIndices        []int
	IterVar, IterVar2 string

	// expansion is a Macro's expansion as cel-go builds it: checking and
	// cost estimation walk it. compr is set on the expansion's comprehension
	// nodes.
	expansion *Expr
	compr     *compr
}

// compr is a comprehension node of a macro's expansion.
type compr struct {
	iterRange                    *Expr
	iterVar, iterVar2, accuVar   string
	accuInit, cond, step, result *Expr
}

// MapEntry is one entry of a map or struct literal.
type MapEntry struct {
	Offset   int
	Key      *Expr  // MapLit
	Field    string // Struct
	Value    *Expr
	Optional bool // {?k: v}
}
