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

type sarifRun struct {
	Tool    sarifTool     `json:"tool"`
	Results []sarifResult `json:"results"`
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

func writeSARIF(out io.Writer, results []Result) error {
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name:           "kubedv-validate",
			InformationURI: "https://github.com/kubedv/kubedv/blob/main/docs/kubedv-validate.md",
		}},
		Results: []sarifResult{},
	}
	rules := map[string]bool{}
	add := func(rule, msg, file string, line, col int) {
		rules[rule] = true
		run.Results = append(run.Results, sarifResult{
			RuleID: rule, Level: "error", Message: sarifMessage{Text: msg},
			Locations: []sarifLocation{{PhysicalLocation: sarifPhysical{
				ArtifactLocation: sarifArtifact{URI: filepath.ToSlash(file)},
				Region:           sarifRegion{StartLine: max(line, 1), StartColumn: max(col, 1)},
			}}},
		})
	}
	for i := range results {
		r := &results[i]
		if r.OK() {
			continue
		}
		cs := causes(r.Status)
		if len(cs) == 0 {
			add(string(r.Status.Reason), fmt.Sprintf("%s: %s", docName(r), r.Status.Message), r.File, r.Pos.Line, r.Pos.Col)
			continue
		}
		for j, c := range cs {
			pos := r.Pos
			if j < len(r.CausePos) {
				pos = r.CausePos[j]
			}
			msg := c.Message
			if c.Field != "" && c.Field != "<nil>" {
				msg = c.Field + ": " + msg
			}
			add(string(c.Type), fmt.Sprintf("%s: %s", docName(r), msg), r.File, pos.Line, pos.Col)
		}
	}
	ids := make([]string, 0, len(rules))
	for id := range rules {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{ID: id, ShortDescription: sarifMessage{Text: id}})
	}
	log := sarifLog{
		Schema:  "https://json.schemastore.org/sarif-2.1.0.json",
		Version: "2.1.0",
		Runs:    []sarifRun{run},
	}
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}
