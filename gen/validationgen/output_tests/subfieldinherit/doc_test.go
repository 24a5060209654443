package subfieldinherit

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func ptr[T any](v T) *T { return &v }

var path = field.NewPath

func target() *Target {
	return &Target{Name: new("abc"), Nick: new("ab"), ID: "i", Class: "c", Tags: []string{"a", "b"}}
}

func validT() *T {
	return &T{Target: *target(), Ptr: target(), Own: *target()}
}

func tooLong(p *field.Path, v string) *field.Error {
	return field.TooLongCharacters(p, v, 3).WithOrigin("maxLength")
}

func immutable(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field is immutable").WithOrigin("immutable")
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validT()).ExpectValid().ExpectAllocs(0)
	st.Value(validT()).OldValue(validT()).ExpectValid().ExpectAllocs(0)
	changed := validT()
	changed.Target.Nick = new("xy")
	st.Value(changed).OldValue(validT()).ExpectValid().ExpectAllocs(0)
}

// Set and too long, every subfield's check runs.
func TestSubfieldChecksRun(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := validT()
	obj.Target = Target{Name: new("long"), Nick: new("long"), ID: "long", Class: "long", Tags: []string{"long"}}
	st.Value(obj).ExpectInvalid(
		tooLong(path("target", "name"), "long"),
		tooLong(path("target", "nick"), "long"),
		tooLong(path("target", "id"), "long"),
		tooLong(path("target", "class"), "long"),
		tooLong(path("target", "tags").Index(0), "long"),
	)
}

// The selected field's own short-circuit failures are reported once, by
// Target's function, and stop the subfield's checks.
func TestInheritedStopSubfield(t *testing.T) {
	st := localSchemeBuilder.Test(t)

	obj := validT()
	obj.Target.Name = nil // required
	obj.Target.Nick = nil // optional: nothing to report, nothing to check
	obj.Target.Legacy = new("long")
	obj.Target.Tags = []string{"long", "long", "long"}
	st.Value(obj).ExpectInvalid(
		field.Required(path("target", "name"), ""),
		field.Forbidden(path("target", "legacy"), ""),
		field.TooMany(path("target", "tags"), 3, 2).WithOrigin("maxItems"),
	)

	// On update, immutable and update rules stop the subfield too.
	old := validT()
	changed := validT()
	changed.Target.ID = "long"
	changed.Target.Class = "long"
	st.Value(changed).OldValue(old).ExpectInvalid(
		immutable(path("target", "id")),
		field.Invalid(path("target", "class"), nil, "field cannot be modified once set").WithOrigin("update"),
	)
	// Created so, they are not update failures: the subfield checks run.
	st.Value(changed).ExpectInvalid(
		tooLong(path("target", "id"), "long"),
		tooLong(path("target", "class"), "long"),
	)
}

// The subfield's own short-circuit rules run first and are reported; the
// inherited ones still stop the rest.
func TestOwnAndInherited(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	old := validT()
	changed := validT()
	changed.Ptr.Name = nil
	st.Value(changed).OldValue(old).ExpectInvalid(
		immutable(path("ptr", "name")),
		field.Required(path("ptr", "name"), ""),
	)
	changed.Ptr.Name = new("long")
	st.Value(changed).OldValue(old).ExpectInvalid(immutable(path("ptr", "name")))
	st.Value(changed).ExpectInvalid(tooLong(path("ptr", "name"), "long"))

	// The subfield's required is reported though the field is optional.
	obj := validT()
	obj.Own.Nick = nil
	st.Value(obj).ExpectInvalid(field.Required(path("own", "nick"), ""))
	obj.Own.Nick = new("long")
	st.Value(obj).ExpectInvalid(tooLong(path("own", "nick"), "long"))
}

// Through +k8s:opaqueType, on the field or on the type's declaration,
// nothing is inherited and Target's function does not run: the subfield's
// checks see an unset name (validateFalse fails it) and a changed id.
func TestOpaqueStopsInheritance(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	forced := func(p *field.Path, msg string) *field.Error {
		return field.Invalid(p, nil, "forced failure: "+msg).WithOrigin("validateFalse")
	}
	obj := &O{Opaque: Target{ID: "long"}}
	st.Value(obj).ExpectInvalid(
		forced(path("opaque", "name"), "opaque field name"),
		tooLong(path("opaque", "id"), "long"),
		forced(path("opaqueType", "name"), "opaque type name"),
	)
	changed := &O{Opaque: Target{Name: new("n"), ID: "abc"}, OpaqueType: OpaqueTarget{Name: new("n")}}
	old := &O{Opaque: Target{Name: new("n"), ID: "ab"}, OpaqueType: OpaqueTarget{Name: new("n")}}
	st.Value(changed).OldValue(old).ExpectValid()
	changed.Opaque.ID = "long"
	st.Value(changed).OldValue(old).ExpectInvalid(tooLong(path("opaque", "id"), "long"))
}
