package schema

import (
	"os"
	"strings"
	"testing"
)

const (
	docsCRD        = "../../docs/crd.md"
	driftTableOpen = "<!-- drift table: generated from schema.Drifts by `go test ./gen/schema -run TestDriftDocs -update` -->\n"
	driftTableEnd  = "<!-- end of drift table -->\n"
)

// TestDriftDocs keeps the drift table of docs/crd.md the one Drifts
// renders, so the docs list every difference the findings name.
func TestDriftDocs(t *testing.T) {
	data, err := os.ReadFile(docsCRD)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	before, rest, ok1 := strings.Cut(doc, driftTableOpen)
	table, after, ok2 := strings.Cut(rest, driftTableEnd)
	if !ok1 || !ok2 {
		t.Fatalf("%s has no drift table between %q and %q", docsCRD, driftTableOpen, driftTableEnd)
	}
	if table == DriftTable() {
		return
	}
	if !*update {
		t.Fatalf("the drift table of %s is stale; run go test ./gen/schema -run TestDriftDocs -update", docsCRD)
	}
	if err := os.WriteFile(docsCRD, []byte(before+driftTableOpen+DriftTable()+driftTableEnd+after), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Every drift has each column filled, and a name findings can carry.
func TestDriftsComplete(t *testing.T) {
	seen := map[string]bool{}
	for _, d := range Drifts {
		if d.Name == "" || d.Tags == "" || d.Form == "" || d.Differs == "" || d.Why == "" || seen[d.Name] || strings.ContainsAny(d.Name+d.Tags+d.Form+d.Differs+d.Why, "|\n") {
			t.Errorf("drift %+v is incomplete, duplicated or breaks the table", d)
		}
		seen[d.Name] = true
	}
}
