package schema

import "testing"

// Property names are escaped as the API server escapes them for CEL.
func TestCELField(t *testing.T) {
	for in, want := range map[string]string{
		"name": "name", "my_field": "my_field", "a__b": "a__underscores__b", "x-y": "x__dash__y", "a.b/c": "a__dot__b__slash__c",
		"namespace": "__namespace__", "true": "__true__",
	} {
		if got, ok := celField(in); !ok || got != want {
			t.Errorf("celField(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, bad := range []string{"", "1st", "a b", "ü"} {
		if got, ok := celField(bad); ok {
			t.Errorf("celField(%q) = %q, want not nameable", bad, got)
		}
	}
}
