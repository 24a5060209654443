package customvalidation

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

var path = field.NewPath

func badCron(p *field.Path, v string) *field.Error {
	return field.Invalid(p.Child("cron"), v, "must have 5 fields")
}

func badWindow(p *field.Path, v string) *field.Error {
	return field.Invalid(p, v, "must look like HH-HH")
}

const cron = "0 * * * *"

// validJob calls every custom function once per value: schedule,
// schedulePtr, two schedules and primary go through ValidateCustom_Schedule;
// two windows and nested.window through ValidateCustom_Window.
func validJob() *Job {
	return &Job{
		Name:        "job-1234",
		Retries:     new(5),
		Schedule:    Schedule{Cron: cron, Zone: "UTC"},
		SchedulePtr: &Schedule{Cron: cron},
		Schedules:   []Schedule{{Cron: cron}, {Cron: "1 * * * *"}},
		Windows:     map[string]Window{"a": "09-17", "b": "18-23"},
		Primary:     Schedule{Cron: cron, Zone: "CET"},
		Nested:      Nested{Window: "00-01"},
	}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validJob()).ExpectValid()
	st.Value(validJob()).OldValue(validJob()).ExpectValid().ExpectAllocs(0)
	// A nil pointer has nothing to validate, by hand or otherwise.
	j := validJob()
	j.Retries, j.SchedulePtr = nil, nil
	st.Value(j).ExpectValid()
}

// TestPaths: errors of hand-written functions, with either path signature,
// name the value's path, next to the generated checks' errors.
func TestPaths(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	j := &Job{
		Name:        "-abcdefgh",
		Retries:     new(6),
		Schedule:    Schedule{Cron: "* *", Zone: "UTC"},
		SchedulePtr: &Schedule{Cron: ""},
		Schedules:   []Schedule{{Cron: cron}, {Cron: "bad", Zone: "Europe"}},
		Windows:     map[string]Window{"a": "09-17", "b": "9-17"},
		Primary:     Schedule{Cron: "x"},
		Nested:      Nested{Window: "00-00"},
	}
	want := []*field.Error{
		field.Invalid(path("name"), "-abcdefgh", "must not start with '-'"),
		field.TooLongCharacters(path("name"), "-abcdefgh", 8).WithOrigin("maxLength"),
		field.Invalid(path("retries"), 6, "must be at most 5 retries"),
		badCron(path("schedule"), "* *"),
		badCron(path("schedulePtr"), ""),
		badCron(path("schedules").Index(1), "bad"),
		field.TooLongCharacters(path("schedules").Index(1).Child("zone"), "Europe", 5).WithOrigin("maxLength"),
		badWindow(path("windows").Key("b"), "9-17"),
		field.Required(path("primary", "zone"), "the primary schedule needs a zone"),
		badCron(path("primary"), "x"),
		field.Invalid(path("nested", "window"), "00-00", "must not be empty"),
	}
	st.Value(j).ExpectInvalid(want...)
	st.Value(j).OldValue(j).ExpectValid().ExpectAllocs(0)
	// On update ValidateCustom_Schedule also sees that primary changed both
	// its zone and its cron expression, in either direction.
	zoneAndCron := field.Forbidden(path("primary", "zone"), "may not change together with cron")
	st.Value(j).OldValue(validJob()).ExpectInvalid(append(want, zoneAndCron)...)
	st.Value(validJob()).OldValue(j).ExpectInvalid(zoneAndCron)

	// The type's function and the field's function both see nested.window.
	j = validJob()
	j.Nested.Window = "bad"
	st.Value(j).ExpectInvalid(badWindow(path("nested", "window"), "bad"))
}

