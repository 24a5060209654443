package validate

import (
	"math/bits"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Unions (+k8s:unionMember, +k8s:unionDiscriminator, +k8s:zeroOrOneOfMember).
//
// The generated code describes each union once, in a package-level *Union,
// and computes a UnionState for the new and the old value with a generated
// function. The checks below compare two small values and return nil, so a
// valid union costs no allocation.
//
// Ratcheting follows Kubernetes: on update, a union whose members' set-ness
// and discriminator are unchanged is not re-validated, so a stricter union
// rule never fails an update that leaves the union alone.

// MemberSet has bit i set when member i of a union is set. A union has at
// most MaxUnionMembers members.
type MemberSet uint64

// MaxUnionMembers is how many members a MemberSet can describe.
const MaxUnionMembers = 64

// Has reports whether member i is set.
func (s MemberSet) Has(i int) bool { return s&(1<<uint(i)) != 0 }

// UnionState is what a union's checks read from one value: which members
// are set and, for discriminated unions, the discriminator's value.
type UnionState struct {
	Members       MemberSet
	Discriminator string
}

// UnionMember is one member of a union: the name errors use for it (a
// field's JSON name, or the selector of a list item) and, in a
// discriminated union, the discriminator value that selects it.
type UnionMember struct {
	Field string
	Value string
}

// Union describes one union. Build it once with NewUnion or
// NewDiscriminatedUnion and share it.
type Union struct {
	discriminator string
	members       []UnionMember
	// allFields lists the members as Kubernetes prints them in details:
	// "`a`, `b`".
	allFields string
}

// NewUnion describes a union of the members named fields, in order.
func NewUnion(fields ...string) *Union {
	members := make([]UnionMember, len(fields))
	for i, f := range fields {
		members[i] = UnionMember{Field: f}
	}
	return newUnion("", members)
}

// NewDiscriminatedUnion describes a union whose member is chosen by the
// field named discriminator.
func NewDiscriminatedUnion(discriminator string, members ...UnionMember) *Union {
	return newUnion(discriminator, members)
}

func newUnion(discriminator string, members []UnionMember) *Union {
	if len(members) > MaxUnionMembers {
		panic("validate: a union has at most 64 members")
	}
	quoted := make([]string, len(members))
	for i, m := range members {
		quoted[i] = "`" + m.Field + "`"
	}
	return &Union{discriminator: discriminator, members: members, allFields: strings.Join(quoted, ", ")}
}

// OneOf checks that exactly one member of u is set. Errors are reported at
// p, the union's struct (or list), with origin "union".
func OneOf(p *Path, u *Union, update bool, now, old UnionState) field.ErrorList {
	if update && now.Members == old.Members {
		return nil
	}
	switch bits.OnesCount64(uint64(now.Members)) {
	case 1:
		return nil
	case 0:
		return one(at(p, field.Invalid(nil, "", "must specify one of: "+u.allFields), "union"))
	}
	return u.multiple(p, now.Members, "must specify exactly one of: ", "union")
}

// ZeroOrOneOf checks that at most one member of u is set, with origin
// "zeroOrOneOf".
func ZeroOrOneOf(p *Path, u *Union, update bool, now, old UnionState) field.ErrorList {
	if update && now.Members == old.Members {
		return nil
	}
	if now.Members&(now.Members-1) == 0 {
		return nil
	}
	return u.multiple(p, now.Members, "must specify at most one of: ", "zeroOrOneOf")
}

// multiple reports several set members. The bad value lists them as
// Kubernetes does: "{a, b}".
func (u *Union) multiple(p *Path, set MemberSet, prefix, origin string) field.ErrorList {
	var b strings.Builder
	b.WriteByte('{')
	for i, m := range u.members {
		if !set.Has(i) {
			continue
		}
		if b.Len() > 1 {
			b.WriteString(", ")
		}
		b.WriteString(m.Field)
	}
	b.WriteByte('}')
	return one(at(p, field.Invalid(nil, b.String(), prefix+u.allFields), origin))
}

// Discriminated checks that the member the discriminator names is set and
// that no other member is. A discriminator value naming no member is not an
// error here (an enum on the discriminator reports it). Errors are reported
// at the member's field with origin "union".
func Discriminated(p *Path, u *Union, update bool, now, old UnionState) field.ErrorList {
	if update && now == old {
		return nil
	}
	var errs field.ErrorList
	for i, m := range u.members {
		set, chosen := now.Members.Has(i), now.Discriminator == m.Value
		switch {
		case set && !chosen:
			errs = append(errs, u.memberError(p, m, "may only be specified when `"+u.discriminator+"` is "+strconv.Quote(m.Value)))
		case !set && chosen:
			errs = append(errs, u.memberError(p, m, "must be specified when `"+u.discriminator+"` is "+strconv.Quote(now.Discriminator)))
		}
	}
	return errs
}

func (u *Union) memberError(p *Path, m UnionMember, detail string) *field.Error {
	child := p.Child(m.Field)
	return at(&child, field.Invalid(nil, "", detail), "union")
}
