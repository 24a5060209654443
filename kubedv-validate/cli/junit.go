package cli

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"os"
	"strings"
)

// The JUnit output: one test suite per file, one test case per (non-empty)
// document. A suite's counts are attributes of its start tag, so its cases
// are held until the file is read (spool); the root <testsuites> carries
// no counts, which would need the whole input first (the attributes are
// optional in JUnit's schemas, and CI systems count the cases).
type junitCase struct {
	Name      string        `xml:"name,attr"`
	ClassName string        `xml:"classname,attr"`
	Failure   *junitFailure `xml:"failure,omitempty"`
}

type junitFailure struct {
	Message string `xml:"message,attr"`
	Type    string `xml:"type,attr"`
	Text    string `xml:",chardata"`
}

func junitCaseOf(r *Result) junitCase {
	tc := junitCase{Name: docName(r), ClassName: r.File}
	if !r.OK() {
		tc.Failure = &junitFailure{Message: r.Status.Message, Type: string(r.Status.Reason), Text: strings.Join(humanLines(r), "\n")}
	}
	return tc
}

// spoolMemory is how much of a file's encoded test cases is held in
// memory; beyond it they go to a temporary file.
const spoolMemory = 4 << 20

// junitWriter writes the suites as xml.Encoder with Indent("", "  ")
// writes junitSuites, one file at a time.
type junitWriter struct {
	out             io.Writer
	memLimit        int
	started, suites bool
	file            string
	tests, failures int
	cases           spool
	enc             *xml.Encoder // the cases, into cases
}

func (w *junitWriter) start() error {
	if w.started {
		return nil
	}
	w.started = true
	_, err := io.WriteString(w.out, xml.Header+"<testsuites>")
	return err
}

func (w *junitWriter) begin(file string) error {
	if err := w.start(); err != nil {
		return err
	}
	w.file, w.tests, w.failures = file, 0, 0
	if err := w.cases.reset(w.memLimit); err != nil {
		return err
	}
	w.enc = xml.NewEncoder(&w.cases)
	w.enc.Indent("    ", "  ")
	return nil
}

func (w *junitWriter) add(r *Result) error {
	if r.Empty {
		return nil
	}
	w.tests++
	if !r.OK() {
		w.failures++
	}
	return w.enc.EncodeElement(junitCaseOf(r), xml.StartElement{Name: xml.Name{Local: "testcase"}})
}

// end writes the file's suite, unless all its documents were empty.
func (w *junitWriter) end() error {
	if err := w.enc.Flush(); err != nil {
		return err
	}
	if w.tests == 0 {
		return nil
	}
	w.suites = true
	var name bytes.Buffer
	if err := xml.EscapeText(&name, []byte(w.file)); err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w.out, "\n  <testsuite name=\"%s\" tests=\"%d\" failures=\"%d\">\n", name.Bytes(), w.tests, w.failures); err != nil {
		return err
	}
	if err := w.cases.copyTo(w.out); err != nil {
		return err
	}
	_, err := io.WriteString(w.out, "\n  </testsuite>")
	return err
}

func (w *junitWriter) finish() error {
	err := w.start()
	if err == nil {
		end := "</testsuites>\n"
		if w.suites {
			end = "\n" + end
		}
		_, err = io.WriteString(w.out, end)
	}
	if cerr := w.cases.close(); err == nil {
		err = cerr
	}
	return err
}

// spool holds bytes in memory up to a limit, then in a temporary file
// (removed by close), so that a file of many documents costs no memory.
type spool struct {
	limit int
	mem   bytes.Buffer
	file  *os.File
	disk  bool // the current content is in file
}

func (s *spool) Write(p []byte) (int, error) {
	if !s.disk && s.mem.Len()+len(p) <= s.limit {
		return s.mem.Write(p)
	}
	if !s.disk {
		if s.file == nil {
			f, err := os.CreateTemp("", "kubedv-validate-junit-*.xml")
			if err != nil {
				return 0, fmt.Errorf("holding the JUnit test cases of a large file: %w", err)
			}
			s.file = f
		}
		if _, err := s.file.Write(s.mem.Bytes()); err != nil {
			return 0, err
		}
		s.mem.Reset()
		s.disk = true
	}
	return s.file.Write(p)
}

func (s *spool) copyTo(w io.Writer) error {
	if !s.disk {
		_, err := w.Write(s.mem.Bytes())
		return err
	}
	if _, err := s.file.Seek(0, io.SeekStart); err != nil {
		return err
	}
	_, err := io.Copy(w, s.file)
	return err
}

// reset empties the spool, keeping its temporary file for the next file.
func (s *spool) reset(limit int) error {
	s.limit = limit
	s.mem.Reset()
	if !s.disk {
		return nil
	}
	s.disk = false
	if err := s.file.Truncate(0); err != nil {
		return err
	}
	_, err := s.file.Seek(0, io.SeekStart)
	return err
}

func (s *spool) close() error {
	if s.file == nil {
		return nil
	}
	err := s.file.Close()
	if rerr := os.Remove(s.file.Name()); err == nil {
		err = rerr
	}
	s.file = nil
	return err
}
