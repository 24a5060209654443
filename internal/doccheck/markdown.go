// Package doccheck checks the commands and links of the repository's
// Markdown pages against the tree, so that what a page tells a reader to run
// runs as written from a clone.
//
// A page's fenced sh (or bash, shell, console) blocks are read as shell
// commands; a "//go:generate" line in a go block is one command too. Each
// command is checked: paths into the repository exist, go run/build/test/
// install/generate/vet package paths resolve in the module the command runs
// in (-C, cd), the flags given to the repository's tools exist in the tool's
// flag set, and nothing points outside the repository. Links between pages
// must resolve, anchors included.
//
// An HTML comment on the line before a block sets how it is read:
//
//	<!-- doccheck: project -->  the commands run in the reader's own module:
//	                            relative paths are theirs and not checked
//	<!-- doccheck: run -->      also execute the block (with bash, from the
//	                            repository root); keep such blocks cheap
//	<!-- doccheck: skip -->     do not check the block
//
// The info string "sh runnable" is the same as the run comment.
package doccheck

import (
	"bufio"
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"unicode"
)

// Block is a fenced code block of a page.
type Block struct {
	Lang    string // first word of the info string
	Info    string // the whole info string
	Line    int    // line of the first line of the body (1-based)
	Lines   []string
	Mode    string // "", "project", "run" or "skip", from the comment before the fence
	Section string // the heading the block is under
}

// Runnable reports whether the block is marked to be executed.
func (b Block) Runnable() bool {
	return b.Mode == "run" || strings.Contains(" "+b.Info+" ", " runnable ")
}

// Shell reports whether the block holds shell commands.
func (b Block) Shell() bool {
	switch b.Lang {
	case "sh", "bash", "shell", "console":
		return true
	}
	return false
}

var modeComment = regexp.MustCompile(`^\s*<!--\s*doccheck:\s*([a-z]+)\s*-->\s*$`)

// Page is a parsed Markdown page.
type Page struct {
	Blocks   []Block
	Links    []Link
	Headings []string // their GitHub anchors
	// Codes are the inline code spans of the prose (Target is the text).
	Codes []Link
}

// Link is a Markdown link outside code.
type Link struct {
	Target string
	Line   int
}

var linkRE = regexp.MustCompile(`\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
var inlineCode = regexp.MustCompile("`+[^`]*`+")

// Parse reads a Markdown page.
func Parse(src []byte) Page {
	var p Page
	sc := bufio.NewScanner(bytes.NewReader(src))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var (
		in      *Block
		fence   string
		mode    string
		prev    string
		section string
		n       int
		seen    = map[string]int{}
	)
	for sc.Scan() {
		n++
		line := sc.Text()
		trimmed := strings.TrimLeft(line, " ")
		if in != nil {
			if strings.HasPrefix(trimmed, fence) && strings.TrimSpace(strings.TrimLeft(trimmed, fence[:1])) == "" {
				p.Blocks = append(p.Blocks, *in)
				in = nil
				continue
			}
			// Bodies of list-indented fences keep their indentation; drop it.
			in.Lines = append(in.Lines, line)
			continue
		}
		if strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~") {
			f := trimmed[:3]
			for len(f) < len(trimmed) && trimmed[len(f)] == f[0] {
				f += f[:1]
			}
			info := strings.TrimSpace(trimmed[len(f):])
			lang := info
			if i := strings.IndexFunc(info, unicode.IsSpace); i >= 0 {
				lang = info[:i]
			}
			mode = ""
			if m := modeComment.FindStringSubmatch(prev); m != nil {
				mode = m[1]
			}
			fence = f
			in = &Block{Lang: lang, Info: info, Line: n + 1, Mode: mode, Section: section}
			prev = line
			continue
		}
		if strings.HasPrefix(line, "#") {
			h := strings.TrimSpace(strings.TrimLeft(line, "#"))
			section = h
			a := Anchor(h)
			if seen[a] > 0 {
				a = fmt.Sprintf("%s-%d", a, seen[Anchor(h)])
			}
			seen[Anchor(h)]++
			p.Headings = append(p.Headings, a)
		}
		for _, m := range inlineCode.FindAllString(line, -1) {
			p.Codes = append(p.Codes, Link{Target: strings.Trim(m, "`"), Line: n})
		}
		for _, m := range linkRE.FindAllStringSubmatch(inlineCode.ReplaceAllString(line, ""), -1) {
			p.Links = append(p.Links, Link{Target: m[1], Line: n})
		}
		if strings.TrimSpace(line) != "" {
			prev = line
		}
	}
	if in != nil {
		p.Blocks = append(p.Blocks, *in)
	}
	return p
}

// Anchor is the anchor GitHub gives a heading.
func Anchor(h string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(h) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_':
			b.WriteRune(r)
		case r == ' ':
			b.WriteByte('-')
		}
	}
	return b.String()
}
