package manifest

import (
	"sort"
	"unicode/utf8"
)

// columns turns byte offsets in one line into the 1-based columns, in
// characters, that the full parser reports, in O(log n) per offset: a
// long line (a document on one line) costs one scan, not one per node.
type columns struct {
	ends  []int // where each multi-byte character ends
	extra []int // the bytes past one per character, up to each end
}

func newColumns(line []byte) columns {
	var c columns
	extra := 0
	for i := 0; i < len(line); {
		if line[i] < utf8.RuneSelf {
			i++
			continue
		}
		_, size := utf8.DecodeRune(line[i:])
		i += size
		extra += size - 1
		c.ends, c.extra = append(c.ends, i), append(c.extra, extra)
	}
	return c
}

// col is the column of the character at byte j.
func (c columns) col(j int) int {
	k := sort.SearchInts(c.ends, j+1) // the characters ending at or before j
	if k == 0 {
		return j + 1
	}
	return j + 1 - c.extra[k-1]
}