// TestValidateFunctions: the exported entry points put errors of both
// signatures under the caller's path.
func TestValidateFunctions(t *testing.T) {
	ctx, op := context.Background(), operation.Operation{Type: operation.Create}
	base := path("spec", "jobs").Index(2)
	errs := Validate_Schedule(ctx, op, base, &Schedule{Cron: "x"}, nil)
	if len(errs) != 1 || errs[0].Field != "spec.jobs[2].cron" {
		t.Errorf("Validate_Schedule: got %v, want one error at spec.jobs[2].cron", errs)
	}
	w := Window("bad")
	errs = Validate_Window(ctx, op, base.Child("window"), &w, nil)
	if len(errs) != 1 || errs[0].Field != "spec.jobs[2].window" {
		t.Errorf("Validate_Window: got %v, want one error at spec.jobs[2].window", errs)
	}
	errs = Validate_Job(ctx, op, path("items").Index(0), &Job{Name: "-", Schedule: Schedule{Cron: cron}, Primary: Schedule{Cron: cron, Zone: "z"}, Nested: Nested{Window: "00-01"}}, nil)
	if len(errs) != 1 || errs[0].Field != "items[0].name" {
		t.Errorf("Validate_Job: got %v, want one error at items[0].name", errs)
	}
}

// calls validates new (as an update from old when old is not nil) and
// returns how often each function was called.
func calls(t *testing.T, newObj, old any) callCounts {
	t.Helper()
	resetCounts()
	ctx := context.Background()
	if old == nil {
		localSchemeBuilder.Validate(ctx, nil, newObj)
	} else {
		localSchemeBuilder.ValidateUpdate(ctx, nil, newObj, old)
	}
	return counts
}

// TestRatcheting: unchanged values are not passed to hand-written
// functions; changed ones are, with their correlated old value.
func TestRatcheting(t *testing.T) {
	c := calls(t, validJob(), nil)
	if c.name != (callCount{1, 0}) || c.retries != (callCount{1, 0}) || c.schedule != (callCount{5, 0}) ||
		c.primary != (callCount{1, 0}) || c.window != (callCount{3, 0}) || c.nestedWindow != (callCount{1, 0}) {
		t.Errorf("create: calls %+v, want every function called once per value, without old values", c)
	}
	c = calls(t, validJob(), validJob())
	if c.name.calls+c.retries.calls+c.schedule.calls+c.primary.calls+c.window.calls+c.nestedWindow.calls != 0 {
		t.Errorf("unchanged update: calls %+v, want none", c)
	}

	for _, tc := range []struct {
		name   string
		change func(*Job)
		check  func(c callCounts) bool
	}{
		{"name", func(j *Job) { j.Name = "job-2" }, func(c callCounts) bool {
			return c.name == callCount{1, 1} && c.schedule.calls == 0 && c.window.calls == 0
		}},
		{"retries", func(j *Job) { j.Retries = new(4) }, func(c callCounts) bool {
			return c.retries == callCount{1, 1} && c.name.calls == 0
		}},
		{"one list item", func(j *Job) { j.Schedules[1].Cron = "2 * * * *" }, func(c callCounts) bool {
			// Items of an atomic list have no identity, as in Kubernetes:
			// every item of the changed list is validated, with no old one.
			return c.schedule == callCount{2, 0} && c.primary.calls == 0
		}},
		{"one map value", func(j *Job) { j.Windows["a"] = "08-17" }, func(c callCounts) bool {
			return c.window == callCount{1, 1} && c.nestedWindow.calls == 0
		}},
		{"new map key", func(j *Job) { j.Windows["c"] = "08-17" }, func(c callCounts) bool {
			return c.window == callCount{1, 0}
		}},
		{"struct field: field and type functions", func(j *Job) { j.Primary.Zone = "EET" }, func(c callCounts) bool {
			return c.primary == callCount{1, 1} && c.schedule == callCount{1, 1}
		}},
		{"nested field: field and type functions", func(j *Job) { j.Nested.Window = "00-02" }, func(c callCounts) bool {
			return c.nestedWindow == callCount{1, 1} && c.window == callCount{1, 1}
		}},
	} {
		changed := validJob()
		tc.change(changed)
		if c := calls(t, changed, validJob()); !tc.check(c) {
			t.Errorf("update changing %s: calls %+v", tc.name, c)
		}
	}

	unset := validJob()
	unset.Retries = nil
	if c := calls(t, validJob(), unset); c.retries != (callCount{1, 0}) {
		t.Errorf("update setting retries: calls %+v, want one without an old value", c.retries)
	}
}

