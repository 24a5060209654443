package validatetest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
)

const (
	// fixtureFile is where ValidateFixtures keeps its expectations, relative
	// to the test's working directory (the package directory).
	fixtureFile = "testdata/validate-false.json"
	// updateFixturesEnv set to "true" makes ValidateFixtures rewrite the
	// file instead of comparing against it.
	updateFixturesEnv = "UPDATE_VALIDATION_GEN_FIXTURE_DATA"
)

// fixtureData is the content of a fixture file: registered type name →
// field path → validateFalse arguments.
type fixtureData map[string]map[string][]string

// ValidateFixtures checks every registered type against
// testdata/validate-false.json in the package directory. Each type (in
// order of name) gets a zero value filled as by ValueFuzzed, which is
// validated as a create; the +k8s:validateFalse arguments it produces,
// grouped by field path as ExpectValidateFalseByPath groups them, must
// equal the file's entry for the type's name (such as "*cohorts.T"),
// ignoring argument order. A type with no such errors has an empty entry.
//
// With UPDATE_VALIDATION_GEN_FIXTURE_DATA=true in the environment the file
// is (re)written instead. This is the test validation-gen emits for a
// package tagged +k8s:validation-gen-test-fixture=validateFalse.
//
// It needs a Tester made by Scheme.Test: a runtime.Scheme cannot list the
// types it has validation functions for.
func (t *Tester) ValidateFixtures() {
	t.tb.Helper()
	t.validateFixtures(fixtureFile)
}

// validateFixtures is ValidateFixtures against the fixture file at path,
// so tests can use a temporary directory instead of changing the
// process-wide working directory.
func (t *Tester) validateFixtures(path string) {
	t.tb.Helper()
	s, ok := t.target.(*Scheme)
	if !ok {
		t.tb.Errorf("ValidateFixtures: needs a Tester made by Scheme.Test; this one validates through a " +
			"runtime.Scheme (ForScheme), which cannot list its registered types")
		return
	}
	got, problems := fuzzedValidateFalseArgs(s)
	if len(problems) > 0 {
		t.tb.Errorf("ValidateFixtures: cannot check the registered types:\n  %s", strings.Join(problems, "\n  "))
		return
	}
	if os.Getenv(updateFixturesEnv) == "true" {
		if err := writeFixture(path, got); err != nil {
			t.tb.Errorf("ValidateFixtures: %v", err)
		}
		return
	}
	want, err := readFixture(path)
	if err != nil {
		t.tb.Errorf("ValidateFixtures: %v", err)
		return
	}
	if diff := diffFixture(want, got); diff != "" {
		t.tb.Errorf("ValidateFixtures: %s does not match the validateFalse errors of the fuzzed registered types "+
			"(if the change is intended, rerun go test with %s=true):%s", path, updateFixturesEnv, diff)
	}
}

// fuzzedValidateFalseArgs validates a fuzzed value of every type registered
// in s and collects the validateFalse arguments by type name. problems
// lists whatever kept a type from being checked.
func fuzzedValidateFalseArgs(s *Scheme) (got fixtureData, problems []string) {
	if len(s.registrationErrors) > 0 {
		return nil, []string{"the scheme has registration errors:\n" + renderErrors(s.registrationErrors)}
	}
	types := slices.SortedFunc(maps.Keys(s.funcs), func(a, b reflect.Type) int {
		return strings.Compare(a.String(), b.String())
	})
	got = fixtureData{}
	for i, typ := range types {
		name := typ.String()
		if i > 0 && types[i-1].String() == name {
			problems = append(problems, fmt.Sprintf("%s: two registered types have this name, so the file cannot tell them apart", name))
			continue
		}
		obj, err := fuzzedInstance(typ)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s: %v", name, err))
			continue
		}
		byPath, internal := validateFalseArgsByPath(s.Validate(context.Background(), nil, obj))
		if len(internal) > 0 {
			problems = append(problems, fmt.Sprintf("%s: validation failed with internal errors:\n%s", name, renderErrors(internal)))
			continue
		}
		got[name] = byPath
	}
	return got, problems
}

// fuzzedInstance returns a fuzzed value whose dynamic type is typ, so the
// scheme finds typ's function: for a pointer type, a pointer to a filled
// element; for any other type, the filled value itself.
func fuzzedInstance(typ reflect.Type) (any, error) {
	if typ.Kind() == reflect.Pointer {
		p := reflect.New(typ.Elem())
		if err := fillDeterministically(p.Interface()); err != nil {
			return nil, err
		}
		return p.Interface(), nil
	}
	p := reflect.New(typ)
	if err := fillDeterministically(p.Interface()); err != nil {
		return nil, err
	}
	return p.Elem().Interface(), nil
}

func readFixture(path string) (fixtureData, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s not found; run go test with %s=true to create it", path, updateFixturesEnv)
	}
	if err != nil {
		return nil, err
	}
	var want fixtureData
	if err := json.Unmarshal(data, &want); err != nil {
		return nil, fmt.Errorf("%s is not fixture data (%v); fix it or rerun go test with %s=true", path, err, updateFixturesEnv)
	}
	return want, nil
}

// writeFixture writes got as indented JSON with sorted keys and a final
// newline, replacing the file atomically so a failed write cannot leave a
// truncated fixture behind.
func writeFixture(path string, got fixtureData) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false) // keep "<", ">" and "&" in paths and arguments readable
	if err := enc.Encode(got); err != nil {
		return fmt.Errorf("encoding fixture data: %w", err)
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, ".validate-false-*.json")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	_, err = tmp.Write(buf.Bytes())
	if closeErr := tmp.Close(); err == nil {
		err = closeErr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// diffFixture renders, per type in order of name, how got differs from the
// file's want; it returns "" when they agree.
func diffFixture(want, got fixtureData) string {
	names := slices.Sorted(maps.Keys(want))
	names = append(names, slices.Collect(maps.Keys(got))...)
	slices.Sort(names)
	names = slices.Compact(names)

	var b strings.Builder
	for _, name := range names {
		wantArgs, inFile := want[name]
		gotArgs, registered := got[name]
		var problem, lines string
		switch {
		case !registered:
			problem = "listed in the file but not a registered type, so it produced no errors"
			lines = diffArgsByPath(wantArgs, nil)
		case !inFile && len(gotArgs) == 0:
			problem = "registered but not listed in the file (it produced no validateFalse errors)"
		case !inFile:
			problem = "registered but not listed in the file; it produced:"
			lines = diffArgsByPath(nil, gotArgs)
		default:
			if lines = diffArgsByPath(wantArgs, gotArgs); lines == "" {
				continue
			}
			problem = "validateFalse arguments by field path differ from the file:"
			if len(gotArgs) == 0 {
				problem = "produced no validateFalse errors, but the file expects some:"
			}
		}
		fmt.Fprintf(&b, "\n  %s: %s%s", name, problem, strings.ReplaceAll(lines, "\n", "\n    "))
	}
	return b.String()
}
