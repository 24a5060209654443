package declarative

import (
	"fmt"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Equivalence decides when a hand-written error and a declarative error
// report the same problem (KEP-5073 "Error Message Equivalence"). Errors
// match by type, field path and origin, never by detail text, so rewording
// a message is not a mismatch. An Invalid error must carry an origin on
// both sides to match: "invalid value at this path" alone is too vague to
// prove two rules agree.
type Equivalence struct {
	// NormalizationRules rewrite declarative field paths (of the versioned
	// type) into the form hand-written validation reports (often of the
	// internal type). The first rule that changes a path wins.
	NormalizationRules []field.NormalizationRule

	// Exceptions pair errors that match although their type, path or
	// origin differ, or excuse an error that has no counterpart by design.
	Exceptions []Exception

	// MatchShortCircuit lets a declarative short-circuit error (required,
	// forbidden, ...) on a field or an ancestor stand for every hand-written
	// error under it: declarative validation stops there while hand-written
	// validation may go on. Hand-written errors marked with
	// MarkShortCircuitedInDV get this treatment without the flag.
	MatchShortCircuit bool
}

// Exception is one entry of the exception list. An empty side matches
// nothing: an exception with only Handwritten set excuses a hand-written
// error that declarative validation is not expected to report, one with
// only Declarative set excuses a declarative error.
type Exception struct {
	Handwritten ErrorPattern
	Declarative ErrorPattern
	// Reason says why the difference is accepted; reviewers read it.
	Reason string
}

// ErrorPattern selects errors. Field is a field path in which "[*]" stands
// for any one index or key; Type and Origin match any value when empty.
type ErrorPattern struct {
	Field  string
	Type   field.ErrorType
	Origin string
}

func (p *ErrorPattern) isSet() bool { return p.Field != "" }

func (p *ErrorPattern) matches(e *field.Error, path string) bool {
	return p.isSet() && (p.Type == "" || p.Type == e.Type) &&
		(p.Origin == "" || p.Origin == e.Origin) && pathMatches(p.Field, path)
}

// pathMatches reports whether path fits pattern, where "[*]" in pattern
// matches any one bracketed index or key of path.
func pathMatches(pattern, path string) bool {
	i, j := 0, 0
	for i < len(pattern) {
		if pattern[i] == '[' && i+2 < len(pattern) && pattern[i+1] == '*' && pattern[i+2] == ']' {
			if j >= len(path) || path[j] != '[' {
				return false
			}
			for j < len(path) && path[j] != ']' {
				j++
			}
			if j == len(path) {
				return false
			}
			i, j = i+3, j+1
			continue
		}
		if j >= len(path) || pattern[i] != path[j] {
			return false
		}
		i, j = i+1, j+1
	}
	return j == len(path)
}

// Matches reports whether the hand-written error hw and the declarative
// error dv report the same problem.
func (eq *Equivalence) Matches(hw, dv *field.Error) bool {
	return eq.matches(hw, dv, eq.normalize(dv.Field))
}

func (eq *Equivalence) matches(hw, dv *field.Error, dvField string) bool {
	if hw.Type == dv.Type && hw.Field == dvField && hw.Origin == dv.Origin &&
		!(hw.Type == field.ErrorTypeInvalid && hw.Origin == "") {
		return true
	}
	if (eq.MatchShortCircuit || hw.ShortCircuitedInDeclarative) && dv.ShortCircuit &&
		(hw.Field == dvField || isDescendant(hw.Field, dvField)) {
		return true
	}
	for i := range eq.Exceptions {
		ex := &eq.Exceptions[i]
		if ex.Handwritten.matches(hw, hw.Field) && ex.Declarative.matches(dv, dvField) {
			return true
		}
	}
	return false
}

// isDescendant reports whether path lies below ancestor ("spec.a.b" or
// "spec.a[0]" below "spec.a", but not "spec.ab").
func isDescendant(path, ancestor string) bool {
	if ancestor == "" || len(path) <= len(ancestor) || path[:len(ancestor)] != ancestor {
		return false
	}
	sep := path[len(ancestor)]
	return sep == '.' || sep == '['
}

func (eq *Equivalence) normalize(path string) string {
	for _, rule := range eq.NormalizationRules {
		if normalized := rule.Regexp.ReplaceAllString(path, rule.Replacement); normalized != path {
			return normalized
		}
	}
	return path
}

func (eq *Equivalence) excusesHandwritten(hw *field.Error) bool {
	for i := range eq.Exceptions {
		ex := &eq.Exceptions[i]
		if !ex.Declarative.isSet() && ex.Handwritten.matches(hw, hw.Field) {
			return true
		}
	}
	return false
}

func (eq *Equivalence) excusesDeclarative(dv *field.Error, dvField string) bool {
	for i := range eq.Exceptions {
		ex := &eq.Exceptions[i]
		if !ex.Handwritten.isSet() && ex.Declarative.matches(dv, dvField) {
			return true
		}
	}
	return false
}

// MismatchKind says which side of a comparison an unmatched error is on.
type MismatchKind uint8

const (
	// MissingDeclarativeError: hand-written validation reported an error
	// that is marked CoveredByDeclarative, and declarative validation
	// reported nothing equivalent.
	MissingDeclarativeError MismatchKind = iota + 1
	// ExtraDeclarativeError: declarative validation reported an error that
	// no covered hand-written error matches.
	ExtraDeclarativeError
)

func (k MismatchKind) String() string {
	switch k {
	case MissingDeclarativeError:
		return "missing declarative error"
	case ExtraDeclarativeError:
		return "extra declarative error"
	default:
		return fmt.Sprintf("MismatchKind(%d)", uint8(k))
	}
}

// Mismatch is one error without a counterpart on the other side.
type Mismatch struct {
	Kind  MismatchKind
	Error *field.Error
}

func (m Mismatch) String() string {
	return m.Kind.String() + ": " + m.Error.Error()
}

// Compare matches hand-written errors marked CoveredByDeclarative against
// every declarative error, and every declarative error against them, and
// returns what has no counterpart. Hand-written errors that are not marked
// covered belong to rules that have not been migrated and are ignored.
// A nil result means the two agree.
func (eq *Equivalence) Compare(handwritten, declarative field.ErrorList) []Mismatch {
	return eq.compare(handwritten, declarative, func(*field.Error) bool { return true })
}

// compare is Compare where only declarative errors for which mustMatch is
// true count as extra when unmatched; the others may still match
// hand-written errors.
func (eq *Equivalence) compare(handwritten, declarative field.ErrorList, mustMatch func(*field.Error) bool) []Mismatch {
	if len(handwritten) == 0 && len(declarative) == 0 {
		return nil
	}
	dvFields := make([]string, len(declarative))
	for i, dv := range declarative {
		dvFields[i] = eq.normalize(dv.Field)
	}
	matched := make([]bool, len(declarative))
	var out []Mismatch
	for _, hw := range handwritten {
		if !hw.CoveredByDeclarative {
			continue
		}
		found := false
		for i, dv := range declarative {
			if eq.matches(hw, dv, dvFields[i]) {
				found, matched[i] = true, true
			}
		}
		if !found && !eq.excusesHandwritten(hw) {
			out = append(out, Mismatch{Kind: MissingDeclarativeError, Error: hw})
		}
	}
	for i, dv := range declarative {
		if !matched[i] && mustMatch(dv) && !eq.excusesDeclarative(dv, dvFields[i]) {
			out = append(out, Mismatch{Kind: ExtraDeclarativeError, Error: dv})
		}
	}
	return out
}

// CompareErrors is Equivalence.Compare with the rules set by a
// WithEquivalence option (none without one). Test kits use it to check
// hand-written and declarative results strictly, whatever the lifecycle of
// each rule.
func CompareErrors(handwritten, declarative field.ErrorList, opts ...Option) []Mismatch {
	cfg := newConfig(opts)
	return cfg.equivalence.Compare(handwritten, declarative)
}
