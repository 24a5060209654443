package schema

import (
	"go/constant"
	"go/types"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/kubedv/kubedv/gen/validators"
	"github.com/kubedv/kubedv/validate"
)

// CEL rules (x-kubernetes-validations) for the checks no OpenAPI keyword
// expresses. The rules use only what the API server's CEL environment
// offers (apiextensions-apiserver v0.37): the standard functions, regex,
// the Kubernetes format library (format.dns1123Label() ...), the IP
// library and the quantity library.

// formatRules are the +k8s:format names with a CEL form that accepts
// exactly what the Go check accepts, by runtime function name. Formats not
// listed are refused.
var formatRules = map[string]func(v string) string{
	"ShortName":  libraryFormat("dns1123Label"),
	"LongName":   libraryFormat("dns1123Subdomain"),
	"LabelKey":   libraryFormat("qualifiedName"),
	"LabelValue": libraryFormat("labelValue"),
	// A qualified name has at most one '/', which separates the prefix.
	"PrefixedLabelKey": func(v string) string { return libraryFormat("qualifiedName")(v) + " && " + v + ".contains('/')" },
	"UUID": func(v string) string {
		return v + ".matches('^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')"
	},
	"ConditionReason": func(v string) string {
		return v + ".matches('^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$')"
	},
	// Strict IPs: parsable (no leading zeros, no IPv4-mapped IPv6, no
	// zone) and in canonical form.
	"IP": func(v string) string { return "isIP(" + v + ") && ip.isCanonical(" + v + ")" },
	// k8s-duration and k8s-date-time: what CEL's conversions accept, which
	// are the Go checks (validate.DurationString, validate.DateTime). The
	// grammar comes first, so that a malformed value is false rather than
	// an evaluation error.
	// k8s-uri: isURL() is url.ParseRequestURI, as validate.URI; url()
	// parses the same string again (cutting a fragment, which never holds
	// the scheme's colon) for the scheme.
	"URI": func(v string) string { return "isURL(" + v + ") && url(" + v + ").getScheme() != ''" },
	"DurationString": func(v string) string {
		return v + ".matches(" + celString(goDurationGrammar) + ") && duration(" + v + ") == duration(" + v + ")"
	},
	"DateTime": func(v string) string {
		return v + ".matches(" + celString(rfc3339Grammar) + ") && timestamp(" + v + ") == timestamp(" + v + ")"
	},
}

// goDurationGrammar is the syntax time.ParseDuration accepts (which also
// fails beyond ±2^63 nanoseconds). rfc3339Grammar is the syntax
// time.Parse(time.RFC3339) accepts, one-digit hours and a comma before the
// fraction included (it also checks the fields' ranges). Both are RE2, as
// CEL's matches() reads them.
const (
	goDurationGrammar = `^[-+]?(0|(([0-9]+(\.[0-9]*)?|\.[0-9]+)(ns|us|µs|μs|ms|s|m|h))+)$`
	rfc3339Grammar    = `^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{1,2}:[0-9]{2}:[0-9]{2}([.,][0-9]+)?(Z|[-+][0-9]{2}:[0-9]{2})$`
)

// formatMaxLength is the longest string each format accepts. The schema
// gets it as maxLength (a longer string fails the format anyway), so that
// the API server's cost estimate of the format rule stays bounded.
var formatMaxLength = map[string]int64{
	"ShortName": 63, "LongName": 253, "LabelKey": 253 + 1 + 63, "PrefixedLabelKey": 253 + 1 + 63, "LabelValue": 63, "UUID": 36, "IP": 45,
	"DurationString": 64, "DateTime": 64,
}

func libraryFormat(name string) func(string) string {
	return func(v string) string { return "!format." + name + "().validate(" + v + ").hasValue()" }
}

