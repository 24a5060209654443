package virtual

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

const terminal = "`conditions[{\"type\": \"Succeeded\"}]`, `conditions[{\"type\": \"Failed\"}]`"

func conditions(types ...string) []Condition {
	var out []Condition
	for _, t := range types {
		out = append(out, Condition{Type: t, Status: "True"})
	}
	return out
}

func TestListMapItemGroup(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Job{Conditions: conditions("Started", "Succeeded")}).ExpectValid().ExpectAllocs(0)
	st.Value(&Job{Conditions: conditions("Failed")}).ExpectValid()
	st.Value(&Job{Conditions: conditions("Started")}).ExpectInvalid(
		field.Invalid(field.NewPath("conditions"), "", "must specify one of: "+terminal).WithOrigin("union"))
	st.Value(&Job{Conditions: conditions("Succeeded", "Failed")}).ExpectInvalid(
		field.Invalid(field.NewPath("conditions"), `{conditions[{"type": "Succeeded"}], conditions[{"type": "Failed"}]}`,
			"must specify exactly one of: "+terminal).WithOrigin("union"))
}

func TestListMapItemGroupRatchets(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	bad := &Job{Conditions: conditions("Started"), Note: "a"}
	// Changing an unrelated sibling does not re-check the group.
	st.Value(&Job{Conditions: conditions("Started"), Note: "b"}).OldValue(bad).ExpectValid().ExpectAllocs(0)
	// Changing a member does.
	st.Value(&Job{Conditions: conditions("Succeeded", "Failed")}).OldValue(bad).ExpectInvalid(
		field.Invalid(field.NewPath("conditions"), `{conditions[{"type": "Succeeded"}], conditions[{"type": "Failed"}]}`,
			"must specify exactly one of: "+terminal).WithOrigin("union"))
}

func TestFieldGroup(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	repo := "example.com/repo"
	st.Value(&Source{Git: &repo}).ExpectValid().ExpectAllocs(0)
	st.Value(&Source{}).ExpectInvalid(
		field.Invalid(nil, "", "must specify one of: `git`, `image`").WithOrigin("union"))
	st.Value(&Source{Git: &repo, Image: &repo}).ExpectInvalid(
		field.Invalid(nil, "{git, image}", "must specify exactly one of: `git`, `image`").WithOrigin("union"))
	// Unchanged on update: not re-checked.
	st.Value(&Source{}).OldValue(&Source{}).ExpectValid()
}
