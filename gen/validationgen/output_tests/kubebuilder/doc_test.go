package kubebuilder

import (
	"fmt"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// valid returns a Root that passes every rule once defaulted, as the API
// server defaults before it validates; each call a fresh value.
func valid() *Root {
	r := &Root{Spec: Spec{
		Replicas: 3,
		Name:     "web",
		Hosts:    []string{"a", "b"},
		Step:     10,
		Ref:      &Ref{Min: 1, Max: 2},
	}}
	SetObjectDefaults_Root(r)
	return r
}

// TestDefaults: +kubebuilder:default is applied by the generated
// defaulter, then validated; an optional field with a default is always
// set once defaulted, so the Go code requires it (like +default).
func TestDefaults(t *testing.T) {
	r := valid()
	if r.Spec.Mode == nil || *r.Spec.Mode != "Always" || r.Spec.Burst != 8 || fmt.Sprint(r.Spec.Tiers) != "[a b]" {
		t.Fatalf("defaults not applied: mode %v, burst %d, tiers %v", r.Spec.Mode, r.Spec.Burst, r.Spec.Tiers)
	}
	kept := valid()
	kept.Spec.Mode, kept.Spec.Burst, kept.Spec.Tiers = new("Never"), 2, []string{"x"}
	SetObjectDefaults_Root(kept)
	if *kept.Spec.Mode != "Never" || kept.Spec.Burst != 2 || len(kept.Spec.Tiers) != 1 {
		t.Errorf("defaulting changed set values: %+v", kept.Spec)
	}
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("set values pass", func(r *Root) { r.Spec.Mode, r.Spec.Burst, r.Spec.Tiers = new("Never"), 10, []string{"abc"} })
	c.Run("not defaulted: mode", func(r *Root) { r.Spec.Mode = nil }, validatetest.ShortCircuit(field.Required(spec("mode"), "")))
	c.Run("not defaulted: burst", func(r *Root) { r.Spec.Burst = 0 }, validatetest.ShortCircuit(field.Required(spec("burst"), "")))
	c.Run("value rules still apply", func(r *Root) { r.Spec.Mode, r.Spec.Burst = new("Sometimes"), 11 },
		field.NotSupported(spec("mode"), "Sometimes", []string{"Always", "Never"}),
		field.Invalid(spec("burst"), int32(11), "must be less than or equal to 10").WithOrigin("maximum"))
	c.Run("items", func(r *Root) { r.Spec.Tiers = []string{"long"} }, tooLong(spec("tiers").Index(0), 3))
	if r.Spec.Pool.Size != 2 {
		t.Errorf("pool defaulted to %+v, want size 2", r.Spec.Pool)
	}
	set := &Root{Spec: Spec{Pool: Pool{Tags: []string{"x"}}}}
	SetObjectDefaults_Root(set)
	if set.Spec.Pool.Size != 0 {
		t.Errorf("a set pool was defaulted: %+v", set.Spec.Pool)
	}
	c.Run("inside a set struct, its rules run", func(r *Root) { r.Spec.Pool = Pool{Size: -1} },
		field.Invalid(spec("pool").Child("size"), int32(-1), "must be greater than or equal to 1").WithOrigin("minimum"))
}

const shortNameDetail = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')"

// tooLong is the error of a string longer than max characters (the
// API server counts characters, not bytes, as the Go code does).
func tooLong(p *field.Path, max int) *field.Error {
	e := field.TooLong(p, "", max).WithOrigin("maxLength")
	e.Detail = fmt.Sprintf("may not be more than %d characters", max)
	return e
}

func spec(p string) *field.Path { return field.NewPath("spec", p) }

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(valid()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
	st.Value(full()).ExpectValid().ExpectAllocs(0)
	st.Value(full()).OldValue(full()).ExpectValid().ExpectAllocs(0)
}

func TestBounds(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("minimum", func(r *Root) { r.Spec.Replicas = 0 },
		field.Invalid(spec("replicas"), int32(0), "must be greater than or equal to 1").WithOrigin("minimum"))
	c.Run("maximum", func(r *Root) { r.Spec.Replicas = 11 },
		field.Invalid(spec("replicas"), int32(11), "must be less than or equal to 10").WithOrigin("maximum"))
	// Minimum=0 with ExclusiveMinimum=true: 0 itself is out.
	c.Run("exclusive minimum", func(r *Root) { r.Spec.Weight = new(int64(0)) },
		field.Invalid(spec("weight"), int64(0), "must be greater than 0").WithOrigin("exclusiveMinimum"))
	c.Run("exclusive minimum passes above", func(r *Root) { r.Spec.Weight = new(int64(1)) })
	c.Run("multipleOf", func(r *Root) { r.Spec.Step = 7 },
		field.Invalid(spec("step"), int32(7), "must be a multiple of 5").WithOrigin("multipleOf"))
	// Required without omitempty: 0 is in the JSON, so only the value rule runs.
	c.Run("required scalar without omitempty: zero is a value", func(r *Root) { r.Spec.Step = 0 })
	c.Run("item bound", func(r *Root) { r.Spec.Ports = []Port{{Name: "x", Port: 0}} },
		field.Invalid(field.NewPath("spec", "ports").Index(0).Child("port"), int32(0), "must be greater than or equal to 1").WithOrigin("minimum"))
}

func TestStrings(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	// Required without omitempty: "" is in the JSON and checked.
	c.Run("empty name is checked", func(r *Root) { r.Spec.Name = "" },
		schemaTooShort(spec("name"), "", 1).WithOrigin("minLength"),
		field.Invalid(spec("name"), "", "must match the regular expression '^[a-z]+$'").WithOrigin("pattern"))
	c.Run("maxLength", func(r *Root) { r.Spec.Name = "abcdefghi" },
		tooLong(spec("name"), 8))
	c.Run("pattern", func(r *Root) { r.Spec.Name = "Web" },
		field.Invalid(spec("name"), "Web", "must match the regular expression '^[a-z]+$'").WithOrigin("pattern"))
	c.Run("enum", func(r *Root) { r.Spec.Policy = "Sometimes" },
		field.NotSupported(spec("policy"), "Sometimes", []string{"Always", "Never", "If Not Present"}))
	// Optional with omitempty: "" is left out, so not checked.
	c.Run("optional enum unset", func(r *Root) { r.Spec.Policy = "" })
	c.Run("format", func(r *Root) { r.Spec.Host = "Not_A_Name" },
		field.Invalid(spec("host"), "Not_A_Name", shortNameDetail).WithOrigin("format=k8s-short-name"))
	c.Run("nullable pointer nil", func(r *Root) { r.Spec.Note = nil })
	c.Run("nullable pointer set", func(r *Root) { r.Spec.Note = new("x") },
		schemaTooShort(spec("note"), "x", 2).WithOrigin("minLength"))
	c.Run("CEL on a field", func(r *Root) { r.Spec.Prefix = "zz" },
		field.Invalid(spec("prefix"), "zz", "must start with a"))
	c.Run("ExactlyOneOf: one", func(r *Root) { r.Spec.Choice = &Choice{Left: new(int32(1))} })
	c.Run("ExactlyOneOf: none", func(r *Root) { r.Spec.Choice = &Choice{} },
		field.Invalid(spec("choice"), field.OmitValueType{}, "exactly one of the fields in [left right] must be set"))
	c.Run("ExactlyOneOf: both", func(r *Root) { r.Spec.Choice = &Choice{Left: new(int32(1)), Right: new("x")} },
		field.Invalid(spec("choice"), field.OmitValueType{}, "exactly one of the fields in [left right] must be set"))
	c.Run("CEL on a type", func(r *Root) { r.Spec.Ref = &Ref{Min: 3, Max: 2} },
		field.Invalid(spec("ref"), field.OmitValueType{}, "min must not exceed max"))
}

func TestCollections(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("maxItems", func(r *Root) { r.Spec.Hosts = []string{"a", "b", "c", "d"} },
		validatetest.ShortCircuit(field.TooMany(spec("hosts"), 4, 3).WithOrigin("maxItems")))
	c.Run("item maxLength", func(r *Root) { r.Spec.Hosts = []string{"abcdef"} },
		tooLong(spec("hosts").Index(0), 5))
	c.Run("set", func(r *Root) { r.Spec.Hosts = []string{"a", "a"} },
		field.Duplicate(spec("hosts").Index(1), "a"))
	c.Run("map list keys", func(r *Root) { r.Spec.Ports = []Port{{Name: "x", Port: 1}, {Name: "x", Port: 2}} },
		field.Duplicate(spec("ports").Index(1), Port{Name: "x", Port: 2}))
	c.Run("maxProperties", func(r *Root) { r.Spec.Labels = map[string]string{"a": "", "b": "", "c": ""} },
		validatetest.ShortCircuit(field.TooMany(spec("labels"), 3, 2).WithOrigin("maxProperties")))
	// A map key type's markers do not apply to the keys (controller-gen
	// writes no schema for them), only where the type is a value.
	c.Run("map key type markers ignored", func(r *Root) { r.Spec.Notes = map[Key]Key{"longer-than-five": "ok"} })
	c.Run("map value of the same type checked", func(r *Root) { r.Spec.Notes = map[Key]Key{"k": "longer"} },
		tooLong(spec("notes").Key("k"), 5))
	c.Run("key type as a field", func(r *Root) { r.Spec.Key = "longer" },
		tooLong(spec("key"), 5))
	// MinProperties=1 on an optional map with omitempty: empty is left out.
	c.Run("empty optional map", func(r *Root) { r.Spec.Labels = map[string]string{} })
}

func TestPresence(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	// +required with omitempty: an empty list is left out of the JSON.
	c.Run("required list empty", func(r *Root) { r.Spec.Hosts = nil },
		validatetest.ShortCircuit(field.Required(spec("hosts"), "")))
	// No omitempty, no +optional: required; a nil pointer is null, dropped.
	c.Run("implicitly required pointer", func(r *Root) { r.Spec.Ref = nil },
		validatetest.ShortCircuit(field.Required(spec("ref"), "")))
}

func TestUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	bad := func() *Root { r := valid(); r.Spec.Replicas = 0; r.Spec.Name = "Web"; return r }
	// Ratcheting: invalid values already stored are not reported again.
	st.Value(bad()).OldValue(bad()).ExpectValid()
	// A changed value is validated.
	changed := bad()
	changed.Spec.Replicas = 20
	st.Value(changed).OldValue(bad()).ExpectInvalid(
		field.Invalid(spec("replicas"), int32(20), "must be less than or equal to 10").WithOrigin("maximum"))
	// A required pointer cleared on update is missing.
	cleared := valid()
	cleared.Spec.Ref = nil
	st.Value(cleared).OldValue(valid()).ExpectInvalid(validatetest.ShortCircuit(field.Required(spec("ref"), "")))
	// A CEL rule on a changed value runs; on an unchanged one it does not.
	inv := func() *Root { r := valid(); r.Spec.Ref = &Ref{Min: 5, Max: 1}; return r }
	st.Value(inv()).OldValue(inv()).ExpectValid()
	st.Value(inv()).OldValue(valid()).ExpectInvalid(field.Invalid(spec("ref"), field.OmitValueType{}, "min must not exceed max"))
}

