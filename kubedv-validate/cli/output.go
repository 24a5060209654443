package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// resultWriter writes an output format one result at a time, in reading
// order, as the documents are validated: memory does not grow with the
// input.
type resultWriter interface {
	add(r *Result) error
	finish() error // after the last result
}

// newWriter returns the writer of format. first are the results found
// before the manifests are read (invalid --local-crds, refused --old
// documents); reading are the files then read, in order.
func newWriter(format string, out, errOut io.Writer, first []Result, reading []string) (resultWriter, error) {
	var w resultWriter
	switch format {
	case "json":
		return newByFile(&jsonWriter{out: out}, true, first, reading), nil
	case "junit":
		return newByFile(&junitWriter{out: out, memLimit: spoolMemory}, false, first, reading), nil
	case "sarif":
		w = &sarifWriter{out: out}
	default:
		w = &humanWriter{out: out, errOut: errOut}
	}
	for i := range first {
		if err := w.add(&first[i]); err != nil {
			return nil, err
		}
	}
	return w, nil
}

// humanWriter prints one line per cause, file:line:col: path: message, as
// compilers do, so that editors and CI logs link to the source; nothing is
// held but two counters.
type humanWriter struct {
	out, errOut   io.Writer
	docs, invalid int
}

func (h *humanWriter) add(r *Result) error {
	if r.Empty {
		return nil
	}
	h.docs++
	if r.OK() {
		return nil
	}
	h.invalid++
	for _, line := range humanLines(r) {
		if _, err := fmt.Fprintln(h.out, line); err != nil {
			return err
		}
	}
	return nil
}

// finish prints the summary.
func (h *humanWriter) finish() error {
	_, err := fmt.Fprintf(h.errOut, "%d documents, %d invalid\n", h.docs, h.invalid)
	return err
}

func humanLines(r *Result) []string {
	suffix := ""
	if r.Object != "" {
		op := "create"
		if r.Update {
			op = "update"
		}
		suffix = fmt.Sprintf(" (%s, %s)", r.Object, op)
	}
	cs := causes(r.Status)
	if len(cs) == 0 {
		// One line per answer: kubectl's own answers may hold a line
		// break ("...\nensure CRDs are installed first").
		msg := strings.ReplaceAll(r.Status.Message, "\n", "; ")
		return []string{fmt.Sprintf("%s:%d:%d: %s%s", r.File, r.Pos.Line, r.Pos.Col, msg, suffix)}
	}
	lines := make([]string, 0, len(cs))
	for i, c := range cs {
		pos := r.Pos
		if i < len(r.CausePos) {
			pos = r.CausePos[i]
		}
		msg := c.Message
		if c.Field != "" && c.Field != "<nil>" {
			msg = c.Field + ": " + msg
		}
		lines = append(lines, fmt.Sprintf("%s:%d:%d: %s%s", r.File, pos.Line, pos.Col, msg, suffix))
	}
	return lines
}

// jsonWriter writes kubectl-validate's -o json: an object with, for each
// file, one metav1.Status per document, empty documents included. It is
// written as json.MarshalIndent(map[file][]metav1.Status, "", "    ")
// writes it, one document at a time: the files come in the order byFile
// gives them (sorted, as a map's keys, when they are read in that order).
type jsonWriter struct {
	out   io.Writer
	files int // parts begun
	docs  int // documents in the current part
}

func (w *jsonWriter) begin(file string) error {
	key, err := json.Marshal(file)
	if err != nil {
		return err
	}
	sep := "{\n    "
	if w.files > 0 {
		sep = ",\n    "
	}
	w.files++
	w.docs = 0
	_, err = fmt.Fprintf(w.out, "%s%s: [", sep, key)
	return err
}

func (w *jsonWriter) add(r *Result) error {
	data, err := json.MarshalIndent(r.Status, "        ", "    ")
	if err != nil {
		return err
	}
	sep := "\n        "
	if w.docs > 0 {
		sep = ",\n        "
	}
	w.docs++
	if _, err := io.WriteString(w.out, sep); err != nil {
		return err
	}
	_, err = w.out.Write(data)
	return err
}

func (w *jsonWriter) end() error {
	_, err := io.WriteString(w.out, "\n    ]")
	return err
}

func (w *jsonWriter) finish() error {
	end := "\n}\n"
	if w.files == 0 {
		end = "{}\n"
	}
	_, err := io.WriteString(w.out, end)
	return err
}

// docName names a document in reports: its index, its List item, its object.
func docName(r *Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "document %d", r.Index)
	if r.Item >= 0 {
		fmt.Fprintf(&b, " item %d", r.Item)
	}
	if r.Object != "" {
		fmt.Fprintf(&b, ": %s", r.Object)
		if r.Update {
			b.WriteString(" (update)")
		}
	}
	return b.String()
}
