package customvalidation

import (
	"context"

	"github.com/kubedv/kubedv/validate"
	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Hand-written validation called by the generated code. Each function
// counts its calls, and the calls that received an old value, so tests can
// tell ratcheted values (no call) from validated ones.

type callCount struct{ calls, withOld int }

func (c *callCount) record(old bool) {
	c.calls++
	if old {
		c.withOld++
	}
}

// callCounts holds the counts of every hand-written function.
type callCounts struct {
	name, retries, schedule, primary, window, nestedWindow, label, pipeline callCount
}

var counts callCounts

func resetCounts() { counts = callCounts{} }

// ValidateCustom_Job_Name rejects a leading dash (lazy path).
func ValidateCustom_Job_Name(_ context.Context, _ operation.Operation, fldPath *validate.Path, obj, oldObj *string) field.ErrorList {
	counts.name.record(oldObj != nil)
	if len(*obj) > 0 && (*obj)[0] == '-' {
		return field.ErrorList{field.Invalid(fldPath.Field(), *obj, "must not start with '-'")}
	}
	return nil
}

// ValidateCustom_Job_Retries limits a set retry count (field.Path).
func ValidateCustom_Job_Retries(_ context.Context, _ operation.Operation, fldPath *field.Path, obj, oldObj *int) field.ErrorList {
	counts.retries.record(oldObj != nil)
	if obj != nil && *obj > 5 {
		return field.ErrorList{field.Invalid(fldPath, *obj, "must be at most 5 retries")}
	}
	return nil
}

// ValidateCustom_Schedule needs five cron fields and, on update, forbids
// changing the zone together with the cron expression (field.Path).
func ValidateCustom_Schedule(_ context.Context, _ operation.Operation, fldPath *field.Path, obj, oldObj *Schedule) field.ErrorList {
	counts.schedule.record(oldObj != nil)
	var errs field.ErrorList
	if cronFields(obj.Cron) != 5 {
		errs = append(errs, field.Invalid(fldPath.Child("cron"), obj.Cron, "must have 5 fields"))
	}
	if oldObj != nil && oldObj.Zone != obj.Zone && oldObj.Cron != obj.Cron {
		errs = append(errs, field.Forbidden(fldPath.Child("zone"), "may not change together with cron"))
	}
	return errs
}

// ValidateCustom_Job_Primary requires the primary schedule's zone
// (field.Path).
func ValidateCustom_Job_Primary(_ context.Context, _ operation.Operation, fldPath *field.Path, obj, oldObj *Schedule) field.ErrorList {
	counts.primary.record(oldObj != nil)
	if obj.Zone == "" {
		return field.ErrorList{field.Required(fldPath.Child("zone"), "the primary schedule needs a zone")}
	}
	return nil
}

// ValidateCustom_Window wants "HH-HH" (lazy path).
func ValidateCustom_Window(_ context.Context, _ operation.Operation, fldPath *validate.Path, obj, oldObj *Window) field.ErrorList {
	counts.window.record(oldObj != nil)
	if w := *obj; len(w) != 5 || w[2] != '-' {
		return field.ErrorList{field.Invalid(fldPath.Field(), string(w), "must look like HH-HH")}
	}
	return nil
}

// ValidateCustom_Nested_Window forbids the empty window "00-00" in Nested
// (lazy path).
func ValidateCustom_Nested_Window(_ context.Context, _ operation.Operation, fldPath *validate.Path, obj, oldObj *Window) field.ErrorList {
	counts.nestedWindow.record(oldObj != nil)
	if *obj == "00-00" {
		return field.ErrorList{field.Invalid(fldPath.Field(), string(*obj), "must not be empty")}
	}
	return nil
}

// ValidateCustom_LazyJob_Label wants a lower-case label (lazy path).
func ValidateCustom_LazyJob_Label(_ context.Context, _ operation.Operation, fldPath *validate.Path, obj, oldObj *string) field.ErrorList {
	counts.label.record(oldObj != nil)
	for i := 0; i < len(*obj); i++ {
		if c := (*obj)[i]; c >= 'A' && c <= 'Z' {
			return field.ErrorList{field.Invalid(fldPath.Field(), *obj, "must be lower case")}
		}
	}
	return nil
}

// ValidateCustom_Pipeline allows at most 3 stages (lazy path).
func ValidateCustom_Pipeline(_ context.Context, _ operation.Operation, fldPath *validate.Path, obj, oldObj *Pipeline) field.ErrorList {
	counts.pipeline.record(oldObj != nil)
	if obj.Stages > 3 {
		p := fldPath.Child("stages")
		return field.ErrorList{field.Invalid(p.Field(), obj.Stages, "must be at most 3")}
	}
	return nil
}

// cronFields counts space-separated fields without allocating.
func cronFields(s string) int {
	n, in := 0, false
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			in = false
			continue
		}
		if !in {
			n++
		}
		in = true
	}
	return n
}
