package manifest

import "strings"

// Positions maps field paths to the line and column of their key (for an
// object's field) or value (for a list item). Paths are stored as segments,
// so a map key written spec.selector[app] and a field written spec.app
// find the same node: whether a mapping is a struct or a map is the
// schema's business, not the source's.
type Positions struct {
	byPath map[string]Pos
	prefix string // a kind: List item's view: its segments under items
}

const segSep = "\x1f"

func newPositions() *Positions { return &Positions{byPath: map[string]Pos{}} }

func (p *Positions) set(key string, pos Pos) { p.byPath[key] = pos }

func (p *Positions) sub(prefix string) *Positions {
	return &Positions{byPath: p.byPath, prefix: p.prefix + prefix}
}

// Lookup returns the position of path, or of its closest ancestor that is
// in the source (a missing required field points at its parent); false
// when not even the first segment is.
func (p *Positions) Lookup(path string) (Pos, bool) {
	segs := splitPath(path)
	for n := len(segs); n > 0; n-- {
		if pos, ok := p.byPath[p.prefix+joinSegs(segs[:n])]; ok {
			return pos, true
		}
	}
	if pos, ok := p.byPath[p.prefix]; ok && p.prefix != "" {
		return pos, true
	}
	return Pos{}, false
}

func joinSegs(segs []string) string {
	var b strings.Builder
	for _, s := range segs {
		b.WriteString(segSep)
		b.WriteString(s)
	}
	return b.String()
}

// splitPath splits a field.Path string (a.b[key].c[0]) into its segments;
// a key in brackets may hold dots and slashes (metadata.labels[app.kubernetes.io/name]).
func splitPath(path string) []string {
	var segs []string
	for i := 0; i < len(path); {
		switch path[i] {
		case '.':
			i++
		case '[':
			end := strings.IndexByte(path[i:], ']')
			if end < 0 {
				return append(segs, path[i+1:])
			}
			segs = append(segs, path[i+1:i+end])
			i += end + 1
		default:
			end := strings.IndexAny(path[i:], ".[")
			if end < 0 {
				return append(segs, path[i:])
			}
			segs = append(segs, path[i:i+end])
			i += end
		}
	}
	return segs
}
