package equalto

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

func notEqual[T any](p *field.Path, v T, sibling string) *field.Error {
	return field.Invalid(p, v, "must be equal to "+sibling).WithOrigin("equalTo")
}

// The cases of Kubernetes' equalto output test (kubernetes/kubernetes#137967),
// with the full errors.
func TestStringEqual(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&StringEqual{Name: "same", TargetName: "same"}).ExpectValid().ExpectAllocs(0)
	st.Value(&StringEqual{}).ExpectValid()
	st.Value(&StringEqual{Name: "aaa", TargetName: "bbb"}).
		ExpectExactly(notEqual(field.NewPath("name"), "aaa", "targetName"))
	// Ratchet: neither changed.
	st.Value(&StringEqual{Name: "aaa", TargetName: "bbb"}).OldValue(&StringEqual{Name: "aaa", TargetName: "bbb"}).
		ExpectValid().ExpectAllocs(0)
	// Update: the value changed and still differs.
	st.Value(&StringEqual{Name: "new", TargetName: "bbb"}).OldValue(&StringEqual{Name: "old", TargetName: "bbb"}).
		ExpectExactly(notEqual(field.NewPath("name"), "new", "targetName"))
	// Update: only the sibling changed, and now differs.
	st.Value(&StringEqual{Name: "a", TargetName: "b"}).OldValue(&StringEqual{Name: "a", TargetName: "a"}).
		ExpectExactly(notEqual(field.NewPath("name"), "a", "targetName"))
	// Update: fixed.
	st.Value(&StringEqual{Name: "b", TargetName: "b"}).OldValue(&StringEqual{Name: "a", TargetName: "b"}).ExpectValid()
}

func TestIntEqual(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&IntEqual{HostPort: 80, Port: 80}).ExpectValid()
	st.Value(&IntEqual{HostPort: 80, Port: 443}).ExpectExactly(notEqual(field.NewPath("hostPort"), int32(80), "port"))
}

func TestPtrEqual(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&PtrEqual{Field: new("same"), Other: new("same")}).ExpectValid().ExpectAllocs(0)
	st.Value(&PtrEqual{Field: new("aaa"), Other: new("bbb")}).ExpectExactly(notEqual(field.NewPath("field"), "aaa", "other"))
	// Both nil: zero equals zero. nil equals "".
	st.Value(&PtrEqual{}).ExpectValid()
	st.Value(&PtrEqual{Field: new("")}).ExpectValid()
	st.Value(&PtrEqual{Other: new("x")}).ExpectExactly(notEqual(field.NewPath("field"), "", "other"))
}

func TestBidirectionalEqual(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&BidirectionalEqual{FieldA: "same", FieldB: "same"}).ExpectValid()
	st.Value(&BidirectionalEqual{FieldA: "aaa", FieldB: "bbb"}).ExpectExactly(notEqual(field.NewPath("fieldA"), "aaa", "fieldB"),
		notEqual(field.NewPath("fieldB"), "bbb", "fieldA"))
}

func validMixed() *Mixed {
	return &Mixed{Named: "on", Plain: "on", Replicas: new(int64(3)), Count: 3, Inner: &Inner{Enabled: true, Confirm: true}}
}

// TestMixed runs each case on create and through every update transition.
func TestMixed(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, validMixed)
	c.Run("named type differs", func(m *Mixed) { m.Named = "off" }, notEqual(field.NewPath("named"), Mode("off"), "plain"))
	c.Run("underlying type differs", func(m *Mixed) { m.Plain = "off" }, notEqual(field.NewPath("named"), Mode("on"), "plain"))
	c.Run("pointer differs", func(m *Mixed) { m.Replicas = new(int64(4)) }, notEqual(field.NewPath("replicas"), int64(4), "count"))
	c.Run("nil pointer is zero", func(m *Mixed) { m.Replicas = nil }, notEqual(field.NewPath("replicas"), int64(0), "count"))
	c.Run("nil pointer equals zero", func(m *Mixed) { m.Replicas, m.Count = nil, 0 })
	c.Run("nested", func(m *Mixed) { m.Inner.Confirm = false }, notEqual(field.NewPath("inner", "enabled"), true, "confirm"))
	c.Run("nested nil", func(m *Mixed) { m.Inner = nil })
}
