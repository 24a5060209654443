package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"sort"
)

// SARIF 2.1.0, the subset code-scanning UIs read: one rule per reason
// (FieldValueInvalid, FieldValueRequired, BadRequest, ...), one result per
// cause with its region in the source.
type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

// sarifRun is written results first: the rules are those the results
// use, known at the end (a JSON object's members are unordered).
type sarifRun struct {
	Results []sarifResult `json:"results"`
	Tool    sarifTool     `json:"tool"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID               string       `json:"id"`
	ShortDescription sarifMessage `json:"shortDescription"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifResult struct {
	RuleID    string          `json:"ruleId"`
	Level     string          `json:"level"`
	Message   sarifMessage    `json:"message"`
	Locations []sarifLocation `json:"locations"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           sarifRegion   `json:"region"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
}

const sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

// sarifResults returns the SARIF results of a document: one per cause.
func sarifResults(r *Result) []sarifResult {
	if r.OK() {
		return nil
	}
	result := func(rule, msg string, line, col int) sarifResult {
		return sarifResult{
			RuleID: rule, Level: "error", Message: sarifMessage{Text: fmt.Sprintf("%s: %s", docName(r), msg)},
			Locations: []sarifLocation{{PhysicalLocation: sarifPhysical{
				ArtifactLocation: sarifArtifact{URI: filepath.ToSlash(r.File)},
				Region:           sarifRegion{StartLine: max(line, 1), StartColumn: max(col, 1)},
			}}},
		}
	}
	cs := causes(r.Status)
	if len(cs) == 0 {
		return []sarifResult{result(string(r.Status.Reason), r.Status.Message, r.Pos.Line, r.Pos.Col)}
	}
	out := make([]sarifResult, 0, len(cs))
	for j, c := range cs {
		pos := r.Pos
		if j < len(r.CausePos) {
			pos = r.CausePos[j]
		}
		msg := c.Message
		if c.Field != "" && c.Field != "<nil>" {
			msg = c.Field + ": " + msg
		}
		out = append(out, result(string(c.Type), msg, pos.Line, pos.Col))
	}
	return out
}

// sarifTool describes the tool with the rules used, sorted.
func sarifToolOf(rules map[string]bool) sarifTool {
	ids := make([]string, 0, len(rules))
	for id := range rules {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	t := sarifTool{Driver: sarifDriver{
		Name:           "kubedv-validate",
		InformationURI: "https://github.com/kubedv/kubedv/blob/main/docs/kubedv-validate.md",
		Rules:          []sarifRule{},
	}}
	for _, id := range ids {
		t.Driver.Rules = append(t.Driver.Rules, sarifRule{ID: id, ShortDescription: sarifMessage{Text: id}})
	}
	return t
}

// sarifWriter writes the log as json.Encoder with SetIndent("", "  ")
// writes a sarifLog, one result at a time; only the rule names are held.
type sarifWriter struct {
	out     io.Writer
	started bool
	results int
	rules   map[string]bool
}

func (w *sarifWriter) start() error {
	if w.started {
		return nil
	}
	w.started = true
	w.rules = map[string]bool{}
	_, err := fmt.Fprintf(w.out, "{\n  \"$schema\": %q,\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"results\": [", sarifSchema)
	return err
}

func (w *sarifWriter) add(r *Result) error {
	if err := w.start(); err != nil {
		return err
	}
	for _, res := range sarifResults(r) {
		w.rules[res.RuleID] = true
		data, err := json.MarshalIndent(res, "        ", "  ")
		if err != nil {
			return err
		}
		sep := "\n        "
		if w.results > 0 {
			sep = ",\n        "
		}
		w.results++
		if _, err := io.WriteString(w.out, sep); err != nil {
			return err
		}
		if _, err := w.out.Write(data); err != nil {
			return err
		}
	}
	return nil
}

func (w *sarifWriter) finish() error {
	if err := w.start(); err != nil {
		return err
	}
	tool, err := json.MarshalIndent(sarifToolOf(w.rules), "      ", "  ")
	if err != nil {
		return err
	}
	end := "\n      ]"
	if w.results == 0 {
		end = "]"
	}
	_, err = fmt.Fprintf(w.out, "%s,\n      \"tool\": %s\n    }\n  ]\n}\n", end, tool)
	return err
}
