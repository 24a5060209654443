package validatetest_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
	"github.com/kubedv/kubedv/validatetest/internal/fixturefile"
)

const (
	updateFixturesEnv      = "UPDATE_VALIDATION_GEN_FIXTURE_DATA"
	checkedInFixture       = "internal/fixturefile/testdata/validate-false.json"
	validateFixturesHelper = "github.com/kubedv/kubedv/validatetest.(*Tester).validateFixtures"
	updateHint             = "rerun go test with " + updateFixturesEnv + "=true"
)

type fixtureData = map[string]map[string][]string

// fixtureFileTester returns a Tester over the fixturefile scheme that
// reports to a recordingTB, with fixture updates switched off (the whole
// run may have them on to refresh the checked-in files).
func fixtureFileTester(t *testing.T) (*recordingTB, *validatetest.Tester) {
	t.Setenv(updateFixturesEnv, "")
	s := validatetest.New()
	s.Register(fixturefile.RegisterValidations)
	rec := &recordingTB{}
	return rec, s.Test(rec)
}

func readFixtureData(t *testing.T, path string) fixtureData {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var data fixtureData
	if err := json.Unmarshal(raw, &data); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return data
}

// writeTempFixture writes data as a fixture file in a fresh directory and
// returns its path.
func writeTempFixture(t *testing.T, data fixtureData) string {
	t.Helper()
	raw, err := json.Marshal(data)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "validate-false.json")
	if err := os.WriteFile(path, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestValidateFixturesMatchesCheckedInFile(t *testing.T) {
	rec, st := fixtureFileTester(t)
	st.ValidateFixturesAt(checkedInFixture)
	rec.expectPassed(t)
}

func TestValidateFixturesIgnoresArgumentOrder(t *testing.T) {
	rec, st := fixtureFileTester(t)
	data := readFixtureData(t, checkedInFixture)
	data["*fixturefile.Gadget"]["spec"] = []string{"type GadgetSpec", "field Gadget.Spec"}
	st.ValidateFixturesAt(writeTempFixture(t, data))
	rec.expectPassed(t)
}

func TestValidateFixturesReportsDifferences(t *testing.T) {
	tests := []struct {
		name      string
		change    func(fixtureData)
		fragments []string
	}{{
		name: "changed argument",
		change: func(d fixtureData) {
			d["*fixturefile.Gadget"]["spec"] = []string{"field Gadget.Spec", "type GadgetSpecs"}
		},
		fragments: []string{
			"\n  *fixturefile.Gadget: validateFalse arguments by field path differ from the file:" +
				"\n    - missing    at \"spec\": \"type GadgetSpecs\"" +
				"\n    + unexpected at \"spec\": \"type GadgetSpec\"",
		},
	}, {
		name:      "path missing from the file",
		change:    func(d fixtureData) { delete(d["*fixturefile.Gadget"], "owner") },
		fragments: []string{"\n    + unexpected at \"owner\": \"field Gadget.Owner\""},
	}, {
		name: "argument count matters",
		change: func(d fixtureData) {
			d["*fixturefile.Chain"]["next"] = []string{"field Chain.Next", "field Chain.Next"}
		},
		fragments: []string{"*fixturefile.Chain: validateFalse arguments", "\n    - missing    at \"next\": \"field Chain.Next\""},
	}, {
		name:   "type missing from the file",
		change: func(d fixtureData) { delete(d, "*fixturefile.Chain") },
		fragments: []string{
			"\n  *fixturefile.Chain: registered but not listed in the file; it produced:" +
				"\n    + unexpected at \"next\": \"field Chain.Next\"" +
				"\n    + unexpected at \"next.next\": \"field Chain.Next\"",
		},
	}, {
		name:      "type without errors missing from the file",
		change:    func(d fixtureData) { delete(d, "*fixturefile.Quiet") },
		fragments: []string{"\n  *fixturefile.Quiet: registered but not listed in the file (it produced no validateFalse errors)"},
	}, {
		name:   "type expected to fail produced no errors",
		change: func(d fixtureData) { d["*fixturefile.Quiet"] = map[string][]string{"size": {"field Quiet.Size"}} },
		fragments: []string{
			"\n  *fixturefile.Quiet: produced no validateFalse errors, but the file expects some:" +
				"\n    - missing    at \"size\": \"field Quiet.Size\"",
		},
	}, {
		name:   "file lists a type that is not registered",
		change: func(d fixtureData) { d["*fixturefile.Gone"] = map[string][]string{"": {"type Gone"}} },
		fragments: []string{
			"\n  *fixturefile.Gone: listed in the file but not a registered type, so it produced no errors" +
				"\n    - missing    at \"\": \"type Gone\"",
		},
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec, st := fixtureFileTester(t)
			data := readFixtureData(t, checkedInFixture)
			tc.change(data)
			path := writeTempFixture(t, data)
			st.ValidateFixturesAt(path)
			fragments := append([]string{"ValidateFixtures: " + path + " does not match", updateHint}, tc.fragments...)
			rec.expectFailedIn(t, validateFixturesHelper, fragments...)
		})
	}
}

