package validate

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// The union tests report at spec.items[2].name like the other table tests;
// member errors one level below it.
var (
	abc       = NewUnion("a", "b", "c")
	shapes    = NewDiscriminatedUnion("type", UnionMember{Field: "circle", Value: "Circle"}, UnionMember{Field: "box", Value: "Square"})
	abcFields = "`a`, `b`, `c`"
)

func members(bits ...int) UnionState {
	var s UnionState
	for _, b := range bits {
		s.Members |= 1 << b
	}
	return s
}

func discriminated(disc string, bits ...int) UnionState {
	s := members(bits...)
	s.Discriminator = disc
	return s
}

func unionError(bad any, detail, origin string) *field.Error {
	return wantInvalid(bad, detail, origin)
}

func memberError(member, detail string) *field.Error {
	return &field.Error{Type: field.ErrorTypeInvalid, Field: itemName + "." + member, BadValue: "", Detail: detail, Origin: "union"}
}

func TestOneOf(t *testing.T) {
	for _, tc := range []struct {
		name     string
		update   bool
		now, old UnionState
		want     field.ErrorList
	}{
		{name: "one", now: members(1)},
		{name: "last of 64", now: members(63)},
		{name: "none", now: members(), want: field.ErrorList{unionError("", "must specify one of: "+abcFields, "union")}},
		{name: "two", now: members(0, 2), want: field.ErrorList{unionError("{a, c}", "must specify exactly one of: "+abcFields, "union")}},
		{name: "three", now: members(0, 1, 2), want: field.ErrorList{unionError("{a, b, c}", "must specify exactly one of: "+abcFields, "union")}},
		{name: "update, unchanged membership", update: true, now: members(0, 2), old: members(0, 2)},
		{name: "update, unchanged empty", update: true, now: members(), old: members()},
		{name: "update, member added", update: true, now: members(0, 2), old: members(0),
			want: field.ErrorList{unionError("{a, c}", "must specify exactly one of: "+abcFields, "union")}},
		{name: "update, member cleared", update: true, now: members(), old: members(1),
			want: field.ErrorList{unionError("", "must specify one of: "+abcFields, "union")}},
		{name: "no old value: validated", update: false, now: members(), old: members(),
			want: field.ErrorList{unionError("", "must specify one of: "+abcFields, "union")}},
		{name: "discriminator ignored", update: true, now: discriminated("x", 0, 1), old: discriminated("y", 0, 1)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			expectErrors(t, atItemName(func(p *Path) field.ErrorList { return OneOf(p, abc, tc.update, tc.now, tc.old) }), tc.want)
		})
	}
}

func TestZeroOrOneOf(t *testing.T) {
	for _, tc := range []struct {
		name     string
		update   bool
		now, old UnionState
		want     field.ErrorList
	}{
		{name: "none", now: members()},
		{name: "one", now: members(2)},
		{name: "two", now: members(1, 2), want: field.ErrorList{unionError("{b, c}", "must specify at most one of: "+abcFields, "zeroOrOneOf")}},
		{name: "update, unchanged", update: true, now: members(1, 2), old: members(1, 2)},
		{name: "update, changed", update: true, now: members(0, 1), old: members(1, 2),
			want: field.ErrorList{unionError("{a, b}", "must specify at most one of: "+abcFields, "zeroOrOneOf")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			expectErrors(t, atItemName(func(p *Path) field.ErrorList { return ZeroOrOneOf(p, abc, tc.update, tc.now, tc.old) }), tc.want)
		})
	}
}

