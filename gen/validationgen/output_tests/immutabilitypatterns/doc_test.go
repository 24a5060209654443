package immutabilitypatterns

import (
	"context"
	"testing"

	"github.com/kubedv/kubedv/validatetest"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

func path(name string) *field.Path { return field.NewPath(name) }

func required(p *field.Path) *field.Error  { return field.Required(p, "") }
func forbidden(p *field.Path) *field.Error { return field.Forbidden(p, "") }

func immutable(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field is immutable").WithOrigin("immutable")
}

func cannotSet(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field cannot be set once created").WithOrigin("update")
}

func cannotModify(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field cannot be modified once set").WithOrigin("update")
}

func cannotClear(p *field.Path) *field.Error {
	return field.Invalid(p, nil, "field cannot be cleared once set").WithOrigin("update")
}

func added(p *field.Path) *field.Error {
	return field.Forbidden(p, "item may not be added").WithOrigin("update")
}

func removed(p *field.Path) *field.Error {
	return field.Forbidden(p, "item may not be removed").WithOrigin("update")
}

// expect asserts that a case reports exactly want; a valid case must also
// allocate nothing.
func expect(t *testing.T, c *validatetest.ValueTester, want ...*field.Error) {
	t.Helper()
	if len(want) == 0 {
		c.ExpectValid().ExpectAllocs(0)
		return
	}
	c.ExpectInvalid(want...)
}

func examples() *Examples {
	return &Examples{
		Replicas:    new(int32(3)),
		Phase:       new(Phase("Available")),
		VolumeName:  "pv-123",
		Capacity:    map[string]string{"storage": "10Gi"},
		HostNetwork: true,
	}
}

func withExample(mutate func(*Examples)) *Examples {
	e := examples()
	mutate(e)
	return e
}

// TestDemonstratedExamples follows KEP-5073 "Immutability Patterns and
// Tags Demonstrated", operation by operation.
func TestDemonstratedExamples(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	expect(t, st.Value(examples()))
	expect(t, st.Value(examples()).OldValue(examples()))

	// DeploymentSpec.Replicas: required.
	noReplicas := withExample(func(e *Examples) { e.Replicas = nil })
	expect(t, st.Value(noReplicas), required(path("replicas")))
	expect(t, st.Value(withExample(func(e *Examples) { e.Replicas = new(int32(5)) })).OldValue(examples()))
	expect(t, st.Value(noReplicas).OldValue(examples()), required(path("replicas")))

	// PersistentVolumeStatus.Phase: required once set.
	noPhase := withExample(func(e *Examples) { e.Phase = nil })
	expect(t, st.Value(noPhase))
	expect(t, st.Value(examples()).OldValue(noPhase))
	expect(t, st.Value(withExample(func(e *Examples) { e.Phase = new(Phase("Bound")) })).OldValue(examples()))
	expect(t, st.Value(noPhase).OldValue(examples()), cannotClear(path("phase")))

	// PersistentVolumeClaimSpec.VolumeName: set once.
	unbound := withExample(func(e *Examples) { e.VolumeName = "" })
	expect(t, st.Value(unbound))
	expect(t, st.Value(examples()).OldValue(unbound))
	expect(t, st.Value(withExample(func(e *Examples) { e.VolumeName = "pv-456" })).OldValue(examples()),
		cannotModify(path("volumeName")))
	expect(t, st.Value(unbound).OldValue(examples()), cannotClear(path("volumeName")))

	// PersistentVolumeSpec.Capacity: required at creation, then immutable.
	expect(t, st.Value(withExample(func(e *Examples) { e.Capacity = map[string]string{"storage": "20Gi"} })).OldValue(examples()),
		immutable(path("capacity")))
	expect(t, st.Value(withExample(func(e *Examples) { e.Capacity = nil })), required(path("capacity")))

	// PodSpec.HostNetwork: immutable, both scenarios.
	noHostNetwork := withExample(func(e *Examples) { e.HostNetwork = false })
	expect(t, st.Value(noHostNetwork).OldValue(examples()), immutable(path("hostNetwork")))
	expect(t, st.Value(noHostNetwork))
	expect(t, st.Value(examples()).OldValue(noHostNetwork), immutable(path("hostNetwork")))
}

// TestShortCircuit checks the flag ExpectInvalid ignores: presence,
// immutability and update errors are short-circuit errors.
func TestShortCircuit(t *testing.T) {
	cur := examples()
	cur.Replicas, cur.VolumeName, cur.HostNetwork = nil, "other", false
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), nil, cur, examples())
	if len(errs) != 3 {
		t.Fatalf("want 3 errors, got %v", errs)
	}
	for _, e := range errs {
		if !e.ShortCircuit {
			t.Errorf("not marked short-circuit: %#v", e)
		}
	}
}
