package manifest

import "strconv"

// The positions of a document the fast reader read: read again with
// track set, it builds a tree of the nodes' positions where the full
// parser would build its node tree, and Lookup walks that instead (the
// tests compare the two for every field).

type posKind uint8

const (
	scalarNode posKind = iota
	mappingNode
	sequenceNode
)

// posNode is where a value starts (1-based line in the document, column)
// and, for a collection, its children: a mapping's keys, where they are
// and their values; a sequence's items.
type posNode struct {
	kind      posKind
	line, col int
	keys      []string
	keyAt     []Pos
	kids      []*posNode
}

// collection starts the node of a mapping or sequence at column col of
// the current line (when tracking).
func (p *fastReader) collection(kind posKind, col int) *posNode {
	if !p.track {
		return nil
	}
	return &posNode{kind: kind, line: p.i + 1, col: p.column(p.i, col)}
}

// column is the 1-based column of byte j of line, in characters as the
// full parser counts them.
func (p *fastReader) column(line, j int) int {
	c, ok := p.cols[line]
	if !ok {
		if p.cols == nil {
			p.cols = map[int]columns{}
		}
		c = newColumns(p.lines[line])
		p.cols[line] = c
	}
	return c.col(j)
}

// scalarAt makes the current node a scalar at column col of line.
func (p *fastReader) scalarAt(line, col int) {
	if p.track {
		p.node = &posNode{line: line + 1, col: p.column(line, col)}
	}
}

// keyed adds key, at column col of line, to the mapping n, with the value
// read last.
func (p *fastReader) keyed(n *posNode, key string, line, col int) {
	if p.track {
		n.keys = append(n.keys, key)
		n.keyAt = append(n.keyAt, Pos{Line: line + 1, Col: p.column(line, col)})
		n.kids = append(n.kids, p.node)
	}
}

// item adds the value read last to the sequence n.
func (p *fastReader) item(n *posNode) {
	if p.track {
		n.kids = append(n.kids, p.node)
	}
}

// fastPositions reads data again, tracking positions, with the reader
// that read it (the fast reader or the JSON reader); nil if it cannot.
func fastPositions(data []byte, lim Limits) *posNode {
	if isJSON(data) {
		return jsonPositions(data, lim)
	}
	conv := &converter{limits: lim}
	p := &fastReader{track: true}
	if _, _, _, ok := p.parse(data, conv); !ok {
		return nil
	}
	return p.node
}

// child finds seg under n: a mapping's key (the key's position) or a
// sequence's index (the item's).
func (n *posNode) child(seg string) (at Pos, next *posNode) {
	switch n.kind {
	case mappingNode:
		for i := len(n.keys) - 1; i >= 0; i-- {
			if n.keys[i] == seg {
				return n.keyAt[i], n.kids[i]
			}
		}
	case sequenceNode:
		if i, err := strconv.Atoi(seg); err == nil && i >= 0 && i < len(n.kids) {
			return Pos{Line: n.kids[i].line, Col: n.kids[i].col}, n.kids[i]
		}
	}
	return Pos{}, nil
}
