package emit

import "strings"

// Generated lines stay within maxWidth columns, a tab counting as
// tabWidth, where the emitter can break them: between conditions, before a
// trailing tag comment, in signatures. Statements in a function body are
// rendered before the depth of the blocks around them is known, so they
// keep to bodyWidth, which leaves room for five levels (a field's checks
// sit four deep: function, field block, ratcheting guard, presence check).
const (
	maxWidth  = 120
	tabWidth  = 4
	bodyWidth = maxWidth - 5*tabWidth
)

// wrapOr joins conds with ||, starting a new line after an || where the
// line, opened by "if " and closed by " {", would be wider than width.
// gofmt indents the continuation lines.
func wrapOr(conds []string, width int) string {
	var b strings.Builder
	line := len("if ")
	for i, c := range conds {
		if i > 0 {
			if line+len(" || ")+len(c)+len(" {") > width {
				b.WriteString(" ||\n")
				line = tabWidth
			} else {
				b.WriteString(" || ")
				line += len(" || ")
			}
		}
		b.WriteString(c)
		line += len(c)
	}
	return b.String()
}

// withTag renders stmt followed by the tag that asked for it as a comment:
// at the end of the line when it fits in bodyWidth, on the line before
// otherwise.
func withTag(stmt, tag string) string {
	if len(stmt)+len(" // ")+len(tag) <= bodyWidth {
		return stmt + " // " + tag
	}
	return "// " + tag + "\n" + stmt
}

// callPrefix is the widest statement text a check's call follows:
// "errs = append(errs, " or "if e := ".
const callPrefix = len("errs = append(errs, ")

// callExpr renders fn(args...), breaking the argument list after a comma
// where the line would be wider than bodyWidth. gofmt indents the
// continuation lines.
func callExpr(fn string, args ...string) string {
	var b strings.Builder
	b.WriteString(fn)
	b.WriteString("(")
	line := callPrefix + len(fn) + 1
	for i, a := range args {
		if i > 0 {
			if line+len(", ")+len(a)+len(")...)") > bodyWidth {
				b.WriteString(",\n")
				line = tabWidth
			} else {
				b.WriteString(", ")
				line += len(", ")
			}
		}
		b.WriteString(a)
		line += len(a)
	}
	b.WriteString(")")
	return b.String()
}