// TestOldValue: the hand-written function receives the old value and can
// compare with it.
func TestOldValue(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	changed := validJob()
	changed.Schedule = Schedule{Cron: "5 * * * *", Zone: "CET"}
	st.Value(changed).ExpectValid()
	st.Value(changed).OldValue(validJob()).ExpectInvalid(field.Forbidden(path("schedule", "zone"), "may not change together with cron"))
	changed.Schedule.Zone = "UTC"
	st.Value(changed).OldValue(validJob()).ExpectValid()
}

func validLazy() *LazyJob {
	return &LazyJob{Label: "nightly", Windows: map[string]Window{"a": "09-17"}, Nested: Nested{Window: "00-01"}}
}

// TestLazyPath: functions taking *validate.Path let valid objects be
// validated without allocating, on create and on update.
func TestLazyPath(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validLazy()).ExpectValid().ExpectAllocs(0)
	st.Value(validLazy()).OldValue(validLazy()).ExpectValid().ExpectAllocs(0)
	changed := validLazy()
	changed.Label, changed.Windows["a"], changed.Nested.Window = "weekly", "10-18", "00-02"
	st.Value(changed).OldValue(validLazy()).ExpectValid().ExpectAllocs(0)
	if c := calls(t, changed, validLazy()); c.label != (callCount{1, 1}) || c.window != (callCount{2, 2}) || c.nestedWindow != (callCount{1, 1}) {
		t.Errorf("lazy update: calls %+v", c)
	}

	bad := &LazyJob{Label: "Nightly", Windows: map[string]Window{"x": "917"}, Nested: Nested{Window: "00-00"}}
	want := []*field.Error{
		field.Invalid(path("label"), "Nightly", "must be lower case"),
		badWindow(path("windows").Key("x"), "917"),
		field.Invalid(path("nested", "window"), "00-00", "must not be empty"),
	}
	st.Value(bad).ExpectInvalid(want...)
	st.Value(bad).OldValue(validLazy()).ExpectInvalid(want...)
	st.Value(bad).OldValue(bad).ExpectValid().ExpectAllocs(0)
}

// TestRootUnchanged: Kubernetes leaves ratcheting to the callers of a
// type's function, and a root object has none, so the root type's own
// hand-written check runs on an unchanged update too (with the old value),
// while the unchanged values below it are skipped. Reached through a field,
// an unchanged Pipeline is skipped by its caller.
func TestRootUnchanged(t *testing.T) {
	valid := func() *Pipeline { return &Pipeline{Stages: 2, Schedule: Schedule{Cron: cron}} }
	tooMany := field.Invalid(path("stages"), 4, "must be at most 3")
	st := localSchemeBuilder.Test(t)

	if c := calls(t, valid(), nil); c.pipeline != (callCount{1, 0}) || c.schedule != (callCount{1, 0}) {
		t.Errorf("create: calls %+v", c)
	}
	if c := calls(t, valid(), valid()); c.pipeline != (callCount{1, 1}) || c.schedule.calls != 0 {
		t.Errorf("unchanged update: calls %+v, want the root's function once, with its old value, and no schedule", c)
	}
	changed := valid()
	changed.Schedule.Zone = "UTC"
	if c := calls(t, changed, valid()); c.pipeline != (callCount{1, 1}) || c.schedule != (callCount{1, 1}) {
		t.Errorf("changed update: calls %+v, want each function once", c)
	}
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)

	bad := valid()
	bad.Stages = 4
	st.Value(bad).ExpectInvalid(tooMany)
	st.Value(bad).OldValue(valid()).ExpectInvalid(tooMany)
	st.Value(bad).OldValue(bad).ExpectInvalid(tooMany)

	// Validate_Pipeline called directly puts the error under its path.
	up := operation.Operation{Type: operation.Update}
	errs := Validate_Pipeline(context.Background(), up, path("spec"), bad, bad)
	if len(errs) != 1 || errs[0].Field != "spec.stages" {
		t.Errorf("Validate_Pipeline unchanged: got %v, want one error at spec.stages", errs)
	}

	stage := func() *Stage { return &Stage{Pipeline: *bad} }
	if c := calls(t, stage(), stage()); c.pipeline.calls != 0 {
		t.Errorf("unchanged field: calls %+v, want none", c)
	}
	st.Value(stage()).OldValue(stage()).ExpectValid()
	st.Value(stage()).ExpectInvalid(field.Invalid(path("pipeline", "stages"), 4, "must be at most 3"))
}
