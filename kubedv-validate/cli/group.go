package cli

import (
	"fmt"
	"sort"
)

// partWriter is an output with one part per file (json's keys, junit's
// test suites): the results of a file come between begin and end.
type partWriter interface {
	begin(file string) error
	add(r *Result) error
	end() error
	finish() error // after the last part
}

// byFile feeds a partWriter. The results of the files being read come
// file by file, in reading order, and are passed on at once. The results
// found before them (invalid --local-crds, refused --old documents: few,
// held in memory) start their file's part if the file is read, as the
// whole output grouped them. The parts of the other files they name come
// in sorted order among the read files' parts if sorted (json: the
// whole output's map keys were sorted, so a read in sorted order gives
// the same bytes), else first (junit: the order the whole output met them).
type byFile struct {
	w         partWriter
	sorted    bool
	held      map[string][]Result
	heldOrder []string        // files of held, in order of appearance
	reading   map[string]bool // files read after the held results
	current   string          // file of the open part
	open      bool
	closed    map[string]bool // files whose part is written
}

func newByFile(w partWriter, sorted bool, first []Result, reading []string) *byFile {
	b := &byFile{w: w, sorted: sorted, held: map[string][]Result{}, reading: map[string]bool{}, closed: map[string]bool{}}
	for _, f := range reading {
		b.reading[f] = true
	}
	for _, r := range first {
		if _, ok := b.held[r.File]; !ok {
			b.heldOrder = append(b.heldOrder, r.File)
		}
		b.held[r.File] = append(b.held[r.File], r)
	}
	if sorted {
		sort.Strings(b.heldOrder)
	}
	return b
}

func (b *byFile) add(r *Result) error {
	if !b.open || r.File != b.current {
		if err := b.endPart(); err != nil {
			return err
		}
		if b.closed[r.File] {
			// run reads the files one after the other, each once.
			return fmt.Errorf("internal error: the results of %s are not contiguous", r.File)
		}
		if err := b.flushHeld(r.File); err != nil {
			return err
		}
		if err := b.beginPart(r.File); err != nil {
			return err
		}
	}
	return b.w.add(r)
}

func (b *byFile) finish() error {
	if err := b.endPart(); err != nil {
		return err
	}
	if err := b.flushHeld(""); err != nil {
		return err
	}
	return b.w.finish()
}

// flushHeld writes the parts of the held files due before the part of
// next ("": all that are left).
func (b *byFile) flushHeld(next string) error {
	var rest []string
	for _, f := range b.heldOrder {
		if _, ok := b.held[f]; !ok {
			continue // in the part of its file, read
		}
		if next != "" && (b.reading[f] || (b.sorted && f > next)) {
			rest = append(rest, f)
			continue
		}
		if err := b.beginPart(f); err != nil {
			return err
		}
		if err := b.endPart(); err != nil {
			return err
		}
	}
	b.heldOrder = rest
	return nil
}

// beginPart opens the part of file with its held results.
func (b *byFile) beginPart(file string) error {
	if err := b.w.begin(file); err != nil {
		return err
	}
	b.current, b.open = file, true
	held := b.held[file]
	for i := range held {
		if err := b.w.add(&held[i]); err != nil {
			return err
		}
	}
	delete(b.held, file)
	return nil
}

func (b *byFile) endPart() error {
	if !b.open {
		return nil
	}
	b.open = false
	b.closed[b.current] = true
	return b.w.end()
}
