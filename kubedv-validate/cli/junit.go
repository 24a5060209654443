package cli

import (
	"encoding/xml"
	"io"
	"strings"
)

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

// writeJUnit writes one test suite per file and one test case per
// document, for CI systems that show JUnit reports.
func writeJUnit(out io.Writer, results []Result) error {
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
	if _, err := io.WriteString(out, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(out)
	enc.Indent("", "  ")
	if err := enc.Encode(all); err != nil {
		return err
	}
	_, err := io.WriteString(out, "\n")
	return err
}
