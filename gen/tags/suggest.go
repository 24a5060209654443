package tags

import (
	"unicode"
	"unicode/utf8"
)

// Suggest returns the candidate closest to name, ignoring case, for "did
// you mean" hints. A candidate qualifies when its edit distance is at most
// max(1, len(name)/3) (in runes); ties go to the alphabetically first
// candidate so hints do not depend on registration order. Swapping two
// adjacent letters counts as one edit. It returns "" when nothing is close.
func Suggest(name string, candidates []string) string {
	if name == "" {
		return ""
	}
	limit := max(1, utf8.RuneCountInString(name)/3)
	best, bestDist := "", limit+1
	for _, c := range candidates {
		d := editDistance(name, c, limit)
		if d < bestDist || (d == bestDist && c < best) {
			best, bestDist = c, d
		}
	}
	return best
}

// editDistance is the case-insensitive optimal string alignment distance
// between a and b: insertions, deletions, substitutions and transpositions
// of adjacent runes. Results above limit are reported as limit+1.
func editDistance(a, b string, limit int) int {
	x, y := foldRunes(a), foldRunes(b)
	if abs(len(x)-len(y)) > limit {
		return limit + 1
	}
	// Three rolling rows: two back (for transpositions), previous, current.
	prev2 := make([]int, len(y)+1)
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			d := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				d = min(d, prev2[j-2]+1)
			}
			cur[j] = d
			rowMin = min(rowMin, d)
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[len(y)], limit+1)
}

func foldRunes(s string) []rune {
	r := []rune(s)
	for i, c := range r {
		r[i] = unicode.ToLower(c)
	}
	return r
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
