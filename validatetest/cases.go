package validatetest

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Cases runs table-style cases, each a valid object changed in one place,
// in subtests of one test:
//
//	c := validatetest.NewCases(t, localSchemeBuilder, validWidget)
//	c.Run("no replicas", func(w *Widget) { w.Replicas = 0 }, replicasTooLow)
//	c.Run("many replicas", func(w *Widget) { w.Replicas = 1000 })
type Cases[T any] struct {
	t     *testing.T
	s     *Scheme
	valid func() *T
}

// NewCases returns a Cases for t over s. valid must return a fresh valid
// object on every call.
func NewCases[T any](t *testing.T, s *Scheme, valid func() *T) *Cases[T] {
	return &Cases[T]{t: t, s: s, valid: valid}
}

// Run checks the case in a subtest named name (see CheckCase) and reports
// whether it passed.
func (c *Cases[T]) Run(name string, change func(*T), want ...*field.Error) bool {
	c.t.Helper()
	return c.t.Run(name, func(t *testing.T) { CheckCase(c.s.Test(t), c.valid, change, want...) })
}

// CheckCase checks the object valid returns, changed by change, on create
// and through every update transition, reporting to st.
//
// With no errors wanted, the changed object is valid on create, on an
// unchanged update and on an update from a valid object, without
// allocating. Otherwise create reports exactly want (ExpectExactly); an
// unchanged update ratchets (valid, without allocating); an update from a
// valid object reports want; and an update back to a valid object is
// valid, without allocating.
func CheckCase[T any](st *Tester, valid func() *T, change func(*T), want ...*field.Error) {
	st.tb.Helper()
	changed := func() *T { v := valid(); change(v); return v }
	if len(want) == 0 {
		st.Value(changed()).ExpectValid().ExpectAllocs(0)
		st.Value(changed()).OldValue(changed()).ExpectValid().ExpectAllocs(0)
		st.Value(changed()).OldValue(valid()).ExpectValid().ExpectAllocs(0)
		return
	}
	st.Value(changed()).ExpectExactly(want...)
	st.Value(changed()).OldValue(changed()).ExpectValid().ExpectAllocs(0)
	st.Value(changed()).OldValue(valid()).ExpectExactly(want...)
	st.Value(valid()).OldValue(changed()).ExpectValid().ExpectAllocs(0)
}

// ShortCircuit marks e as a short-circuit error, one that stops the checks
// after it, as ExpectExactly expects for Required, maxItems and the like.
func ShortCircuit(e *field.Error) *field.Error {
	e.ShortCircuit = true
	return e
}
