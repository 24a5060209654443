package cel

import (
	"regexp"
	"time"
)

// Timestamp range of cel-go (years 1 to 9999).
const (
	minUnixTime int64 = -62135596800
	maxUnixTime int64 = 253402300799
)

// validateAST runs the AST validators of the Kubernetes base environment on
// a checked expression: homogeneous aggregate literals (lists and maps
// inside a format call exempt), and literal arguments of duration(),
// timestamp() and matches() that cel-go evaluates or compiles at check time.
func validateAST(e *Expr) []CheckError {
	v := &astValidator{}
	v.walk(e, false)
	return v.errs
}

type astValidator struct {
	errs     []CheckError
	planErrs []CheckError // reported only when validation passes
}

func (v *astValidator) errorf(e *Expr, msg string) {
	v.errs = append(v.errs, CheckError{e.Offset, msg})
}

func (v *astValidator) walk(e *Expr, inFormat bool) {
	if e == nil {
		return
	}
	switch e.Kind {
	case Macro:
		v.walk(e.expansion, inFormat)
		return
	case comprehension:
		k := e.compr
		for _, x := range []*Expr{k.iterRange, k.accuInit, k.cond, k.step, k.result} {
			v.walk(x, inFormat)
		}
		return
	case ListLit:
		if !inFormat {
			v.homogeneousList(e)
		}
	case MapLit:
		if !inFormat {
			v.homogeneousMap(e)
		}
	case Call:
		v.literalArgs(e)
		v.checkFormatCall(e)
		v.regexConstants(e)
		if e.Name == "format" {
			inFormat = true
		}
	}
	for _, ch := range children(e) {
		v.walk(ch, inFormat)
	}
}

// optionalDynPanic: an optional element or entry whose type is dyn passes
// cel-go's checker, but its homogeneous-literal validator then panics
// (cel-go v0.29.2), so the API server cannot accept the rule.
const optionalDynPanic = "an optional element of type dyn makes cel-go's literal check panic; the API server refuses the rule (give the element an optional type, e.g. optional.of(x))"

func (v *astValidator) homogeneousList(e *Expr) {
	opt := map[int]bool{}
	for _, i := range e.OptIndices {
		opt[i] = true
	}
	var first *Type
	for i, a := range e.Args {
		t := a.Type
		if opt[i] {
			if t.Kind != Optional {
				v.errorf(a, optionalDynPanic)
				return
			}
			t = t.Elem
		}
		if first == nil {
			first = t
			continue
		}
		if !exact(first, t) {
			v.errorf(a, "expected type '"+first.String()+"' but found '"+t.String()+"'")
			return
		}
	}
}

func (v *astValidator) homogeneousMap(e *Expr) {
	var kt0, vt0 *Type
	for _, en := range e.Entries {
		kt, vt := en.Key.Type, en.Value.Type
		if en.Optional {
			if vt.Kind != Optional {
				v.errorf(en.Value, optionalDynPanic)
				return
			}
			vt = vt.Elem
		}
		if kt0 == nil && vt0 == nil {
			kt0, vt0 = kt, vt
			continue
		}
		if !exact(kt0, kt) {
			v.errorf(en.Key, "expected type '"+kt0.String()+"' but found '"+kt.String()+"'")
		}
		if !exact(vt0, vt) {
			v.errorf(en.Value, "expected type '"+vt0.String()+"' but found '"+vt.String()+"'")
		}
	}
}

// planErrors are the errors cel-go reports when it builds the program of
// a checked expression (apiextensions: "program instantiation failed").
func planErrors(e *Expr) []CheckError {
	v := &astValidator{}
	v.walk(e, false)
	if v.planErrs != nil {
		return v.planErrs
	}
	if err := v.foldConversions(e); err != nil {
		return []CheckError{*err}
	}
	return nil
}

// foldConversions finds the first conversion of constants that fails.
func (v *astValidator) foldConversions(e *Expr) *CheckError {
	if e == nil {
		return nil
	}
	switch e.Kind {
	case Macro:
		return v.foldConversions(e.expansion)
	case comprehension:
		k := e.compr
		for _, x := range []*Expr{k.iterRange, k.accuInit, k.cond, k.step, k.result} {
			if err := v.foldConversions(x); err != nil {
				return err
			}
		}
		return nil
	case Call:
		if _, _, err := constFold(e); err != nil {
			return &CheckError{e.Offset, "program instantiation failed: " + err.Error()}
		}
	}
	for _, ch := range children(e) {
		if err := v.foldConversions(ch); err != nil {
			return err
		}
	}
	return nil
}

// regexConstants: with OptOptimize, cel-go's program planner compiles
// constant patterns of matches, find and findAll (the argument after the
// string, receiver or not); a bad one fails program instantiation.
func (v *astValidator) regexConstants(e *Expr) {
	var pattern *Expr
	switch {
	case e.Name == "matches" && e.Target == nil && len(e.Args) == 2:
		pattern = e.Args[1]
	case (e.Name == "matches" || e.Name == "find" || e.Name == "findAll") && e.Target != nil && len(e.Args) >= 1:
		pattern = e.Args[0]
	}
	if pattern == nil || pattern.Kind != Literal {
		return
	}
	if s, ok := pattern.Lit.(string); ok {
		if _, err := regexp.Compile(s); err != nil {
			v.planErrs = append(v.planErrs, CheckError{pattern.Offset, "program instantiation failed: " + err.Error()})
		}
	}
}

// literalArgs: the first argument (not the receiver) of duration(),
// timestamp() and matches() calls, when a literal.
func (v *astValidator) literalArgs(e *Expr) {
	if len(e.Args) == 0 || e.Args[0].Kind != Literal {
		return
	}
	lit := e.Args[0]
	switch e.Name {
	case "duration":
		if s, ok := lit.Lit.(string); ok {
			if _, err := time.ParseDuration(s); err != nil {
				v.errorf(lit, "invalid duration argument")
			}
		}
	case "timestamp":
		switch x := lit.Lit.(type) {
		case string:
			t, err := time.Parse(time.RFC3339, x)
			if err != nil || t.Unix() < minUnixTime || t.Unix() > maxUnixTime {
				v.errorf(lit, "invalid timestamp argument")
			}
		case int64:
			if x < minUnixTime || x > maxUnixTime {
				v.errorf(lit, "invalid timestamp argument")
			}
		}
	case "matches":
		// cel-go compiles the first argument: the pattern of s.matches(p),
		// but the string of the global matches(s, p).
		if s, ok := lit.Lit.(string); ok {
			if _, err := regexp.Compile(s); err != nil {
				v.errorf(lit, "invalid matches argument")
			}
		}
	}
}
