package cel

// The type relations of cel-go's checker: assignability with type-parameter
// substitution, the occurs check, and "most general" for joins.

func (c *checker) assignable(t1, t2 *Type) bool {
	m := copyMapping(c.mapping)
	if isAssignable(m, t1, t2) {
		c.mapping = m
		return true
	}
	return false
}

func (c *checker) assignableList(l1, l2 []*Type) bool {
	m := copyMapping(c.mapping)
	for i := range l1 {
		if !isAssignable(m, l1[i], l2[i]) {
			return false
		}
	}
	c.mapping = m
	return true
}

func copyMapping(m map[string]*Type) map[string]*Type {
	out := make(map[string]*Type, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func isDynKind(t *Type) bool { return t.Kind == Dyn }

// isAssignable reports whether t1 is assignable to t2, extending m.
func isAssignable(m map[string]*Type, t1, t2 *Type) bool {
	if t2.Kind == TypeParam {
		valid, hasSub := validSubstitution(m, t1, t2)
		if valid {
			return true
		}
		if hasSub {
			return false
		}
	}
	if t1.Kind == TypeParam {
		valid, _ := validSubstitution(m, t2, t1)
		return valid
	}
	if t1.Kind == Dyn || t1.Kind == Error || t2.Kind == Dyn || t2.Kind == Error {
		return true
	}
	if t1.Kind == Null {
		return nullable(t2)
	}
	if t2.Kind == Null {
		return nullable(t1)
	}
	switch t1.Kind {
	case Bool, Bytes, Double, Int, String, Uint, Duration, Timestamp, Object:
		return t1.Kind == t2.Kind && t1.typeName() == t2.typeName()
	case TypeKind:
		return t2.Kind == TypeKind
	case Optional, Opaque, List, Map:
		if t1.Kind != t2.Kind || t1.typeName() != t2.typeName() {
			return false
		}
		p1, p2 := t1.params(), t2.params()
		if len(p1) != len(p2) {
			return false
		}
		for i := range p1 {
			if !isAssignable(m, p1[i], p2[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// nullable: the legacy checker's null assignability.
func nullable(t *Type) bool {
	switch t.Kind {
	case Optional, Opaque, Object, Duration, Timestamp, Null:
		return true
	}
	return false
}

func validSubstitution(m map[string]*Type, t1, t2 *Type) (valid, hasSub bool) {
	if t1.Kind == t2.Kind && exact(t1, t2) {
		return true, true
	}
	if sub, ok := m[t2.Name]; ok {
		if t1.Kind == sub.Kind && exact(t1, sub) {
			return true, true
		}
		if isAssignable(m, t1, sub) {
			general := mostGeneral(t1, sub)
			if notReferencedIn(m, t2, general) {
				m[t2.Name] = general
			}
			return true, true
		}
		return false, true
	}
	if notReferencedIn(m, t2, t1) {
		m[t2.Name] = t1
		return true, false
	}
	return false, false
}

func notReferencedIn(m map[string]*Type, t, within *Type) bool {
	if exact(t, within) {
		return false
	}
	switch within.Kind {
	case TypeParam:
		sub, ok := m[within.Name]
		if !ok {
			return true
		}
		return notReferencedIn(m, t, sub)
	case Optional, Opaque, List, Map, TypeKind:
		for _, p := range within.params() {
			if !notReferencedIn(m, t, p) {
				return false
			}
		}
	}
	return true
}

func mostGeneral(t1, t2 *Type) *Type {
	if lessSpecific(t1, t2) {
		return t1
	}
	return t2
}

// lessSpecific: t1 equals t2 or matches it through dyn.
func lessSpecific(t1, t2 *Type) bool {
	if t1.Kind == Dyn || t1.Kind == TypeParam {
		return true
	}
	if t2.Kind == Dyn || t2.Kind == TypeParam {
		return false
	}
	if t1.Kind != t2.Kind {
		return false
	}
	switch t1.Kind {
	case Optional, Opaque:
		p1, p2 := t1.params(), t2.params()
		if t1.typeName() != t2.typeName() || len(p1) != len(p2) {
			return false
		}
		for i := range p1 {
			if !lessSpecific(p1[i], p2[i]) {
				return false
			}
		}
		return true
	case List:
		return lessSpecific(t1.Elem, t2.Elem)
	case Map:
		return lessSpecific(t1.Key, t2.Key) && lessSpecific(t1.Elem, t2.Elem)
	case TypeKind:
		return true
	}
	return exact(t1, t2)
}

// substitute replaces bound type parameters; unbound ones become dyn when
// toDyn.
func (c *checker) substitute(t *Type, toDyn bool) *Type {
	return substitute(c.mapping, t, toDyn)
}

func substitute(m map[string]*Type, t *Type, toDyn bool) *Type {
	if t.Kind == TypeParam {
		if sub, ok := m[t.Name]; ok {
			return substitute(m, sub, toDyn)
		}
		if toDyn {
			return DynType
		}
		return t
	}
	ps := t.params()
	if len(ps) == 0 {
		return t
	}
	out := make([]*Type, len(ps))
	changed := false
	for i, p := range ps {
		out[i] = substitute(m, p, toDyn)
		changed = changed || out[i] != p
	}
	if !changed {
		return t
	}
	return t.withParams(out)
}
