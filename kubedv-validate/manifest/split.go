package manifest

import (
	"bufio"
	"bytes"
	"errors"
	"io"
)

// chunk is one YAML document's text as found between separators.
type chunk struct {
	data      []byte
	startLine int  // 1-based line of the document's first line
	size      int  // bytes in the source, also when data was dropped
	tooBig    bool // larger than the limit: data holds only its start
}

// splitter cuts a stream into YAML documents at "---" lines (a separator
// starts at column 0, where YAML forbids a scalar to continue), reading
// one line at a time so that a large file costs one document of memory.
type splitter struct {
	r     *bufio.Reader
	max   int
	line  int // lines consumed
	done  bool
	first bool
	// pending is a separator line read by the previous document.
	pending []byte
	hint    int // the previous document's size, to allocate the next
}

func newSplitter(r io.Reader, max int) *splitter {
	return &splitter{r: bufio.NewReaderSize(r, 64<<10), max: max, first: true}
}

func isSeparator(line []byte) bool {
	if !bytes.HasPrefix(line, []byte("---")) {
		return false
	}
	rest := line[3:]
	return len(rest) == 0 || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\n' || rest[0] == '\r'
}

// next returns the next document, or io.EOF.
func (s *splitter) next() (chunk, error) {
	if s.done {
		return chunk{}, io.EOF
	}
	c := chunk{startLine: s.line + 1}
	for {
		line, size, err := s.readLine()
		if size > 0 {
			if s.first {
				line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf"))
				s.first = false
			}
			if c.size > 0 && isSeparator(line) {
				// The separator belongs to the next document (it may
				// carry content, as in "--- {a: 1}").
				s.pending = bytes.Clone(line)
				s.hint = len(c.data)
				return c, nil
			}
			s.line++
			c.size += size
			if c.size > s.max {
				c.tooBig = true
				c.data = nil
			} else {
				if c.data == nil {
					c.data = make([]byte, 0, min(max(s.hint, 512), 64<<10))
				}
				c.data = append(c.data, line...)
			}
		}
		if err == io.EOF {
			s.done = true
			if c.size == 0 {
				return chunk{}, io.EOF
			}
			return c, nil
		}
		if err != nil {
			return chunk{}, err
		}
	}
}

// readLine returns the next line with its newline and its size; the line
// is nil when it alone is over the limit. A separator put back by the
// previous document comes first.
func (s *splitter) readLine() (line []byte, size int, err error) {
	if s.pending != nil {
		line, s.pending = s.pending, nil
		return line, len(line), nil
	}
	// A line that fits in the buffer is returned there, to be copied
	// before the next read.
	part, err := s.r.ReadSlice('\n')
	if !errors.Is(err, bufio.ErrBufferFull) {
		if len(part) > s.max {
			return nil, len(part), err
		}
		return part, len(part), err
	}
	size = len(part)
	if size <= s.max {
		line = append(line, part...)
	}
	for {
		part, err := s.r.ReadSlice('\n')
		size += len(part)
		if size <= s.max {
			line = append(line, part...)
		} else {
			line = nil
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		return line, size, err
	}
}

// lineBreaks counts line breaks as YAML does: \n, \r\n and a lone \r.
func lineBreaks(data []byte) int {
	n := 0
	for i, b := range data {
		if b == '\n' || (b == '\r' && (i+1 == len(data) || data[i+1] != '\n')) {
			n++
		}
	}
	return n
}
