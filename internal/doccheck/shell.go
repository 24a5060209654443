package doccheck

import (
	"regexp"
	"strings"
)

// Command is one simple command of a shell block: its words, after
// variable assignments, with the operators around it dropped.
type Command struct {
	Words []string
	// Optional marks the words written inside [brackets], a synopsis's
	// optional parts (placeholders, not paths of the repository).
	Optional []bool
	Line     int
	// Env holds the leading VAR=value assignments.
	Env []string
	// Open and Close count the subshell parentheses before and after it.
	Open, Close int
}

var heredoc = regexp.MustCompile(`<<-?\s*['"]?([A-Za-z_][A-Za-z0-9_]*)['"]?`)

// Commands splits shell lines into simple commands: comments dropped,
// backslash continuations joined, here-document bodies skipped, and
// &&, ||, |, ;, & and parentheses separating commands. first is the line
// number of lines[0].
func Commands(lines []string, first int) []Command {
	var out []Command
	var (
		buf     string
		bufLine int
		end     string // here-document terminator
	)
	flush := func() {
		out = append(out, splitCommands(buf, bufLine)...)
		buf = ""
	}
	for i, raw := range lines {
		line := strings.TrimSpace(raw)
		if end != "" {
			if line == end {
				end = ""
			}
			continue
		}
		if strings.HasPrefix(line, "$ ") { // a console prompt
			line = line[2:]
		}
		if buf == "" {
			bufLine = first + i
		}
		if m := heredoc.FindStringSubmatch(line); m != nil {
			end = m[1]
			line = strings.Replace(line, m[0], "", 1)
		}
		if strings.HasSuffix(line, "\\") && !strings.HasPrefix(stripComment(line), "#") {
			buf += strings.TrimSuffix(line, "\\") + " "
			continue
		}
		buf += line
		flush()
	}
	if buf != "" {
		flush()
	}
	return out
}

// stripComment drops a # comment outside quotes.
func stripComment(s string) string {
	var q byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case q != 0:
			if c == q {
				q = 0
			}
		case c == '\'' || c == '"':
			q = c
		case c == '#' && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t'):
			return strings.TrimSpace(s[:i])
		}
	}
	return s
}

// splitCommands lexes one logical line.
func splitCommands(s string, line int) []Command {
	var (
		out     []Command
		cur     Command
		word    strings.Builder
		inWord  bool
		q       byte
		opt     int // [ depth
		wordOpt bool
		open    int
	)
	cur.Line = line
	endWord := func() {
		if inWord {
			cur.Words = append(cur.Words, word.String())
			cur.Optional = append(cur.Optional, wordOpt || opt > 0)
			word.Reset()
			inWord = false
			wordOpt = false
		}
	}
	endCmd := func(close int) {
		endWord()
		// Leading assignments (VAR=value cmd) are the environment.
		for len(cur.Words) > 0 && isAssignment(cur.Words[0]) {
			cur.Env = append(cur.Env, cur.Words[0])
			cur.Words, cur.Optional = cur.Words[1:], cur.Optional[1:]
		}
		cur.Open, cur.Close = open, close
		if len(cur.Words) > 0 || len(cur.Env) > 0 || close > 0 || open > 0 {
			out = append(out, cur)
		}
		cur = Command{Line: line}
		open = 0
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if q != 0 {
			if c == q {
				q = 0
			} else {
				word.WriteByte(c)
			}
			continue
		}
		switch {
		case c == '\'' || c == '"':
			q = c
			inWord = true
		case c == '#' && !inWord:
			endCmd(0)
			return out
		case c == '$' && i+1 < len(s) && s[i+1] == '(':
			// Command substitution: kept as an opaque part of the word.
			depth := 0
			j := i
			for ; j < len(s); j++ {
				if s[j] == '(' {
					depth++
				} else if s[j] == ')' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			word.WriteString(s[i:min(j+1, len(s))])
			inWord = true
			i = j
		case c == '<' && i+1 < len(s) && s[i+1] == '(':
			// Process substitution: its command is a command of its own.
			endWord()
			i++
			sub := i + 1
			depth := 1
			j := sub
			for ; j < len(s) && depth > 0; j++ {
				if s[j] == '(' {
					depth++
				} else if s[j] == ')' {
					depth--
				}
			}
			inner := s[sub : j-1]
			out = append(out, splitCommands(inner, line)...)
			word.WriteString("<(...)")
			inWord = true
			i = j - 1
		case c == ' ' || c == '\t':
			endWord()
		case c == ';' || c == '|' || c == '&':
			endCmd(0)
			for i+1 < len(s) && (s[i+1] == '|' || s[i+1] == '&') {
				i++
			}
		case c == '(' && !inWord:
			endCmd(0)
			open++
		case c == ')':
			endCmd(1)
		case c == '[' && !inWord:
			opt++
		case c == ']' && opt > 0:
			opt--
			wordOpt = true
			// "]..." repeats the group.
			for i+1 < len(s) && s[i+1] == '.' {
				i++
			}
		case c == '<' && i+1 < len(s) && isLetter(s[i+1]) && placeholderEnd(s, i) > 0:
			// <placeholder>: a word the reader replaces.
			j := placeholderEnd(s, i)
			word.WriteString(s[i : j+1])
			inWord = true
			i = j
		case c == '>' || c == '<':
			// A redirection: its target is not an argument.
			endWord()
			for i+1 < len(s) && (s[i+1] == '>' || s[i+1] == '&') {
				i++
			}
			for i+1 < len(s) && s[i+1] == ' ' {
				i++
			}
			j := i + 1
			for j < len(s) && s[j] != ' ' && s[j] != ';' && s[j] != '|' && s[j] != '&' && s[j] != ')' {
				j++
			}
			i = j - 1
		default:
			word.WriteByte(c)
			inWord = true
		}
	}
	endCmd(0)
	return out
}

var assignment = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*=`)

func isAssignment(w string) bool { return assignment.MatchString(w) }

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// placeholderEnd is the index of the '>' closing a <placeholder> that starts
// at i, or 0.
func placeholderEnd(s string, i int) int {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '>':
			return j
		case ';', '|', '&', '(', ')', '<':
			return 0
		}
	}
	return 0
}
