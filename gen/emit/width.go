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
	joinWrapped(&b, conds, " ||", len("if "), len(" {"), width)
	return b.String()
}

// joinWrapped writes parts separated by sep and a space, breaking the line
// after sep where the line, start wide before the first part and closed by
// tail characters after the last, would be wider than width.
func joinWrapped(b *strings.Builder, parts []string, sep string, start, tail, width int) {
	line := start
	for i, p := range parts {
		if i > 0 {
			b.WriteString(sep)
			if line+len(sep)+1+len(p)+tail > width {
				b.WriteString("\n")
				line = tabWidth
			} else {
				b.WriteString(" ")
				line += len(sep) + 1
			}
		}
		b.WriteString(p)
		line += len(p)
	}
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
	joinWrapped(&b, args, ",", callPrefix+len(fn)+1, len(")...)"), bodyWidth)
	b.WriteString(")")
	return b.String()
}