func TestDiscriminated(t *testing.T) {
	for _, tc := range []struct {
		name     string
		update   bool
		now, old UnionState
		want     field.ErrorList
	}{
		{name: "chosen member set", now: discriminated("Square", 1)},
		{name: "nothing chosen, nothing set", now: discriminated("")},
		{name: "unknown value, nothing set", now: discriminated("Hexagon")},
		{name: "chosen member unset", now: discriminated("Circle"),
			want: field.ErrorList{memberError("circle", "must be specified when `type` is \"Circle\"")}},
		{name: "other member set", now: discriminated("Circle", 0, 1),
			want: field.ErrorList{memberError("box", "may only be specified when `type` is \"Square\"")}},
		{name: "both wrong", now: discriminated("Circle", 1), want: field.ErrorList{
			memberError("circle", "must be specified when `type` is \"Circle\""),
			memberError("box", "may only be specified when `type` is \"Square\"")}},
		{name: "update, unchanged", update: true, now: discriminated("Circle", 1), old: discriminated("Circle", 1)},
		{name: "update, discriminator changed", update: true, now: discriminated("Square", 0), old: discriminated("Circle", 0), want: field.ErrorList{
			memberError("circle", "may only be specified when `type` is \"Circle\""),
			memberError("box", "must be specified when `type` is \"Square\"")}},
		{name: "update, member changed", update: true, now: discriminated("Circle", 0, 1), old: discriminated("Circle", 0),
			want: field.ErrorList{memberError("box", "may only be specified when `type` is \"Square\"")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			expectErrors(t, atItemName(func(p *Path) field.ErrorList { return Discriminated(p, shapes, tc.update, tc.now, tc.old) }), tc.want)
		})
	}
}

func TestUnionAtRoot(t *testing.T) {
	root := Root()
	errs := OneOf(&root, abc, false, members(), members())
	if len(errs) != 1 || errs[0].Field != "<nil>" {
		t.Errorf("want one error at the object itself, got %s", describe(errs))
	}
	errs = Discriminated(&root, shapes, false, discriminated("Circle"), UnionState{})
	if len(errs) != 1 || errs[0].Field != "circle" {
		t.Errorf("want one error at circle, got %s", describe(errs))
	}
}

func TestNewUnionLimit(t *testing.T) {
	names := make([]string, MaxUnionMembers+1)
	for i := range names {
		names[i] = "m"
	}
	NewUnion(names[:MaxUnionMembers]...)
	defer func() {
		if recover() == nil {
			t.Error("want a panic for 65 members")
		}
	}()
	NewUnion(names...)
}

func TestUnionsValidAllocateNothing(t *testing.T) {
	p := Root()
	checks := map[string]func() field.ErrorList{
		"OneOf":           func() field.ErrorList { return OneOf(&p, abc, false, members(1), UnionState{}) },
		"OneOf ratcheted": func() field.ErrorList { return OneOf(&p, abc, true, members(0, 1), members(0, 1)) },
		"ZeroOrOneOf":     func() field.ErrorList { return ZeroOrOneOf(&p, abc, false, members(), UnionState{}) },
		"Discriminated": func() field.ErrorList {
			return Discriminated(&p, shapes, false, discriminated("Square", 1), UnionState{})
		},
		"DependentRequired": func() field.ErrorList {
			return DependentRequired(&p, "a", "b", false, Dependency{true, true}, Dependency{})
		},
		"DependentForbidden": func() field.ErrorList {
			return DependentForbidden(&p, "a", "b", false, Dependency{true, false}, Dependency{})
		},
	}
	for name, check := range checks {
		if n := testing.AllocsPerRun(100, func() {
			if check() != nil {
				t.Fatalf("%s: input is not valid", name)
			}
		}); n != 0 {
			t.Errorf("%s allocated %v times", name, n)
		}
	}
}

func BenchmarkUnionsValid(b *testing.B) {
	p := Root()
	item := p.Child("spec")
	for name, check := range map[string]func() field.ErrorList{
		"OneOf":           func() field.ErrorList { return OneOf(&item, abc, false, members(2), UnionState{}) },
		"OneOf ratcheted": func() field.ErrorList { return OneOf(&item, abc, true, members(0, 2), members(0, 2)) },
		"ZeroOrOneOf":     func() field.ErrorList { return ZeroOrOneOf(&item, abc, false, members(0), UnionState{}) },
		"Discriminated": func() field.ErrorList {
			return Discriminated(&item, shapes, false, discriminated("Circle", 0), UnionState{})
		},
	} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if check() != nil {
					b.Fatal("input is not valid")
				}
			}
		})
	}
}
