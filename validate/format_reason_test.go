package validate

import "testing"

func TestConditionReason(t *testing.T) {
	root := Root()
	for _, ok := range []string{"a", "my_name", "MY_NAME", "MyName", "ReasonA,ReasonB", "ReasonA:ReasonB", "A_", "x1"} {
		if errs := ConditionReason(&root, ok); errs != nil {
			t.Errorf("%q: %v", ok, errs)
		}
	}
	for _, bad := range []string{"", "1a", "_a", "a,", "a:", "a-b", "a b", "é"} {
		errs := ConditionReason(&root, bad)
		if len(errs) != 1 || errs[0].Origin != "format=k8s-condition-reason" {
			t.Errorf("%q: %v", bad, errs)
		}
	}
	want := "a condition reason must start with alphabetic character, optionally followed by a string of alphanumeric characters or '_,:', and must end with an alphanumeric character or '_' (e.g. 'my_name',  or 'MY_NAME',  or 'MyName',  or 'ReasonA,ReasonB',  or 'ReasonA:ReasonB', regex used for validation is '[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?')"
	if got := ConditionReason(&root, "-")[0].Detail; got != want {
		t.Errorf("detail:\n got %s\nwant %s", got, want)
	}
}

func TestResourceFullyQualifiedNameOneSlash(t *testing.T) {
	root := Root()
	if errs := ResourceFullyQualifiedNameOneSlash(&root, "example.com/my_name"); errs != nil {
		t.Errorf("one slash: %v", errs)
	}
	errs := ResourceFullyQualifiedNameOneSlash(&root, "a.b/c/d")
	if len(errs) != 1 || errs[0].Detail != "must not contain more than one slash" || errs[0].BadValue != "a.b/c/d" ||
		errs[0].Origin != "format=k8s-resource-fully-qualified-name" {
		t.Errorf("two slashes: %v", errs)
	}
	if errs := ResourceFullyQualifiedName(&root, "a.b/c/d"); errs != nil {
		t.Errorf("1.37's check reports two slashes: %v", errs)
	}
}