func TestValidateFixturesReportsTypesInNameOrder(t *testing.T) {
	rec, st := fixtureFileTester(t)
	st.ValidateFixturesAt(writeTempFixture(t, fixtureData{"*fixturefile.Gone": {}}))
	rec.expectFailedIn(t, validateFixturesHelper)
	msg := rec.errors[0]
	chain, gadget := strings.Index(msg, "*fixturefile.Chain:"), strings.Index(msg, "*fixturefile.Gadget:")
	gone, quiet := strings.Index(msg, "*fixturefile.Gone:"), strings.Index(msg, "*fixturefile.Quiet:")
	if chain < 0 || !(chain < gadget && gadget < gone && gone < quiet) {
		t.Errorf("types are not reported in name order:\n%s", msg)
	}
}

func TestValidateFixturesUnreadableFile(t *testing.T) {
	t.Run("missing file tells how to create it", func(t *testing.T) {
		rec, st := fixtureFileTester(t)
		path := filepath.Join(t.TempDir(), "testdata", "validate-false.json")
		st.ValidateFixturesAt(path)
		rec.expectFailedIn(t, validateFixturesHelper,
			"ValidateFixtures: "+path+" not found; run go test with UPDATE_VALIDATION_GEN_FIXTURE_DATA=true to create it")
	})
	t.Run("only the value true updates", func(t *testing.T) {
		rec, st := fixtureFileTester(t)
		t.Setenv(updateFixturesEnv, "1")
		path := filepath.Join(t.TempDir(), "validate-false.json")
		st.ValidateFixturesAt(path)
		rec.expectFailedIn(t, validateFixturesHelper, "not found")
	})
	for name, content := range map[string]string{
		"truncated":   `{"*fixturefile.Quiet": {`,
		"wrong shape": `{"*fixturefile.Quiet": ["type Quiet"]}`,
	} {
		t.Run(name+" file is reported", func(t *testing.T) {
			rec, st := fixtureFileTester(t)
			path := filepath.Join(t.TempDir(), "validate-false.json")
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			st.ValidateFixturesAt(path)
			rec.expectFailedIn(t, validateFixturesHelper, path+" is not fixture data", updateHint)
		})
	}
}

