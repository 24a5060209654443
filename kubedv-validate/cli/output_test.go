package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/manifest"
	"github.com/kubedv/kubedv/kubedv-validate/native"
)

// The JUnit report as a whole, to read the output in tests and to write
// the whole output the streamed one is compared with.
type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Cases    []junitCase `xml:"testcase"`
}

// The whole outputs, written from every result at the end, as the command
// wrote them before it streamed them: the reference for the streamed ones.

func wholeJSON(results []Result) []byte {
	byFile := map[string][]metav1.Status{}
	for _, r := range results {
		byFile[r.File] = append(byFile[r.File], r.Status)
	}
	data, err := json.MarshalIndent(byFile, "", "    ")
	if err != nil {
		panic(err)
	}
	return append(data, '\n')
}

func wholeJUnit(results []Result) []byte {
	var all junitSuites
	index := map[string]int{}
	for i := range results {
		r := &results[i]
		if r.Empty {
			continue
		}
		s, ok := index[r.File]
		if !ok {
			s = len(all.Suites)
			index[r.File] = s
			all.Suites = append(all.Suites, junitSuite{Name: r.File})
		}
		tc := junitCase{Name: docName(r), ClassName: r.File}
		if !r.OK() {
			tc.Failure = &junitFailure{Message: r.Status.Message, Type: string(r.Status.Reason), Text: strings.Join(humanLines(r), "\n")}
			all.Suites[s].Failures++
			all.Failures++
		}
		all.Suites[s].Cases = append(all.Suites[s].Cases, tc)
		all.Suites[s].Tests++
		all.Tests++
	}
	var b bytes.Buffer
	b.WriteString(xml.Header)
	enc := xml.NewEncoder(&b)
	enc.Indent("", "  ")
	if err := enc.Encode(all); err != nil {
		panic(err)
	}
	b.WriteString("\n")
	return b.Bytes()
}

