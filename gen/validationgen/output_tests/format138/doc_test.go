package format138

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

func valid() *Struct {
	return &Struct{Name: "example.com/my_name", Reason: "ReasonA:ReasonB", Reasons: []string{"Ready", "my_name"}}
}

const reasonDetail = "a condition reason must start with alphabetic character, optionally followed by a string of alphanumeric characters or '_,:', and must end with an alphanumeric character or '_' (e.g. 'my_name',  or 'MY_NAME',  or 'MyName',  or 'ReasonA,ReasonB',  or 'ReasonA:ReasonB', regex used for validation is '[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?')"

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
}

func TestFormats(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("two slashes", func(s *Struct) { s.Name = "example.com/a/b" },
		field.Invalid(field.NewPath("name"), "example.com/a/b", "must not contain more than one slash").WithOrigin("format=k8s-resource-fully-qualified-name"))
	c.Run("reason ends in a colon", func(s *Struct) { s.Reason = "Ready:" },
		field.Invalid(field.NewPath("reason"), "Ready:", reasonDetail).WithOrigin("format=k8s-condition-reason"))
	c.Run("reason item starts with a digit", func(s *Struct) { s.Reasons = []string{"Ready", "1st"} },
		field.Invalid(field.NewPath("reasons").Index(1), "1st", reasonDetail).WithOrigin("format=k8s-condition-reason"))
}
