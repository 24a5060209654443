package subfieldinherit138

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

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

// The selected field's own failures are reported by Target's function and
// stop nothing of the subfield's: its checks run on what is there (a nil
// pointer has nothing to check).
func TestNothingInherited(t *testing.T) {
	st := localSchemeBuilder.Test(t)

	obj := validT()
	obj.Target.Name = nil // required: reported, nothing for maxLength to see
	obj.Target.Nick = nil
	obj.Target.Legacy = new("long")
	obj.Target.Tags = []string{"long", "long", "long"}
	st.Value(obj).ExpectInvalid(
		field.Required(path("target", "name"), ""),
		field.Forbidden(path("target", "legacy"), ""),
		tooLong(path("target", "legacy"), "long"),
		field.TooMany(path("target", "tags"), 3, 2).WithOrigin("maxItems"),
		tooLong(path("target", "tags").Index(0), "long"),
		tooLong(path("target", "tags").Index(1), "long"),
		tooLong(path("target", "tags").Index(2), "long"),
	)

	// On update, immutable and update rules do not stop the subfield.
	old := validT()
	changed := validT()
	changed.Target.ID = "long"
	changed.Target.Class = "long"
	st.Value(changed).OldValue(old).ExpectInvalid(
		immutable(path("target", "id")),
		tooLong(path("target", "id"), "long"),
		field.Invalid(path("target", "class"), nil, "field cannot be modified once set").WithOrigin("update"),
		tooLong(path("target", "class"), "long"),
	)
	st.Value(changed).ExpectInvalid(
		tooLong(path("target", "id"), "long"),
		tooLong(path("target", "class"), "long"),
	)
}

// The subfield's own short-circuit rules still stop its other checks.
func TestOwnStops(t *testing.T) {
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

	obj := validT()
	obj.Own.Nick = nil
	st.Value(obj).ExpectInvalid(field.Required(path("own", "nick"), ""))
	obj.Own.Nick = new("long")
	st.Value(obj).ExpectInvalid(tooLong(path("own", "nick"), "long"))
}

// Through +k8s:opaqueType Target's function does not run, on both releases.
func TestOpaque(t *testing.T) {
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
}