func wholeSARIF(results []Result) []byte {
	run := sarifRun{Results: []sarifResult{}}
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
	run.Tool.Driver = sarifDriver{Name: "kubedv-validate", InformationURI: "https://github.com/kubedv/kubedv/blob/main/docs/kubedv-validate.md", Rules: []sarifRule{}}
	for _, id := range ids {
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{ID: id, ShortDescription: sarifMessage{Text: id}})
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(sarifLog{Schema: sarifSchema, Version: "2.1.0", Runs: []sarifRun{run}}); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// outputCorpus writes manifests in several files, valid and invalid
// documents, empty and refused ones, a List, names that need escaping,
// and a CRD directory with an invalid CRD that is also validated as a
// manifest and an --old file with a refused document: the results found
// before the manifests are read join their file's part. It returns the
// command's arguments after -o.
func outputCorpus(t *testing.T) (root string, args []string) {
	root = t.TempDir()
	gadget := func(name string, size int) string {
		return fmt.Sprintf("apiVersion: example.com/v1\nkind: Gadget\nmetadata: {name: %s}\nspec: {size: %d}\n", name, size)
	}
	copyFile := func(from, to string) {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		write(t, filepath.Join(root, to), string(data))
	}
	write(t, filepath.Join(root, "m/a.yaml"), gadget("ok", 1)+"---\n"+gadget("small", 0)+"---\n# empty\n---\na: [1\n---\n"+gadget("ok2", 2))
	write(t, filepath.Join(root, "m/b/c.yaml"), "apiVersion: v1\nkind: List\nitems:\n- "+strings.ReplaceAll(gadget("i0", 3), "\n", "\n  ")+"- "+strings.ReplaceAll(gadget("i1", -1), "\n", "\n  "))
	write(t, filepath.Join(root, `m/d&"x<'.yaml`), gadget("esc", 0)+"---\nkind: Gadget\n")
	write(t, filepath.Join(root, "m/e.json"), `{"apiVersion": "example.com/v1", "kind": "Gadget", "metadata": {"name": "j"}, "spec": {"size": 2, "colour": "<red> & \"blue\""}}`)
	write(t, filepath.Join(root, "m/empty.yaml"), "# nothing\n")
	copyFile(td("new/gadgets.yaml"), "m/gadgets.yaml")
	copyFile(td("crds/gadgets.yaml"), "z-crds/gadgets.yaml")
	copyFile(td("crds/broken.yaml"), "z-crds/broken.yaml")
	write(t, filepath.Join(root, "old/bad.yaml"), "b: [1\n---\n"+gadget("keep", 5))
	copyFile(td("old/gadgets.yaml"), "old/gadgets.yaml")
	return root, []string{"--local-crds", filepath.Join(root, "z-crds"), "--old", filepath.Join(root, "old"), filepath.Join(root, "m"), filepath.Join(root, "z-crds/broken.yaml")}
}

func write(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// allResults runs the pipeline as the command does and returns the
// results found before the manifests, the files read and every result.
func allResults(t *testing.T, root string, manifests ...string) (first []Result, files []string, all []Result) {
	t.Helper()
	ctx := context.Background()
	v := check.New()
	v.AddCRDKind()
	if err := native.Add(v); err != nil {
		t.Fatal(err)
	}
	r := &manifest.Reader{}
	crdFiles, _ := manifest.Files([]string{filepath.Join(root, "z-crds")})
	first, err := loadCRDs(ctx, v, r, crdFiles)
	if err != nil {
		t.Fatal(err)
	}
	oldFiles, _ := manifest.Files([]string{filepath.Join(root, "old")})
	old, bad, err := readOld(v, r, oldFiles)
	if err != nil {
		t.Fatal(err)
	}
	first = append(first, bad...)
	files, err = manifest.Files(manifests)
	if err != nil {
		t.Fatal(err)
	}
	files = unique(files)
	res, err := runAll(ctx, v, r, files, old, clientSide, 0)
	if err != nil {
		t.Fatal(err)
	}
	return first, files, append(append([]Result(nil), first...), res...)
}

// streamed writes results as the command does: first, then the others
// as they are validated.
func streamed(format string, first []Result, files []string, all []Result) (int, string) {
	var out, errOut bytes.Buffer
	c := Command{Name: "kubedv-validate", Out: &out, Err: &errOut}
	code := c.report(format, first, files, func(emit func(Result)) error {
		for _, r := range all[len(first):] {
			emit(r)
		}
		return nil
	})
	return code, out.String() + errOut.String()
}

// junitOrder orders results as the JUnit output's suites come: the files
// found only before the manifests are read, then the files read, each
// with what was found before in it.
func junitOrder(first []Result, files []string, all []Result) []Result {
	read := map[string]bool{}
	for _, f := range files {
		read[f] = true
	}
	var out []Result
	for _, r := range first {
		if !read[r.File] {
			out = append(out, r)
		}
	}
	for _, f := range files {
		for _, r := range first {
			if r.File == f {
				out = append(out, r)
			}
		}
		for _, r := range all[len(first):] {
			if r.File == f {
				out = append(out, r)
			}
		}
	}
	return out
}

// TestStreamedOutputsAreTheWholeOnes: every format written as the
// documents are validated is the output written from all the results at
// the end: json byte for byte (its files read in sorted order), junit but
// for the root's counts (and a file both in --local-crds and read, whose
// suite comes where it is read), sarif but for the order of a run's
// members.
func TestStreamedOutputsAreTheWholeOnes(t *testing.T) {
	root, args := outputCorpus(t)
	first, files, all := allResults(t, root, args[4:]...)
	if len(first) < 2 || len(all) < 20 {
		t.Fatalf("the corpus gives %d results first, %d in all", len(first), len(all))
	}
	rootCounts := regexp.MustCompile(`<testsuites tests="\d+" failures="\d+">`)
	junit := wholeJUnit(junitOrder(first, files, all))
	want := map[string]string{
		"json":  string(wholeJSON(all)),
		"junit": string(rootCounts.ReplaceAll(junit, []byte("<testsuites>"))),
		"sarif": string(wholeSARIF(all)),
	}
	if want["junit"] == string(junit) {
		t.Fatal("the root counts of the whole JUnit output were not found")
	}
	for _, format := range []string{"json", "junit", "sarif"} {
		code, out := streamed(format, first, files, all)
		if code != ExitInvalid || out != want[format] {
			t.Errorf("-o %s streamed (exit %d):\n%s\nwhole:\n%s", format, code, out, want[format])
		}
	}

	// The held results joined their file's part: the invalid CRD's answer
	// then its documents'; the --old file has its own part.
	var got map[string][]metav1.Status
	if err := json.Unmarshal([]byte(want["json"]), &got); err != nil {
		t.Fatal(err)
	}
	if st := got[filepath.Join(root, "z-crds/broken.yaml")]; len(st) != 3 || st[0].Status != metav1.StatusFailure {
		t.Errorf("broken.yaml: %+v", st)
	}
	if st := got[filepath.Join(root, "old/bad.yaml")]; len(st) != 1 || st[0].Code != 400 {
		t.Errorf("old/bad.yaml: %+v", st)
	}

	// A JUnit file's cases held in a temporary file, not in memory: the
	// same output.
	var b bytes.Buffer
	w := newByFile(&junitWriter{out: &b, memLimit: 100}, false, first, files)
	for i := len(first); i < len(all); i++ {
		if err := w.add(&all[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.finish(); err != nil {
		t.Fatal(err)
	}
	if b.String() != want["junit"] {
		t.Errorf("junit spooled to disk:\n%s\nwant:\n%s", b.String(), want["junit"])
	}

	// The command itself. The causes of a document may come in another
	// order on another run (the OpenAPI validator walks maps): sarif is
	// compared as a set of lines, json and junit without the messages that
	// join the causes.
	for _, format := range []string{"json", "junit", "sarif"} {
		code, out, errOut := runMain(t, "", append([]string{"-o", format}, args...)...)
		var same bool
		switch format {
		case "json":
			same = reflect.DeepEqual(jsonShape(t, out), jsonShape(t, want[format])) && reflect.DeepEqual(jsonKeys(t, root, out), jsonKeys(t, root, want[format]))
		case "junit":
			same = reflect.DeepEqual(junitShape(t, out), junitShape(t, want[format]))
		default:
			same = sameLines(out, want[format])
		}
		if code != ExitInvalid || !same {
			t.Errorf("kubedv-validate -o %s (exit %d, %s):\n%s\nwant:\n%s", format, code, errOut, out, want[format])
		}
	}
}

func sameLines(a, b string) bool {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	sort.Strings(la)
	sort.Strings(lb)
	return reflect.DeepEqual(la, lb)
}

// jsonShape reads a -o json output with each status's causes sorted and
// without the message that joins them.
func jsonShape(t *testing.T, data string) map[string][]metav1.Status {
	t.Helper()
	var got map[string][]metav1.Status
	if err := json.Unmarshal([]byte(data), &got); err != nil {
		t.Fatalf("%v in\n%s", err, data)
	}
	for _, sts := range got {
		for i := range sts {
			if d := sts[i].Details; d != nil && len(d.Causes) > 1 {
				sts[i].Message = ""
				sort.Slice(d.Causes, func(a, b int) bool {
					return d.Causes[a].Field+d.Causes[a].Message < d.Causes[b].Field+d.Causes[b].Message
				})
			}
		}
	}
	return got
}

// junitShape reads a JUnit report without its failures' messages.
func junitShape(t *testing.T, data string) junitSuites {
	t.Helper()
	var s junitSuites
	if err := xml.Unmarshal([]byte(data), &s); err != nil {
		t.Fatalf("%v in\n%s", err, data)
	}
	for i := range s.Suites {
		for _, c := range s.Suites[i].Cases {
			if c.Failure != nil {
				c.Failure.Message, c.Failure.Text = "", ""
			}
		}
	}
	return s
}

// TestStreamedJSONInReadingOrder: files read out of sorted order come in
// reading order, each once, with the same statuses as the whole output.
func TestStreamedJSONInReadingOrder(t *testing.T) {
	root, args := outputCorpus(t)
	manifests := []string{filepath.Join(root, "z-crds/broken.yaml"), filepath.Join(root, "m/e.json"), filepath.Join(root, "m"), filepath.Join(root, "m/a.yaml")}
	first, files, all := allResults(t, root, manifests...)
	code, out := streamed("json", first, files, all)
	if code != ExitInvalid {
		t.Errorf("exit %d, %s", code, out)
	}
	var got, want map[string][]metav1.Status
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v in\n%s", err, out)
	}
	if err := json.Unmarshal(wholeJSON(all), &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%s\nwant\n%s", out, wholeJSON(all))
	}
	// e.json and a.yaml are named twice: read once, where first named.
	wantKeys := []string{"old/bad.yaml", "z-crds/broken.yaml", "m/e.json", "m/a.yaml", "m/b/c.yaml", `m/d&"x<'.yaml`, "m/empty.yaml", "m/gadgets.yaml"}
	_, out, _ = runMain(t, "", append(append([]string{"-o", "json"}, args[:4]...), manifests...)...)
	if keys := jsonKeys(t, root, out); !reflect.DeepEqual(keys, wantKeys) {
		t.Errorf("keys %q, want %q", keys, wantKeys)
	}
}

// jsonKeys returns the keys of a JSON object, in order, under root.
func jsonKeys(t *testing.T, root, data string) []string {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(data))
	var keys []string
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, strings.TrimPrefix(k.(string), root+string(filepath.Separator)))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

// TestStreamedOutputsWithNothing: no result at all (an empty directory)
// is the whole outputs' empty map, empty root and empty results.
func TestStreamedOutputsWithNothing(t *testing.T) {
	want := map[string]string{
		"json":  string(wholeJSON(nil)),
		"junit": strings.Replace(string(wholeJUnit(nil)), `<testsuites tests="0" failures="0">`, "<testsuites>", 1),
		"sarif": string(wholeSARIF(nil)),
	}
	for _, format := range []string{"json", "junit", "sarif"} {
		if code, out := streamed(format, nil, nil, nil); code != ExitOK || out != want[format] {
			t.Errorf("-o %s (exit %d):\n%s\nwant:\n%s", format, code, out, want[format])
		}
	}
	if code, out := streamed("human", nil, nil, nil); code != ExitOK || out != "0 documents, 0 invalid\n" {
		t.Errorf("-o human (exit %d): %q", code, out)
	}
}
