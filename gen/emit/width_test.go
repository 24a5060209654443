package emit

import (
	"strings"
	"testing"
)

func TestWrapOr(t *testing.T) {
	short := []string{"ov == nil", "op.Type != operation.Update", "*v != *ov"}
	if got, want := wrapOr(short, bodyWidth), "ov == nil || op.Type != operation.Update || *v != *ov"; got != want {
		t.Errorf("short conditions: got %q, want %q", got, want)
	}
	long := append(short, "!equal_SomeRatherLongTypeName(&obj.SomeField, &oldObj.SomeField)")
	got := wrapOr(long, bodyWidth)
	lines := strings.Split(got, "\n")
	if len(lines) != 2 || !strings.HasSuffix(lines[0], " ||") || lines[1] != long[3] {
		t.Errorf("long conditions: got %q, want a break after the third ||", got)
	}
	for i, l := range lines {
		if width := len(l) + len("if  {"); width > bodyWidth {
			t.Errorf("line %d is %d wide, more than %d: %q", i, width, bodyWidth, l)
		}
	}
}

func TestWithTag(t *testing.T) {
	stmt := "errs = append(errs, validate.MaxLength(&fp, *v, 8)...)"
	if got, want := withTag(stmt, "+k8s:maxLength=8"), stmt+" // +k8s:maxLength=8"; got != want {
		t.Errorf("short: got %q, want %q", got, want)
	}
	tag := `+k8s:pattern="` + strings.Repeat("[a-z]", 12) + `"`
	if got, want := withTag(stmt, tag), "// "+tag+"\n"+stmt; got != want {
		t.Errorf("long: got %q, want %q", got, want)
	}
}

func TestSignature(t *testing.T) {
	head, tail := "func Validate_T(ctx context.Context, op operation.Operation, fldPath *field.Path,", "obj, oldObj *T) field.ErrorList"
	if got := signature(head, tail); got != head+" "+tail {
		t.Errorf("a signature that fits is split: %q", got)
	}
	long := strings.Replace(tail, "*T", "*"+strings.Repeat("T", 40), 1)
	if got := signature(head, long); got != head+"\n"+long {
		t.Errorf("a signature wider than %d is not split: %q", maxWidth, got)
	}
}

// oneLine undoes the line breaks callExpr puts between arguments: they are
// layout, which TestCallExpr covers.
func oneLine(s string) string { return strings.ReplaceAll(s, ",\n", ", ") }

func TestCallExpr(t *testing.T) {
	if got, want := callExpr("validate.MaxItems", "&fp", "len(*v)", "8"), "validate.MaxItems(&fp, len(*v), 8)"; got != want {
		t.Errorf("short call: got %q, want %q", got, want)
	}
	args := []string{"fldPath", `"host"`, `"port"`, "op.Type == operation.Update && oldObj != nil",
		"validate.Dependency{Trigger: obj.Host != \"\", Dependent: obj.Port != nil}"}
	got := callExpr("validate.DependentRequired", args...)
	lines := strings.Split(got, "\n")
	if len(lines) < 2 {
		t.Fatalf("long call not broken: %q", got)
	}
	for i, l := range lines {
		if i < len(lines)-1 && !strings.HasSuffix(l, ",") {
			t.Errorf("line %d does not end after an argument: %q", i, l)
		}
		if width := len(l) + callPrefix; i == 0 && width > bodyWidth {
			t.Errorf("first line is %d wide, more than %d: %q", width, bodyWidth, l)
		}
	}
	if oneLine(got) != "validate.DependentRequired("+strings.Join(args, ", ")+")" {
		t.Errorf("breaking changed the call: %q", got)
	}
}