// scalarRule returns the CEL expression of a check on a scalar value v,
// with the message the API server reports.
func scalarRule(call *validators.Call, v string) (expr, msg string, ok bool) {
	n, _ := intOperand(call)
	num := strconv.FormatInt(n, 10)
	if expr, msg, ok := boundRule(call.Func, n, v); ok {
		return expr, msg, true
	}
	if expr, msg, ok := quantityRule(call, v); ok {
		return expr, msg, true
	}
	switch call.Func {
	case "DurationMinimum":
		bound := time.Duration(n).String()
		return "duration(" + v + ") >= duration('" + bound + "')", "must be greater than or equal to " + bound, true
	case "DurationMaximum":
		bound := time.Duration(n).String()
		return "duration(" + v + ") <= duration('" + bound + "')", "must be less than or equal to " + bound, true
	case "MaxBytes", "MaxBytesSlice": // a []byte is bytes to CEL already
		return "bytes(" + v + ").size() <= " + num, "may not be more than " + num + " bytes", true
	case "MultipleOf":
		return v + " % " + num + " == 0", "must be a multiple of " + num, true
	case "Pattern":
		for _, a := range call.Args {
			if re, ok := a.(validators.ArgRegexp); ok {
				expr, msg := patternRule(re.Pattern, v)
				return expr, msg, true
			}
		}
	case "Matches": // a project-defined format: its pattern, its message
		var pattern, message string
		for _, a := range call.Args {
			switch a := a.(type) {
			case validators.ArgRegexp:
				pattern = a.Pattern
			case validators.Literal:
				if message == "" {
					message = a.Text
				}
			}
		}
		expr, _ := patternRule(pattern, v)
		return expr, message, true
	case "NEQ":
		for _, a := range call.Args {
			if l, ok := a.(validators.Literal); ok {
				return v + " != " + celLiteral(l), "must not be equal to " + l.String(), true
			}
		}
	case "EQ":
		for _, a := range call.Args {
			if l, ok := a.(validators.Literal); ok {
				return v + " == " + celLiteral(l), "must be equal to " + l.String(), true
			}
		}
	case "Enum":
		for _, a := range call.Args {
			if sv, ok := a.(validators.ArgEnumLiterals); ok {
				vals := make([]string, len(sv.Values))
				for i, s := range sv.Values {
					vals[i] = celLiteral(s)
				}
				return v + " in [" + strings.Join(vals, ", ") + "]", "Unsupported value", true
			}
			if ev, ok := a.(validators.ArgEnumValues); ok {
				var vals []string
				for _, c := range ev.Values {
					if c.Val().Kind() == constant.String {
						vals = append(vals, celString(constant.StringVal(c.Val())))
					}
				}
				return v + " in [" + strings.Join(vals, ", ") + "]", "Unsupported value", true
			}
		}
	}
	if f, ok := formatRules[call.Func]; ok {
		return f(v), "must have the format of " + formatName(call.Func), true
	}
	return "", "", false
}

// durationOnInteger turns a duration bound on an integer node, a
// time.Duration (nanoseconds in JSON), into the integer bound it is there.
// metav1.Duration is a string: its bounds stay CEL duration rules.
func durationOnInteger(p *Props, call *validators.Call) *validators.Call {
	return durationAsInteger(call, p.Type == "integer")
}

// durationAsInteger is call as an integer bound when integer says the
// value is one (a time.Duration).
func durationAsInteger(call *validators.Call, integer bool) *validators.Call {
	if (call.Func == "DurationMinimum" || call.Func == "DurationMaximum") && integer {
		return &validators.Call{Func: strings.TrimPrefix(call.Func, "Duration"), TypeArgs: call.TypeArgs, Args: call.Args}
	}
	return call
}

// boundRule is the CEL form of the bound check fn with limit n on v, and
// its message.
func boundRule(fn string, n int64, v string) (expr, msg string, ok bool) {
	num := strconv.FormatInt(n, 10)
	switch fn {
	case "Minimum":
		return v + " >= " + num, "must be greater than or equal to " + num, true
	case "Maximum":
		return v + " <= " + num, "must be less than or equal to " + num, true
	case "ExclusiveMinimum":
		return v + " > " + num, "must be greater than " + num, true
	case "ExclusiveMaximum":
		return v + " < " + num, "must be less than " + num, true
	case "MinLength":
		return v + ".size() >= " + num, "must be at least " + num + " characters long", true
	case "MaxLength":
		return v + ".size() <= " + num, "may not be more than " + num + " characters", true
	}
	return "", "", false
}

// patternRule is the CEL form of a pattern check on v, and its message.
func patternRule(pattern, v string) (expr, msg string) {
	return v + ".matches(" + celString(pattern) + ")", "must match the regular expression " + strconv.Quote(pattern)
}

// formatName is the +k8s:format name of a runtime format function.
func formatName(fn string) string {
	for name, f := range validate.FormatNames {
		if f == fn {
			return name
		}
	}
	return fn
}

// celCheck adds a CEL rule on the value for a check no keyword expresses.
func (b *builder) celCheck(p *Props, c validators.Check, call *validators.Call, where string) {
	expr, msg, ok := scalarRule(call, "self")
	if !ok {
		b.refuse(c.Tag, where, noCELForm(call))
		return
	}
	p.Validations = append(p.Validations, Rule{Rule: expr, Message: msg, pos: c.Tag.Pos, tag: c.Tag.Text})
	// Bound the string for the cost estimate; no valid value is longer. A
	// string of at most N bytes has at most N characters. A []byte (format
	// byte) is longer in JSON than its bytes: base64.
	limit, ok := formatMaxLength[call.Func]
	if call.Func == "MaxBytes" || call.Func == "MaxBytesSlice" {
		limit, ok = intOperand(call)
	}
	if ok && p.Type == "string" && p.Format != "byte" {
		p.MaxLength = tighter(p.MaxLength, limit, minInt)
	}
}

