package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func write(out, errOut io.Writer, format string, results []Result) error {
	switch format {
	case "json":
		return writeJSON(out, results)
	case "junit":
		return writeJUnit(out, results)
	case "sarif":
		return writeSARIF(out, results)
	}
	return writeHuman(out, errOut, results)
}

// writeHuman prints one line per cause, file:line:col: path: message, as
// compilers do, so that editors and CI logs link to the source.
func writeHuman(out, errOut io.Writer, results []Result) error {
	h := humanWriter{out: out}
	for i := range results {
		if err := h.add(&results[i]); err != nil {
			return err
		}
	}
	return h.finish(errOut)
}

// humanWriter writes the human output one result at a time, as the
// documents are validated: nothing is held but two counters.
type humanWriter struct {
	out           io.Writer
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
func (h *humanWriter) finish(errOut io.Writer) error {
	_, err := fmt.Fprintf(errOut, "%d documents, %d invalid\n", h.docs, h.invalid)
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
		return []string{fmt.Sprintf("%s:%d:%d: %s%s", r.File, r.Pos.Line, r.Pos.Col, r.Status.Message, suffix)}
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

// writeJSON writes kubectl-validate's -o json: for each file, one
// metav1.Status per document, empty documents included.
func writeJSON(out io.Writer, results []Result) error {
	byFile := map[string][]metav1.Status{}
	for _, r := range results {
		byFile[r.File] = append(byFile[r.File], r.Status)
	}
	data, err := json.MarshalIndent(byFile, "", "    ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(out, string(data))
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