func TestValidateFixturesUpdateWritesFile(t *testing.T) {
	rec, st := fixtureFileTester(t)
	t.Setenv(updateFixturesEnv, "true")
	dir := filepath.Join(t.TempDir(), "testdata")
	path := filepath.Join(dir, "validate-false.json")

	st.ValidateFixturesAt(path) // creates testdata/
	if err := os.WriteFile(path, []byte(`{"stale": {}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	st.ValidateFixturesAt(path) // overwrites a stale file
	rec.expectPassed(t)

	written, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// The checked-in file was written the same way, so equal bytes show
	// that the output is deterministic, indented, sorted and newline-ended.
	want, err := os.ReadFile(checkedInFixture)
	if err != nil {
		t.Fatal(err)
	}
	if string(written) != string(want) {
		t.Errorf("written file differs from %s:\n%s", checkedInFixture, written)
	}
	if !strings.HasSuffix(string(written), "}\n") || !strings.Contains(string(written), "\n  \"*fixturefile.Chain\": {\n    \"next\": [") {
		t.Errorf("written file is not indented JSON ending in a newline:\n%s", written)
	}
	if entries, err := os.ReadDir(dir); err != nil || len(entries) != 1 {
		t.Errorf("want only the fixture file in %s, got %v (%v)", dir, entries, err)
	}

	t.Setenv(updateFixturesEnv, "")
	st.ValidateFixturesAt(path)
	rec.expectPassed(t)
}

func TestValidateFixturesNeedsScheme(t *testing.T) {
	rec := &recordingTB{}
	validatetest.ForScheme(rec, newFixtureRuntimeScheme(t)).ValidateFixtures()
	rec.expectFailedIn(t, "github.com/kubedv/kubedv/validatetest.(*Tester).ValidateFixtures",
		"ValidateFixtures: needs a Tester made by Scheme.Test", "runtime.Scheme (ForScheme)")
}

// Types for scheme problems that keep ValidateFixtures from checking.
type (
	unfillable struct{ Callback func() }
	label      string
)

func noErrors(context.Context, operation.Operation, any, any) field.ErrorList { return nil }

// registerSameName registers a function for a type named "sameName" that
// is local to this function, so two calls register distinct types with
// one name.
func registerSameName(s *validatetest.Scheme, v int) {
	type sameName struct{ V int }
	_ = sameName{V: v}
	s.AddValidationFunc((*sameName)(nil), noErrors)
}

func registerSameNameAgain(s *validatetest.Scheme) {
	type sameName struct{ W string }
	s.AddValidationFunc((*sameName)(nil), noErrors)
}

func TestValidateFixturesReportsUncheckableTypes(t *testing.T) {
	tests := []struct {
		name      string
		register  func(*validatetest.Scheme)
		fragments []string
	}{{
		name: "registration errors",
		register: func(s *validatetest.Scheme) {
			s.Register(func(*validatetest.Scheme) error { return errors.New("boom") })
		},
		fragments: []string{"the scheme has registration errors", "registration error: boom"},
	}, {
		name:      "type the filler cannot fill",
		register:  func(s *validatetest.Scheme) { s.AddValidationFunc((*unfillable)(nil), noErrors) },
		fragments: []string{"*validatetest_test.unfillable: cannot fill *validatetest_test.unfillable: can't fill type func()"},
	}, {
		name: "internal errors",
		register: func(s *validatetest.Scheme) {
			s.AddValidationFunc((*label)(nil), func(context.Context, operation.Operation, any, any) field.ErrorList {
				return field.ErrorList{field.InternalError(nil, errors.New("no validation found"))}
			})
		},
		fragments: []string{"*validatetest_test.label: validation failed with internal errors", "no validation found"},
	}, {
		name: "two types with one name",
		register: func(s *validatetest.Scheme) {
			registerSameName(s, 1)
			registerSameNameAgain(s)
		},
		fragments: []string{"*validatetest_test.sameName: two registered types have this name"},
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// Even in update mode nothing is written: the data would be incomplete.
			t.Setenv(updateFixturesEnv, "true")
			s := validatetest.New()
			s.Register(fixturefile.RegisterValidations)
			tc.register(s)
			rec := &recordingTB{}
			path := filepath.Join(t.TempDir(), "validate-false.json")
			s.Test(rec).ValidateFixturesAt(path)
			fragments := append([]string{"ValidateFixtures: cannot check the registered types:\n  "}, tc.fragments...)
			rec.expectFailedIn(t, validateFixturesHelper, fragments...)
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("fixture file written despite the failure (stat: %v)", err)
			}
		})
	}
}

func TestValidateFixturesValidatesNonPointerTypesAsValues(t *testing.T) {
	t.Setenv(updateFixturesEnv, "true")
	s := validatetest.New()
	s.AddValidationFunc(label(""), func(_ context.Context, op operation.Operation, obj, _ any) field.ErrorList {
		detail := fmt.Sprintf("forced failure: %T, create=%t", obj, op.Type == operation.Create)
		return field.ErrorList{field.Invalid(nil, obj, detail).WithOrigin("validateFalse")}
	})
	rec := &recordingTB{}
	path := filepath.Join(t.TempDir(), "validate-false.json")
	s.Test(rec).ValidateFixturesAt(path)
	rec.expectPassed(t)
	got := readFixtureData(t, path)
	want := fixtureData{"validatetest_test.label": {"": {"validatetest_test.label, create=true"}}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("fixture data = %v, want %v", got, want)
	}
}

func TestValidateFixturesOnEmptyScheme(t *testing.T) {
	t.Setenv(updateFixturesEnv, "true")
	rec := &recordingTB{}
	path := filepath.Join(t.TempDir(), "validate-false.json")
	validatetest.New().Test(rec).ValidateFixturesAt(path)
	rec.expectPassed(t)
	if raw, err := os.ReadFile(path); err != nil || string(raw) != "{}\n" {
		t.Errorf("fixture file = %q (%v), want {}", raw, err)
	}
}