// TestStatusSubresource: with +kubebuilder:subresource:status the status
// is validated on /status only; the API server drops the status sent to
// the main resource (a create starts without one, an update keeps the
// stored one).
func TestStatusSubresource(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	tooMany := func() *Root {
		r := valid()
		r.Spec.Name = "other"
		r.Status.Phases = []string{"a", "b", "c"}
		return r
	}
	withStatus := func(phases ...string) *Root {
		r := valid()
		r.Status.Phases = phases
		return r
	}
	phases := field.NewPath("status", "phases")
	// The main resource: absent (zero) or invalid status, create and update.
	st.Value(valid()).ExpectValid()
	st.Value(tooMany()).ExpectValid()
	st.Value(tooMany()).OldValue(valid()).ExpectValid()
	st.Value(withStatus()).OldValue(withStatus("a")).ExpectValid()
	// The main resource's spec is still validated.
	bad := tooMany()
	bad.Spec.Replicas = 0
	st.Value(bad).ExpectExactly(field.Invalid(spec("replicas"), int32(0), "must be greater than or equal to 1").WithOrigin("minimum"))
	// The status subresource: its rules apply, and ratchet.
	onStatus := func(obj, old *Root) *validatetest.ValueTester {
		return st.Value(obj).OldValue(old).Subresources([]string{"status"})
	}
	onStatus(withStatus("a"), withStatus()).ExpectValid()
	onStatus(withStatus("a", "b", "c"), withStatus("a")).ExpectInvalid(field.TooMany(phases, 3, 2).WithOrigin("maxItems"))
	noPhases := withStatus()
	noPhases.Status.Message = "set"
	onStatus(noPhases, withStatus("a")).ExpectExactly(validatetest.ShortCircuit(field.Required(phases, "")))
	// A zero status is an absent object (TestAbsentStructs).
	onStatus(withStatus(), withStatus("a")).ExpectValid()
	// Unchanged (stored before the rule): ratcheted.
	onStatus(withStatus("a", "b", "c"), withStatus("a", "b", "c")).ExpectValid()
}