// keys adds one rule on the map for each check of its keys (+k8s:eachKey).
func (b *builder) keys(p *Props, v *validators.Validations, where string) {
	where = "keys of " + where
	for _, c := range v.Checks {
		ok, why := b.opts.emitted(c.Level, c.Cond)
		if why != "" {
			b.refuse(c.Tag, where, why)
			continue
		}
		if !ok {
			continue
		}
		call, isCall := c.Rule.(*validators.Call)
		if !isCall {
			b.refuse(c.Tag, where, ruleKind(c.Rule)+" has no CRD form in this version")
			continue
		}
		expr, msg, ok := scalarRule(keywordCall(call), "k")
		if !ok {
			b.refuse(c.Tag, where, noCELForm(call))
			continue
		}
		p.Validations = append(p.Validations, Rule{Rule: "self.all(k, " + expr + ")", Message: "keys " + msg, pos: c.Tag.Pos, tag: c.Tag.Text})
		b.drift(c.Tag, "each-key-recheck")
	}
}

// celIdent matches the property names CEL can use as they are.
var celIdent = regexp.MustCompile(`^[a-zA-Z_][a-zA-Z0-9_]*$`)

// celEscapable matches the property names the API server makes
// accessible to CEL rules (after escaping); others cannot be named.
var celEscapable = regexp.MustCompile(`^[a-zA-Z_.\-/][a-zA-Z0-9_.\-/]*$`)

// celReserved are the names the API server escapes as __name__.
var celReserved = map[string]bool{
	"true": true, "false": true, "null": true, "in": true, "as": true, "break": true, "const": true, "continue": true, "else": true,
	"for": true, "function": true, "if": true, "import": true, "let": true, "loop": true, "package": true, "namespace": true,
	"return": true, "var": true, "void": true, "while": true,
}

// celEscaper escapes what the API server escapes: a double underscore
// and the characters . - / (a single underscore stays).
var celEscaper = strings.NewReplacer("__", "__underscores__", ".", "__dot__", "-", "__dash__", "/", "__slash__")

// celField is a property name as CEL rules write it; ok is false when
// rules cannot name the property at all.
func celField(name string) (string, bool) {
	switch {
	case !celEscapable.MatchString(name):
		return "", false
	case celReserved[name]:
		return "__" + name + "__", true
	}
	return celEscaper.Replace(name), true
}

// fieldPath is the JSON path of a property, for a rule's fieldPath.
func fieldPath(name string) string {
	if celIdent.MatchString(name) {
		return "." + name
	}
	return "['" + name + "']"
}

func celString(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`, "\n", `\n`).Replace(s) + "'"
}

func celLiteral(l validators.Literal) string {
	if l.Kind == validators.StringLit {
		return celString(l.Text)
	}
	return l.Text
}

// setExpr says in CEL whether the field acc (obj.field) is set as the Go
// code means it: non-nil, non-empty or non-zero. JSON may carry a zero
// value that Go decodes to "unset".
func setExpr(acc string, t types.Type) (string, bool) {
	has := "has(" + acc + ")"
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Pointer:
		return has, true
	case *types.Slice, *types.Map:
		return has + " && " + acc + ".size() != 0", true
	case *types.Struct:
		return "true", true
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return has + " && " + acc + " != ''", true
		case u.Info()&types.IsBoolean != 0:
			return has + " && " + acc, true
		case u.Info()&types.IsInteger != 0:
			return has + " && " + acc + " != 0", true
		case u.Info()&types.IsFloat != 0:
			return has + " && " + acc + " != 0.0", true
		}
	}
	return "", false
}

// nonZeroExpr says in CEL that a present value acc of a non-pointer type
// is not the zero value; false for types whose values are always set.
func nonZeroExpr(acc string, t types.Type) (string, bool) {
	switch t.Underlying().(type) {
	case *types.Slice, *types.Map:
		return acc + ".size() != 0", true
	}
	// size() costs 1; comparing strings costs their length.
	switch zero := zeroLiteral(t); zero {
	case "''":
		return acc + ".size() != 0", true
	case "":
		return "", false
	case "false":
		return acc, true
	default:
		return acc + " != " + zero, true
	}
}

// zeroLiteral is the JSON zero of a basic type, "" for others.
func zeroLiteral(t types.Type) string {
	u, ok := types.Unalias(t).Underlying().(*types.Basic)
	switch {
	case !ok:
		return ""
	case u.Info()&types.IsString != 0:
		return "''"
	case u.Info()&types.IsBoolean != 0:
		return "false"
	case u.Info()&types.IsInteger != 0:
		return "0"
	case u.Info()&types.IsFloat != 0:
		return "0.0"
	}
	return ""
}

// noCELForm says why a runtime check has no rule.
func noCELForm(call *validators.Call) string {
	if name := formatName(call.Func); name != call.Func {
		return "the format " + name + " has no CEL form in the API server's format library that accepts exactly what the Go check accepts"
	}
	return "the check " + call.Func + " has no CRD form in this version"
}
