package manifest

import (
	"strconv"
	"strings"
	"sync"

	yaml "go.yaml.in/yaml/v3"
)

// Positions finds the line and column of a field path in the parsed
// source: the key of an object's field, the value of a list item. A
// document the fast reader read is read again, with positions, only when
// asked (an error is being reported), so a valid document costs nothing
// more than its reading. Whether a mapping is a struct or a map is the
// schema's business, so spec.selector[app] and spec.app find the same
// node.
type Positions struct {
	root       *yaml.Node
	lineOffset int
	// data is the document's text when the fast reader read it: on the
	// first lookup, the fast reader reads it again for the positions
	// (fast), or, should it fail, the full parser for its node tree.
	data   []byte
	limits Limits
	load   sync.Once
	fast   *posNode
}

// tree returns the document's node tree (nil when fast has the
// positions), parsing it when needed.
func (p *Positions) tree() *yaml.Node {
	if p.data != nil {
		p.load.Do(func() {
			if p.fast = fastPositions(p.data, p.limits); p.fast != nil {
				return
			}
			var doc yaml.Node
			if decodeYAML(p.data, &doc) == nil && len(doc.Content) > 0 {
				p.root = doc.Content[0]
			}
		})
	}
	return p.root
}

func (p *Positions) pos(n *yaml.Node) Pos { return Pos{Line: n.Line + p.lineOffset, Col: n.Column} }

// Lookup returns the position of path, or of its closest ancestor that is
// in the source (a missing required field points at its parent); false
// when not even the first segment is.
func (p *Positions) Lookup(path string) (Pos, bool) {
	if p == nil {
		return Pos{}, false
	}
	if p.tree() == nil {
		return p.lookupFast(path)
	}
	n := p.root
	var best Pos
	found := false
	for _, seg := range splitPath(path) {
		at, next := child(resolve(n), seg, 0)
		if next == nil {
			break
		}
		best, found, n = p.pos(at), true, next
	}
	return best, found
}

// lookupFast is Lookup in the positions the fast reader found.
func (p *Positions) lookupFast(path string) (Pos, bool) {
	n := p.fast
	if n == nil {
		return Pos{}, false
	}
	var best Pos
	found := false
	for _, seg := range splitPath(path) {
		at, next := n.child(seg)
		if next == nil {
			break
		}
		best, found, n = Pos{Line: at.Line + p.lineOffset, Col: at.Col}, true, next
	}
	return best, found
}

// items returns the positions of a kind: List's items, in either tree.
func (p *Positions) items() []*Positions {
	var out []*Positions
	if p.tree() == nil {
		if p.fast == nil {
			return nil
		}
		if _, items := p.fast.child("items"); items != nil && items.kind == sequenceNode {
			for _, n := range items.kids {
				out = append(out, &Positions{fast: n, lineOffset: p.lineOffset})
			}
		}
		return out
	}
	_, items := child(resolve(p.tree()), "items", 0)
	if items = resolve(items); items == nil || items.Kind != yaml.SequenceNode {
		return nil
	}
	for _, n := range items.Content {
		out = append(out, &Positions{root: n, lineOffset: p.lineOffset})
	}
	return out
}

func resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		n = n.Alias
	}
	return n
}

// child finds seg under n: a mapping's key (its own, then merged ones) or
// a sequence's index. It returns the node to report and the node to walk
// on.
func child(n *yaml.Node, seg string, depth int) (at, next *yaml.Node) {
	if n == nil || depth > 100 {
		return nil, nil
	}
	switch n.Kind {
	case yaml.MappingNode:
		var merges []*yaml.Node
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			if k.Kind == yaml.ScalarNode && k.ShortTag() == "!!merge" {
				merges = append(merges, n.Content[i+1])
				continue
			}
			if rk := resolve(k); rk != nil && rk.Kind == yaml.ScalarNode && rk.Value == seg {
				at, next = k, n.Content[i+1]
			}
		}
		if next != nil {
			return at, next
		}
		for _, m := range merges {
			m = resolve(m)
			srcs := []*yaml.Node{m}
			if m != nil && m.Kind == yaml.SequenceNode {
				srcs = m.Content
			}
			for _, src := range srcs {
				if at, next := child(resolve(src), seg, depth+1); next != nil {
					return at, next
				}
			}
		}
	case yaml.SequenceNode:
		i, err := strconv.Atoi(seg)
		if err == nil && i >= 0 && i < len(n.Content) {
			return n.Content[i], n.Content[i]
		}
	}
	return nil, nil
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
